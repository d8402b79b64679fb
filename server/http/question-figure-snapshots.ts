// The figures each quiz's endpoint serves: a snapshot of its counters per quiz, read again at most
// once per SNAPSHOT_MAX_AGE_MS, so nobody can learn one taker's answers by watching the shares move
// right after a single save. Requests arriving while a snapshot is read share that read.
import { questionFigures } from '../../shared/domain/question-figures.js';
import type { QuestionFigures } from '../../shared/generated/types.js';
import type { ResultStore } from '../store/types.js';
import type { KnownQuiz } from './quiz-catalog.js';

export const SNAPSHOT_MAX_AGE_MS = 60_000;

export interface QuestionFigureSnapshots {
  figuresOf(quiz: KnownQuiz): Promise<QuestionFigures>;
}

interface Snapshot {
  takenAt: number;
  figures: Promise<QuestionFigures>;
}

export function questionFigureSnapshots({
  store,
  threshold,
  now = Date.now,
}: {
  store: ResultStore;
  threshold: number;
  /** Milliseconds since the epoch; injectable so tests can move time. */
  now?: () => number;
}): QuestionFigureSnapshots {
  const snapshots = new Map<string, Snapshot>();
  return {
    figuresOf(quiz) {
      const kept = snapshots.get(quiz.slug);
      const at = now();
      if (kept && at - kept.takenAt < SNAPSHOT_MAX_AGE_MS) return kept.figures;
      const figures = store.questionCounts(quiz.slug).then((counts) =>
        questionFigures(
          quiz.slug,
          quiz.questions.map((question) => question.id),
          counts,
          threshold,
        ),
      );
      const snapshot = { takenAt: at, figures };
      snapshots.set(quiz.slug, snapshot);
      // A failed read is not kept: the next request tries again.
      figures.catch(() => {
        if (snapshots.get(quiz.slug) === snapshot) snapshots.delete(quiz.slug);
      });
      return figures;
    },
  };
}
