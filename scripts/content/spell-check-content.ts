import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ContentError } from './content-error.js';
import type { PlacedText } from './content-texts.js';
import type { SpellChecker } from './spelling.js';

/** The project word list: words the dictionary lacks that the site uses on purpose. */
export const WORD_LIST = 'words.txt';

/**
 * Spell checks every English text an editor writes (see englishTexts). Translations and other
 * locales are not English and are not checked. Each misspelled word is an error at its own line
 * and column.
 */
export function checkSpelling(contentDir: string, checker: SpellChecker, texts: readonly PlacedText[]): ContentError[] {
  const projectWords = readWordList(join(contentDir, WORD_LIST));
  return texts.flatMap((text) =>
    checker.check(text.source, projectWords).map((problem) => text.errorAt(problem.offset, problem.message)),
  );
}

/** One word per line; blank lines and lines starting with "#" are ignored. Compared in lower case. */
export function readWordList(file: string): Set<string> {
  if (!existsSync(file)) return new Set();
  return new Set(
    readFileSync(file, 'utf8')
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#'))
      .map((word) => word.toLowerCase().replace(/’/g, "'")),
  );
}
