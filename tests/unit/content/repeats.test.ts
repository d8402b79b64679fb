// The near-duplicate measure of the content check: weighted Jaccard over stemmed key words.
import { describe, expect, it } from 'vitest';
import { normalizeQuestion, questionComparer } from '../../../scripts/content/repeats.js';

/** The similarity of the first two texts, the others filling the site (they change the weights). */
function compare(a: string, b: string, ...rest: string[]) {
  const comparer = questionComparer([a, b, ...rest]);
  return comparer.similarity(comparer.keyWords(a), comparer.keyWords(b));
}

const SITE = [
  'Have you ever gone to a concert?',
  'Have you ever baked bread from scratch?',
  'Have you ever watched a movie alone?',
  'Have you ever been to a wedding?',
];

describe('key words', () => {
  const comparer = questionComparer(['Have you ever watched the sunrise from a mountaintop?']);

  it('drop function words and light verbs, stem the rest and keep the words as written', () => {
    expect([...comparer.keyWords('Have you ever gone skiing with your friends?')]).toEqual([
      ['ski', 'skiing'],
      ['friend', 'friends'],
    ]);
  });

  it('join two words that another question writes as one', () => {
    expect([
      ...comparer.keyWords('Have you ever watched the sunrise from a mountain top?').values(),
    ]).toEqual(['watched', 'sunrise', 'mountaintop']);
  });

  it('mark a word after "been": being asked out is not asking someone out', () => {
    expect([...comparer.keyWords('Have you ever been asked out?').values()]).toEqual([
      'been asked',
    ]);
  });
});

describe('near-duplicates', () => {
  it('the same question with other small words', () => {
    expect(
      compare(
        'Have you ever sung karaoke in front of other people?',
        'Have you ever sung karaoke in front of people?',
        ...SITE,
      ),
    ).toMatchObject({
      score: 1,
      shared: ['sung', 'karaoke', 'front', 'people'],
      near: true,
    });
  });

  it('British and American spellings of one word', () => {
    expect(
      compare(
        'Have you ever travelled to another country?',
        'Have you ever traveled to another country?',
        ...SITE,
      ).near,
    ).toBe(true);
  });

  it('one question that narrows the other', () => {
    expect(
      compare(
        'Have you ever seen the northern lights?',
        'Have you ever seen the northern or southern lights?',
        ...SITE,
      ).near,
    ).toBe(true);
  });

  it('not two questions that share only a common verb', () => {
    expect(
      compare('Have you ever gone to a party?', 'Have you ever gone camping?', ...SITE),
    ).toMatchObject({ score: 0, shared: [], near: false });
  });

  it('not two questions that share a single key word', () => {
    expect(
      compare('Have you ever been on a date?', 'Have you ever gone on a blind date?', ...SITE),
    ).toMatchObject({ shared: ['date'], near: false });
  });

  it('not asking someone out and being asked out', () => {
    expect(
      compare(
        'Have you ever asked someone out?',
        'Have you ever been asked out by someone?',
        ...SITE,
      ),
    ).toMatchObject({ shared: [], near: false });
  });
});

describe('normalizeQuestion', () => {
  it('ignores case, accents, spacing and punctuation', () => {
    expect(normalizeQuestion('Have you ever eaten  CRÈME brûlée?!')).toBe(
      'have you ever eaten creme brulee',
    );
  });
});
