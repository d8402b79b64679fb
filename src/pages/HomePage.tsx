import { useLayoutEffect } from 'react';
import { linkButton, takeTappedFragment } from '../browser/link-button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { QuizScreen } from '../components/QuizScreen';
import { LazyResultView } from '../components/LazyResultView';
import { LazyShareButtons } from '../components/LazyShareButtons';
import { accentStyle } from '../components/accent-style';
import type { HomeContent, Quiz } from '../../shared/content/types';
import type { Answer } from '../../shared/generated/types';
import { catalog } from '../../shared/generated/catalog';
import { siteSettings } from '../../shared/generated/site-settings';
import { fillTemplate, tierForScore } from '../../shared/domain/scoring';
import { usePageMeta } from '../browser/use-page-meta';
import { useQuiz } from '../browser/use-quiz';
import { useSiteLanguage } from '../browser/use-site-language';
import type { PageProps } from '../page-props';
import { absoluteUrl, scoreLinkPath, themedPath } from '../../shared/route-paths';

export default function HomePage({
  data: { home, quiz },
  meta,
}: PageProps<{ home: HomeContent; quiz: Quiz }>) {
  usePageMeta(meta);
  return (
    <>
      <HomeTest home={home} quiz={quiz} />
      <QuizPicker home={home} />
      <Stats total={quiz.questions.length} />
      <Intro home={home} />
      <Guide home={home} />
    </>
  );
}

const START_HASH = '#start';

/** The hero, which runs the main test in place: no server call, the result goes to local storage. */
function HomeTest({ home, quiz }: { home: HomeContent; quiz: Quiz }) {
  const { t } = useTranslation();
  const { state, dispatch, submit } = useQuiz(quiz, {
    started: false,
    progressKey: 'home',
    save: false,
  });
  const finish = () => void submit();
  const backToHome = (
    <button type="button" className="link-button" onClick={() => dispatch({ type: 'exit' })}>
      {t('quiz.backToHome')}
    </button>
  );

  // Start is a link button (src/browser/link-button.ts): a tap before hydration starts the test
  // once the page has hydrated, as the visitor asked.
  useLayoutEffect(() => {
    if (takeTappedFragment(/^#start$/)) dispatch({ type: 'start' });
  }, [dispatch]);

  if (state.status === 'not-started') {
    return (
      <section className="hero">
        <div className="container">
          <div className="hero-inner">
            <span className="hero-icon" aria-hidden="true">
              {quiz.icon}
            </span>
            <h1>{home.hero.title}</h1>
            <p className="hero-subtitle">{home.hero.subtitle}</p>
            <a
              {...linkButton(START_HASH, () => dispatch({ type: 'start' }))}
              className="button button-large hero-start"
            >
              {t('home.start')}
            </a>
          </div>
        </div>
      </section>
    );
  }

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
            focusOnMount
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
      scoreText={String(score)}
      caption={quiz.caption}
      accent={quiz.accent}
      label={tier.label}
      message={tier.message}
      announcement={t('results.announce', { ...values, label: tier.label })}
      result={{ quiz: quiz.slug, score }}
      standing={{ from: 'server', quiz: quiz.slug }}
      share={{
        url: absoluteUrl(scoreLinkPath(language, '/test', score)),
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

function Intro({ home }: { home: HomeContent }) {
  const { t } = useTranslation();
  return (
    <section className="container intro" aria-labelledby="intro-heading">
      <h2 id="intro-heading">{home.intro.title}</h2>
      {home.intro.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <div className="intro-share">
        <h3>{t('home.shareTitle')}</h3>
        <LazyShareButtons url={absoluteUrl('/')} text={t('home.shareText')} contentType="site" />
      </div>
    </section>
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
            <div className="guide-text" dangerouslySetInnerHTML={{ __html: section.html }} />
          </details>
        </section>
      ))}
    </section>
  );
}
