// The score distribution: in the 201 of every save and from GET /api/score-distribution, on both stores.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scoreDistribution, STANDING_MIN_TAKERS } from '../../shared/domain/score-distribution.js';
import { answersWith, mainBody, themedBody, questionCount } from './helpers/answers.js';
import { postJson, request, startTestServer, type TestServer } from './helpers/http.js';
import { expectSavedResult, expectScoreDistribution } from './helpers/saved-result.js';
import { useServerOnStore } from './helpers/server-on-store.js';
import { openTestStore, STORE_KINDS, type TestStore } from './helpers/stores.js';

/** A dense count array of `total + 1` entries with the given scores counted. */
function countsOf(total: number, scores: number[]): number[] {
  const counts = Array<number>(total + 1).fill(0);
  for (const score of scores) counts[score]! += 1;
  return counts;
}

describe('scoreDistribution', () => {
  it('gives one count per score from 0 to the total, zero where nobody scored', () => {
    expect(
      scoreDistribution('food', 3, [
        { score: 1, count: 2 },
        { score: 3, count: 5 },
      ]),
    ).toEqual({
      quiz: 'food',
      total: 3,
      counts: [0, 2, 0, 5],
      moreNeeded: STANDING_MIN_TAKERS - 7,
    });
    expect(scoreDistribution(null, 2, [])).toEqual({
      quiz: null,
      total: 2,
      counts: [0, 0, 0],
      moreNeeded: STANDING_MIN_TAKERS,
    });
  });

  it('says how many more results the quiz needs before its standing is shown', () => {
    const counts = [{ score: 1, count: 3 }];
    expect(scoreDistribution('food', 3, counts, 5).moreNeeded).toBe(2);
    expect(scoreDistribution('food', 3, counts, 3).moreNeeded).toBe(0);
    expect(scoreDistribution('food', 3, counts, 1).moreNeeded).toBe(0);
  });

  it('ignores counts for scores the quiz cannot have', () => {
    expect(
      scoreDistribution('food', 2, [
        { score: -1, count: 1 },
        { score: 3, count: 1 },
        { score: 1.5, count: 1 },
        { score: 2, count: 1 },
      ]).counts,
    ).toEqual([0, 0, 1]);
  });
});

/** A distribution as the server answers it by default: `moreNeeded` counts down to the threshold. */
function withNeeded(distribution: { quiz: string | null; total: number; counts: number[] }) {
  const takers = distribution.counts.reduce((sum, count) => sum + count, 0);
  return { ...distribution, moreNeeded: Math.max(0, STANDING_MIN_TAKERS - takers) };
}

