// Pre-renders every share card into the built site: for each language with cards, the site's
// card, each quiz's card and, per possible score of each quiz, its link preview and its story
// image (about 1,670 per language).
// Texts come from that language's quiz data and interface strings (English where untranslated).
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { cardLanguages } from '../../shared/domain/card-languages.js';
import { tierForScore } from '../../shared/domain/scoring.js';
import { catalog, type Language, type QuizSlug } from '../../shared/generated/catalog.js';
import { languageLoaders } from '../../shared/content/language-loaders.js';
import { createI18n } from '../../shared/i18n.js';
import { CARD_HEIGHT, CARD_WIDTH, STORY_HEIGHT, STORY_WIDTH } from '../../shared/lib/share-card.js';
import { BRAND } from '../../shared/design/tokens.js';
import {
  defaultCardPath,
  quizCardPath,
  scoreCardPath,
  storyCardPath,
} from '../../shared/route-paths.js';
import {
  cardElement,
  storyElement,
  type CardContent,
  type CardFrame,
  type CardQuiz,
} from './card-layout.js';
import { emojiImage } from './card-emoji.js';
import { cardFrame } from './card-frame.js';
import type { RenderedImage } from '@resvg/resvg-js';
import { palettePng } from './palette-png.js';
import { renderImage } from './render-png.js';

export interface CardSpec {
  /** URL path, e.g. /og/en/food/19.png. */
  path: string;
  frame: CardFrame;
  content: CardContent;
  /** A score's story image (1080x1920) rather than its link preview. */
  story?: boolean;
}

export interface CardOptions {
  languages?: readonly Language[];
  /** Only these quizzes (tests render a few); all by default. */
  slugs?: readonly QuizSlug[];
}

/** Every card of one language, with its texts: the site's, each quiz's, and each score's two. */
export async function languageCards(
  language: Language,
  slugs: readonly QuizSlug[],
): Promise<CardSpec[]> {
  const i18n = await createI18n(language);
  const loaders = await languageLoaders(language);
  const { t } = i18n;
  const frame = cardFrame(t);
  const main = await loaders.quizzes[catalog.main.slug]();
  // The site's card and the main test's: the wordmark is their title, so a title beside it would
  // say the site's name twice.
  const cards: CardSpec[] = [
    {
      path: defaultCardPath(language),
      frame,
      content: { kind: 'site', subtitle: main.cardDescription },
    },
  ];
  for (const slug of slugs) {
    if (quizCardPath(language, slug) === defaultCardPath(language))
      throw new Error(`A quiz slug may not be "${slug}": its card would be the site's card`);
    const quiz = slug === catalog.main.slug ? main : await loaders.quizzes[slug]();
    const total = quiz.questions.length;
    const cardQuiz: CardQuiz = {
      title: quiz.title,
      accent: quiz.accent ?? BRAND,
      icon: quiz.icon ? emojiImage(quiz.icon) : undefined,
    };
    const questions = t('home.cardQuestions', { count: total });
    cards.push({
      path: quizCardPath(language, slug),
      frame,
      content:
        slug === catalog.main.slug
          ? { kind: 'site', subtitle: quiz.cardDescription, icon: cardQuiz.icon }
          : { kind: 'quiz', quiz: cardQuiz, subtitle: questions },
    });
    // On a score's card the main test's title would repeat the site's name beside the wordmark:
    // its caption ("Purity Score") says what the number is instead.
    const scoreQuiz = slug === catalog.main.slug ? { ...cardQuiz, title: quiz.caption } : cardQuiz;
    for (let score = 0; score <= total; score += 1) {
      const tier = tierForScore(quiz.tiers, score);
      const content: CardContent = {
        kind: 'score',
        quiz: scoreQuiz,
        score,
        outOf: `/${total}`,
        label: tier.label,
        band: quiz.tiers.indexOf(tier),
        ...(tier.message && { message: tier.message }),
      };
      cards.push({ path: scoreCardPath(language, slug, score), frame, content });
      cards.push({ path: storyCardPath(language, slug, score), frame, content, story: true });
    }
  }
  return cards;
}

type Drawn = Pick<CardSpec, 'frame' | 'content' | 'story'>;

/** The card drawn, unencoded (tests read its pixels). */
export function renderCardImage(card: Drawn): Promise<RenderedImage> {
  if (card.story && card.content.kind === 'score')
    return renderImage(storyElement(card.frame, card.content), STORY_WIDTH, STORY_HEIGHT);
  return renderImage(cardElement(card.frame, card.content), CARD_WIDTH, CARD_HEIGHT);
}

export async function renderCard(card: Drawn): Promise<Buffer> {
  const image = await renderCardImage(card);
  return palettePng(image.pixels, image.width, image.height);
}

/** Renders the cards into `siteDir` (dist/client); returns how many and their total size. */
export async function writeCards(
  siteDir: string,
  options: CardOptions = {},
): Promise<{ count: number; bytes: number }> {
  const slugs = options.slugs ?? [catalog.main.slug, ...catalog.themed.map((entry) => entry.slug)];
  const cards = (
    await Promise.all(
      (options.languages ?? cardLanguages).map((language) => languageCards(language, slugs)),
    )
  ).flat();
  let bytes = 0;
  // satori lays out on this thread while resvg rasterises earlier cards on the thread pool.
  let next = 0;
  const worker = async () => {
    for (let card = cards[next++]; card; card = cards[next++]) {
      const png = await renderCard(card);
      const file = join(siteDir, card.path);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, png);
      bytes += png.length;
    }
  };
  await Promise.all(Array.from({ length: availableParallelism() + 1 }, worker));
  return { count: cards.length, bytes };
}
