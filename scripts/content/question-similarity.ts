import { stemmer } from 'stemmer';

/**
 * How alike two questions are, from their key words: every word of the question except the
 * function words and light verbs below, reduced to its stem (Porter), so that "traveled" and
 * "travelled", "skiing" and "skied", "campfire" and "campfires" are one key word.
 *
 * Similarity is a weighted Jaccard index: the weight of the key words the two questions share over
 * the weight of all their distinct key words. A key word weighs ln(1 + N / n), for N questions on the
 * site of which n use it, so a word that many questions use ("friend", "party", "movie") says less
 * than a rare one ("karaoke", "campfire"). Whether two questions ask the same experience in other
 * words is left to an editorial read: no word measure sees meaning well enough.
 */

/** Two questions at or above this similarity are near-duplicates... */
export const NEAR_DUPLICATE_THRESHOLD = 0.5;

/**
 * ...provided they share at least this many key words, or have the same ones: "been on a date" and
 * "gone on a blind date" share one key word, which says only that both are about dates.
 */
export const MIN_SHARED_KEY_WORDS = 2;

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

export interface Similarity {
  /** Weight of the shared key words / weight of all their distinct key words, from 0 to 1. */
  score: number;
  /** The shared key words, as the first question writes them. */
  shared: string[];
  /** How many distinct key words the two have together. */
  total: number;
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

  constructor(texts: readonly string[]) {
    for (const text of texts) for (const word of words(text)) this.vocabulary.add(word);
    for (const text of texts) for (const stem of this.keyWords(text).keys()) this.questionsWith.set(stem, (this.questionsWith.get(stem) ?? 0) + 1);
    this.questionCount = texts.length;
  }

  keyWords(text: string): KeyWords {
    const all = words(text);
    const keys = new Map<string, string>();
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
      const stem = (passive ? 'been ' : '') + stemmer(word);
      if (!keys.has(stem)) keys.set(stem, passive ? `been ${word}` : word);
    }
    return keys;
  }

  /** The similarity score of two questions, without the words (the same score as similarity()). */
  score(a: KeyWords, b: KeyWords): number {
    let shared = 0;
    for (const stem of a.keys()) if (b.has(stem)) shared += this.weight(stem);
    return shared ? shared / (this.totalWeight(a) + this.totalWeight(b) - shared) : 0;
  }

  private readonly totals = new WeakMap<KeyWords, number>();

  private totalWeight(keyWords: KeyWords): number {
    let total = this.totals.get(keyWords);
    if (total === undefined) {
      total = [...keyWords.keys()].reduce((sum, stem) => sum + this.weight(stem), 0);
      this.totals.set(keyWords, total);
    }
    return total;
  }

  similarity(a: KeyWords, b: KeyWords): Similarity {
    const shared = [...a].filter(([stem]) => b.has(stem));
    const weigh = (stems: Iterable<string>) => [...stems].reduce((sum, stem) => sum + this.weight(stem), 0);
    const sharedWeight = weigh(shared.map(([stem]) => stem));
    const totalWeight = weigh(a.keys()) + weigh(b.keys()) - sharedWeight;
    return {
      score: totalWeight ? sharedWeight / totalWeight : 0,
      shared: shared.map(([, word]) => word),
      total: a.size + b.size - shared.length,
    };
  }

  private readonly weights = new Map<string, number>();

  private weight(stem: string): number {
    let weight = this.weights.get(stem);
    if (weight === undefined) {
      weight = Math.log(1 + this.questionCount / (this.questionsWith.get(stem) ?? 1));
      this.weights.set(stem, weight);
    }
    return weight;
  }
}

function words(text: string): string[] {
  return normalizeQuestion(text.replace(/['’]s\b/g, '')).split(' ').filter(Boolean);
}

export function isNearDuplicate({ score, shared, total }: Similarity): boolean {
  return score >= NEAR_DUPLICATE_THRESHOLD && (shared.length >= MIN_SHARED_KEY_WORDS || shared.length === total);
}
