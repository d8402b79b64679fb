// npm run translations:stamp: stamps every translated text that has no stamp (see translation-stamps.ts). Run it after
// translating or updating a text (delete the old stamp of an updated one first); it changes no text.
import { relative } from 'node:path';
import { defaultContentDir } from './paths.js';
import { stampTranslations } from './translation-stamps.js';

const stamped = stampTranslations(defaultContentDir);
for (const [file, count] of stamped) console.log(`${relative(process.cwd(), file)}: ${count} stamped`);
console.log(`${[...stamped.values()].reduce((sum, count) => sum + count, 0)} translated texts stamped`);
