// finishQuiz with a save: the score is computed locally first, then POSTed once to
// the relative path /api/test-results; a failed save is reported in `saveError` and never thrown.
//
// fetch is NOT mocked. In Node a relative URL cannot be fetched (there is no page origin), which
// is exactly a failed save — that path is tested unconditionally below. The success path and the
// server-error paths need the request to reach a server: the second block gives fetch the page's
// origin, a real node:http server on 127.0.0.1, against which it resolves the relative URL as a
// browser does (Node's own fetch, only the URL resolved first).
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Answer } from '../../shared/generated/types';
import { finishQuiz, type FinishInput } from '../../src/browser/finish-quiz';

const submitResult = (input: Omit<FinishInput, 'save'>) => finishQuiz({ ...input, save: true });
import {
  startRecordingServer,
  type RecordedRequest,
  type RecordingServer,
} from './helpers/recording-server';

function answers(yes: number, no: number, blank = 0): Answer[] {
  return [
    ...Array<Answer>(yes).fill('yes'),
    ...Array<Answer>(no).fill('no'),
    ...Array<Answer>(blank).fill(''),
  ];
}

const nodeFetch = globalThis.fetch;
/** fetch as a page served from `origin` has it: a relative URL is resolved against the origin. */
const fetchFrom =
  (origin: URL): typeof fetch =>
  (input, init) =>
    nodeFetch(typeof input === 'string' ? new URL(input, origin) : input, init);

/** The idempotency key every save carries: a lowercase version 4 UUID. */
const UUID = expect.stringMatching(
  /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
);

describe('finishQuiz when the save cannot be made (relative URL, no origin in Node)', () => {
  it('main test: resolves with the local purity score, saved null and saveError set', async () => {
    const input = answers(23, 77);
    const outcome = await submitResult({
      quiz: 'main',
      scoring: 'purity',
      answers: input,
      language: 'en',
    });
    expect(outcome.score).toBe(77);
    expect(outcome.total).toBe(100);
    expect(outcome.answers).toEqual(input);
    expect(outcome.saved).toBeNull();
    expect(outcome.saveError).toBeTypeOf('string');
    expect(outcome.saveError).not.toBe('');
  });

  it('themed quiz: the score is the Yes count over the quiz length', async () => {
    const outcome = await submitResult({
      quiz: 'food',
      scoring: 'yes-count',
      answers: answers(12, 20, 3),
      language: 'en',
    });
    expect(outcome).toMatchObject({ score: 12, total: 35, saved: null });
    expect(outcome.saveError).toBeTruthy();
  });

  it('never rejects, whatever the answers', async () => {
    await expect(
      submitResult({ quiz: 'main', scoring: 'purity', answers: [], language: 'en' }),
    ).resolves.toMatchObject({
      score: 0,
      total: 0,
      saved: null,
    });
    await expect(
      submitResult({
        quiz: 'main',
        scoring: 'purity',
        answers: answers(0, 0, 100),
        language: 'en',
      }),
    ).resolves.toMatchObject({ score: 100, total: 100, saved: null });
  });

  it('the error text names the failed URL (fetch rejects before any request is made)', async () => {
    const outcome = await submitResult({
      quiz: 'main',
      scoring: 'purity',
      answers: answers(1, 99),
      language: 'en',
    });
    expect(outcome.saveError).toContain('/api/test-results');
  });
});

