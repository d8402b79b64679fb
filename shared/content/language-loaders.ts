// The way in to a language's content, for the routes and the share cards: the JSON files
// content:check writes (shared/generated/content/<language>/<module>.json). Each is a chunk of its
// own, loaded only for the route and language that need it. They were validated against their schemas when they were written.
import { catalog, pageNames, type Language } from '../generated/catalog';
import type { LanguageLoaders } from './types';

/** One import expression, so the bundle holds one table of the content files, not one per kind. */
const contentFile = (language: Language, module: string) => () =>
  import(`../generated/content/${language}/${module}.json`).then(
    (loaded: { default: never }) => loaded.default,
  );

export function languageLoaders(language: Language): Promise<LanguageLoaders> {
  const table = <Key extends string>(keys: readonly Key[], module: (key: Key) => string) =>
    Object.fromEntries(keys.map((key) => [key, contentFile(language, module(key))])) as Record<
      Key,
      () => Promise<never>
    >;
  const slugs = [catalog.main.slug, ...catalog.themed.map((entry) => entry.slug)];
  const loaders: LanguageLoaders = {
    quizzes: table(slugs, (slug) => `quiz-${slug}`),
    pages: table(pageNames, (name) => name),
  };
  return Promise.resolve(loaders);
}
