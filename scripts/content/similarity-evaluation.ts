import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { isNearDuplicate, isSameExperience, QuestionComparer, type Similarity } from './question-similarity.js';
import { loadWordMeanings } from './word-meanings.js';

/**
 * Measures the site's duplicate rules on a labeled set of question pairs: pairs that ask about one
 * experience in other words (the check must flag them) and pairs that ask about different ones (it
 * must flag none). Texts are what follows "Have you ever"; each pair is weighed as if it were added
 * to the background (the site's questions).
 */
export interface LabeledPairs {
  sameExperience: [string, string][];
  different: [string, string][];
  /** Other questions of the site, for the weights. */
  background: string[];
}

export interface PairVerdict {
  pair: [string, string];
  flagged: boolean;
  result: Similarity;
}

export interface Evaluation {
  caught: PairVerdict[];
  missed: PairVerdict[];
  wronglyFlagged: PairVerdict[];
  /** Flagged pairs that are real duplicates / all flagged pairs (1 when nothing is flagged). */
  precision: number;
  /** Real duplicates flagged / all real duplicates. */
  recall: number;
}

export function readLabeledPairs(file: string): LabeledPairs {
  const data = parse(readFileSync(file, 'utf8')) as Partial<Record<keyof LabeledPairs, unknown>>;
  const pairs = (key: 'sameExperience' | 'different'): [string, string][] => {
    const list = data[key];
    if (!Array.isArray(list)) throw new Error(`${file}: ${key} must be a list of pairs`);
    list.forEach((pair, i) => {
      // A comma inside an unquoted text splits it: "[swum in open water, like a lake, ...]".
      if (!Array.isArray(pair) || pair.length !== 2 || !pair.every((text) => typeof text === 'string')) {
        throw new Error(`${file}: ${key}[${i}] must be two texts (quote a text that has a comma): ${JSON.stringify(pair)}`);
      }
    });
    return list as [string, string][];
  };
  const background = data.background ?? [];
  if (!Array.isArray(background) || !background.every((text) => typeof text === 'string')) throw new Error(`${file}: background must be a list of texts`);
  return { sameExperience: pairs('sameExperience'), different: pairs('different'), background };
}

const ask = (experience: string) => `Have you ever ${experience}?`;

export function evaluatePairs({ sameExperience, different, background }: LabeledPairs): Evaluation {
  const all = [...sameExperience, ...different].flat().concat(background).map(ask);
  const meanings = loadWordMeanings(QuestionComparer.keyWordsOf(all));
  const site = background.map(ask);
  const judge = (pair: [string, string]): PairVerdict => {
    // Each pair is weighed as if it were added to the site, and the second question is the later one.
    const [earlier, later] = pair.map(ask);
    const comparer = new QuestionComparer([...new Set([...site, earlier, later])], meanings);
    const result = comparer.similarity(comparer.analyze(later), comparer.analyze(earlier));
    return { pair, result, flagged: isNearDuplicate(result) || isSameExperience(result) };
  };
  const positives = sameExperience.map(judge);
  const negatives = different.map(judge);
  const caught = positives.filter((verdict) => verdict.flagged);
  const wronglyFlagged = negatives.filter((verdict) => verdict.flagged);
  const flagged = caught.length + wronglyFlagged.length;
  return {
    caught,
    missed: positives.filter((verdict) => !verdict.flagged),
    wronglyFlagged,
    precision: flagged ? caught.length / flagged : 1,
    recall: positives.length ? caught.length / positives.length : 1,
  };
}
