import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Link,
  NavigationType,
  useLocation,
  useNavigate,
  useNavigationType,
} from 'react-router-dom';
import { LazyResultView } from '../components/LazyResultView';
import { ScoreGuide } from '../components/ScoreGuide';
import { lazyOrNothing } from '../lib/lazy-or-nothing';
import type { Quiz } from '../../shared/content/types';
import { clearSessionOutcome, readSessionOutcome, safely } from '../browser/result-storage';
import { LOCAL_RESULTS_KEY } from '../../shared/lib/storage-keys';
import { catalog } from '../../shared/generated/catalog';
import {
  outcomeOf,
  quizOf,
  type DeviceResult,
  type QuizOutcome,
} from '../../shared/domain/result-types';
import { fillTemplate, tierForScore } from '../../shared/domain/scoring';
import { notifySaveFailed } from '../browser/notify-save-failed';
import { usePageMeta } from '../browser/use-page-meta';
import { useSiteLanguage } from '../browser/use-site-language';
import type { PageProps } from '../page-props';
import { visitorUrl, scoreLinkPath } from '../../shared/route-paths';

/** This device's list of results, below whatever the page shows; its code loads with it. */
const DeviceResults = lazyOrNothing(() => import('../components/DeviceResults'));

/** Where the result on screen comes from: this tab's /test, or this device's list (`kept`, its entry's id). */
type Saved =
  | { state: 'checking' }
  /** No main-test result; `others`: the device keeps results of other quizzes, listed below. */
  | { state: 'none'; others: boolean; erased?: boolean }
  | { state: 'found'; outcome: QuizOutcome; keptId?: number };

// The device's list is read only here and by the list itself: its code stays out of the first
// load, and a device that has never kept a result does not fetch it at all.
function readDeviceList(): Promise<DeviceResult[]> {
  if (!safely(() => localStorage.getItem(LOCAL_RESULTS_KEY) !== null, false))
    return Promise.resolve([]);
  return import('../browser/result-history').then((history) => history.readLocalResults());
}

/** A fragment naming one main-test entry of this device's list, as the list's rows link to it. */
const KEPT_FRAGMENT = /^#result=(\d+)$/;

/**
 * The result to show: the entry of this device's list the fragment names, else this tab's /test
 * outcome, else the latest main-test result kept on the device (a new tab, a reopened browser).
 */
function findResult(hash: string, state: unknown, all: DeviceResult[]): Saved {
  const named = KEPT_FRAGMENT.exec(hash);
  const kept = all.filter((result) => quizOf(result) === catalog.main.slug);
  const entry = named ? kept.find((result) => result.id === Number(named[1])) : undefined;
  if (entry) return { state: 'found', outcome: outcomeOf(entry), keptId: entry.id };
  const session = readSessionOutcome() ?? (state as { outcome?: QuizOutcome } | null)?.outcome;
  if (session) return { state: 'found', outcome: session };
  const latest = kept[0];
  return latest
    ? { state: 'found', outcome: outcomeOf(latest), keptId: latest.id }
    : { state: 'none', others: all.length > 0 };
}