describe.each(STORE_KINDS)('score distribution over HTTP (%s)', (kind) => {
  const { server } = useServerOnStore(kind);
  const url = () => server().url;
  const getDistribution = (query: string) => request(url(), `/api/score-distribution${query}`);

  it('GET before any save: every score at zero, cacheable for a minute', async () => {
    const response = await getDistribution('?quiz=purity');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    expectScoreDistribution(response.json());
    expect(response.json()).toEqual(
      withNeeded({ quiz: 'purity', total: 100, counts: countsOf(100, []) }),
    );
  });

  it('each 201 carries the distribution including the result just saved, and GET returns the same', async () => {
    // Yes counts 0, 10, 10, 30 give main-test scores 100, 90, 90, 70.
    const scores: number[] = [];
    for (const yes of [0, 10, 10, 30]) {
      const response = await postJson(url(), '/api/test-results', mainBody(yes));
      expect(response.status).toBe(201);
      expectSavedResult(response.json());
      scores.push(100 - yes);
      expect(response.json().distribution).toEqual(
        withNeeded({
          quiz: 'purity',
          total: 100,
          counts: countsOf(100, scores),
        }),
      );
    }
    expect((await getDistribution('?quiz=purity')).json()).toEqual(
      withNeeded({
        quiz: 'purity',
        total: 100,
        counts: countsOf(100, [100, 90, 90, 70]),
      }),
    );

    // A themed quiz has its own population and length.
    const foodTotal = questionCount('food');
    const food = await postJson(url(), '/api/test-results', themedBody('food', foodTotal, 19));
    expect(food.json().distribution).toEqual(
      withNeeded({
        quiz: 'food',
        total: foodTotal,
        counts: countsOf(foodTotal, [19]),
      }),
    );
    const foodGet = await getDistribution('?quiz=food');
    expectScoreDistribution(foodGet.json());
    expect(foodGet.json()).toEqual(
      withNeeded({ quiz: 'food', total: foodTotal, counts: countsOf(foodTotal, [19]) }),
    );
    expect((await getDistribution('?quiz=travel')).json().counts).toEqual(
      countsOf(questionCount('travel'), []),
    );

    // A spec-style themed result (no slug) is counted with the slug-less results of its length.
    const slugless = await postJson(url(), '/api/test-results', {
      score: 4,
      answers: answersWith(foodTotal, 4),
      language: 'en',
    });
    expectSavedResult(slugless.json());
    expect(slugless.json().distribution).toEqual(
      withNeeded({
        quiz: null,
        total: foodTotal,
        counts: countsOf(foodTotal, [4]),
      }),
    );
  });

  it('answers HEAD like GET, without a body', async () => {
    const head = await request(url(), '/api/score-distribution?quiz=food', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body).toHaveLength(0);
  });

  it.each([
    ['no query', '', 400, 'invalid_request'],
    ['no quiz parameter', '?slug=food', 400, 'invalid_request'],
    ['an empty quiz', '?quiz=', 400, 'invalid_request'],
    ['two quizzes', '?quiz=food&quiz=travel', 400, 'invalid_request'],
    ['a slug with capitals', '?quiz=Food', 400, 'invalid_request'],
    ['a script tag', '?quiz=%3Cscript%3E', 400, 'invalid_request'],
    ['a very long slug', `?quiz=${'a'.repeat(500)}`, 400, 'invalid_request'],
    ['an unknown quiz', '?quiz=astrology', 404, 'unknown_quiz'],
  ])('%s: %i %s, not cached', async (_name, query, status, code) => {
    const response = await getDistribution(query);
    expect(response.status).toBe(status);
    expect(response.json().error.code).toBe(code);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.text).not.toContain('<script>');
  });

  it('refuses other methods with 405', async () => {
    const response = await postJson(url(), '/api/score-distribution?quiz=food', {});
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD');
  });
});

describe.each(STORE_KINDS)('the standing threshold over HTTP (%s)', (kind) => {
  let handle: TestStore;
  let server: TestServer;
  beforeAll(async () => {
    handle = await openTestStore(kind);
    server = await startTestServer({ store: handle.store, config: { standingMinTakers: 3 } });
  });
  afterAll(async () => {
    await server?.close();
    await handle?.dispose();
  });

  it('each reply says how many more results are needed, down to 0 at the threshold, and GET agrees', async () => {
    const needed: number[] = [];
    for (const yes of [5, 6, 7, 8]) {
      const response = await postJson(
        server.url,
        '/api/test-results',
        themedBody('food', questionCount('food'), yes),
      );
      expect(response.status).toBe(201);
      expectSavedResult(response.json());
      needed.push(response.json().distribution.moreNeeded);
    }
    expect(needed).toEqual([2, 1, 0, 0]);
    const read = await request(server.url, '/api/score-distribution?quiz=food');
    expectScoreDistribution(read.json());
    expect(read.json()).toEqual({
      quiz: 'food',
      total: questionCount('food'),
      counts: countsOf(questionCount('food'), [5, 6, 7, 8]),
      moreNeeded: 0,
    });
    expect((await request(server.url, '/api/score-distribution?quiz=travel')).json()).toEqual({
      quiz: 'travel',
      total: questionCount('travel'),
      counts: countsOf(questionCount('travel'), []),
      moreNeeded: 3,
    });
  });
});
