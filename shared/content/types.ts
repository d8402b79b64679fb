// Shapes of the generated content modules. Field types come from the JSON schemas (shared/generated/types.ts).
import type { QuizSlug } from '../generated/catalog';
import type {
  ContactPage,
  ContentSchemas,
  HomePage,
  PrivacyPage,
  Question,
  Quiz,
  Tier,
} from '../generated/types';

export type {
  ContactPage,
  HomePage,
  PrivacyPage,
  Quiz,
  PageMeta,
  SiteSettings,
} from '../generated/types';

export type QuizTier = Quiz['tiers'][number];

/**
 * One section of the home guide. Its body, the Markdown rendered to HTML at build time, is a module
 * of its own (home-guide.json, GuideBodies): the page's first load takes it from the prerendered
 * page, not from the network.
 */
export interface GuideSection {
  anchor: string;
  title: string;
}

/** The guide's section bodies as HTML, by anchor. */
export type GuideBodies = Record<string, string>;

/** A related-test card on the home page. */
export interface QuizCard {
  slug: string;
  title: string;
  description: string;
  total: number;
  /** The quiz's emoji and accent colour, from its content file (schemas/quiz.schema.json). */
  icon?: string;
  accent?: string;
}

export interface HomeContent extends HomePage {
  guide: GuideSection[];
  cards: QuizCard[];
  /** The main test's icon and question count (the hero's); its questions are a chunk of their own. */
  main: { icon?: string; total: number };
}

export type PrivacyContent = PrivacyPage;
export type ContactContent = ContactPage;

/** Every page of content/pages/<name>.yaml: each has its schema, schemas/<name>-page.schema.json. */
export type PageName = {
  [Schema in keyof ContentSchemas]: Schema extends `translation-${string}`
    ? never
    : Schema extends `${infer Name}-page`
      ? Name
      : never;
}[keyof ContentSchemas];

/** What a page's generated module holds: its file's content (the home page adds its guide and quiz cards). */
export type PageContent<Name extends PageName> = Name extends 'home'
  ? HomeContent
  : ContentSchemas[`${Name}-page`];

/** One language's content loaders (shared/content/language-loaders.ts), each file a chunk of its own. */
export interface LanguageLoaders {
  quizzes: Record<QuizSlug, () => Promise<Quiz>>;
  pages: { [Name in PageName]: () => Promise<PageContent<Name>> };
}

/** What the language switcher and the page metadata say about a language of the site (shared/generated/language-details.ts). */
export interface LanguageDetails {
  /** The language's name in itself: "Español". */
  name: string;
  /** Open Graph locale: "es_ES". */
  ogLocale: string;
}

/** A quiz as the server knows it (shared/generated/quiz-catalog.ts): slug, kind, scoring, tiers (English labels) and question ids, without the texts. */
export interface QuizStructure extends Pick<Quiz, 'slug' | 'kind' | 'scoring'> {
  tiers: readonly Pick<Tier, 'min' | 'label'>[];
  questions: readonly Pick<Question, 'id'>[];
}
