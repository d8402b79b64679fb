// The registry of content collections (scripts/content/collections.ts) against the schemas it names:
// every schema exists or is derived, and the translation schemas still written by hand (quiz, guide)
// mirror their content schemas: each translated field is a field of both.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { guide, pages, QUIZ_FIELDS_WITH_COUNT, quizzes, translatedPages } from '../../../scripts/content/collections.js';
import { derivedSchemas, readSchema, schemaDir } from '../../../scripts/content/derived-schemas.js';
import { typeSchemas } from '../../../scripts/content/emit-modules.js';
import { textFields } from '../../../scripts/content/translation-shape.js';

type Schema = { type?: string; $ref?: string; properties?: Record<string, Schema> };

/** The schema of a dotted field path ("page.title"), following $refs to other schema files. */
function fieldSchema(root: Schema, path: string): Schema | undefined {
  return path.split('.').reduce<Schema | undefined>((schema, part) => {
    const resolved = schema?.$ref ? (readSchema(schema.$ref.replace('.schema.json', '')) as Schema) : schema;
    return resolved?.properties?.[part];
  }, root);
}

describe('the registry of content collections', () => {
  it('names schemas that exist in schemas/ or are derived, and the generated types cover them all', () => {
    const derived = derivedSchemas().map((schema) => schema.$id);
    const named = typeSchemas().map(([name]) => name);
    for (const name of named) expect(existsSync(join(schemaDir, `${name}.schema.json`)) || derived.includes(`${name}.schema.json`), name).toBe(true);
    for (const name of [quizzes.schema, quizzes.translation.schema, guide.schema, guide.translation.schema, ...derived.map((id) => id.replace('.schema.json', ''))]) {
      expect(named).toContain(name);
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

  it("derives each translated page's schema from the page's own schema, its text fields included", () => {
    const derived = new Map(derivedSchemas().map((schema) => [schema.$id, schema as Schema]));
    for (const [name, shape] of Object.entries(translatedPages)) {
      const content = readSchema(pages.schema.replace('{name}', name)) as Schema;
      const translation = derived.get(`translation-${name}-page.schema.json`)!;
      for (const field of textFields(shape)) {
        expect(fieldSchema(translation, field), `${name} ${field}`).toEqual(fieldSchema(content, field));
      }
    }
  });
});
