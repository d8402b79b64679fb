import { stemmer } from 'stemmer';
import { DERIVED, type WordMeanings } from './word-meanings.js';

/**
 * How alike two questions are, from their key words: every word of the question except the
 * function words and light verbs below, reduced to its stem (Porter), so that "traveled" and
 * "travelled", "skiing" and "skied", "campfire" and "campfires" are one key word.
 *
 * Similarity is a weighted Jaccard index: the weight of the key words the two questions share over
 * the weight of all their distinct key words. A key word weighs ln(1 + N / n), for N questions on the
 * site of which n use it, so a word that many questions use ("friend", "party", "movie") says less
 * than a rare one ("karaoke", "campfire"). "Have you ever sung karaoke in front of other people?" and
 * "Have you ever sung karaoke in front of people?" score 1; "Have you ever gone to a party?" and
 * "Have you ever gone camping?" share no key word (party / camping) and score 0.
 *
 * With WordMeanings (WordNet, see word-meanings.ts) two key words also match when they mean the same:
 * one lemma ("sold" / "sell"), one first sense ("film" / "movie") or a form of it ("dinner" /
 * "dined"), one noun of two words ("famous person" / "celebrity"), or, for the verbs the
 * questions ask about, one a kind of the other ("resold" / "sold"). A match in meaning counts as
 * shared with the mean weight of its two words.
 */

/**
 * Two questions are near-duplicates from this similarity on... Tuned on the question banks that
 * issue 11 reviewed (805 questions): at 0.5 the check flags 32 pairs besides the 5 exact repeats,
 * 16 of them among the 25 pairs the review named, and most of the other 16 are repeats too ("asked
 * someone out" / "asked someone out yourself"). The 9 named pairs it misses share few or no words
 * ("trained a new coworker" / "mentored a less experienced colleague"). At 0.45 it flags 40 pairs
 * for the same 16; at 0.55, 25 pairs but only 14 of the named ones.
 */
export const NEAR_DUPLICATE_THRESHOLD = 0.5;

/**
 * ...provided they share at least this many key words, or have the same ones: "been on a date" and
 * "gone on a blind date" share one key word, which says only that both are about dates.
 */
export const MIN_SHARED_KEY_WORDS = 2;

/**
 * The same experience, one question narrower: both ask about the same verb, share at least
 * MIN_SHARED_KEY_WORDS key words in meaning, among them the rarest word of the shorter question
 * besides its verb, neither counts what the other does not, and what they share weighs at least
 * this much of the shorter question ("joined a student club" / "joined a club to meet new people":
 * 0.65). Tuned on tests/fixtures/content/same-experience-pairs.yaml (each pair weighed on the site's
 * 805 questions): a lower limit catches no further repeat of the set, while at 0.6 it flags "moved
 * to a new city for a partner" / "traveled to another city just to watch a game" (0.61), at 0.55
 * "competed in a video game tournament" / "... martial arts tournament", and at 0.5 "won a prize in
 * a sports competition" / "won a prize at a science fair".
 */
export const SAME_EXPERIENCE_THRESHOLD = 0.65;

/**
 * Words that count or single out: a question with one of these that the other lacks asks about a
 * rarer feat ("seen three movies at the theater on the same day", "eaten alone at a restaurant").
 */
const QUANTITIES = new Map<string, string>([
  ...`two three four five six seven eight nine ten eleven twelve fifteen twenty thirty fifty hundred thousand million alone`
    .split(/\s+/)
    .map((word): [string, string] => [word, word]),
  ['twice', 'two'],
  ['solo', 'alone'],
]);

/**
 * Verbs that ask about the activity after them: "gone skiing", "gone scuba diving" (key words only
 * in between), "spent a semester studying abroad" (a time in between).
 */
const ACTIVITY_AFTER = new Map([
  ['gone', { words: 3, smallWords: false }],
  ['spent', { words: 5, smallWords: true }],
]);

/** A question with one of these and one without ask different things ("slept in a tent" / "slept without a tent"). */
const NEGATIONS = new Set(['not', 'never', 'no', 'without', 'nobody', 'nothing']);

/**
 * Words that say nothing about what a question asks: articles, pronouns, prepositions, auxiliaries,
 * and the light verbs every question leans on ("gone to", "been to", "done", "got", "made", "taken",
 * "tried"). Compared after lower-casing, before stemming.
 */
