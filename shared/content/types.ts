// Shapes of the generated content modules. Field types come from the JSON schemas (shared/generated/types.ts).
import type { ContactPage, HomePage, PrivacyPage, Quiz } from '../generated/types';

export type { ContactPage, HomePage, PrivacyPage, Quiz, PageMeta, SiteSettings } from '../generated/types';

export type QuizTier = Quiz['tiers'][number];

/** One section of the home guide, its Markdown already rendered to HTML at build time. */
export interface GuideSection {
  anchor: string;
  title: string;
  html: string;
}

/** A related-test card on the home page. */
export interface QuizCard {
  slug: string;
  title: string;
  description: string;
  total: number;
}

export interface HomeContent extends HomePage {
  guide: GuideSection[];
  cards: QuizCard[];
}

export type PrivacyContent = PrivacyPage;
export type ContactContent = ContactPage;
