// The HTTP API against both real stores: valid saves, hostile input, events and health.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import { quizCatalog as quizzes } from '../../shared/generated/quiz-catalog.js';
import { tierForScore } from '../../shared/domain/scoring.js';
import { answersWith, mainBody, themedBody, questionCount } from './helpers/answers.js';
import {
  postJson,
  request,
  startTestServer,
  type RawResponse,
  type TestServer,
} from './helpers/http.js';
import { expectSavedResult } from './helpers/saved-result.js';
import { openTestStore, STORE_KINDS, type TestStore } from './helpers/stores.js';
import { SPEC_QUESTION_COUNTS } from '../spec-oracle.js';

/** The food quiz's length, as the specification gives it. */
const FOOD_TOTAL = SPEC_QUESTION_COUNTS.food;

/** The oracle for accepted languages: the locale files an editor adds, read from content/ itself. */
const LOCALE_FILES = readdirSync('content/locales')
  .filter((file) => file.endsWith('.yaml'))
  .map((file) => file.slice(0, -'.yaml'.length));

const purity = quizzes.find((quiz) => quiz.slug === 'purity')!;
const food = quizzes.find((quiz) => quiz.slug === 'food')!;

interface HostileCase {
  name: string;
  send: (url: string) => Promise<RawResponse>;
  status: number;
  code: string;
  /** Part of the message that says what is wrong. */
  message?: RegExp;
}

const json = (body: unknown, headers?: Record<string, string>) => (url: string) =>
  postJson(url, '/api/test-results', body, headers);
const raw = (body: string | Buffer, headers: Record<string, string | number>) => (url: string) =>
  request(url, '/api/test-results', { method: 'POST', headers, body });