describe('finishQuiz against a real server (the relative URL resolved against its origin, as on a page)', () => {
  type Mode = 'ok' | 'other-score' | 'fail' | 'empty' | 'not-json' | 'not-a-result' | 'bad-request';

  let server: RecordingServer;
  let origin: URL;
  let mode: Mode = 'ok';
  let requests: RecordedRequest[] = [];

  const savedResponse = (score: number) => ({
    id: 41,
    quiz: null,
    score,
    total: 100,
    label: 'Average Purity',
    language: 'en',
    createdAt: '2024-05-06T07:08:09.000Z',
    comparison: { takers: 1234, averageScore: 65, percentBelow: 58 },
    distribution: {
      quiz: null,
      total: 100,
      counts: Array.from({ length: 101 }, (_, s) => (s === score ? 1234 : 0)),
      moreNeeded: 0,
    },
  });

  beforeAll(async () => {
    server = await startRecordingServer((req, body, res) => {
      if (mode === 'ok' || mode === 'other-score') {
        const sent = (JSON.parse(body) as { score: number }).score;
        res.writeHead(201, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(savedResponse(mode === 'ok' ? sent : 3)));
      } else if (mode === 'fail') {
        res.writeHead(500, { 'Content-Type': 'text/plain' });
        res.end('boom');
      } else if (mode === 'empty') {
        res.writeHead(503);
        res.end();
      } else if (mode === 'not-a-result') {
        res.writeHead(201, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ ...savedResponse(1), comparison: { takers: 'many' } }));
      } else if (mode === 'bad-request') {
        res.writeHead(400, { 'Content-Type': 'application/json' });
        res.end('{"error":"answers must have 100 items"}');
      } else {
        res.writeHead(201, { 'Content-Type': 'text/html' });
        res.end('<html>not json</html>');
      }
    });
    origin = new URL(server.origin);
  });

  afterAll(() => server.close());

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchFrom(origin));
    server.requests.length = 0;
    requests = server.requests;
    mode = 'ok';
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('POSTs once to /api/test-results with a JSON body of quiz, score, answers, language and an idempotency key', async () => {
    const input = answers(23, 77);
    await submitResult({ quiz: 'main', scoring: 'purity', answers: input, language: 'en' });
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/test-results');
    expect(request.headers['content-type']).toBe('application/json');
    // The body is {score, answers, language} as the spec has it, plus the quiz slug and a fresh key.
    expect(JSON.parse(request.body)).toEqual({
      quiz: 'main',
      score: 77,
      answers: input,
      language: 'en',
      idempotencyKey: UUID,
    });
  });

  it('sends the ids of the questions answered, in answer order and joined by commas, when given', async () => {
    const input = answers(2, 1);
    await submitResult({
      quiz: 'food',
      scoring: 'yes-count',
      answers: input,
      questions: ['food-003', 'food-001', 'food-002'],
      language: 'en',
    });
    expect(JSON.parse(requests[0].body)).toEqual({
      quiz: 'food',
      score: 2,
      answers: input,
      questions: 'food-003,food-001,food-002',
      language: 'en',
      idempotencyKey: UUID,
    });
  });

  it('on 201: saved is the whole server response and saveError is null', async () => {
    const outcome = await submitResult({
      quiz: 'main',
      scoring: 'purity',
      answers: answers(23, 77),
      language: 'en',
    });
    expect(outcome).toEqual({
      score: 77,
      total: 100,
      answers: answers(23, 77),
      saved: savedResponse(77),
      saveError: null,
    });
  });

  it('themed quiz: posts the Yes count as the score', async () => {
    const input = answers(30, 10, 5);
    const outcome = await submitResult({
      quiz: 'relationship',
      scoring: 'yes-count',
      answers: input,
      language: 'en',
    });
    expect(JSON.parse(requests[0].body)).toEqual({
      quiz: 'relationship',
      score: 30,
      answers: input,
      language: 'en',
      idempotencyKey: UUID,
    });
    expect(outcome.score).toBe(30);
    expect(outcome.total).toBe(45);
    expect(outcome.saveError).toBeNull();
  });

  it('on 500 "boom": resolves with the local score and saveError "500: boom"', async () => {
    mode = 'fail';
    const outcome = await submitResult({
      quiz: 'main',
      scoring: 'purity',
      answers: answers(10, 90),
      language: 'en',
    });
    expect(outcome).toEqual({
      score: 90,
      total: 100,
      answers: answers(10, 90),
      saved: null,
      saveError: '500: boom',
    });
    expect(requests).toHaveLength(1); // no retry
  });

  it('on 503 with an empty body: saveError "503: Service Unavailable"', async () => {
    mode = 'empty';
    const outcome = await submitResult({
      quiz: 'food',
      scoring: 'yes-count',
      answers: answers(5, 30),
      language: 'en',
    });
    expect(outcome.saveError).toBe('503: Service Unavailable');
    expect(outcome.score).toBe(5);
    expect(outcome.saved).toBeNull();
  });

  it('on 400: the response text is the saveError', async () => {
    mode = 'bad-request';
    const outcome = await submitResult({
      quiz: 'main',
      scoring: 'purity',
      answers: answers(1, 2),
      language: 'en',
    });
    expect(outcome.saveError).toBe('400: {"error":"answers must have 100 items"}');
    expect(outcome.score).toBe(2);
  });

  it('a 2xx that is not JSON counts as a failed save (saved stays null), still without throwing', async () => {
    mode = 'not-json';
    const outcome = await submitResult({
      quiz: 'main',
      scoring: 'purity',
      answers: answers(0, 100),
      language: 'en',
    });
    expect(outcome.score).toBe(100);
    expect(outcome.saved).toBeNull();
    expect(outcome.saveError).toBeTypeOf('string');
    expect(outcome.saveError).not.toBe('');
  });

  it('a 201 whose JSON is not a saved result (checked against its schema) counts as a failed save', async () => {
    mode = 'not-a-result';
    const outcome = await submitResult({
      quiz: 'main',
      scoring: 'purity',
      answers: answers(0, 100),
      language: 'en',
    });
    expect(outcome).toMatchObject({
      score: 100,
      saved: null,
      saveError: '201: the reply is not a saved result',
    });
  });

  it('the displayed score is the local one even if the server answers with another', async () => {
    mode = 'other-score';
    const outcome = await submitResult({
      quiz: 'main',
      scoring: 'purity',
      answers: answers(50, 50),
      language: 'en',
    });
    expect(outcome.score).toBe(50);
    expect(outcome.saved?.score).toBe(3);
  });
});
