// The registry of content collections (scripts/content/collections.ts) against the schemas it names:
// every schema exists, and the translation schemas mirror their content schemas: each translated
// field is a field of both.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { guide, pages, pageTranslationSchema, QUIZ_FIELDS_WITH_COUNT, quizzes, translatedPages } from '../../../scripts/content/collections.js';
import { schemaNames } from '../../../scripts/content/emit.js';
import { schemaDir } from '../../../scripts/content/schema-validation.js';
import { textFields } from '../../../scripts/content/translation-shape.js';

const readSchema = (name: string): unknown => JSON.parse(readFileSync(join(schemaDir, `${name}.schema.json`), 'utf8'));

type Schema = { type?: string; $ref?: string; properties?: Record<string, Schema> };

/** The schema of a dotted field path ("page.title"), following $refs to other schema files. */
function fieldSchema(root: Schema, path: string): Schema | undefined {
  return path.split('.').reduce<Schema | undefined>((schema, part) => {
    const resolved = schema?.$ref ? (readSchema(schema.$ref.replace('.schema.json', '')) as Schema) : schema;
    return resolved?.properties?.[part];
  }, root);
}

describe('the registry of content collections', () => {
  it('names schemas that exist in schemas/, and the generated types cover them all', () => {
    const named = [quizzes.schema, quizzes.translation.schema, guide.schema, guide.translation.schema, ...Object.keys(translatedPages).map(pageTranslationSchema)];
    for (const name of named) {
      expect(existsSync(join(schemaDir, `${name}.schema.json`)), name).toBe(true);
      expect(schemaNames()).toContain(name);
    }
  });

  it.each([
    ['quizzes', quizzes],
    ['guide', guide],
  ] as const)('%s: every translated field is a text field of the content schema and of the translation schema written for it', (_name, collection) => {
    const content = readSchema(collection.schema) as Schema;
    const translation = readSchema(collection.translation.schema) as Schema;
    for (const field of collection.translation.fields) {
      expect(fieldSchema(content, field)?.type, `${collection.schema} ${field}`).toBe('string');
      expect(fieldSchema(translation, field)?.type, `${collection.translation.schema} ${field}`).toBe('string');
    }
    // The translation says nothing the content schema does not have.
    for (const field of Object.keys(translation.properties ?? {})) expect(content.properties, `${collection.translation.schema} ${field}`).toHaveProperty(field);
  });

  it('lets {count} stand in text fields of a quiz only', () => {
    const quiz = readSchema(quizzes.schema) as Schema;
    for (const field of QUIZ_FIELDS_WITH_COUNT) expect(fieldSchema(quiz, field)?.type, field).toBe('string');
  });

  it("gives each translated page's text fields the schema of the page's own", () => {
    for (const [name, shape] of Object.entries(translatedPages)) {
      const content = readSchema(pages.schema.replace('{name}', name)) as Schema;
      const translation = readSchema(pageTranslationSchema(name)) as Schema;
      for (const field of textFields(shape)) {
        expect(fieldSchema(translation, field), `${name} ${field}`).toEqual(fieldSchema(content, field));
      }
    }
  });
});
