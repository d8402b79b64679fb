import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { isNearDuplicate, isSameExperience, QuestionComparer, type Similarity } from './question-similarity.js';
import { loadWordMeanings } from './word-meanings.js';

/**
 * Measures the site's duplicate rules on a labeled set of question pairs: pairs that ask about one
 * experience in other words (the check must flag them) and pairs that ask about different ones (it
 * must flag none). Texts are what follows "Have you ever"; the weights come from all the questions
 * of the set and its background, as if they were one site.
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
  const data = parse(readFileSync(file, 'utf8')) as LabeledPairs;
  return { sameExperience: data.sameExperience, different: data.different, background: data.background ?? [] };
}

const ask = (experience: string) => `Have you ever ${experience}?`;

export function evaluatePairs({ sameExperience, different, background }: LabeledPairs): Evaluation {
  const texts = [...new Set([...[...sameExperience, ...different].flat(), ...background].map(ask))];
  const comparer = new QuestionComparer(texts, loadWordMeanings(QuestionComparer.keyWordsOf(texts)));
  const judge = (pair: [string, string]): PairVerdict => {
    // The second question is the later one, as the check compares a question with those before it.
    const result = comparer.similarity(comparer.analyze(ask(pair[1])), comparer.analyze(ask(pair[0])));
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
