// The answer back of a compare link: both sets of answers and the sender's name after the `#`,
// read back exactly, and anything damaged refused like a damaged compare link.
import { describe, expect, it } from 'vitest';
import {
  decodeCompareFragment,
  replyFragment,
  type CompareQuiz,
} from '../../shared/domain/compare-link';
import type { Answer } from '../../shared/generated/types';

const quiz: CompareQuiz = {
  slug: 'food',
  questionIds: Array.from({ length: 35 }, (_, i) => `food-${i}`),
};
const pattern = (step: number): Answer[] =>
  quiz.questionIds.map((_, i) => (i % step === 0 ? 'yes' : i % 5 === 4 ? '' : 'no'));

describe('an answer back', () => {
  it('carries the sender’s answers and name and the answers it goes back to', () => {
    const fragment = replyFragment(quiz, pattern(3), pattern(4), 'Alex');
    expect(fragment.startsWith('reply=1.food.')).toBe(true);
    expect(decodeCompareFragment(`#${fragment}`, quiz)).toEqual({
      status: 'ok',
      answers: pattern(3),
      name: 'Alex',
      yours: pattern(4),
    });
    expect(decodeCompareFragment(replyFragment(quiz, pattern(3), pattern(4)), quiz)).toEqual({
      status: 'ok',
      answers: pattern(3),
      name: null,
      yours: pattern(4),
    });
  });

  it('is refused when damaged, made on another quiz or before the questions changed', () => {
    const good = replyFragment(quiz, pattern(3), pattern(4), 'Alex');
    const parts = good.split('.');
    expect(decodeCompareFragment(good.slice(0, -8), quiz).status).toBe('invalid');
    expect(
      decodeCompareFragment([...parts.slice(0, 4), 'AAA', parts[5]].join('.'), quiz).status,
    ).toBe('invalid');
    expect(decodeCompareFragment(`${good}${'A'.repeat(500)}`, quiz).status).toBe('invalid');
    expect(decodeCompareFragment('reply=garbage', quiz).status).toBe('invalid');
    expect(
      decodeCompareFragment(good, { ...quiz, questionIds: [...quiz.questionIds].reverse() }).status,
    ).toBe('changed');
    expect(decodeCompareFragment(good, { ...quiz, slug: 'travel' }).status).toBe('other-quiz');
  });
});
