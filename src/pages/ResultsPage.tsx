import { Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { LazyResultView } from '../components/LazyResultView';
import { ScoreGuide } from '../components/ScoreGuide';
import { lazyOrNothing } from '../lib/lazy-or-nothing';
import type { Quiz } from '../../shared/content/types';
import { clearSessionOutcome, readSessionOutcome } from '../browser/result-storage';
import type { QuizOutcome } from '../../shared/domain/result-types';
import { fillTemplate, tierForScore } from '../../shared/domain/scoring';
import { notifySaveFailed } from '../browser/notify-save-failed';
import { usePageMeta } from '../browser/use-page-meta';
import { useSiteLanguage } from '../browser/use-site-language';
import type { PageProps } from '../page-props';
import { absoluteUrl, scoreLinkPath } from '../../shared/route-paths';

/** This device's list of results, below whatever the page shows; its code loads with it. */
const DeviceResults = lazyOrNothing(() => import('../components/DeviceResults'));

type Saved = { state: 'checking' } | { state: 'none' } | { state: 'found'; outcome: QuizOutcome };

/** /results: the main-test result saved in this browser session. */
export default function ResultsPage({ data: { quiz }, meta }: PageProps<{ quiz: Quiz }>) {
  const { t, i18n } = useTranslation();
  const language = useSiteLanguage();
  const navigate = useNavigate();
  const location = useLocation();
  // The session is only readable in the browser, so the prerendered page starts as "checking".
  const [saved, setSaved] = useState<Saved>({ state: 'checking' });

  useEffect(() => {
    const outcome =
      readSessionOutcome() ?? (location.state as { outcome?: QuizOutcome } | null)?.outcome ?? null;
    setSaved(outcome ? { state: 'found', outcome } : { state: 'none' });
    if (outcome?.saveError) notifySaveFailed(i18n, outcome.saveError);
  }, []);

  const outcome = saved.state === 'found' ? saved.outcome : null;
  const values = outcome ? { score: outcome.score, total: outcome.total } : null;
  const pageMeta = useMemo(
    () => (values ? { ...meta, description: fillTemplate(quiz.resultDescription, values) } : meta),
    [meta, quiz, values?.score],
  );
  usePageMeta(pageMeta);

  // The prerendered page (and the page without a result) shows the header: the page's heading and
  // what the page shows. It is the largest text of the first paint, so the largest paint does not
  // wait for the stored result, which only the browser can read. Every state is at least a viewport
  // tall (.results-page), so the footer starts and stays below the fold and nothing visible moves
  // when the result replaces the header or the note that there is none appears below it.
  const heading = (
    <header className="page-header">
      <h1>{t('resultsPage.pageTitle')}</h1>
      <p className="lead">{t('resultsPage.intro')}</p>
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
        <section className="card empty-state">
          <h2>{t('resultsPage.noResultsTitle')}</h2>
          <p>{t('resultsPage.noResultsText')}</p>
          <Link to="/test" className="button button-primary">
            {t('resultsPage.takeTheTest')}
          </Link>
        </section>
        <Suspense key="device-results" fallback={null}>
          <DeviceResults />
        </Suspense>
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
        heading={t('results.mainHeading')}
        scoreText={String(outcome.score)}
        caption={quiz.caption}
        accent={quiz.accent}
        label={tier.label}
        message={tier.message}
        announcement={t('results.announce', { ...values, label: tier.label })}
        result={{ quiz: quiz.slug, score: outcome.score }}
        // An outcome kept from before the distribution was part of the reply has none.
        standing={{ from: 'save', distribution: outcome.saved?.distribution ?? null }}
        share={{
          url: absoluteUrl(scoreLinkPath(language, '/test', outcome.score)),
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
        <ScoreGuide tiers={quiz.tiers} maxScore={quiz.questions.length} />
      </LazyResultView>
      <p className="lead">{t('resultsPage.intro')}</p>
      <Suspense key="device-results" fallback={null}>
        <DeviceResults onErased={() => setSaved({ state: 'none' })} />
      </Suspense>
    </div>
  );
}
