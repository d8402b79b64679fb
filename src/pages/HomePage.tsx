import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useState,
  type ComponentProps,
  type ComponentType,
} from 'react';
import type { ShareButtons as ShareButtonsType } from '../components/ShareButtons';
import { linkButton, takeTappedFragment } from '../browser/link-button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { QuizScreen } from '../components/QuizScreen';
import { LazyResultView } from '../components/LazyResultView';
import { lazyOrNothing } from '../lib/lazy-or-nothing';
import { accentStyle } from '../components/accent-style';
import type { GuideBodies, HomeContent, Quiz } from '../../shared/content/types';
import type { Answer } from '../../shared/generated/types';
import { catalog, type Language } from '../../shared/generated/catalog';
import { siteSettings } from '../../shared/generated/site-settings';
import { fillTemplate, tierForScore } from '../../shared/domain/scoring';
import { usePageMeta } from '../browser/use-page-meta';
import { useQuiz } from '../browser/use-quiz';
import { useKeptResult } from '../browser/use-kept-result';
import { readProgress, readQuizOutcome } from '../browser/result-storage';
import { toast } from '../browser/toast-store';
import { languageLoaders } from '../../shared/content/language-loaders';
import { useSiteLanguage } from '../browser/use-site-language';
import type { PageProps } from '../page-props';
import { isSiteLanguage, visitorUrl, scoreLinkPath, themedPath } from '../../shared/route-paths';

export default function HomePage({ data: { home }, meta }: PageProps<{ home: HomeContent }>) {
  usePageMeta(meta);
  return (
    <>
      <HomeTest home={home} />
      <QuizPicker home={home} />
      <Stats total={home.main.total} />
      <Intro home={home} />
      <Guide home={home} />
    </>
  );
}

const START_HASH = '#start';

/** Where the home test keeps its answers in progress and its result on screen for this tab. */
const HOME_KEY = 'home';

/**
 * The main test's questions, a chunk of their own: fetched when the visitor starts the home test
 * (or comes back to it), so a first visit of the home page does not download them (3.3 KB gzip).
 */
const loadMainQuiz = (language: Language): Promise<Quiz> =>
  languageLoaders(language).then((loaders) => loaders.quizzes[catalog.main.slug]());

/**
 * The hero, which runs the main test in place: no server call (no save, no figures, no beacon),
 * the result goes to this device's list in local storage and stays on screen across a reload.
 * Until its questions have come, the hero is all there is.
 */
