// The score distribution: in the 201 of every save and from GET /api/score-distribution, on both stores.
import { describe, expect, it } from 'vitest';
import { scoreDistribution } from '../../shared/domain/score-distribution.js';
import { answersWith, mainBody, themedBody, questionCount } from './helpers/answers.js';
import { postJson, request } from './helpers/http.js';
import { expectSavedResult, expectScoreDistribution } from './helpers/saved-result.js';
import { useServerOnStore } from './helpers/server-on-store.js';
import { STORE_KINDS } from './helpers/stores.js';

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
    ).toEqual({ quiz: 'food', total: 3, counts: [0, 2, 0, 5] });
    expect(scoreDistribution(null, 2, [])).toEqual({ quiz: null, total: 2, counts: [0, 0, 0] });
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
    expect(response.json()).toEqual({ quiz: 'purity', total: 100, counts: countsOf(100, []) });
  });

  it('each 201 carries the distribution including the result just saved, and GET returns the same', async () => {
    // Yes counts 0, 10, 10, 30 give main-test scores 100, 90, 90, 70.
    const scores: number[] = [];
    for (const yes of [0, 10, 10, 30]) {
      const response = await postJson(url(), '/api/test-results', mainBody(yes));
      expect(response.status).toBe(201);
      expectSavedResult(response.json());
      scores.push(100 - yes);
      expect(response.json().distribution).toEqual({
        quiz: 'purity',
        total: 100,
        counts: countsOf(100, scores),
      });
    }
    expect((await getDistribution('?quiz=purity')).json()).toEqual({
      quiz: 'purity',
      total: 100,
      counts: countsOf(100, [100, 90, 90, 70]),
    });

    // A themed quiz has its own population and length.
    const food = await postJson(
      url(),
      '/api/test-results',
      themedBody('food', questionCount('food'), 19),
    );
    expect(food.json().distribution).toEqual({
      quiz: 'food',
      total: 35,
      counts: countsOf(35, [19]),
    });
    const foodGet = await getDistribution('?quiz=food');
    expectScoreDistribution(foodGet.json());
    expect(foodGet.json()).toEqual({ quiz: 'food', total: 35, counts: countsOf(35, [19]) });
    expect((await getDistribution('?quiz=travel')).json().counts).toEqual(countsOf(35, []));

    // A spec-style themed result (no slug) is counted with the slug-less results of its length.
    const slugless = await postJson(url(), '/api/test-results', {
      score: 4,
      answers: answersWith(35, 4),
      language: 'en',
    });
    expectSavedResult(slugless.json());
    expect(slugless.json().distribution).toEqual({
      quiz: null,
      total: 35,
      counts: countsOf(35, [4]),
    });
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
