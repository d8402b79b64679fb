import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay, sameLocalDay } from '../browser/result-dates';
import { quizOf, readLocalResults, resultsBefore } from '../browser/result-history';
import type { DeviceResult } from '../../shared/domain/result-types';
import type { Quiz } from '../../shared/content/types';

/** The most earlier results a quiz page lists. */
const SHOWN = 5;

/**
 * A quiz page's own history: this visitor's earlier results of the quiz from this device's list,
 * newest first, each with the change since the one before. Below the quiz, so it moves nothing
 * the visitor is looking at when it appears. Below a result, the list starts with the one before
 * it: the result on screen is not an earlier one.
 */
export default function EarlierResults({ quiz, shownScore }: { quiz: Quiz; shownScore?: number }) {
  const { t, i18n } = useTranslation();
  const { t: th } = useTranslation('history');
  const [results, setResults] = useState<DeviceResult[]>([]);
  useEffect(() => {
    const all = readLocalResults();
    setResults(
      shownScore === undefined
        ? all.filter((result) => quizOf(result) === quiz.slug)
        : resultsBefore(all, quiz.slug, shownScore),
    );
  }, [quiz.slug, shownScore]);
  if (results.length === 0) return null;

  const now = new Date();
  const when = (result: DeviceResult) => {
    const at = new Date(result.createdAt);
    return sameLocalDay(at, now)
      ? th('earlierToday')
      : th('onDate', { date: formatDay(at, i18n.language, now) });
  };
  const scoreText = (result: DeviceResult) =>
    quiz.scoring === 'yes-count'
      ? t('results.scoreOutOf', { score: result.score, total: result.answers.length })
      : String(result.score);
  return (
    <section className="earlier-results" aria-labelledby="earlier-results-heading">
      <h2 id="earlier-results-heading">{th('earlierTitle')}</h2>
      <ol>
        {results.slice(0, SHOWN).map((result, index) => {
          const before = results[index + 1];
          const difference = before ? result.score - before.score : null;
          return (
            <li key={result.id}>
              <span className="earlier-score">{scoreText(result)}</span>{' '}
              <span className="earlier-when">{when(result)}</span>
              {difference !== null && (
                <span className="earlier-change">
                  {difference === 0
                    ? th('same', { when: when(before!) })
                    : th(difference > 0 ? 'higher' : 'lower', {
                        count: Math.abs(difference),
                        when: when(before!),
                      })}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
