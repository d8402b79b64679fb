// A page's translation is derived from its content schema and the shape the registry gives it
// (collections.ts): which fields are text to translate and how a list's entries are matched with
// the English ones. From the two come the translation's JSON schema (nothing is written by hand
// beside the content schema) and the merge of a translation over English.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * - 'text': a text (or a list of texts, replaced as a whole), the same as in the content schema.
 * - a mapping: the fields of an object that translate, each with its own shape.
 * - byKey: a list whose entries a translation keys by the English entry's `key` field.
 * - byPosition: a list whose n-th translated entry translates the n-th English one.
 * `whole`: a translated entry gives every text field of its item (none falls back to English).
 */
export type TranslationShape =
  | 'text'
  | { readonly [field: string]: TranslationShape }
  | { readonly byKey: string; readonly item: TranslationShape; readonly whole?: boolean }
  | { readonly byPosition: TranslationShape; readonly whole?: boolean };

type JsonSchema = Record<string, unknown> & {
  title?: string;
  description?: string;
  type?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  required?: string[];
  enum?: unknown[];
  pattern?: string;
  $ref?: string;
};

function isKeyed(shape: TranslationShape): shape is { byKey: string; item: TranslationShape; whole?: boolean } {
  return typeof shape === 'object' && 'byKey' in shape && typeof shape.byKey === 'string';
}

function isPositional(shape: TranslationShape): shape is { byPosition: TranslationShape; whole?: boolean } {
  return typeof shape === 'object' && 'byPosition' in shape && typeof shape.byPosition === 'object';
}

/** The JSON schema of a translation: its fields all optional, lists keyed as the shape says. */
export function translationSchema(
  schemaDir: string,
  content: JsonSchema,
  shape: TranslationShape,
  header: { $id: string; title: string; description: string },
): JsonSchema {
  const resolve = (schema: JsonSchema): JsonSchema =>
    schema.$ref ? { ...(JSON.parse(readFileSync(join(schemaDir, schema.$ref), 'utf8')) as JsonSchema), $id: undefined, $schema: undefined } : schema;

  const derive = (schema: JsonSchema, at: TranslationShape, whole: boolean): JsonSchema => {
    const source = resolve(schema);
    const described = { title: source.title ?? schema.title, description: source.description ?? schema.description };
    if (at === 'text') return withoutUndefined({ ...source, $id: undefined, $schema: undefined });
    if (isKeyed(at)) {
      const itemSchema = resolve(source.items!);
      const item = derive(itemSchema, at.item, at.whole ?? false);
      const keySchema = resolve(itemSchema.properties![at.byKey]);
      const description = `${described.description ?? ''} Keyed by the English entry's ${at.byKey}.`.trim();
      if (keySchema.enum) {
        return { ...described, description, type: 'object', additionalProperties: false, properties: Object.fromEntries(keySchema.enum.map((key) => [String(key), item])) };
      }
      const pattern = keySchema.pattern ?? (keySchema.type === 'integer' ? '^[0-9]+$' : '^.+$');
      return { ...described, description, type: 'object', additionalProperties: false, patternProperties: { [pattern]: item } };
    }
    if (isPositional(at)) {
      const item = derive(resolve(source.items!), at.byPosition, at.whole ?? false);
      return { ...described, description: `${described.description ?? ''} In the English order: the n-th entry translates the n-th English one.`.trim(), type: 'array', minItems: 1, items: item };
    }
    const fields = Object.entries(at as Record<string, TranslationShape>);
    const properties = Object.fromEntries(fields.map(([field, inner]) => [field, derive(source.properties![field], inner, false)]));
    const required = whole ? fields.filter(([field, inner]) => inner === 'text' && source.required?.includes(field)).map(([field]) => field) : [];
    return withoutUndefined({ ...described, type: 'object', additionalProperties: false, ...(required.length && { required }), properties });
  };

  return { $schema: 'http://json-schema.org/draft-07/schema#', ...header, ...derive(content, shape, false), title: header.title, description: header.description };
}

/** English with every translated text in its place; what the translation leaves out stays English. */
export function mergeTranslation<T>(english: T, translation: unknown, shape: TranslationShape): T {
  if (translation === undefined || translation === null) return english;
  if (shape === 'text') return (english === undefined ? english : translation) as T;
  if (isKeyed(shape)) {
    const byKey = translation as Record<string, unknown>;
    return (english as Record<string, unknown>[]).map((entry) => mergeTranslation(entry, byKey[String(entry[shape.byKey])], shape.item)) as T;
  }
  if (isPositional(shape)) {
    const list = translation as unknown[];
    return (english as unknown[]).map((entry, index) => mergeTranslation(entry, list[index], shape.byPosition)) as T;
  }
  const source = english as Record<string, unknown>;
  const given = translation as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(source).map(([field, value]) => {
      const inner = (shape as Record<string, TranslationShape>)[field];
      return [field, inner === undefined ? value : mergeTranslation(value, given[field], inner)];
    }),
  ) as T;
}

/** The dotted paths of the shape's texts outside lists ("page.title"): what a translation is warned to give. */
export function textFields(shape: TranslationShape, prefix = ''): string[] {
  if (shape === 'text') return [prefix];
  if (isKeyed(shape) || isPositional(shape)) return [];
  return Object.entries(shape as Record<string, TranslationShape>).flatMap(([field, inner]) => textFields(inner, prefix ? `${prefix}.${field}` : field));
}

function withoutUndefined(schema: JsonSchema): JsonSchema {
  return Object.fromEntries(Object.entries(schema).filter(([, value]) => value !== undefined)) as JsonSchema;
}
