import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { accentStyle } from './accent-style';
import { languageLoaders } from '../../shared/content/language-loaders';
import type { QuizCard } from '../../shared/content/types';
import { themedPath } from '../../shared/route-paths';
import type { Language } from '../../shared/generated/catalog';

/** How many other quizzes a result offers. */
const OFFERED = 3;

/** The quizzes after this one in the home page's order, wrapping round: each result offers different ones. */
export function otherQuizzes(
  cards: readonly QuizCard[],
  current: string,
  count = OFFERED,
): QuizCard[] {
  const at = cards.findIndex((card) => card.slug === current);
  return Array.from(
    { length: Math.min(count, cards.length - (at >= 0 ? 1 : 0)) },
    (_, i) => cards[(at + 1 + i) % cards.length]!,
  );
}

/**
 * "Try another quiz" after every result: a few other quizzes, with their icon and length. The
 * cards come from the home page's content chunk of the page's language, fetched once a result shows;
 * the block keeps its room meanwhile, so nothing below it moves.
 */
export function TryAnotherQuiz({ quiz }: { quiz: string }) {
  // The page's language as shown (a pseudo-locale too), so the titles match the page's other text.
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const [cards, setCards] = useState<QuizCard[] | null>(null);
  useEffect(() => {
    let current = true;
    languageLoaders(language)
      .then((loaders) => loaders.pages.home())
      .then((home) => current && setCards(otherQuizzes(home.cards, quiz)))
      .catch(() => current && setCards([]));
    return () => {
      current = false;
    };
  }, [language, quiz]);
  if (cards && cards.length === 0) return null;
  return (
    <nav className="try-another" aria-labelledby="try-another-heading" aria-busy={cards === null}>
      <h3 id="try-another-heading">{t('results.tryAnother')}</h3>
      <ul className="quiz-list">
        {cards?.map((card) => (
          <li key={card.slug} style={accentStyle(card.accent)}>
            <Link to={themedPath(card.slug)}>
              <span className="quiz-icon" aria-hidden="true">
                {card.icon}
              </span>
              <span className="quiz-list-title">{card.title}</span>
              <span className="quiz-list-meta">
                {t('results.questionCount', { count: card.total })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
