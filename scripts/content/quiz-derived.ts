// What a quiz file does not say because it is said elsewhere once: whether the quiz is the main
// test (content/catalog.yaml's `main`), how it scores (from that), and its length (its question list,
// written `{count}` in its titles and intro).
import type { Quiz } from '../../shared/generated/types.js';
import type { ContentError } from './content-error.js';
import type { YamlSource } from './yaml-source.js';

/** Fields content/catalog.yaml says, not the quiz file: whether it is the main test, and so how it scores. */
const QUIZ_FIELDS_FROM_CATALOG = ['kind', 'scoring'] as const;
/** Written in a quiz's titles and intro, `{count}` is replaced by its number of questions. */
const QUIZ_FIELDS_WITH_COUNT = ['title', 'intro', 'cardDescription', 'page.title', 'page.description', 'shareText', 'resultDescription'];

const SCORING_BY_KIND: Record<Quiz['kind'], Quiz['scoring']> = { main: 'purity', themed: 'yes-count' };

/**
 * The quiz file's data with `kind` and `scoring` set from the catalog, ready for schema validation;
 * a file that states them itself gets an error (they are said once, in the catalog).
 */
export function withCatalogFields(data: unknown, slug: string, mainSlug: string | undefined, source: YamlSource, errors: ContentError[]): unknown {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return data;
  for (const field of QUIZ_FIELDS_FROM_CATALOG) {
    if (field in data) errors.push(source.errorAt([field], `is set by content/catalog.yaml (the quiz under \`main\` is the main test and scores "purity", the others "yes-count"); remove it`));
  }
  const kind: Quiz['kind'] = slug === mainSlug ? 'main' : 'themed';
  // After the slug, where a reader of the generated module looks for them.
  const { slug: stated, kind: _kind, scoring: _scoring, ...rest } = data as Record<string, unknown>;
  return { ...(stated !== undefined && { slug: stated }), kind, scoring: SCORING_BY_KIND[kind], ...rest };
}

/**
 * Parsed quiz data (or a translation's) with the quiz's length in place of `{count}`, before schema
 * validation, so that length limits hold for the text as shown. `count` defaults to the data's own
 * question list; data that is not a mapping is returned as it is (the schema reports it).
 */
export function withQuestionCount(data: unknown, count?: number): unknown {
  if (!isMapping(data)) return data;
  const length = count ?? (Array.isArray(data.questions) ? data.questions.length : undefined);
  if (length === undefined) return data;
  const result: Record<string, unknown> = { ...data, ...(isMapping(data.page) && { page: { ...data.page } }) };
  for (const field of QUIZ_FIELDS_WITH_COUNT) {
    const [head, tail] = field.split('.') as [string, string | undefined];
    const holder = tail ? result[head] : result;
    const key = tail ?? head;
    if (isMapping(holder) && typeof holder[key] === 'string') holder[key] = holder[key].replaceAll('{count}', String(length));
  }
  return result;
}

function isMapping(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