const STOP_WORDS = new Set(
  `a an the and or but nor if then than so as at by for from in into of off on onto out over to up down with without
  about after before during while until
  you your yours yourself yourselves i me my we us our they them their he him his she her it its this that these those
  there here who whom whose which what when where why how
  have has had having ever been be being is are was were am do does did done doing get gets got gotten getting
  go goes went gone going make makes made making take takes took taken taking try tries tried trying
  not no any some all every each other another more most much many very just only own same such too also even really
  one someone something somewhere anyone anything
  can could would should will shall may might must let`.split(/\s+/),
);

/** Case, accents, spacing and punctuation do not make two questions different. */
export function normalizeQuestion(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** A question's key words: stem -> the word as written, for messages. */
export type KeyWords = ReadonlyMap<string, string>;

/** What the comparer knows of one question. */
export interface AnalyzedQuestion {
  keyWords: KeyWords;
  /** The stem of the verb the question asks about ("volunteered" in "Have you ever volunteered..."), if it is a key word. */
  verb?: string;
  /** Its key word (stem) besides the verb that the fewest questions on the site use. */
  distinctive?: string;
  /** The concepts of each key word (by stem), empty without WordMeanings. */
  concepts: ReadonlyMap<string, readonly string[]>;
  /** The concepts of another question's key words that match each key word (by stem); see counterparts. */
  counterparts: ReadonlyMap<string, readonly string[]>;
  /** Which key word (stem) has each concept. */
  byConcept: ReadonlyMap<string, string>;
  /** The sum of the key words' weights. */
  weight: number;
  negated: boolean;
  /** Its counting words (QUANTITIES, as the word they stand for, or digits). */
  quantities: ReadonlySet<string>;
  /** The key word right before another, by stem: "book" before "club" in "joined a book club". */
  modifiers: ReadonlyMap<string, string>;
}

export interface Similarity {
  /** Weight of the shared key words / weight of all their distinct key words, from 0 to 1. */
  score: number;
  /** The shared key words, as the first question writes them ("resold/sold" for a match in meaning). */
  shared: string[];
  /** How many distinct key words the two have together. */
  total: number;
  /** Weight of the shared key words / weight of the key words of the question with less weight. */
  coverage: number;
  /**
   * Both ask about the same verb (or one is a kind of the other), neither is negated alone, neither
   * counts what the other does not ("three movies", "alone"), and they do not name two kinds of one
   * shared thing ("joined a book club" / "joined a fan club").
   */
  sameVerb: boolean;
  /** The heaviest key word besides the verb of the question with less weight is among the shared ones. */
  distinctiveShared: boolean;
}

/**
 * Compares the questions of one site. It knows every word they use, so that two words written as
 * one elsewhere ("mountain top" / "mountaintop") count as that one word, and how many questions use
 * each key word, for the weights.
 */
export class QuestionComparer {
  private readonly vocabulary = new Set<string>();
  private readonly questionsWith = new Map<string, number>();
  private readonly questionCount: number;

  constructor(
    texts: readonly string[],
    private readonly meanings?: WordMeanings,
  ) {
    for (const text of texts) for (const word of words(text)) this.vocabulary.add(word);
    for (const text of texts) for (const stem of this.keyWords(text).keys()) this.questionsWith.set(stem, (this.questionsWith.get(stem) ?? 0) + 1);
    this.questionCount = texts.length;
  }

  /** Every key word of `texts` as written (without "been "), and every two in a row ("famous person"), for loadWordMeanings. */
  static keyWordsOf(texts: readonly string[]): string[] {
    const comparer = new QuestionComparer(texts);
    return texts.flatMap((text) => {
      const keyWords = [...comparer.keyWords(text).values()].map((word) => word.replace(/^been /, ''));
      return [...keyWords, ...twoInARow(words(text))];
    });
  }

  analyze(text: string): AnalyzedQuestion {
    const keyWords = this.keyWords(text);
    const all = words(text);
    const start = all.slice(0, 3).join(' ') === 'have you ever' ? 3 : 0;
    const stemOf = new Map([...keyWords].map(([stem, word]) => [word, stem]));
    const verb = this.verbAskedAbout(all.slice(start), keyWords, stemOf);
    const concepts = new Map<string, readonly string[]>();
    if (this.meanings) {
      for (const [stem, word] of keyWords) {
        const passive = stem.startsWith('been ');
        // Being asked out is not asking someone out, in meaning either.
        const found = this.meanings.concepts(word.replace(/^been /, ''), stem === verb);
        concepts.set(stem, passive ? found.map((concept) => `been ${concept}`) : found);
      }
      // Two key words that WordNet has as one noun lend their meaning to the first: in "met a famous
      // person", "famous" means "celebrity" as well, and "person" is left to match "in person".
      for (const pair of twoInARow(all)) {
        const first = stemOf.get(pair.slice(0, pair.indexOf(' ')));
        const found = this.meanings.concepts(pair, false).filter((concept) => !concept.startsWith('lemma:'));
        if (first !== undefined && found.length) concepts.set(first, [...(concepts.get(first) ?? []), ...found]);
      }
    }
    const modifiers = new Map<string, string>();
    for (const pair of twoInARow(all)) {
      const [modifier, head] = pair.split(' ').map((word) => stemOf.get(word));
      if (modifier !== undefined && head !== undefined && modifier !== verb && !modifiers.has(head)) modifiers.set(head, modifier);
    }
    const byConcept = new Map<string, string>();
    for (const [stem, found] of concepts) for (const concept of found) if (!byConcept.has(concept)) byConcept.set(concept, stem);
    const weight = [...keyWords.keys()].reduce((sum, stem) => sum + this.weight(stem), 0);
    const quantities = new Set(all.flatMap((word) => (/^\d+$/.test(word) ? [word] : QUANTITIES.has(word) ? [QUANTITIES.get(word)!] : [])));
    const matching = new Map([...concepts].map(([stem, found]) => [stem, found.flatMap(counterparts)]));
    const distinctive = this.heaviest(keyWords, verb);
    return { keyWords, verb, distinctive, concepts, counterparts: matching, byConcept, weight, negated: all.some((word) => NEGATIONS.has(word)), quantities, modifiers };
  }

  /**
   * The stem of the verb a question asks about: its first key word when the question goes straight
   * to it ("volunteered", "been kicked"), or the activity after "gone" or a time "spent" ("gone
   * horseback riding" asks about riding, "spent a semester studying abroad" about studying).
   */
  private verbAskedAbout(rest: string[], keyWords: KeyWords, stemOf: ReadonlyMap<string, string>): string | undefined {
    const reach = ACTIVITY_AFTER.get(rest[0]);
    if (reach !== undefined) {
      const following = rest.slice(1, 1 + reach.words);
      const activity = following.findIndex((word) => word.endsWith('ing') && stemOf.has(word));
      const between = following.slice(0, Math.max(activity, 0));
      if (activity >= 0 && (reach.smallWords || between.every((word) => !STOP_WORDS.has(word)))) return stemOf.get(following[activity]);
      if (rest[0] === 'gone') return undefined;
    }
    const first = rest[0] === 'been' ? rest[1] : rest[0];
    return first !== undefined && !STOP_WORDS.has(first) ? keyWords.keys().next().value : undefined;
  }

  keyWords(text: string): KeyWords {
    const all = words(text);
    const keys = new Map<string, string>();
    // "Have you ever had a friend teach you...": what the friend did is not what you did.
    const causative = all.slice(0, 4).join(' ') === 'have you ever had';
    for (let i = 0; i < all.length; i += 1) {
      // "been asked out" is not "asked someone out": a word right after "been" is marked as such.
      const passive = all[i - 1] === 'been';
      let word = all[i];
      const next = all[i + 1];
      if (next !== undefined && !STOP_WORDS.has(word) && !STOP_WORDS.has(next) && this.vocabulary.has(word + next)) {
        word += next;
        i += 1;
      }
      if (STOP_WORDS.has(word)) continue;
      // "had a friend teach you" is being taught: marked like "been", shown as written.
      const doneToYou = causative && keys.size > 0 && this.doneToYou(word, all.slice(i + 1, i + 4));
      const stem = (passive || doneToYou ? 'been ' : '') + stemmer(word);
      if (!keys.has(stem)) keys.set(stem, passive ? `been ${word}` : word);
    }
    return keys;
  }

  /** A verb followed by "you" (after small words only: "stand up for you") in "Have you ever had someone...". */
  private doneToYou(word: string, following: string[]): boolean {
    const you = following.findIndex((next) => next === 'you' || next === 'yourself');
    return you >= 0 && following.slice(0, you).every((next) => STOP_WORDS.has(next)) && this.meanings?.mostlyVerb(word) === true;
  }

  similarity(a: AnalyzedQuestion, b: AnalyzedQuestion): Similarity {
    let sharedWeight = 0;
    const shared: string[] = [];
    const matchedA = new Set<string>();
    const pairs: [string, string][] = [];
    const used = new Set<string>();
    let sameVerb = false;
    for (const [stem, word] of a.keyWords) {
      const match = b.keyWords.has(stem) && !used.has(stem) ? stem : this.meaningMatch(a, stem, b, used);
      if (match === undefined) continue;
      matchedA.add(stem);
      used.add(match);
      pairs.push([stem, match]);
      sharedWeight += (this.weight(stem) + this.weight(match)) / 2;
      const other = b.keyWords.get(match)!;
      shared.push(match === stem || other === word ? word : `${word}/${other}`);
      if (stem === a.verb && match === b.verb) sameVerb = true;
    }
    const [weightA, weightB] = [a.weight, b.weight];
    const totalWeight = weightA + weightB - sharedWeight;
    const [lighter, matched] = weightA <= weightB ? [a, matchedA] : [b, used];
    const { distinctive } = lighter;
    // Two kinds of one thing: both name the shared word with a word of their own before it.
    const twoKinds = pairs.some(([stemA, stemB]) => {
      const [modifierA, modifierB] = [a.modifiers.get(stemA), b.modifiers.get(stemB)];
      return modifierA !== undefined && modifierB !== undefined && !matchedA.has(modifierA) && !used.has(modifierB);
    });
    return {
      score: totalWeight ? sharedWeight / totalWeight : 0,
      shared,
      total: a.keyWords.size + b.keyWords.size - shared.length,
      coverage: Math.min(weightA, weightB) ? sharedWeight / Math.min(weightA, weightB) : 0,
      sameVerb: sameVerb && a.negated === b.negated && sameSet(a.quantities, b.quantities) && !twoKinds,
      distinctiveShared: distinctive === undefined || matched.has(distinctive),
    };
  }

  /** The key word (stem) of a question, besides its verb, that the fewest questions on the site use. */
  private heaviest(keyWords: KeyWords, verb: string | undefined): string | undefined {
    let best: string | undefined;
    for (const stem of keyWords.keys()) if (stem !== verb && (best === undefined || this.weight(stem) > this.weight(best))) best = stem;
    return best;
  }

  /** A key word of `b` not yet matched that means what `stem` of `a` means. */
  private meaningMatch(a: AnalyzedQuestion, stem: string, b: AnalyzedQuestion, used: ReadonlySet<string>): string | undefined {
    for (const concept of a.counterparts.get(stem) ?? []) {
      const other = b.byConcept.get(concept);
      if (other !== undefined && !used.has(other)) return other;
    }
    return undefined;
  }

  private weight(stem: string): number {
    return Math.log(1 + this.questionCount / (this.questionsWith.get(stem) ?? 1));
  }
}

/** Each two words in a row that are not small words ("famous person" in "met a famous person"). */
function twoInARow(all: readonly string[]): string[] {
  return all.slice(1).flatMap((word, i) => (STOP_WORDS.has(word) || STOP_WORDS.has(all[i]) ? [] : [`${all[i]} ${word}`]));
}

function words(text: string): string[] {
  return normalizeQuestion(text.replace(/['’]s\b/g, '')).split(' ').filter(Boolean);
}

export function isNearDuplicate({ score, shared, total }: Similarity): boolean {
  return score >= NEAR_DUPLICATE_THRESHOLD && (shared.length >= MIN_SHARED_KEY_WORDS || shared.length === total);
}

export function isSameExperience({ coverage, shared, sameVerb, distinctiveShared }: Similarity): boolean {
  return sameVerb && distinctiveShared && shared.length >= MIN_SHARED_KEY_WORDS && coverage >= SAME_EXPERIENCE_THRESHOLD;
}

/** The concepts of another word that match `concept`: a derived sense matches that sense only. */
function counterparts(concept: string): string[] {
  const at = concept.indexOf(DERIVED);
  if (at >= 0) return [concept.slice(0, at) + concept.slice(at + DERIVED.length)];
  const passive = concept.startsWith('been ') ? 'been ' : '';
  return [concept, passive + DERIVED + concept.slice(passive.length)];
}

function sameSet<T>(a: ReadonlySet<T>, b: ReadonlySet<T>): boolean {
  return a.size === b.size && [...a].every((item) => b.has(item));
}
