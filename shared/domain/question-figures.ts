// Per-question figures: the shares the API gives from a quiz's counters, and what a results view
// picks out of them beside the visitor's answers. Pure, shared by the server and the browser.
import type { Answer, QuestionFigures } from '../generated/types';

export interface QuestionTotals {
  question: string;
  answered: number;
  yes: number;
}

/**
 * The figures of a quiz from its counters: nothing per question until `results` reaches the
 * threshold; then each current question's Yes share as a whole percentage, or null for a question
 * with fewer answers than the threshold itself (one added since), whose share would tell too much
 * about its few takers.
 */
export function questionFigures(
  quiz: string,
  questionIds: readonly string[],
  counts: { results: number; questions: readonly QuestionTotals[] },
  threshold: number,
): QuestionFigures {
  const moreNeeded = Math.max(0, threshold - counts.results);
  if (moreNeeded > 0) return { quiz, threshold, moreNeeded, questions: [] };
  const byId = new Map(counts.questions.map((count) => [count.question, count]));
  return {
    quiz,
    threshold,
    moreNeeded,
    questions: questionIds.map((id) => {
      const count = byId.get(id);
      const yesPercent =
        count && count.answered >= threshold
          ? Math.round((100 * count.yes) / count.answered)
          : null;
      return { id, yesPercent };
    }),
  };
}

export interface AnsweredFigure {
  id: string;
  text: string;
  answer: Answer;
  /** Whole percentage of takers who said Yes; null when not given. */
  yesPercent: number | null;
}

export interface AnswerHighlights {
  /** The visitor's Yes answers that fewer than half of takers share, rarest first. */
  rarestYes: AnsweredFigure[];
  /** What at least half of takers have done and the visitor has not (their No answers), most common first. */
  commonNo: AnsweredFigure[];
}

export const HIGHLIGHT_COUNT = 3;

/** Each question with the visitor's answer and its share, in question order. */
export function answeredFigures(
  questions: readonly { id: string; text: string }[],
  answers: readonly Answer[],
  figures: QuestionFigures,
): AnsweredFigure[] {
  const shares = new Map(figures.questions.map((figure) => [figure.id, figure.yesPercent]));
  return questions.map((question, index) => ({
    id: question.id,
    text: question.text,
    answer: answers[index] ?? '',
    yesPercent: shares.get(question.id) ?? null,
  }));
}

/** The highlights of a results view; ties keep question order. */
export function answerHighlights(
  answered: readonly AnsweredFigure[],
  count = HIGHLIGHT_COUNT,
): AnswerHighlights {
  const withShare = answered.filter(
    (item): item is AnsweredFigure & { yesPercent: number } => item.yesPercent !== null,
  );
  const rarestYes = withShare
    .filter((item) => item.answer === 'yes' && item.yesPercent < 50)
    .sort((a, b) => a.yesPercent - b.yesPercent)
    .slice(0, count);
  const commonNo = withShare
    .filter((item) => item.answer === 'no' && item.yesPercent >= 50)
    .sort((a, b) => b.yesPercent - a.yesPercent)
    .slice(0, count);
  return { rarestYes, commonNo };
}