const HOSTILE_CASES: HostileCase[] = [
  {
    name: 'invalid JSON',
    send: json('{"score": 100, "answers": ['),
    status: 400,
    code: 'invalid_json',
  },
  {
    name: 'JSON with a trailing comma',
    send: json('{"score": 100,}'),
    status: 400,
    code: 'invalid_json',
  },
  {
    name: 'empty body',
    send: raw('', { 'Content-Type': 'application/json', 'Content-Length': 0 }),
    status: 400,
    code: 'empty_body',
  },
  {
    name: 'text/plain content type',
    send: raw(JSON.stringify(mainBody(0)), { 'Content-Type': 'text/plain' }),
    status: 415,
    code: 'unsupported_media_type',
    message: /application\/json/,
  },
  {
    name: 'form-encoded body',
    send: raw('score=100&language=en', { 'Content-Type': 'application/x-www-form-urlencoded' }),
    status: 415,
    code: 'unsupported_media_type',
  },
  {
    name: 'body without a content type',
    send: raw(JSON.stringify(mainBody(0)), {}),
    status: 415,
    code: 'unsupported_media_type',
  },
  {
    name: 'a charset other than UTF-8',
    send: raw(JSON.stringify(mainBody(0)), { 'Content-Type': 'application/json; charset=latin1' }),
    status: 415,
    code: 'unsupported_charset',
  },
  {
    name: 'a gzip-encoded body',
    send: raw(JSON.stringify(mainBody(0)), {
      'Content-Type': 'application/json',
      'Content-Encoding': 'gzip',
    }),
    status: 415,
    code: 'unsupported_encoding',
  },
  {
    name: 'an empty object',
    send: json({}),
    status: 400,
    code: 'invalid_request',
    message: /"score"/,
  },
  {
    name: 'missing answers',
    send: json({ score: 100, language: 'en' }),
    status: 400,
    code: 'invalid_request',
    message: /required property "answers"/,
  },
  {
    name: 'missing language',
    send: json({ score: 100, answers: answersWith(100, 0) }),
    status: 400,
    code: 'invalid_request',
    message: /"language"/,
  },
  {
    name: 'a JSON array',
    send: json([mainBody(0)]),
    status: 400,
    code: 'invalid_request',
    message: /must be object/,
  },
  { name: 'JSON null', send: json('null'), status: 400, code: 'invalid_request' },
  {
    name: 'score as a string',
    send: json(mainBody(0, { score: '100' })),
    status: 400,
    code: 'invalid_request',
    message: /"score" must be integer/,
  },
  {
    name: 'score 101',
    send: json(mainBody(0, { score: 101 })),
    status: 400,
    code: 'invalid_request',
    message: /"score"/,
  },
  {
    name: 'score -1',
    send: json(mainBody(0, { score: -1 })),
    status: 400,
    code: 'invalid_request',
    message: /"score"/,
  },
  {
    name: 'score 2.5',
    send: json(mainBody(0, { score: 2.5 })),
    status: 400,
    code: 'invalid_request',
    message: /"score"/,
  },
  {
    name: 'too few answers for the quiz',
    send: json({ ...mainBody(0), answers: answersWith(99, 0), score: 99 }),
    status: 422,
    code: 'answer_count_mismatch',
    message: /has 100 questions, but 99 answers/,
  },
  {
    name: 'too many answers for a themed quiz',
    send: json(themedBody('food', FOOD_TOTAL + 1, 3)),
    status: 422,
    code: 'answer_count_mismatch',
    message: new RegExp(`"food" has ${FOOD_TOTAL} questions, but ${FOOD_TOTAL + 1}`),
  },
  {
    name: 'more answers than any quiz',
    send: json({ score: 0, answers: answersWith(101, 0), language: 'en' }),
    status: 400,
    code: 'invalid_request',
    message: /"answers" must NOT have more than 100 items/,
  },
  {
    name: 'no answers at all',
    send: json({ score: 0, answers: [], language: 'en' }),
    status: 400,
    code: 'invalid_request',
    message: /"answers"/,
  },
  {
    name: 'a body without quiz whose length fits no quiz',
    send: json({ score: 3, answers: answersWith(37, 3), language: 'en' }),
    status: 422,
    code: 'answer_count_mismatch',
    message: /37 answers match no quiz/,
  },
  {
    name: 'an answer "maybe"',
    send: json({ ...mainBody(0), answers: ['yes', 'no', 'maybe', ...answersWith(97, 0)] }),
    status: 400,
    code: 'invalid_request',
    message: /"answers\.2" must be one of "yes", "no", ""/,
  },
  {
    name: 'a null answer',
    send: json({ ...mainBody(0), answers: [null, ...answersWith(99, 0)] }),
    status: 400,
    code: 'invalid_request',
    message: /"answers\.0"/,
  },
  {
    name: 'answers as an object',
    send: json({ ...mainBody(0), answers: { 0: 'yes' } }),
    status: 400,
    code: 'invalid_request',
    message: /"answers" must be array/,
  },
  {
    name: 'language "it" (not a language of the site)',
    send: json(mainBody(0, { language: 'it' })),
    status: 422,
    code: 'unsupported_language',
    message: /"it" is not supported/,
  },
  {
    name: 'the pseudo-locale "en-XA", a development view of English with no locale file',
    send: json(mainBody(0, { language: 'en-XA' })),
    status: 422,
    code: 'unsupported_language',
    message: /"en-XA" is not supported/,
  },
  {
    name: 'an unknown quiz',
    send: json(themedBody('astrology', questionCount('food'), 3)),
    status: 422,
    code: 'unknown_quiz',
    message: /no quiz "astrology"/,
  },
  {
    name: 'a quiz slug with path characters',
    send: json(themedBody('../food', FOOD_TOTAL, 3)),
    status: 400,
    code: 'invalid_request',
    message: /"quiz"/,
  },
  {
    name: 'a 2 MB body',
    send: json({ ...mainBody(0), padding: 'x'.repeat(2 * 1024 * 1024) }),
    status: 413,
    code: 'payload_too_large',
  },
  {
    name: 'a 2 MB body sent chunked, without Content-Length',
    send: (url) =>
      request(url, '/api/test-results', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
        body: `{"padding":"${'x'.repeat(2 * 1024 * 1024)}"}`,
      }),
    status: 413,
    code: 'payload_too_large',
  },
  {
    name: 'a main-test score that disagrees with the answers',
    send: json(mainBody(10, { score: 10 })),
    status: 422,
    code: 'score_mismatch',
    message: /score 10 does not agree with the answers, which score 90/,
  },
  {
    name: 'a themed score that disagrees with the answers',
    send: json(themedBody('food', questionCount('food'), 4, { score: 30 })),
    status: 422,
    code: 'score_mismatch',
  },
  {
    name: 'a slug-less themed score out of range',
    send: json({ score: 90, answers: answersWith(FOOD_TOTAL, 5), language: 'en' }),
    status: 422,
    code: 'score_mismatch',
  },
  {
    name: 'an extra property',
    send: json(mainBody(0, { userId: 42 })),
    status: 400,
    code: 'invalid_request',
    message: /unknown property "userId"/,
  },
  {
    name: 'a __proto__ property',
    send: json(`{"__proto__":{"admin":true},${JSON.stringify(mainBody(0)).slice(1)}`),
    status: 400,
    code: 'invalid_request',
    message: /unknown property "__proto__"/,
  },
  {
    name: 'GET instead of POST',
    send: (url) => request(url, '/api/test-results'),
    status: 405,
    code: 'method_not_allowed',
  },
];

