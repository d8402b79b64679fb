// A translation's schema, derived from its English schema (schemas/<name>.schema.json) by the one
// rule docs/translation.md gives: the same texts, each optional, and no structure. Structure (ids,
// mins, slugs, order) always comes from the English file, so it is dropped; a list of entries with
// an `id` or a `min` becomes a mapping keyed by it; an entry left with one text (a question) is
// that text. An entry of a list keeps what its English entry requires (a privacy card needs its
// title and paragraphs); everything else may be left out, and English is shown instead. A text
// keeps its English limits, except a least length (English editing), which becomes 1.

/** The fields of content that are structure or notes for editors, never translated (interface strings have none). */
export const STRUCTURE: ReadonlySet<string> = new Set([
  'slug',
  'icon',
  'accent',
  'kind',
  'scoring',
  'id',
  'min',
  'anchor',
  'order',
  'names',
  'opener',
  'harmReason',
]);

export interface Schema {
  $id?: string;
  $ref?: string;
  title?: string;
  description?: string;
  type?: string;
  required?: string[];
  properties?: Record<string, Schema>;
  patternProperties?: Record<string, Schema>;
  items?: Schema;
  pattern?: string;
  [keyword: string]: unknown;
}

/** `quiz.schema.json` → `translation-quiz.schema.json`. */
export const translationSchemaId = (id: string) => `translation-${id}`;

/** The schema of a translation of files that `english` describes. */
export function translationSchema(english: Schema): Schema {
  return {
    ...texts(english, false),
    $id: translationSchemaId(english.$id!),
    title: `${english.title}Translation`,
    description: `The text of ${lowerFirst(english.title!)} in another language, under content/translations/<lang>/, every field optional (English is shown instead); structure such as ids, mins and order comes from the English file. ${english.description}`,
  };
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * The keyword an English schema uses to say how a text's rule reads in a translation: its keywords
 * replace the English ones there, and a keyword set to null is dropped (a rule about English
 * wording, such as "Have you ever").
 */
export const TRANSLATION_KEYWORD = 'translation';

function texts(english: Schema, isEntry: boolean): Schema {
  const { [TRANSLATION_KEYWORD]: inTranslation, ...ownRules } = english;
  const schema: Schema = Object.fromEntries(
    Object.entries({ ...ownRules, ...(inTranslation as Schema | undefined) }).filter(
      ([, value]) => value !== null,
    ),
  );
  if (schema.$ref) return { ...schema, $ref: translationSchemaId(schema.$ref) };
  // A least length is English editing; other languages say things in fewer letters, but never in none.
  if (schema.type === 'string' && typeof schema.minLength === 'number')
    return { ...schema, minLength: 1 };
  if (schema.type === 'array' && schema.items?.type === 'object')
    return keyedEntries(schema) ?? { ...schema, items: texts(schema.items, true) };
  if (schema.type !== 'object' || !schema.properties) return schema;
  const { required, properties, ...rest } = schema;
  const kept = isEntry ? required?.filter((name) => !STRUCTURE.has(name)) : [];
  return {
    ...rest,
    ...(kept?.length ? { required: kept } : {}),
    properties: Object.fromEntries(
      Object.entries(properties)
        .filter(([name]) => !STRUCTURE.has(name))
        .map(([name, child]) => [name, texts(child, false)]),
    ),
  };
}

/** A list of entries keyed by `id` or `min`, as a mapping from that key to each entry's texts. */
function keyedEntries(list: Schema): Schema | undefined {
  const entry = list.items!;
  const key = ['id', 'min'].find((name) => entry.properties?.[name]);
  if (!key) return undefined;
  const entryTexts = texts(entry, true);
  const names = Object.keys(entryTexts.properties ?? {});
  const value = names.length === 1 ? entryTexts.properties![names[0]] : entryTexts;
  const keyPattern = key === 'min' ? '^[0-9]+$' : (entry.properties![key].pattern ?? '^.+$');
  return {
    title: list.title,
    description: `each key is the ${key} of an entry of the English list, and its value that entry's translated text`,
    type: 'object',
    additionalProperties: false,
    patternProperties: { [keyPattern]: value },
  };
}
