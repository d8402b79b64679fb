// Scoring functions, and every tier boundary the spec gives checked against the REAL
// content as the site ships it: the English quizzes of shared/generated/, which are written by
// `npx tsx scripts/content/build-content.ts` (run it before these tests).
// The expected labels are copied literally from the spec so that any drift in content/ fails here.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SPEC_QUESTION_COUNTS, THEMED_SPEC, THIRTY_FIVE_THRESHOLDS } from '../spec-oracle';
import { quizCatalog as quizzes } from '../../shared/generated/quiz-catalog';
import type { Answer, Quiz } from '../../shared/generated/types';
import {
  countYes,
  fillTemplate,
  isAnswer,
  percentComplete,
  scoreFromAnswers,
  tierForScore,
} from '../../shared/domain/scoring';

function quiz(slug: string): Quiz {
  return JSON.parse(
    readFileSync(
      new URL(`../../shared/generated/content/en/quiz-${slug}.json`, import.meta.url),
      'utf8',
    ),
  ) as Quiz;
}

function answers(yes: number, no: number, blank = 0): Answer[] {
  return [
    ...Array<Answer>(yes).fill('yes'),
    ...Array<Answer>(no).fill('no'),
    ...Array<Answer>(blank).fill(''),
  ];
}

describe('scoreFromAnswers', () => {
  it('purity: 100 minus the Yes count over the 100 main questions', () => {
    expect(scoreFromAnswers('purity', answers(0, 100))).toBe(100);
    expect(scoreFromAnswers('purity', answers(2, 98))).toBe(98);
    expect(scoreFromAnswers('purity', answers(100, 0))).toBe(0);
    expect(scoreFromAnswers('purity', answers(23, 77))).toBe(77);
  });

  it('purity: an unanswered ("") question loses no point', () => {
    expect(scoreFromAnswers('purity', answers(0, 0, 100))).toBe(100);
    expect(scoreFromAnswers('purity', answers(10, 40, 50))).toBe(90);
  });

  it('yes-count: the number of Yes answers, "" and "no" count nothing', () => {
    expect(scoreFromAnswers('yes-count', answers(0, 35))).toBe(0);
    expect(scoreFromAnswers('yes-count', answers(35, 0))).toBe(35);
    expect(scoreFromAnswers('yes-count', answers(12, 20, 3))).toBe(12);
    expect(scoreFromAnswers('yes-count', answers(0, 0, 50))).toBe(0);
    expect(scoreFromAnswers('yes-count', ['no', 'yes', '', 'yes', 'no'])).toBe(2);
  });

  it('is pure: same input, same output, input untouched', () => {
    const input = Object.freeze(['yes', 'no', '', 'yes'] as Answer[]);
    const copy = [...input];
    expect(scoreFromAnswers('yes-count', input)).toBe(2);
    expect(scoreFromAnswers('yes-count', input)).toBe(2);
    expect(scoreFromAnswers('purity', input)).toBe(2);
    expect(input).toEqual(copy);
  });

  it('countYes and isAnswer', () => {
    expect(countYes([])).toBe(0);
    expect(countYes(['yes', 'yes', '', 'no'])).toBe(2);
    for (const value of ['yes', 'no', '']) expect(isAnswer(value)).toBe(true);
    for (const value of ['Yes', 'y', ' ', null, undefined, true, 1])
      expect(isAnswer(value)).toBe(false);
  });
});

