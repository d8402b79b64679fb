// The content modules a route can load. Each is a chunk of its own per language
// (shared/generated/content/<language>/<module>.json); the route table lists the ones a route needs,
// which both loads them and makes the build preload their chunks.
import type { LanguageLoaders, PageContent, PageName, Quiz } from '../shared/content/types';
import type { Language, QuizSlug } from '../shared/generated/catalog';

export interface ContentChunk<T> {
  /** The generated module's name, without language folder or extension. */
  readonly module: string;
  load(loaders: LanguageLoaders): Promise<T>;
}

/** The content of content/pages/<name>.yaml, in the route's language. */
export function pageContent<Name extends PageName>(name: Name): ContentChunk<PageContent<Name>> {
  return { module: name, load: (loaders) => loaders.pages[name]() };
}

export function quizContent(slug: QuizSlug): ContentChunk<Quiz> {
  return { module: `quiz-${slug}`, load: (loaders) => loaders.quizzes[slug]() };
}

/** The file every page in a language needs besides its content: the language's interface strings (shared/i18n.ts). */
export function languageModulePath(language: Language): string {
  return `shared/generated/locales/${language}/translation.json`;
}

/** The source path of a content module, as Vite's manifest names it. */
export function contentModulePath(language: Language, chunk: ContentChunk<unknown>): string {
  return `shared/generated/content/${language}/${chunk.module}.json`;
}
