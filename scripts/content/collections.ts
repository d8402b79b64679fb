// The registry of content collections: every kind of file in content/, declared once with where its
// files are, the JSON schema that validates them and which of their fields a translation gives.
// Schema validation (schema-validation.ts), the loaders
// (load-content.ts, translations.ts) and the per-page content chunks all read this table.
//
// A page is any content/pages/<name>.yaml: its schema is schemas/<name>-page.schema.json, and it
// becomes a chunk of its own per language that a route loads with pageContent('<name>')
// (shared/content-chunks.ts). Nothing here names a page unless it is translated.
import type { TranslationShape } from './translation-shape.js';

export interface Collection {
  /** Where the files are, relative to content/; `{name}` stands for each file's own name. */
  readonly files: string;
  /** The schema in schemas/, without ".schema.json"; for pages, `{name}` stands for the page's name. */
  readonly schema: string;
  /** A YAML file, or Markdown whose YAML front matter the schema validates. */
  readonly format: 'yaml' | 'front-matter';
  /** How another language translates it: content/translations/<lang>/<files>. */
  readonly translation?: Translation;
}

export interface Translation {
  /** The translation's schema in schemas/ (a translation gives text only, every field optional). */
  readonly schema: string;
  /** Dotted paths of the fields a translation gives; an untranslated one is a warning. */
  readonly fields: readonly string[];
}

/** Files with one of a kind. */
export const singletons = {
  catalog: { files: 'catalog.yaml', schema: 'catalog', format: 'yaml' },
  site: { files: 'site.yaml', schema: 'site', format: 'yaml' },
  'overlap-exceptions': { files: 'overlap-exceptions.yaml', schema: 'overlap-exceptions', format: 'yaml' },
} as const satisfies Record<string, Collection>;

export const quizzes = {
  files: 'quizzes/{name}.yaml',
  schema: 'quiz',
  format: 'yaml',
  translation: {
    schema: 'translation-quiz',
    fields: ['theme', 'title', 'intro', 'cardDescription', 'caption', 'page.title', 'page.description', 'shareText', 'resultDescription'],
  },
} as const satisfies Collection;

/**
 * Fields of a quiz that content/catalog.yaml says, not the quiz file: whether it is the main test
 * (catalog.main) and so how it scores. The loader sets them before validation.
 */
export const QUIZ_FIELDS_FROM_CATALOG = ['kind', 'scoring'] as const;

/** Written in a quiz's titles and intro, `{count}` is replaced by its number of questions. */
export const QUESTION_COUNT_PLACEHOLDER = '{count}';
export const QUIZ_FIELDS_WITH_COUNT = ['title', 'intro', 'cardDescription', 'page.title', 'page.description', 'shareText', 'resultDescription'] as const;

export const guide = {
  files: 'guide/{name}.md',
  schema: 'guide-section',
  format: 'front-matter',
  translation: { schema: 'translation-guide-section', fields: ['title'] },
} as const satisfies Collection;

/** The interface strings, one file per language; checked against English by locale-check.ts. */
export const locales = { files: 'locales/{name}.yaml' } as const;

/** Every content/pages/<name>.yaml. */
export const pages = { files: 'pages/{name}.yaml', schema: '{name}-page', format: 'yaml' } as const satisfies Collection;

/**
 * The pages another language may translate, each with the shape of its translation: which fields
 * are text and how list entries are matched. The translation's schema and its merge over English
 * derive from the page's schema and this shape (translation-shape.ts); its fields are warned about
 * when left out.
 */
export const translatedPages = {
  home: {
    page: { title: 'text', description: 'text' },
    hero: { title: 'text', subtitle: 'text' },
    intro: { title: 'text', paragraphs: 'text' },
  },
  privacy: {
    title: 'text',
    intro: 'text',
    page: { title: 'text', description: 'text' },
    cards: { byKey: 'id', item: { title: 'text', paragraphs: 'text' }, whole: true },
    storage: {
      labels: 'text',
      places: { byKey: 'id', item: { title: 'text', entries: { byKey: 'id', item: { what: 'text', howLong: 'text', erase: 'text' }, whole: true } } },
    },
  },
  contact: {
    title: 'text',
    intro: 'text',
    page: { title: 'text', description: 'text' },
    responsePromise: 'text',
    faq: { byPosition: { question: 'text', answer: 'text' }, whole: true },
    about: { title: 'text', paragraphs: 'text' },
  },
} as const satisfies Record<string, TranslationShape>;

/** A translated page's schema name: "privacy" → "translation-privacy-page". */
export function pageTranslationSchema(name: string): string {
  return `translation-${pageSchema(name)}`;
}

export type TranslatedPage = keyof typeof translatedPages;

export function isTranslatedPage(name: string): name is TranslatedPage {
  return Object.hasOwn(translatedPages, name);
}

/** A page's schema name: "privacy" → "privacy-page". */
export function pageSchema(name: string): string {
  return pages.schema.replace('{name}', name);
}

/** The page a schema validates, or undefined: "privacy-page" → "privacy". */
export function pageOfSchema(schema: string): string | undefined {
  const match = /^(.+)-page$/.exec(schema);
  return match && !schema.startsWith('translation-') ? match[1] : undefined;
}