/** /results: the main-test result of this tab, or the one this device kept last or the visitor opened. */
export default function ResultsPage({ data: { quiz }, meta }: PageProps<{ quiz: Quiz }>) {
  const { t, i18n } = useTranslation();
  const language = useSiteLanguage();
  const navigate = useNavigate();
  const location = useLocation();
  // Only a test finished in this tab pushes /results: a reload, a link opened or an answer back
  // (which replaces /test) leaves focus alone, or a touch screen would show a ring nobody asked for.
  const finishedHere = useNavigationType() === NavigationType.Push;
  // Storage is only readable in the browser, so the prerendered page starts as "checking".
  const [saved, setSaved] = useState<Saved>({ state: 'checking' });

  useEffect(() => {
    let current = true;
    void readDeviceList().then(
      (all) => {
        if (!current) return;
        const found = findResult(location.hash, location.state, all);
        setSaved(found);
        if (found.state === 'found' && found.outcome.saveError)
          notifySaveFailed(i18n, found.outcome.saveError);
      },
      // Offline since the page loaded: this tab's own result still shows.
      () => {
        const outcome = readSessionOutcome();
        if (current)
          setSaved(outcome ? { state: 'found', outcome } : { state: 'none', others: false });
      },
    );
    return () => {
      current = false;
    };
    // Read again when the fragment names another kept entry; the router's state only ever
    // carries the outcome of the visit that opened the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.hash]);

  const outcome = saved.state === 'found' ? saved.outcome : null;
  const keptId = saved.state === 'found' ? saved.keptId : undefined;
  const values = outcome ? { score: outcome.score, total: outcome.total } : null;
  // usePageMeta compares the fields, so a new object each render is fine.
  usePageMeta(
    values ? { ...meta, description: fillTemplate(quiz.resultDescription, values) } : meta,
  );

  // The prerendered page (and the page without a result) shows the header: the page's heading and
  // what the page shows. It is the largest text of the first paint, so the largest paint does not
  // wait for the stored result, which only the browser can read. Every state is at least a viewport
  // tall (.results-page), so the footer starts and stays below the fold and nothing visible moves
  // when the result replaces the header or the note that there is none appears below it.
  const heading = (
    <header className="page-header">
      <h1>{t('resultsPage.pageTitle')}</h1>
      {/* Nothing on this device: "No Results Found" says it all, under no text about a result.
          Only other quizzes' results: the page is their list, not a Purity Test score. */}
      {!(saved.state === 'none' && !saved.others) && (
        <p className="lead">
          {saved.state === 'none' ? t('resultsPage.introOthers') : t('resultsPage.intro')}
        </p>
      )}
    </header>
  );

  if (saved.state === 'checking') {
    return (
      <div className="container page-narrow results-page results-checking" aria-busy="true">
        {heading}
        <noscript>
          <p className="card">{t('resultsPage.needsJavaScript')}</p>
        </noscript>
      </div>
    );
  }

  if (!outcome || !values) {
    return (
      <div className="container page-narrow results-page">
        {heading}
        {/* "No Results Found" only when there is truly nothing: not above a list of results. */}
        {saved.state === 'none' && !saved.others && (
          <section className="card empty-state">
            <h2>{t('resultsPage.noResultsTitle')}</h2>
            <p>{t('resultsPage.noResultsText')}</p>
            <Link to="/test" className="button button-primary">
              {t('resultsPage.takeTheTest')}
            </Link>
          </section>
        )}
        {/* The list, while it has rows or says it was just erased. */}
        {saved.state === 'none' && (saved.others || saved.erased) && (
          <Suspense key="device-results" fallback={null}>
            <DeviceResults
              onErased={() => setSaved({ state: 'none', others: false, erased: true })}
            />
          </Suspense>
        )}
      </div>
    );
  }

  const tier = tierForScore(quiz.tiers, outcome.score);
  const takeAgain = () => {
    clearSessionOutcome();
    navigate('/test');
  };

  // With a result, the score leads: the page's heading stays for screen readers only, and the
  // intro moves below the result, above the list it speaks of.
  return (
    <div className="container page-narrow results-page results-found">
      <h1 className="visually-hidden">{t('resultsPage.pageTitle')}</h1>
      <LazyResultView
        // Another entry opened from the list is a new result on screen: its view starts afresh.
        key={keptId ?? 'session'}
        heading={t('results.mainHeading')}
        caption={quiz.caption}
        accent={quiz.accent}
        focusHeading={finishedHere}
        label={tier.label}
        message={tier.message}
        announcement={t('results.announce', { ...values, label: tier.label })}
        result={{ quiz: quiz.slug, score: outcome.score, id: keptId }}
        // A kept entry has no save reply: its figures come from the server. An outcome kept from
        // before the distribution was part of the reply has none.
        standing={
          keptId !== undefined
            ? { from: 'server', quiz: quiz.slug }
            : { from: 'save', distribution: outcome.saved?.distribution ?? null }
        }
        share={{
          url: visitorUrl(scoreLinkPath(language, '/test', outcome.score)),
          text: fillTemplate(quiz.shareText, values),
          contentType: 'purity_result',
        }}
        compare={{ quiz, answers: outcome.answers, friend: outcome.friend ?? null }}
        actions={
          <>
            <button type="button" className="button button-primary" onClick={takeAgain}>
              {t('results.takeAgain')}
            </button>
            <Link to="/" className="button button-secondary">
              {t('results.backToHome')}
            </Link>
          </>
        }
      >
        <ScoreGuide tiers={quiz.tiers} maxScore={quiz.questions.length} score={outcome.score} />
      </LazyResultView>
      <p className="lead">{t('resultsPage.intro')}</p>
      <Suspense key="device-results" fallback={null}>
        <DeviceResults onErased={() => setSaved({ state: 'none', others: false, erased: true })} />
      </Suspense>
    </div>
  );
}