describe('percentComplete', () => {
  it('counts the current question: question 1 of 100 is 1%, the last is 100%', () => {
    expect(percentComplete(1, 100)).toBe(1);
    expect(percentComplete(50, 100)).toBe(50);
    expect(percentComplete(100, 100)).toBe(100);
    expect(percentComplete(35, 35)).toBe(100);
  });

  it('rounds to the nearest whole percent, halves up', () => {
    expect(percentComplete(1, 35)).toBe(3); // 2.857
    expect(percentComplete(2, 35)).toBe(6); // 5.714
    expect(percentComplete(17, 35)).toBe(49); // 48.571
    expect(percentComplete(1, 45)).toBe(2); // 2.222
    expect(percentComplete(1, 40)).toBe(3); // 2.5
    expect(percentComplete(7, 40)).toBe(18); // 17.5
    expect(percentComplete(1, 50)).toBe(2);
    expect(percentComplete(34, 35)).toBe(97); // 97.142
  });

  it('matches exact integer rounding for every question of every quiz size, except 23 of 40 (known bug)', () => {
    const mismatches: string[] = [];
    for (const total of [35, 40, 45, 50, 100]) {
      for (let n = 1; n <= total; n += 1) {
        const exact = Math.floor((200 * n + total) / (2 * total)); // round(100n/total), halves up, no floating point
        const got = percentComplete(n, total);
        if (got !== exact) mismatches.push(`${n}/${total}: ${got} (expected ${exact})`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  // (23 / 40) * 100 is 57.49999999999999 in floating point: the percent must still round up.
  it('question 23 of 40 is 58% (57.5 rounded)', () => {
    expect(percentComplete(23, 40)).toBe(58);
  });
});

describe('fillTemplate', () => {
  it('fills {{name}} with numbers and text, every occurrence', () => {
    expect(
      fillTemplate('I scored {{score}}/{{total}} on the Food Test!', { score: 12, total: 35 }),
    ).toBe('I scored 12/35 on the Food Test!');
    expect(fillTemplate('{{a}}-{{a}}', { a: 'x' })).toBe('x-x');
    expect(fillTemplate('{{score}}', { score: 0 })).toBe('0');
  });

  it('leaves unknown names as they are and text without placeholders unchanged', () => {
    expect(fillTemplate('{{score}} of {{total}}', { score: 5 })).toBe('5 of {{total}}');
    expect(fillTemplate('No placeholders here.', { score: 5 })).toBe('No placeholders here.');
  });

  it('fills the real share texts', () => {
    expect(fillTemplate(quiz('purity').shareText, { score: 98, total: 100 })).toContain('98/100');
    expect(fillTemplate(quiz('cooking').shareText, { score: 30, total: 35 })).toBe(
      'I scored 30/35 on the Cooking Test!',
    );
  });
});

/** score -> expected label, for every threshold and the score one below it. */
function boundaries(table: readonly (readonly [number, string])[]): [number, string][] {
  const out: [number, string][] = [];
  table.forEach(([min, label], index) => {
    out.push([min, label]);
    if (min > 0) out.push([min - 1, table[index + 1][1]]);
  });
  return out;
}

describe('main test tiers', () => {
  const main = quiz('purity');
  const table = [
    [100, 'Very High Purity', "You've lived a very innocent life!"],
    [98, 'Very High Purity', "You've lived a very innocent life!"],
    [97, 'High Purity', "You've had limited worldly experiences."],
    [94, 'High Purity', "You've had limited worldly experiences."],
    [93, 'Average Purity', "You've had some life experiences!"],
    [77, 'Average Purity', "You've had some life experiences!"],
    [76, 'Below Average Purity', "You've experienced quite a bit!"],
    [45, 'Below Average Purity', "You've experienced quite a bit!"],
    [44, 'Low Purity', "You've had many life experiences."],
    [9, 'Low Purity', "You've had many life experiences."],
    [8, 'Very Low Purity', "You've experienced almost everything!"],
    [0, 'Very Low Purity', "You've experienced almost everything!"],
  ] as const;

  it.each(table)('score %i -> %s', (score, label, message) => {
    const tier = tierForScore(main.tiers, score);
    expect(tier.label).toBe(label);
    expect(tier.message).toBe(message);
  });

  it('is the purity-scored main quiz with 100 questions and tiers 98/94/77/45/9/0', () => {
    expect(main.kind).toBe('main');
    expect(main.scoring).toBe('purity');
    expect(main.questions).toHaveLength(100);
    expect(main.tiers.map((tier) => tier.min)).toEqual([98, 94, 77, 45, 9, 0]);
  });

  it('end to end: 2 Yes answers give 98, Very High Purity; 3 give 97, High Purity', () => {
    expect(tierForScore(main.tiers, scoreFromAnswers('purity', answers(2, 98))).label).toBe(
      'Very High Purity',
    );
    expect(tierForScore(main.tiers, scoreFromAnswers('purity', answers(3, 97))).label).toBe(
      'High Purity',
    );
  });
});

describe.each(Object.entries(THEMED_SPEC))('themed quiz %s tiers', (slug, spec) => {
  const themed = quiz(slug);

  it.each(boundaries(spec.tiers))('score %i -> %s', (score, label) => {
    expect(tierForScore(themed.tiers, score).label).toBe(label);
  });

  it('a perfect score (every question Yes) gets the top label', () => {
    expect(tierForScore(themed.tiers, themed.questions.length).label).toBe(spec.tiers[0][1]);
  });

  it('has exactly the spec tiers, yes-count scoring, a message on every tier or none, and the spec caption', () => {
    expect(themed.kind).toBe('themed');
    expect(themed.scoring).toBe('yes-count');
    expect(themed.tiers.map((tier) => [tier.min, tier.label])).toEqual(spec.tiers);
    expectOneLineMessagesOnAllOrNone(themed.tiers);
    expect(themed.caption).toBe(spec.caption);
  });
});

/** A themed quiz's tiers each carry a one-line message, shown under the label, or none of them does. */
function expectOneLineMessagesOnAllOrNone(tiers: readonly { message?: string }[]) {
  const messages = tiers.flatMap((tier) => (tier.message === undefined ? [] : [tier.message]));
  expect([0, tiers.length]).toContain(messages.length);
  for (const message of messages) expect(message).toMatch(/^\S[^\n]*$/);
}

/** The spec's 35-question quizzes whose labels it leaves to us. */
const UNSHOWN_LABELS = Object.entries(SPEC_QUESTION_COUNTS)
  .filter(([slug, count]) => count === 35 && !(slug in THEMED_SPEC))
  .map(([slug]) => slug);

describe.each(UNSHOWN_LABELS)(
  'themed quiz %s (a 35-question quiz of the spec; its labels not given by it)',
  (slug) => {
    const themed = quiz(slug);

    it('has tiers 30+, 22-29, 15-21, 8-14, 3-7, 0-2 with six distinct labels', () => {
      expect(themed.kind).toBe('themed');
      expect(themed.scoring).toBe('yes-count');
      expect(themed.tiers.map((tier) => tier.min)).toEqual(THIRTY_FIVE_THRESHOLDS);
      const labels = themed.tiers.map((tier) => tier.label);
      expect(new Set(labels).size).toBe(6);
      for (const label of labels) expect(label.trim()).not.toBe('');
      expectOneLineMessagesOnAllOrNone(themed.tiers);
      expect(themed.caption.trim()).not.toBe('');
    });

    it('maps every threshold and the score below it to the right band', () => {
      const labels = themed.tiers.map((tier) => tier.label);
      const table = THIRTY_FIVE_THRESHOLDS.map(
        (min, index) => [min, labels[index]] as [number, string],
      );
      const perfect = [themed.questions.length, labels[0]] as [number, string];
      for (const [score, label] of [...boundaries(table), perfect]) {
        expect(tierForScore(themed.tiers, score).label, `score ${score}`).toBe(label);
      }
    });
  },
);

describe('tierForScore', () => {
  it('covers every score from 0 to the question count of every quiz', () => {
    expect(quizzes.length).toBeGreaterThan(0);
    for (const q of quizzes) {
      for (let score = 0; score <= q.questions.length; score += 1)
        expect(() => tierForScore(q.tiers, score)).not.toThrow();
    }
  });

  it('throws a RangeError for a score below every tier', () => {
    expect(() => tierForScore(quiz('food').tiers, -1)).toThrow(RangeError);
  });
});
