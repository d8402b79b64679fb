// Stamps every translated text that has no stamp with the English text it translates now (see
// translation-stamps.ts). Run it after translating or updating a text (delete the old stamp of an
// updated one first), and after merging translations written elsewhere. It changes no text.
// Usage: tsx scripts/content/stamp-translations.ts [--content-dir DIR]
import { relative } from 'node:path';
import { parseArgs } from 'node:util';
import { defaultContentDir } from './paths.js';
import { stampTranslations } from './translation-stamps.js';

const { values } = parseArgs({ options: { 'content-dir': { type: 'string' } } });
const stamped = stampTranslations(values['content-dir'] ?? defaultContentDir);
for (const [file, count] of stamped) console.log(`${relative(process.cwd(), file)}: ${count} stamped`);
console.log(`${[...stamped.values()].reduce((sum, count) => sum + count, 0)} translated texts stamped`);
