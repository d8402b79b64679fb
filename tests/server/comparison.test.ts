// Comparison stats: the pure calculation, and the numbers the API returns on a known data set.
import { describe, expect, it } from 'vitest';
import { compareScore } from '../../shared/domain/comparison.js';
import { answersWith, mainBody, themedBody, questionCount } from './helpers/answers.js';
import { postJson } from './helpers/http.js';
import { expectSavedResult } from './helpers/saved-result.js';
import { useServerOnStore } from './helpers/server-on-store.js';
import { STORE_KINDS } from './helpers/stores.js';

describe('compareScore', () => {
  it('gives takers, the mean and the share of takers below the score', () => {
    const counts = [
      { score: 10, count: 1 },
      { score: 20, count: 2 },
      { score: 30, count: 1 },
    ];
    expect(compareScore(counts, 20)).toEqual({ takers: 4, averageScore: 20, percentBelow: 25 });
    expect(compareScore(counts, 30)).toEqual({ takers: 4, averageScore: 20, percentBelow: 75 });
    expect(compareScore(counts, 10)).toEqual({ takers: 4, averageScore: 20, percentBelow: 0 });
  });

  it('rounds to one decimal and handles no data', () => {
    expect(
      compareScore(
        [
          { score: 1, count: 1 },
          { score: 2, count: 2 },
        ],
        2,
      ),
    ).toEqual({
      takers: 3,
      averageScore: 1.7,
      percentBelow: 33.3,
    });
    expect(compareScore([], 5)).toEqual({ takers: 0, averageScore: 0, percentBelow: 0 });
  });
});

describe.each(STORE_KINDS)('comparison on a known data set (%s)', (kind) => {
  const { server } = useServerOnStore(kind);

  it('compares each new result with every stored result of the same quiz', async () => {
    // Main test: Yes counts 0, 10, 10, 30, 50 give scores 100, 90, 90, 70, 50.
    const responses = [];
    for (const yes of [0, 10, 10, 30, 50]) {
      const response = await postJson(server().url, '/api/test-results', mainBody(yes));
      expect(response.status).toBe(201);
      expectSavedResult(response.json());
      responses.push(response.json());
    }
    expect(responses.map((body) => body.comparison)).toEqual([
      { takers: 1, averageScore: 100, percentBelow: 0 },
      { takers: 2, averageScore: 95, percentBelow: 0 },
      { takers: 3, averageScore: 93.3, percentBelow: 0 },
      { takers: 4, averageScore: 87.5, percentBelow: 0 },
      { takers: 5, averageScore: 80, percentBelow: 0 },
    ]);

    // A themed quiz has its own population.
    const food = await postJson(
      server().url,
      '/api/test-results',
      themedBody('food', questionCount('food'), 20),
    );
    expect(food.json().comparison).toEqual({ takers: 1, averageScore: 20, percentBelow: 0 });

    // One more main result of 95 is above 90, 90, 70 and 50: 4 of 6 takers.
    const last = await postJson(server().url, '/api/test-results', mainBody(5));
    expect(last.json().comparison).toEqual({ takers: 6, averageScore: 82.5, percentBelow: 66.7 });

    // A score is a score: a result taken in Spanish joins the same population as the English ones.
    const spanish = await postJson(
      server().url,
      '/api/test-results',
      themedBody('food', questionCount('food'), 10, { language: 'es' }),
    );
    expect(spanish.json()).toMatchObject({
      language: 'es',
      comparison: { takers: 2, averageScore: 15, percentBelow: 0 },
    });
    const english = await postJson(
      server().url,
      '/api/test-results',
      themedBody('food', questionCount('food'), 30),
    );
    expect(english.json()).toMatchObject({
      language: 'en',
      comparison: { takers: 3, averageScore: 20, percentBelow: 66.7 },
    });

    // A spec-style themed result (no slug) is compared with slug-less results of its length only.
    const slugless = await postJson(server().url, '/api/test-results', {
      score: 20,
      answers: answersWith(questionCount('food'), 20),
      language: 'en',
    });
    expect(slugless.json()).toMatchObject({
      quiz: null,
      comparison: { takers: 1, averageScore: 20, percentBelow: 0 },
    });
  });
});
