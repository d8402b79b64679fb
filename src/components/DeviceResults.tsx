import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  outcomeOf,
  quizOf,
  readLocalResults,
  eraseLocalResults,
  HISTORY_LIMIT,
} from '../browser/result-history';
import { clearSessionOutcome, keepQuizOutcome } from '../browser/result-storage';
import { themedPath } from '../../shared/route-paths';
import { SAVE_OUTBOX_KEY } from '../browser/pending-saves';
import { useSiteLanguage } from '../browser/use-site-language';
import type { DeviceResult } from '../../shared/domain/result-types';
import { catalog } from '../../shared/generated/catalog';
import { languageLoaders } from '../../shared/content/language-loaders';

type Step = 'list' | 'confirm' | 'erased';

/** How many saves still wait to be sent: erasing the list does not cancel them. */
function pendingSaveCount(): number {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(SAVE_OUTBOX_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.length : 0;
  } catch {
    return 0;
  }
}

/**
 * Each quiz's name in the page's language: the home page's cards name the themed quizzes. Read
 * only for a list that has rows (`wanted`), so an empty list costs no content download.
 */
function useQuizNames(wanted: boolean): Record<string, string> | null {
  const { t } = useTranslation('history');
  const language = useSiteLanguage();
  const [names, setNames] = useState<Record<string, string> | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    languageLoaders(language)
      .then((loaders) => loaders.pages.home())
      .then((home) => Object.fromEntries(home.cards.map((card) => [card.slug, card.title])))
      .catch(() => ({}) as Record<string, string>)
      .then((themed) => current && setNames(themed));
    return () => {
      current = false;
    };
  }, [language, wanted]);
  return names ? { ...names, [catalog.main.slug]: t('mainQuiz') } : null;
}

/**
 * A row's way to its result: a main-test entry opens on /results (the fragment names it, so the
 * link works in a new tab too); a themed entry is kept for its quiz's page, which shows a kept
 * result after hydration, as after a reload.
 */
function ResultLink({
  result,
  quiz,
  children,
}: {
  result: DeviceResult;
  quiz: string;
  children: ReactNode;
}) {
  if (quiz === catalog.main.slug)
    return <Link to={`/results#result=${result.id}`}>{children}</Link>;
  // A quiz the site no longer has (an entry from an older version) has no page to open.
  if (!catalog.themed.some((entry) => entry.slug === quiz)) return <>{children}</>;
  return (
    <Link to={themedPath(quiz)} onClick={() => keepQuizOutcome(quiz, outcomeOf(result))}>
      {children}
    </Link>
  );
}

/**
 * "Your results on this device": every finished quiz this browser keeps, newest first, and one
 * button that erases them (and the result kept for /results) after a confirmation step.
 */
export default function DeviceResults({ onErased }: { onErased?: () => void }) {
  const { t, i18n } = useTranslation();
  const { t: th } = useTranslation('history');
  const [results, setResults] = useState<DeviceResult[] | null>(null);
  const names = useQuizNames(!!results?.length);
  const [step, setStep] = useState<Step>('list');
  const [pending, setPending] = useState(0);
  const confirmRef = useRef<HTMLHeadingElement>(null);
  const eraseRef = useRef<HTMLButtonElement>(null);
  const erasedRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => setResults(readLocalResults()), []);
  useEffect(() => {
    if (step === 'confirm') confirmRef.current?.focus();
    if (step === 'erased') erasedRef.current?.focus();
  }, [step]);

  if (!results || (results.length > 0 && !names)) return null;
  // "Dec 2, 9:41 PM": short enough for one line of a phone's table; the year only when it is not this one.
  const thisYear = new Date().getFullYear();
  const short = { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' } as const;
  const [thisYearDate, otherYearDate] = [short, { ...short, year: 'numeric' } as const].map(
    (options) => new Intl.DateTimeFormat(i18n.language, options),
  );
  const formatDate = (at: Date) =>
    (at.getFullYear() === thisYear ? thisYearDate : otherYearDate)!.format(at);

  const askToErase = () => {
    setPending(pendingSaveCount());
    setStep('confirm');
  };
  const cancel = () => {
    setStep('list');
    // The erase button comes back in place of the confirmation: focus returns to it.
    requestAnimationFrame(() => eraseRef.current?.focus());
  };
  const erase = () => {
    eraseLocalResults();
    clearSessionOutcome();
    setResults([]);
    setStep('erased');
    onErased?.();
  };

  return (
    <section className="card device-results" aria-labelledby="device-results-heading">
      <h2 id="device-results-heading">{th('title')}</h2>
      <p>{th('intro', { count: HISTORY_LIMIT })}</p>
      {step === 'erased' && (
        <p className="device-results-note" role="status" tabIndex={-1} ref={erasedRef}>
          {th('erased')}
        </p>
      )}
      {results.length === 0 ? (
        step !== 'erased' && <p>{th('empty')}</p>
      ) : (
        <>
          <table className="device-results-table">
            <caption className="visually-hidden">{th('tableCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{th('quizColumn')}</th>
                <th scope="col">{th('scoreColumn')}</th>
                <th scope="col">{th('dateColumn')}</th>
              </tr>
            </thead>
            <tbody>
              {results.map((result) => {
                const quiz = quizOf(result);
                return (
                  <tr key={`${result.id}-${quiz}`}>
                    <th scope="row">
                      <ResultLink result={result} quiz={quiz}>
                        {names?.[quiz] ?? quiz}
                      </ResultLink>
                    </th>
                    <td>
                      {quiz === catalog.main.slug
                        ? result.score
                        : t('results.scoreOutOf', {
                            score: result.score,
                            total: result.answers.length,
                          })}
                    </td>
                    <td>
                      <time dateTime={result.createdAt}>
                        {formatDate(new Date(result.createdAt))}
                      </time>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          {step === 'confirm' ? (
            <div
              className="device-results-confirm"
              role="group"
              aria-labelledby="device-results-confirm-heading"
              onKeyDown={(event) => event.key === 'Escape' && cancel()}
            >
              <h3 id="device-results-confirm-heading" tabIndex={-1} ref={confirmRef}>
                {th('confirmTitle', { count: results.length })}
              </h3>
              <p>{th('confirmText')}</p>
              {pending > 0 && <p>{th('pendingNote', { count: pending })}</p>}
              <div className="result-actions">
                <button type="button" className="button button-danger" onClick={erase}>
                  {th('confirmErase')}
                </button>
                <button type="button" className="button button-secondary" onClick={cancel}>
                  {th('cancel')}
                </button>
              </div>
            </div>
          ) : (
            <button
              type="button"
              className="button button-secondary"
              ref={eraseRef}
              onClick={askToErase}
            >
              {th('erase')}
            </button>
          )}
        </>
      )}
    </section>
  );
}
