// The device's list of finished quizzes: the spec's main-test list, extended to every quiz,
// newest first, bounded; and which entry is "the previous score" of a result on screen.
import { describe, expect, it } from 'vitest';
import {
  appendLocalResult,
  eraseLocalResults,
  HISTORY_LIMIT,
  LOCAL_RESULTS_KEY,
  previousResult,
  quizOf,
  readLocalResults,
  recordFinishedQuiz,
} from '../../src/browser/result-history';
import type { DeviceResult } from '../../shared/domain/result-types';
import type { Answer } from '../../shared/generated/types';
import { MemoryStorage } from './helpers/memory-storage';

const answers = (total: number, yes: number): Answer[] =>
  Array.from({ length: total }, (_, i) => (i < yes ? 'yes' : 'no'));

function entry(id: number, score: number, quiz?: string): DeviceResult {
  return {
    id,
    score,
    answers: answers(quiz ? 35 : 100, 3),
    language: 'en',
    createdAt: new Date(id).toISOString(),
    ...(quiz ? { quiz } : {}),
  };
}

describe('recordFinishedQuiz', () => {
  it("keeps a main-test result in exactly the spec's fields, and any other quiz with its slug", () => {
    const storage = new MemoryStorage();
    recordFinishedQuiz(
      { quiz: 'purity', score: 97, answers: answers(100, 3), language: 'es' },
      storage,
      new Date('2026-03-03T10:00:00.000Z'),
    );
    recordFinishedQuiz(
      { quiz: 'food', score: 3, answers: answers(35, 3), language: 'en' },
      storage,
      new Date('2026-03-04T10:00:00.000Z'),
    );
    const raw = JSON.parse(storage.getItem(LOCAL_RESULTS_KEY)!);
    expect(raw).toEqual([
      {
        id: Date.parse('2026-03-04T10:00:00.000Z'),
        score: 3,
        answers: answers(35, 3),
        language: 'en',
        createdAt: '2026-03-04T10:00:00.000Z',
        quiz: 'food',
      },
      {
        id: Date.parse('2026-03-03T10:00:00.000Z'),
        score: 97,
        answers: answers(100, 3),
        language: 'es',
        createdAt: '2026-03-03T10:00:00.000Z',
      },
    ]);
    expect(readLocalResults(storage).map(quizOf)).toEqual(['food', 'purity']);
  });

  it(`keeps the newest ${HISTORY_LIMIT}`, () => {
    const storage = new MemoryStorage();
    for (let i = 1; i <= HISTORY_LIMIT + 7; i++)
      appendLocalResult(entry(i * 1000, i % 36, 'food'), storage);
    const list = readLocalResults(storage);
    expect(list).toHaveLength(HISTORY_LIMIT);
    expect(list[0]!.id).toBe((HISTORY_LIMIT + 7) * 1000);
    expect(list.at(-1)!.id).toBe(8 * 1000);
  });

  it('reads a list kept oldest first (as the home test used to) newest first, and skips entries that are not results', () => {
    const storage = new MemoryStorage();
    storage.setItem(
      LOCAL_RESULTS_KEY,
      JSON.stringify([
        entry(1000, 90),
        null,
        { id: 'x' },
        entry(3000, 5, 'food'),
        { ...entry(4000, 1), createdAt: 'never' },
        entry(2000, 80),
      ]),
    );
    expect(readLocalResults(storage).map((result) => result.id)).toEqual([3000, 2000, 1000]);
  });

  it('erases the list and nothing else', () => {
    const storage = new MemoryStorage();
    appendLocalResult(entry(1000, 90), storage);
    storage.setItem('quizSaveOutbox', '[]');
    expect(eraseLocalResults(storage)).toBe(true);
    expect(storage.getItem(LOCAL_RESULTS_KEY)).toBeNull();
    expect(storage.getItem('quizSaveOutbox')).toBe('[]');
  });
});

describe('previousResult', () => {
  const list = [
    entry(5000, 8, 'food'),
    entry(4000, 70),
    entry(3000, 20, 'food'),
    entry(2000, 12, 'food'),
    entry(1000, 80),
  ];

  it('is the entry of the same quiz after the one just recorded', () => {
    expect(previousResult(list, 'food', 8)).toEqual(entry(3000, 20, 'food'));
    expect(previousResult(list, 'purity', 70)).toEqual(entry(1000, 80));
  });

  it('is the newest entry when the one on screen could not be recorded (another score)', () => {
    expect(previousResult(list, 'food', 30)).toEqual(entry(5000, 8, 'food'));
  });

  it('is null for a first result on the quiz', () => {
    expect(previousResult(list, 'travel', 3)).toBeNull();
    expect(previousResult([entry(5000, 8, 'food')], 'food', 8)).toBeNull();
  });
});
