import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { formatDay, sameLocalDay } from '../browser/result-dates';
import { previousResult, readLocalResults } from '../browser/result-history';
import type { DeviceResult } from '../../shared/domain/result-types';
import { catalog } from '../../shared/generated/catalog';

/** The visitor's score on the same quiz the time before, from this device's list, and the change since. */
export function PreviousScore({ quiz, score, id }: { quiz: string; score: number; id?: number }) {
  const { t, i18n } = useTranslation();
  const { t: th } = useTranslation('history');
  const onResultsPage = useLocation().pathname === '/results';
  // A results view only renders in the browser: the score before is there in its first frame, so
  // nothing below it moves.
  const previous = useMemo<DeviceResult | null>(
    () => previousResult(readLocalResults(), quiz, score, id),
    [quiz, score, id],
  );
  if (!previous) return null;

  const at = new Date(previous.createdAt);
  const when = sameLocalDay(at, new Date())
    ? th('earlierToday')
    : th('onDate', { date: formatDay(at, i18n.language) });
  const difference = score - previous.score;
  const change =
    difference === 0
      ? th('same', { when })
      : th(difference > 0 ? 'higher' : 'lower', { count: Math.abs(difference), when });
  const previousText =
    quiz === catalog.main.slug
      ? String(previous.score)
      : t('results.scoreOutOf', { score: previous.score, total: previous.answers.length });
  return (
    <div className="previous-score">
      <p>
        <strong>{change}</strong> {th('previousScore', { score: previousText })}
      </p>
      {!onResultsPage && (
        <p>
          <Link to="/results">{th('seeAll')}</Link>
        </p>
      )}
    </div>
  );
}
