// The shape the registry gives a page's translation (collections.ts): which fields are text to
// translate and how a list's entries are matched with the English ones. From it come the merge of a
// translation over English and the pairs of translated and English texts (for staleness).

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

function isKeyed(shape: TranslationShape): shape is { byKey: string; item: TranslationShape; whole?: boolean } {
  return typeof shape === 'object' && 'byKey' in shape && typeof shape.byKey === 'string';
}

function isPositional(shape: TranslationShape): shape is { byPosition: TranslationShape; whole?: boolean } {
  return typeof shape === 'object' && 'byPosition' in shape && typeof shape.byPosition === 'object';
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
