// Compare links: the answers and an optional name after the `#`, both ways, compact, and every
// malformed, truncated, oversized, hostile or foreign fragment recognised as such.
import { describe, expect, it } from 'vitest';
import {
  cleanName,
  compareAnswers,
  compareFragment,
  compareQuizOf,
  decodeCompareFragment,
  encodeAnswers,
  friendAnswersFor,
  MAX_NAME_LENGTH,
  questionsChecksum,
} from '../../shared/domain/compare-link';
import { quizCatalog as quizzes } from '../../shared/generated/quiz-catalog';
import type { Answer } from '../../shared/generated/types';

const quizOf = (slug: string) => {
  const quiz = quizzes.find((candidate) => candidate.slug === slug)!;
  return { slug, questionIds: quiz.questions.map((question) => question.id) };
};
const purity = quizOf('purity');
const food = quizOf('food');
const cycle: Answer[] = ['yes', 'no', ''];
const mixed = (count: number): Answer[] =>
  Array.from({ length: count }, (_, i) => cycle[(i * 7 + (i >> 2)) % 3]!);

describe('encoding both ways', () => {
  it("gives back every quiz's answers, with and without a name", () => {
    for (const quiz of quizzes) {
      const target = quizOf(quiz.slug);
      for (const answers of [
        mixed(quiz.questions.length),
        Array<Answer>(quiz.questions.length).fill('yes'),
        Array<Answer>(quiz.questions.length).fill(''),
      ]) {
        expect(decodeCompareFragment(compareFragment(target, answers), target)).toEqual({
          status: 'ok',
          answers,
          name: null,
        });
        expect(
          decodeCompareFragment(`#${compareFragment(target, answers, 'Sam')}`, target),
        ).toEqual({ status: 'ok', answers, name: 'Sam' });
      }
    }
  });

  it('is compact: 100 answers in 34 characters, the whole fragment in a few dozen', () => {
    expect(encodeAnswers(mixed(100))).toHaveLength(34);
    expect(compareFragment(purity, mixed(100)).length).toBeLessThanOrEqual(60);
    expect(encodeAnswers(mixed(35))).toMatch(/^[A-Za-z0-9_-]{12}$/);
  });

  it('keeps a name as text: trimmed, without control characters, at most the limit, any script', () => {
    const name = 'José María <script>alert(1)</script>';
    const decoded = decodeCompareFragment(compareFragment(food, mixed(35), name), food);
    expect(decoded).toEqual({ status: 'ok', answers: mixed(35), name: cleanName(name) });
    expect(cleanName(name)).toHaveLength(MAX_NAME_LENGTH);
    expect(cleanName('  Sam\u0000\u202E\n  Lee ')).toBe('Sam Lee');
    expect(cleanName('😀'.repeat(40))).toBe('😀'.repeat(MAX_NAME_LENGTH));
    expect(compareFragment(food, mixed(35), ' \u0000 ')).toBe(compareFragment(food, mixed(35)));
  });

  it('the checksum follows the question ids', () => {
    expect(questionsChecksum(food.questionIds)).toBe(questionsChecksum([...food.questionIds]));
    expect(questionsChecksum(food.questionIds)).not.toBe(
      questionsChecksum([...food.questionIds.slice(0, -1), 'food-999']),
    );
    expect(questionsChecksum(food.questionIds)).toMatch(/^[0-9a-z]{6}$/);
  });
});

