// The content modules a route can load. Each is a chunk of its own per language
// (shared/generated/content/<language>/<module>.ts); the route table lists the ones a route needs,
// which both loads them and makes the build preload their chunks.
import type { ContactContent, HomeContent, PrivacyContent, Quiz } from './content/types';
import type { Language, QuizSlug } from './generated/catalog';
import type { LanguageLoaders } from './generated/content-loaders';

export interface ContentChunk<T> {
  /** The generated module's name, without language folder or extension. */
  readonly module: string;
  load(loaders: LanguageLoaders): Promise<T>;
}

export const homeContent: ContentChunk<HomeContent> = { module: 'home', load: (loaders) => loaders.home() };
export const privacyContent: ContentChunk<PrivacyContent> = { module: 'privacy', load: (loaders) => loaders.privacy() };
export const contactContent: ContentChunk<ContactContent> = { module: 'contact', load: (loaders) => loaders.contact() };

export function quizContent(slug: QuizSlug): ContentChunk<Quiz> {
  return { module: `quiz-${slug}`, load: (loaders) => loaders.quizzes[slug]() };
}

/** The module every page in a language needs besides its content: the language's table of content loaders, with its interface strings. */
export function languageModulePath(language: Language): string {
  return `shared/generated/loaders/${language}.ts`;
}

/** The source path of a content module, as Vite's manifest names it. */
export function contentModulePath(language: Language, chunk: ContentChunk<unknown>): string {
  return `shared/generated/content/${language}/${chunk.module}.ts`;
}
