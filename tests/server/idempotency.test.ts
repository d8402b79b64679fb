// Idempotency keys on both real stores: a repeated key stores nothing and gets the first result,
// also when the saves race; a key in the wrong form is refused; saves without a key work as before.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { answersWith, mainBody, themedBody, questionCount } from './helpers/answers.js';
import { postJson } from './helpers/http.js';
import { useServerOnStore } from './helpers/server-on-store.js';
import { expectSavedResult } from './helpers/saved-result.js';
import { STORE_KINDS } from './helpers/stores.js';

describe.each(STORE_KINDS)('idempotency keys on the %s store', (kind) => {
  const app = useServerOnStore(kind);

  const post = (body: unknown) => postJson(app.server().url, '/api/test-results', body);
  const scoreCount = async (quiz: string, total: number, score: number) =>
    (await app.store().store.scoreCounts({ quiz, total })).find((row) => row.score === score)
      ?.count ?? 0;

  it('stores the key with the result and answers a repeat 200 with the same result, storing nothing', async () => {
    const idempotencyKey = randomUUID();
    const body = themedBody('food', questionCount('food'), 17, { idempotencyKey });
    const rowsBefore = await app.store().store.countTestResults();

    const first = await post(body);
    expect(first.status).toBe(201);
    expectSavedResult(first.json());
    const stored = await app.store().store.getTestResult(first.json().id);
    expect(stored).toMatchObject({ quiz: 'food', score: 17, idempotencyKey });
    const countAfterFirst = await scoreCount('food', questionCount('food'), 17);

    const again = await post(body);
    expect(again.status).toBe(200);
    expectSavedResult(again.json());
    const { comparison: _a, distribution: _b, ...firstResult } = first.json();
    const { comparison: _c, distribution: _d, ...againResult } = again.json();
    expect(againResult).toEqual(firstResult);
    expect(again.json().distribution.counts[17]).toBe(countAfterFirst);

    expect(await app.store().store.countTestResults()).toBe(rowsBefore + 1);
    expect(await scoreCount('food', questionCount('food'), 17)).toBe(countAfterFirst);
  });

  it('gives 10 concurrent saves with one key one row, and all of them its id', async () => {
    const idempotencyKey = randomUUID();
    const body = mainBody(31, { idempotencyKey });
    const rowsBefore = await app.store().store.countTestResults();
    const countBefore = await scoreCount('purity', 100, 69);

    const replies = await Promise.all(Array.from({ length: 10 }, () => post(body)));

    for (const reply of replies) expectSavedResult(reply.json());
    expect(new Set(replies.map((reply) => reply.json().id)).size).toBe(1);
    expect(replies.map((reply) => reply.status).sort()).toEqual([
      200, 200, 200, 200, 200, 200, 200, 200, 200, 201,
    ]);
    expect(new Set(replies.map((reply) => reply.json().createdAt)).size).toBe(1);
    expect(await app.store().store.countTestResults()).toBe(rowsBefore + 1);
    expect(await scoreCount('purity', 100, 69)).toBe(countBefore + 1);
  });

  it('keeps concurrent saves with different keys apart', async () => {
    const rowsBefore = await app.store().store.countTestResults();
    const replies = await Promise.all(
      Array.from({ length: 6 }, () =>
        post(themedBody('travel', questionCount('travel'), 4, { idempotencyKey: randomUUID() })),
      ),
    );
    expect(replies.map((reply) => reply.status)).toEqual([201, 201, 201, 201, 201, 201]);
    expect(new Set(replies.map((reply) => reply.json().id)).size).toBe(6);
    expect(await app.store().store.countTestResults()).toBe(rowsBefore + 6);
  });

  it('stores every save without a key, as before', async () => {
    const rowsBefore = await app.store().store.countTestResults();
    const body = themedBody('music', questionCount('music'), 9);
    const replies = [await post(body), await post(body)];
    expect(replies.map((reply) => reply.status)).toEqual([201, 201]);
    expect(replies[0]!.json().id).not.toBe(replies[1]!.json().id);
    expect(await app.store().store.getTestResult(replies[0]!.json().id)).toMatchObject({
      idempotencyKey: null,
    });
    expect(await app.store().store.countTestResults()).toBe(rowsBefore + 2);
  });

  it('refuses a key reused for a different result with 422 and stores nothing', async () => {
    const idempotencyKey = randomUUID();
    expect(
      (await post(themedBody('pet', questionCount('pet'), 3, { idempotencyKey }))).status,
    ).toBe(201);
    const rowsBefore = await app.store().store.countTestResults();
    const reused = await post(themedBody('pet', questionCount('pet'), 4, { idempotencyKey }));
    expect(reused.status).toBe(422);
    expect(reused.json()).toMatchObject({ error: { code: 'idempotency_key_reused' } });
    const otherQuiz = await post(
      themedBody('movie', questionCount('movie'), 3, { idempotencyKey }),
    );
    expect(otherQuiz.status).toBe(422);
    expect(await app.store().store.countTestResults()).toBe(rowsBefore);
  });

  const BAD_KEYS: [string, unknown][] = [
    ['too long', `${randomUUID()}0`],
    ['far too long', 'a'.repeat(300)],
    ['too short', randomUUID().slice(0, 35)],
    ['uppercase', randomUUID().toUpperCase()],
    ['not a UUID', 'not-a-uuid-at-all-but-36-characters!'],
    ['empty', ''],
    ['a number', 12345],
    ['null', null],
  ];
  for (const [name, idempotencyKey] of BAD_KEYS) {
    it(`refuses a key that is ${name} with 400 and stores nothing`, async () => {
      const rowsBefore = await app.store().store.countTestResults();
      const reply = await post(themedBody('food', questionCount('food'), 2, { idempotencyKey }));
      expect(reply.status).toBe(400);
      expect(reply.json()).toMatchObject({ error: { code: 'invalid_request' } });
      expect(reply.json().error.message).toContain('"idempotencyKey"');
      expect(await app.store().store.countTestResults()).toBe(rowsBefore);
    });
  }

  it('answers a repeated key from the store itself: same id, no new row or count', async () => {
    const idempotencyKey = randomUUID();
    const result = {
      quiz: 'gaming',
      total: questionCount('gaming'),
      score: 8,
      answers: answersWith(questionCount('gaming'), 8),
      language: 'es',
      createdAt: new Date('2026-05-06T07:08:09.010Z'),
      idempotencyKey,
    };
    const first = await app.store().store.saveTestResult(result);
    expect(first.replayed).toBeNull();
    const second = await app
      .store()
      .store.saveTestResult({ ...result, createdAt: new Date('2026-05-07T00:00:00.000Z') });
    expect(second.id).toBe(first.id);
    // Results are stored to the hour.
    expect(second.createdAt.toISOString()).toBe('2026-05-06T07:00:00.000Z');
    expect(second.replayed).toEqual({
      id: first.id,
      ...result,
      createdAt: new Date('2026-05-06T07:00:00.000Z'),
    });
    expect(second.scoreCounts.find((row) => row.score === 8)?.count).toBe(
      first.scoreCounts.find((row) => row.score === 8)?.count,
    );
  });
});