function HomeTest({ home }: { home: HomeContent }) {
  const { t, i18n } = useTranslation();
  const [quiz, setQuiz] = useState<Quiz | null>(null);
  const [startedHere, setStartedHere] = useState(false);
  const load = useCallback(() => {
    loadMainQuiz(i18n.language as Language).then(setQuiz, () =>
      toast({ title: t('quiz.loadFailed'), variant: 'error' }),
    );
  }, [i18n.language, t]);
  // A test in progress or finished in this tab comes back after a reload: its questions at once.
  useEffect(() => {
    if (readProgress(HOME_KEY) || readQuizOutcome(HOME_KEY)) load();
  }, [load]);
  const start = useCallback(() => {
    setStartedHere(true);
    load();
  }, [load]);
  // Start is a link button (src/browser/link-button.ts): a tap before hydration starts the test
  // once the page has hydrated, as the visitor asked.
  useLayoutEffect(() => {
    if (takeTappedFragment(/^#start$/)) start();
  }, [start]);
  if (!quiz) return <HomeHero home={home} onStart={start} waiting={startedHere} />;
  return <RunningHomeTest home={home} quiz={quiz} startedHere={startedHere} />;
}

/** `waiting`: Start was tapped and the questions are on their way (on a slow phone, seconds). */
function HomeHero({
  home,
  onStart,
  waiting = false,
}: {
  home: HomeContent;
  onStart: () => void;
  waiting?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <section className="hero">
      <div className="container">
        <div className="hero-inner">
          <span className="hero-icon" aria-hidden="true">
            {home.main.icon}
          </span>
          <h1>{home.hero.title}</h1>
          <p className="hero-subtitle">{home.hero.subtitle}</p>
          <a
            {...linkButton(START_HASH, onStart)}
            className="button button-large hero-start"
            aria-busy={waiting || undefined}
          >
            {t('home.start')}
          </a>
        </div>
      </div>
    </section>
  );
}

/** The home test once its questions are here: started by the visitor, or resumed after a reload. */
function RunningHomeTest({
  home,
  quiz,
  startedHere: startedByVisitor,
}: {
  home: HomeContent;
  quiz: Quiz;
  startedHere: boolean;
}) {
  const { t } = useTranslation();
  const { state, dispatch, submit } = useQuiz(quiz, {
    started: false,
    progressKey: HOME_KEY,
    save: false,
  });
  useKeptResult(HOME_KEY, state, dispatch);
  // A result kept before a reload is shown again.
  useEffect(() => {
    const kept = readQuizOutcome(HOME_KEY);
    if (!kept) return;
    dispatch({ type: 'start' });
    dispatch({ type: 'resume-result', result: kept, answers: kept.answers });
  }, [dispatch]);
  // Focus goes to the first question when the visitor starts, not when kept progress resumes the
  // test after a reload (a focus ring on the question nobody moved to).
  const [startedHere, setStartedHere] = useState(startedByVisitor);
  const start = useCallback(() => {
    setStartedHere(true);
    dispatch({ type: 'start' });
  }, [dispatch]);
  // The Start the visitor tapped while the questions were on their way.
  useLayoutEffect(() => {
    if (startedByVisitor && !readProgress(HOME_KEY)) dispatch({ type: 'start' });
    // Once, when the questions arrive.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const finish = () => void submit();
  const backToHome = (
    <button type="button" className="link-button" onClick={() => dispatch({ type: 'exit' })}>
      {t('quiz.backToHome')}
    </button>
  );

  if (state.status === 'not-started') return <HomeHero home={home} onStart={start} />;

  const result = state.result;
  return (
    <section className="hero hero-active">
      <div className="container page-narrow">
        <h1 className="visually-hidden">{home.hero.title}</h1>
        {result ? (
          <HomeResult
            quiz={quiz}
            score={result.score}
            answers={result.answers}
            onRetake={() => dispatch({ type: 'reset' })}
          />
        ) : (
          <QuizScreen
            quiz={quiz}
            state={state}
            dispatch={dispatch}
            onFinish={finish}
            backToHome={backToHome}
            focusOnMount={startedHere}
          />
        )}
      </div>
    </section>
  );
}

function HomeResult({
  quiz,
  score,
  answers,
  onRetake,
}: {
  quiz: Quiz;
  score: number;
  answers: Answer[];
  onRetake: () => void;
}) {
  const { t } = useTranslation();
  const language = useSiteLanguage();
  const tier = tierForScore(quiz.tiers, score);
  const values = { score, total: quiz.questions.length };
  return (
    <LazyResultView
      heading={t('results.mainHeading')}
      caption={quiz.caption}
      accent={quiz.accent}
      label={tier.label}
      message={tier.message}
      announcement={t('results.announce', { ...values, label: tier.label })}
      result={{ quiz: quiz.slug, score }}
      // The home test makes no server call: no figures from everyone's results.
      standing={{ from: 'save', distribution: null }}
      figures={false}
      share={{
        url: visitorUrl(scoreLinkPath(language, '/test', score)),
        text: fillTemplate(quiz.shareText, values),
        contentType: 'purity_result',
      }}
      compare={{ quiz, answers, friend: null }}
      actions={
        <button type="button" className="button button-primary" onClick={onRetake}>
          {t('results.takeAgain')}
        </button>
      }
    />
  );
}

/** The choice right under the hero: every themed quiz as a tile of its own colour and icon. */
function QuizPicker({ home }: { home: HomeContent }) {
  const { t } = useTranslation();
  return (
    <section className="container picker" aria-labelledby="related-heading">
      <h2 id="related-heading">{t('home.relatedTitle')}</h2>
      <p className="picker-text">{t('home.relatedText')}</p>
      <ul className="quiz-grid" aria-labelledby="related-heading">
        {home.cards.map((card) => (
          <li key={card.slug} className="quiz-card" style={accentStyle(card.accent)}>
            <Link to={themedPath(card.slug)}>
              <span className="quiz-card-top">
                <span className="quiz-icon" aria-hidden="true">
                  {card.icon}
                </span>
                <span className="quiz-card-meta">
                  {t('home.cardQuestions', { count: card.total })}
                </span>
              </span>
              <span className="quiz-card-title">{card.title}</span>
              <span className="quiz-card-text">{card.description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Stats({ total }: { total: number }) {
  const { t } = useTranslation();
  const tiles = [
    { value: t('home.stats.testsTakenValue'), label: t('home.stats.testsTaken') },
    { value: String(total), label: t('home.stats.questions') },
    { value: `0-${total}`, label: t('home.stats.scoreRange') },
    { value: String(catalog.themed.length), label: t('home.stats.relatedTests') },
  ];
  return (
    <section className="stats container" aria-label={t('home.statsLabel')}>
      <ul className="stat-grid">
        {tiles.map((tile) => (
          <li key={tile.label} className="stat-tile">
            <span className="stat-value">{tile.value}</span>
            <span className="stat-label">{tile.label}</span>
          </li>
        ))}
      </ul>
      <p className="stat-note">
        {t('home.averageScore', { score: siteSettings.stats.averageScore })}
      </p>
    </section>
  );
}

const SHARE_ROW = 'intro-share';
const CONTROLS = 'button, a';

/**
 * The intro's share row, far below the first screen: its code is fetched when the row comes near
 * the viewport (a visitor scrolling or tabbing to it) or is tapped, so a first visit that stays at
 * the top downloads none of it. Until then the prerendered row stays in place, and a tap on it
 * before the code has arrived is carried out once it has.
 */
const shareRow = { ready: false, tapped: null as number | null };

function shareRowWanted(): Promise<void> {
  const row =
    typeof document === 'undefined' ? null : document.getElementsByClassName(SHARE_ROW)[0];
  if (!row || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(row);
    // On the document, not the row: hydration may draw the row anew (a new element).
    document.addEventListener(
      'click',
      (event) => {
        if (shareRow.ready) return;
        const control = (event.target as Element).closest(`.${SHARE_ROW} :is(${CONTROLS})`);
        if (!control) return;
        event.preventDefault();
        const current = control.closest(`.${SHARE_ROW}`)!;
        shareRow.tapped = [...current.querySelectorAll(CONTROLS)].indexOf(control);
        observer.disconnect();
        resolve();
      },
      { capture: true },
    );
  });
}

/** The share row, once its code is here: a tap the prerendered row took is made again. */
function ShareRowReady({
  Buttons,
  ...props
}: ComponentProps<typeof ShareButtonsType> & { Buttons: typeof ShareButtonsType }) {
  useEffect(() => {
    shareRow.ready = true;
    const tapped = shareRow.tapped;
    shareRow.tapped = null;
    if (tapped === null) return;
    // After the frame: the row's own handlers are attached by then, whether React hydrated the
    // prerendered row or drew it anew.
    requestAnimationFrame(() => {
      const row = document.getElementsByClassName(SHARE_ROW)[0];
      (row?.querySelectorAll(CONTROLS)[tapped] as HTMLElement | undefined)?.click();
    });
  }, []);
  return <Buttons {...props} />;
}

const ShareButtonsWhenNear = lazyOrNothing<ComponentProps<typeof ShareButtonsType>>(() =>
  shareRowWanted()
    .then(() => import('../components/ShareButtons'))
    .then((module) => ({
      default: (props: ComponentProps<typeof ShareButtonsType>) => (
        <ShareRowReady Buttons={module.ShareButtons} {...props} />
      ),
    })),
);

function Intro({ home }: { home: HomeContent }) {
  const { t } = useTranslation();
  return (
    <section className="container intro" aria-labelledby="intro-heading">
      <h2 id="intro-heading">{home.intro.title}</h2>
      {home.intro.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <div className={SHARE_ROW}>
        <h3>{t('home.shareTitle')}</h3>
        <Suspense fallback={null}>
          <ShareButtonsWhenNear
            url={visitorUrl('/')}
            text={t('home.shareText')}
            contentType="site"
          />
        </Suspense>
      </div>
    </section>
  );
}

const guideBodies = (language: string): Promise<GuideBodies> =>
  import(`../../shared/generated/content/${language}/home-guide.json`).then(
    (loaded: { default: GuideBodies }) => loaded.default,
  );

/** Per language, the guide's bodies as a component that suspends until they have loaded. */
const bodiesByLanguage = new Map<string, ComponentType<{ anchor: string }>>();
function guideBodyFromContent(language: string): ComponentType<{ anchor: string }> {
  let component = bodiesByLanguage.get(language);
  if (!component) {
    component = lazy(async () => {
      const bodies = await guideBodies(language).catch(() => ({}) as GuideBodies);
      return {
        default: ({ anchor }: { anchor: string }) => (
          <GuideBodyHtml anchor={anchor} html={bodies[anchor] ?? ''} />
        ),
      };
    });
    bodiesByLanguage.set(language, component);
  }
  return component;
}

const guideBodyId = (anchor: string) => `${anchor}-body`;

function GuideBodyHtml({ anchor, html }: { anchor: string; html: string }) {
  return <div id={guideBodyId(anchor)} dangerouslySetInnerHTML={{ __html: html }} />;
}

/**
 * A guide section's body: the long text is most of the home page's content, and a first visit
 * already has it in the prerendered HTML, so hydration takes it from there and downloads nothing;
 * a visit that arrives by a link inside the app (no prerendered body) fetches the bodies. The
 * prerender renders the fetched body, inside the same Suspense boundary the browser hydrates.
 */
function GuideBody({ anchor }: { anchor: string }) {
  // The pseudo-locale (en-XA) is shown on the English page: its bodies come from its own content.
  const { i18n } = useTranslation();
  const GuideBodyFromContent = guideBodyFromContent(i18n.language);
  const [prerendered] = useState(() =>
    typeof document === 'undefined' || !isSiteLanguage(i18n.language)
      ? null
      : (document.getElementById(guideBodyId(anchor))?.innerHTML ?? null),
  );
  return (
    <Suspense fallback={null}>
      {prerendered === null ? (
        // One component per language, made once and kept (guideBodyFromContent's map).
        // eslint-disable-next-line react-hooks/static-components
        <GuideBodyFromContent anchor={anchor} />
      ) : (
        <GuideBodyHtml anchor={anchor} html={prerendered} />
      )}
    </Suspense>
  );
}

/**
 * The long guide, each section folded under its title (the first open), so the page stays short
 * and easy to scan; the folded text stays in the HTML for readers and search engines alike. A link
 * to a section (/#terms) unfolds it (Layout).
 */
function Guide({ home }: { home: HomeContent }) {
  const { t } = useTranslation();
  return (
    <section className="container guide" aria-labelledby="guide-heading">
      <h2 id="guide-heading">{t('home.guideTitle')}</h2>
      {home.guide.map((section, index) => (
        <section
          key={section.anchor}
          id={section.anchor}
          tabIndex={-1}
          className="guide-section"
          aria-labelledby={`${section.anchor}-heading`}
        >
          <details open={index === 0}>
            <summary>
              <h3 id={`${section.anchor}-heading`}>{section.title}</h3>
            </summary>
            <div className="guide-text">
              <GuideBody anchor={section.anchor} />
            </div>
          </details>
        </section>
      ))}
    </section>
  );
}