describe.each(STORE_KINDS)('API on the %s store', (kind) => {
  let handle: TestStore;
  let server: TestServer;

  beforeAll(async () => {
    handle = await openTestStore(kind);
    server = await startTestServer({ store: handle.store });
  });
  afterAll(async () => {
    await server.close();
    await handle.dispose();
  });

  describe('POST /api/test-results', () => {
    it('stores a main-test result and answers 201 with the stored result, comparison and distribution', async () => {
      const response = await postJson(server.url, '/api/test-results', mainBody(23));
      expect(response.status).toBe(201);
      expectSavedResult(response.json());
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      const body = response.json();
      expect(body).toEqual({
        id: expect.any(Number),
        quiz: 'purity',
        score: 77,
        total: 100,
        label: tierForScore(purity.tiers, 77).label,
        language: 'en',
        // Stored and answered to the hour.
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:00:00\.000Z$/),
        comparison: {
          takers: expect.any(Number),
          averageScore: expect.any(Number),
          percentBelow: expect.any(Number),
        },
        distribution: {
          quiz: 'purity',
          total: 100,
          counts: expect.any(Array),
          moreNeeded: expect.any(Number),
        },
      });
      expect(body.distribution.counts[77]).toBeGreaterThanOrEqual(1);
      const stored = await handle.store.getTestResult(body.id);
      expect(stored).toMatchObject({ quiz: 'purity', total: 100, score: 77, language: 'en' });
      expect(stored!.answers).toEqual(answersWith(100, 23));
      expect(stored!.createdAt.toISOString()).toBe(body.createdAt);
    });

    it('accepts a body exactly as the spec sends it (no quiz): 100 answers are a main-test result', async () => {
      const { quiz: _quiz, ...specBody } = mainBody(40);
      const response = await postJson(server.url, '/api/test-results', specBody);
      expect(response.status).toBe(201);
      expectSavedResult(response.json());
      expect(response.json()).toMatchObject({
        quiz: 'purity',
        score: 60,
        total: 100,
        label: 'Below Average Purity',
      });
    });

    it('stores a themed result with its slug and tier label, counting unanswered questions as not Yes', async () => {
      const body = {
        quiz: 'food',
        score: 12,
        answers: answersWith(FOOD_TOTAL, 12, 5),
        language: 'en',
      };
      const response = await postJson(server.url, '/api/test-results', body);
      expect(response.status).toBe(201);
      expectSavedResult(response.json());
      expect(response.json()).toMatchObject({
        quiz: 'food',
        score: 12,
        total: FOOD_TOTAL,
        label: tierForScore(food.tiers, 12).label,
      });
    });

    it('stores a spec-style themed result (no quiz) without a slug and with a null label', async () => {
      const response = await postJson(server.url, '/api/test-results', {
        score: 9,
        answers: answersWith(45, 9),
        language: 'en',
      });
      expect(response.status).toBe(201);
      expectSavedResult(response.json());
      const body = response.json();
      expect(body).toMatchObject({ quiz: null, score: 9, total: 45, label: null });
      expect(body.comparison.takers).toBe(1);
      expect(await handle.store.getTestResult(body.id)).toMatchObject({
        quiz: null,
        total: 45,
        score: 9,
      });
    });

    it('accepts exactly the languages that have a locale file in content/locales/', async () => {
      expect(LOCALE_FILES).toEqual(expect.arrayContaining(['en', 'es']));
      for (const language of LOCALE_FILES) {
        const response = await postJson(
          server.url,
          '/api/test-results',
          themedBody('food', questionCount('food'), 2, { language }),
        );
        expect(response.status, language).toBe(201);
        expect(response.json().language).toBe(language);
      }
    });

    it('rejects every hostile body with a JSON error that says what is wrong, and stores nothing', async () => {
      const before = await handle.store.countTestResults();
      const countsBefore = await handle.store.scoreCounts({ quiz: 'purity', total: 100 });
      for (const testCase of HOSTILE_CASES) {
        const response = await testCase.send(server.url);
        const summary = `${testCase.name}: ${response.status} ${response.text.slice(0, 300)}`;
        expect(response.status, summary).toBe(testCase.status);
        expect(response.headers['content-type'], summary).toBe('application/json; charset=utf-8');
        const body = response.json();
        expect(Object.keys(body), summary).toEqual(['error']);
        expect(body.error.code, summary).toBe(testCase.code);
        expect(body.error.message, summary).toEqual(expect.any(String));
        if (testCase.message) expect(body.error.message, summary).toMatch(testCase.message);
        expect(response.text, summary).not.toMatch(/\bat \S+ \(|node_modules|\.ts:\d+/);
      }
      expect(await handle.store.countTestResults()).toBe(before);
      expect(await handle.store.scoreCounts({ quiz: 'purity', total: 100 })).toEqual(countsBefore);

      const afterwards = await postJson(server.url, '/api/test-results', mainBody(5));
      expect(afterwards.status).toBe(201);
      expect(await handle.store.countTestResults()).toBe(before + 1);
    });

    it('lists each schema problem with its field path', async () => {
      const response = await postJson(server.url, '/api/test-results', {
        score: 'x',
        answers: ['yes', 'maybe'],
        extra: 1,
      });
      expect(response.status).toBe(400);
      const { details } = response.json().error;
      expect(details).toEqual(
        expect.arrayContaining([
          { path: '/score', message: expect.stringMatching(/"score" must be integer/) },
          { path: '/answers/1', message: expect.stringMatching(/"answers\.1" must be one of/) },
          { path: '', message: 'The body has an unknown property "extra".' },
          { path: '', message: 'The body is missing the required property "language".' },
        ]),
      );
    });
  });

  describe('POST /api/events', () => {
    it('counts the three known events per day and quiz, and answers 204', async () => {
      const events = [
        { event: 'test_started', quiz: 'purity' },
        { event: 'test_started', quiz: 'purity' },
        { event: 'test_completed', quiz: 'purity', score: 77 },
        { event: 'share', quiz: 'food', method: 'twitter', contentType: 'result' },
        { event: 'share' },
      ];
      for (const event of events) {
        const response = await postJson(server.url, '/api/events', event);
        expect(response.status, response.text).toBe(204);
        expect(response.body.length).toBe(0);
      }
      const today = new Date().toISOString().slice(0, 10);
      const counts = (await handle.store.eventCounts()).filter((row) => row.day === today);
      expect(counts).toEqual([
        { day: today, event: 'share', quiz: null, count: 1 },
        { day: today, event: 'share', quiz: 'food', count: 1 },
        { day: today, event: 'test_completed', quiz: 'purity', count: 1 },
        { day: today, event: 'test_started', quiz: 'purity', count: 2 },
      ]);
    });

    it('accepts the beacon as navigator.sendBeacon sends a JSON Blob', async () => {
      const response = await fetch(`${server.url}/api/events`, {
        method: 'POST',
        body: new Blob([JSON.stringify({ event: 'test_started', quiz: 'food' })], {
          type: 'application/json',
        }),
      });
      expect(response.status).toBe(204);
    });

    it.each([
      ['an unknown event', { event: 'page_view' }, 400, 'invalid_request'],
      ['an unknown quiz', { event: 'test_started', quiz: 'astrology' }, 422, 'unknown_quiz'],
      ['a personal field', { event: 'share', email: 'a@b.c' }, 400, 'invalid_request'],
      ['a score out of range', { event: 'test_completed', score: 1000 }, 400, 'invalid_request'],
      ['a long method', { event: 'share', method: 'x'.repeat(100) }, 400, 'invalid_request'],
    ])('rejects %s', async (_name, body, status, code) => {
      const before = await handle.store.eventCounts();
      const response = await postJson(server.url, '/api/events', body);
      expect(response.status).toBe(status);
      expect(response.json().error.code).toBe(code);
      expect(await handle.store.eventCounts()).toEqual(before);
    });

    it('refuses a body that is not JSON', async () => {
      const response = await request(server.url, '/api/events', {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain' },
        body: '{"event":"share"}',
      });
      expect(response.status).toBe(415);
      expect(response.json().error.code).toBe('unsupported_media_type');
    });
  });

  describe('GET /api/health and unknown API paths', () => {
    it('answers 200 while the store answers', async () => {
      const response = await request(server.url, '/api/health');
      expect(response.status).toBe(200);
      expect(response.json()).toEqual({ status: 'ok', store: kind });
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it('answers JSON 404 for an unknown API path', async () => {
      const response = await request(server.url, '/api/results?x=1');
      expect(response.status).toBe(404);
      expect(response.json()).toEqual({
        error: { code: 'not_found', message: 'There is no API endpoint GET /api/results.' },
      });
    });
  });
});

describe.each(STORE_KINDS)('health on a %s store that stopped answering', (kind) => {
  it('answers 503', async () => {
    const handle = await openTestStore(kind);
    const server = await startTestServer({ store: handle.store });
    try {
      await handle.store.close();
      const response = await request(server.url, '/api/health');
      expect(response.status).toBe(503);
      expect(response.json()).toEqual({ status: 'unavailable', store: kind });

      // A save that cannot be stored is a 503 to retry later, with no internals, never a 201.
      const save = await postJson(server.url, '/api/test-results', mainBody(1));
      expect(save.status).toBe(503);
      expect(save.headers['retry-after']).toBe('5');
      expect(save.json().error.code).toBe('store_unavailable');
    } finally {
      await server.close();
      await handle.dispose();
    }
  });
});
