import lemmatize from 'wink-lemmatizer';
import { WordNet, type PartOfSpeech } from './wordnet.js';

/**
 * What a key word of a question means, as WordNet concepts, so that two questions can match in
 * other words: "sold" and "sell" are one lemma (irregular forms come from WordNet's exception lists,
 * through wink-lemmatizer), "film" and "movie" share their first sense (a synset), "dinner" and
 * "dined" are derivationally related forms of one sense, "famous person" is a noun of WordNet
 * ("celebrity"), and "resold" is a kind of "sold" (a verb whose only sense has the other's sense as
 * hypernym).
 *
 * Only a word's most frequent sense is used, and only synonymy, except for the verb a question
 * asks about: nouns linked by "is a kind of" are usually different experiences ("won a
 * scholarship" / "won a prize", "stayed in a hostel" / "stayed in a hotel"), and so are verbs of
 * several senses ("fall" is a kind of "travel" in its first sense). Words of a definition do not
 * match either: tried on tests/fixtures/content/same-experience-pairs.yaml, they flagged "stayed in
 * a hotel" / "stayed in a hostel" and "built a website" / "built your own computer" and more than 30
 * pairs of the site.
 */
export interface WordMeanings {
  /**
   * The concepts of a key word (as written, lower case), or of two in a row ("famous person", read
   * as one noun); `asVerb` for the verb a question asks about.
   */
  concepts(word: string, asVerb: boolean): readonly string[];
  /** Whether English uses the word more as a verb than as a noun ("teach", "stand"; not "friend", "date"). */
  mostlyVerb(word: string): boolean;
}

/**
 * Marks a sense that a word's first sense derives from or to. It matches that sense only, not
 * another derived one: "dealer" and "merchandise" both derive to the verb "trade" but do not mean
 * the same.
 */
export const DERIVED = 'derived:';

/** The lemmas a word can have, for each part of speech it is read as. */
function lemmaCandidates(word: string, asVerb: boolean): [string, PartOfSpeech][] {
  // Two words in a row are read as one noun only ("famous person", "video games").
  const space = word.lastIndexOf(' ');
  if (space >= 0) return asVerb ? [] : [[`${word.slice(0, space)}_${lemmatize.noun(word.slice(space + 1))}`, 'noun']];
  const verbs = verbLemmas(word).map((lemma): [string, PartOfSpeech] => [lemma, 'verb']);
  if (asVerb) return verbs;
  return [
    [lemmatize.noun(word), 'noun'],
    [lemmatize.adjective(word), 'adj'],
    // An activity is its verb too: "riding" is "ride".
    ...(word.endsWith('ing') ? verbs.filter(([lemma]) => lemma !== word) : []),
  ];
}

function verbLemmas(word: string): string[] {
  const verb = lemmatize.verb(word);
  const out = [verb];
  // "resold", "rewatched": WordNet lists "resell" but its exception list has no "resold".
  if (verb === word && word.startsWith('re') && word.length > 5) {
    const rest = lemmatize.verb(word.slice(2));
    if (rest !== word.slice(2)) out.push(`re${rest}`);
  }
  // "riding" may be "rid" or "ride", and "dined" "din" or "dine"; the lemmatizer gives one.
  for (const ending of ['ing', 'ed']) if (word.endsWith(ending) && verb === word.slice(0, -ending.length)) out.push(`${verb}e`);
  return out;
}

/** Reads WordNet once for the words of one site's questions (as written, lower case). */
export function loadWordMeanings(words: Iterable<string>): WordMeanings {
  const all = [...new Set(words)];
  const lemmas = new Set<string>();
  for (const word of all) for (const asVerb of [true, false]) for (const [lemma] of lemmaCandidates(word, asVerb)) lemmas.add(lemma.replace(/ /g, '_'));
  const wordnet = new WordNet(lemmas);
  const table = new Map<string, string[]>();
  const verbs = new Set<string>();
  try {
    for (const word of all) {
      for (const asVerb of [true, false]) {
        const concepts = new Set<string>();
        for (const [lemma, pos] of lemmaCandidates(word, asVerb)) {
          concepts.add(`lemma:${lemma}`);
          const senses = wordnet.synsets(lemma, pos);
          if (!senses.length) continue;
          concepts.add(senses[0]);
          // The same sense in another part of speech ("dine" and "dinner"); see DERIVED.
          for (const derived of wordnet.derivations(senses[0])) concepts.add(`${DERIVED}${derived}`);
          // Only a verb with a single sense is surely a kind of its hypernym ("resell" of "sell"); the first
          // sense of "fall" is a kind of "travel" too, and "fallen asleep at work" is not "traveled for work".
          if (asVerb && senses.length === 1) for (const hypernym of wordnet.hypernyms(senses[0])) concepts.add(hypernym);
        }
        table.set(`${asVerb}:${word}`, [...concepts]);
      }
      const asVerb = wordnet.taggedCount(lemmatize.verb(word), 'verb');
      if (asVerb > 0 && asVerb > wordnet.taggedCount(lemmatize.noun(word), 'noun')) verbs.add(word);
    }
  } finally {
    wordnet.close();
  }
  return { concepts: (word, asVerb) => table.get(`${asVerb}:${word}`) ?? [], mostlyVerb: (word) => verbs.has(word) };
}
