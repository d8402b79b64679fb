// Schemas no one writes: each translated page's, from its content schema and the shape the
// registry gives its translation. Validation and the generated types use them like the files of schemas/.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pageSchema, pageTranslationSchema, translatedPages } from './collections.js';
import { translationSchema } from './translation-shape.js';

export const schemaDir = new URL('../../schemas/', import.meta.url).pathname;

export function readSchema(name: string): Record<string, unknown> & { title?: string } {
  return JSON.parse(readFileSync(join(schemaDir, `${name}.schema.json`), 'utf8'));
}

/** The translation schema of every page the registry lets another language translate. */
export function derivedSchemas(): (Record<string, unknown> & { $id: string; title: string })[] {
  return Object.entries(translatedPages).map(([name, shape]) => {
    const content = readSchema(pageSchema(name));
    return translationSchema(schemaDir, content, shape, {
      $id: `${pageTranslationSchema(name)}.schema.json`,
      title: `${content.title}Translation`,
      description:
        `${content.title} in another language. File: content/translations/<lang>/pages/${name}.yaml, translating content/pages/${name}.yaml. ` +
        'Derived from its schema and its shape in scripts/content/collections.ts; every field may be left out, the English text is shown instead.',
    }) as Record<string, unknown> & { $id: string; title: string };
  });
}