describe('fragments that are not a good compare link', () => {
  const good = compareFragment(food, mixed(35), 'Sam');
  const [, version, slug, checksum, packed, name] =
    /^compare=([^.]*)\.([^.]*)\.([^.]*)\.([^.]*)\.([^.]*)$/.exec(good)!;

  it('ignores fragments that are not compare links (anchors)', () => {
    for (const fragment of ['', '#', '#about', 'terms', '#compar=1'])
      expect(decodeCompareFragment(fragment, food)).toEqual({ status: 'none' });
  });

  it("says another quiz's link is one, and a link from before the questions changed is one", () => {
    expect(decodeCompareFragment(compareFragment(purity, mixed(100)), food)).toEqual({
      status: 'other-quiz',
    });
    const before = { slug: 'food', questionIds: [...food.questionIds.slice(0, 34), 'food-000'] };
    expect(decodeCompareFragment(compareFragment(before, mixed(35)), food)).toEqual({
      status: 'changed',
    });
    const longer = { slug: 'food', questionIds: [...food.questionIds, 'food-036'] };
    expect(decodeCompareFragment(compareFragment(longer, mixed(36)), food)).toEqual({
      status: 'changed',
    });
  });

  const HOSTILE: [string, string][] = [
    ['truncated answers', `compare=${version}.${slug}.${checksum}.${packed!.slice(0, -1)}.${name}`],
    ['too many answers', `compare=${version}.${slug}.${checksum}.${packed}A.${name}`],
    ['no answers', `compare=${version}.${slug}.${checksum}.`],
    [
      'a character outside base64url',
      `compare=${version}.${slug}.${checksum}.${packed!.slice(0, -1)}*.${name}`,
    ],
    [
      'an answer code that does not exist',
      `compare=${version}.${slug}.${checksum}.${'_'.repeat(12)}`,
    ],
    [
      'bits past the last answer',
      `compare=${version}.${slug}.${checksum}.${packed!.slice(0, -1)}${'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'['ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'.indexOf(packed!.at(-1)!) | 32]}`,
    ],
    ['another version', `compare=2.${slug}.${checksum}.${packed}`],
    ['a slug that is not one', `compare=${version}.<b>.${checksum}.${packed}`],
    ['a bad checksum', `compare=${version}.${slug}.XYZ.${packed}`],
    ['too many parts', `${good}.extra`],
    ['too few parts', `compare=${version}.${slug}`],
    [
      'broken percent-encoding in the name',
      `compare=${version}.${slug}.${checksum}.${packed}.%E0%A4%A`,
    ],
    [
      'a name of control characters only',
      `compare=${version}.${slug}.${checksum}.${packed}.%00%0A%E2%80%AE`,
    ],
    ['an oversized fragment', `${good}${'A'.repeat(5000)}`],
    ['an oversized name', `compare=${version}.${slug}.${checksum}.${packed}.${'%41'.repeat(200)}`],
    ['a lone surrogate in the name', `compare=${version}.${slug}.${checksum}.${packed}.%ED%A0%80`],
    ['an empty name part', `compare=${version}.${slug}.${checksum}.${packed}.`],
    ['garbage after the marker', 'compare=garbage'],
    ['a script after the marker', 'compare=<script>alert(1)</script>'],
  ];
  for (const [what, fragment] of HOSTILE) {
    it(`rejects ${what}`, () => {
      expect(() => decodeCompareFragment(fragment, food)).not.toThrow();
      expect(decodeCompareFragment(fragment, food)).toEqual({ status: 'invalid' });
    });
  }
});

describe('compareAnswers', () => {
  it('counts matches and lists what both, or only one, have done', () => {
    const mine: Answer[] = ['yes', 'yes', 'no', '', 'no', 'yes'];
    const theirs: Answer[] = ['yes', 'no', 'yes', 'no', '', 'yes'];
    expect(compareAnswers(mine, theirs)).toEqual({
      matching: 4,
      bothYes: [0, 5],
      onlyMine: [1],
      onlyTheirs: [2],
    });
  });
});

describe('compareQuizOf', () => {
  it('takes the slug and the question ids in order', () => {
    const quiz = quizzes.find((candidate) => candidate.slug === 'food')!;
    expect(compareQuizOf(quiz)).toEqual(food);
  });
});

describe("friendAnswersFor (a friend kept with /test's outcome)", () => {
  const answers = mixed(35);
  it('gives back answers and a name that fit the quiz', () => {
    expect(friendAnswersFor({ answers, name: 'Sam' }, food)).toEqual({ answers, name: 'Sam' });
    expect(friendAnswersFor({ answers, name: null }, food)).toEqual({ answers, name: null });
  });

  it('keeps the mark of an answer back, and only a true one', () => {
    expect(friendAnswersFor({ answers, name: 'Sam', answeredBack: true }, food)).toEqual({
      answers,
      name: 'Sam',
      answeredBack: true,
    });
    expect(friendAnswersFor({ answers, name: 'Sam', answeredBack: 'yes' }, food)).toEqual({
      answers,
      name: 'Sam',
    });
  });

  it('refuses anything else', () => {
    for (const kept of [
      null,
      'answers',
      { answers: mixed(34), name: null },
      { answers: mixed(100), name: null },
      { answers: [...mixed(34), 'maybe'], name: null },
      { answers, name: '' },
      { answers, name: 42 },
      { answers, name: '<b>' + 'x'.repeat(40) },
      { answers, name: 'Sam\u202E' },
      { name: 'Sam' },
    ]) {
      expect(friendAnswersFor(kept, food)).toBeNull();
    }
  });
});
