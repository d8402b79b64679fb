// The content modules a route can load. Each is a chunk of its own per language
// (shared/generated/content/<language>/<module>.json); the route table lists the ones a route needs,
// which both loads them and makes the build preload their chunks.
import type { LanguageLoaders, PageContent, PageName, PageStrings, Quiz } from './content/types';
import type { Language, QuizSlug } from './generated/catalog';

export interface ContentChunk<T> {
  /** The generated module's name, without language folder or extension. */
  readonly module: string;
  load(loaders: LanguageLoaders): Promise<T>;
}

/** The content of content/pages/<name>.yaml, in the route's language. */
export function pageContent<Name extends PageName>(name: Name): ContentChunk<PageContent<Name>> {
  return { module: name, load: (loaders) => loaders.pages[name]() };
}

/**
 * Sections of content/locales/<code>.yaml that one page alone shows. They are not among the strings
 * every page loads: each is a chunk per language that its page's route loads with its content and
 * adds to i18next, so the page reads them with t() like any other string.
 */
export const PAGE_SECTIONS = ['home', 'contact', 'notFound', 'resultsPage'] as const;
export type PageSection = (typeof PAGE_SECTIONS)[number];

/**
 * Sections that load with the code that shows them, not with a page (shared/i18n.ts, loadStrings):
 * the share options' strings arrive with the share row and the results view, those of "where you
 * stand" with the results view, and the notice of a result that could not be saved when it shows.
 * A quiz fetches them all at its first answer (src/components/QuizScreen.tsx).
 */
export const CODE_SECTIONS = ['share', 'standing', 'saveFailed'] as const;

/** A section of the interface strings that is a chunk of its own per language, not among the strings every page loads. */
export type StringChunkSection = PageSection | (typeof CODE_SECTIONS)[number];

/** A section of the interface strings that is a chunk of its own, in the route's language. */
export function pageStrings<Section extends StringChunkSection>(section: Section): ContentChunk<PageStrings[Section]> {
  return { module: `strings-${section}`, load: (loaders) => loaders.strings[section]() };
}

export function quizContent(slug: QuizSlug): ContentChunk<Quiz> {
  return { module: `quiz-${slug}`, load: (loaders) => loaders.quizzes[slug]() };
}

/** The file every page in a language needs besides its content: the language's interface strings. */
export function languageModulePath(language: Language): string {
  return `shared/generated/locales/${language}.json`;
}

/** The source path of a content module, as Vite's manifest names it. */
export function contentModulePath(language: Language, chunk: ContentChunk<unknown>): string {
  return `shared/generated/content/${language}/${chunk.module}.json`;
}
