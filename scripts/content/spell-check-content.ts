import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ContentError } from './content-error.js';
import { splitFrontMatter } from './front-matter.js';
import type { SpellChecker } from './spelling.js';
import { YamlSource } from './yaml-source.js';

/** The project word list: words the dictionary lacks that the site uses on purpose. */
export const WORD_LIST = 'words.txt';

/** Fields that hold names, not prose: ids, slugs, addresses, network names. */
const NOT_PROSE: Record<string, string[]> = {
  quiz: ['slug', 'kind', 'scoring', 'id'],
  page: ['id', 'names'],
  site: ['siteUrl', 'contactEmail', 'social'],
  locale: [],
  guide: ['anchor'],
  exceptions: ['questions'],
};

/**
 * Spell checks every English text an editor writes: quizzes, pages, site settings, the guide
 * (front matter and Markdown), the interface strings (locales/en.yaml) and the overlap exceptions.
 * Translations and other locales are not English and are not checked. Each misspelled word is an
 * error at its own line and column.
 */
export function checkSpelling(contentDir: string, checker: SpellChecker, displayPath: (absPath: string) => string): ContentError[] {
  const errors: ContentError[] = [];
  const projectWords = readWordList(join(contentDir, WORD_LIST));
  const yamlFiles: [string, keyof typeof NOT_PROSE][] = [
    ...listFiles(join(contentDir, 'quizzes'), '.yaml').map((file): [string, 'quiz'] => [file, 'quiz']),
    ...listFiles(join(contentDir, 'pages'), '.yaml').map((file): [string, 'page'] => [file, 'page']),
    [join(contentDir, 'site.yaml'), 'site'],
    [join(contentDir, 'locales', 'en.yaml'), 'locale'],
    [join(contentDir, 'overlap-exceptions.yaml'), 'exceptions'],
  ];
  for (const [file, kind] of yamlFiles) {
    if (!existsSync(file)) continue;
    checkYaml(new YamlSource(displayPath(file), readFileSync(file, 'utf8')), kind, checker, projectWords, errors);
  }
  for (const file of listFiles(join(contentDir, 'guide'), '.md')) {
    const text = readFileSync(file, 'utf8');
    const parsed = splitFrontMatter(text);
    if (!parsed) continue; // reported by loadContent
    checkYaml(new YamlSource(displayPath(file), parsed.frontMatter), 'guide', checker, projectWords, errors);
    for (const problem of checker.check(parsed.markdown, projectWords)) {
      const before = parsed.markdown.slice(0, problem.offset);
      const lineStart = before.lastIndexOf('\n') + 1;
      const line = parsed.bodyLine + (before.match(/\n/g)?.length ?? 0);
      errors.push({ file: displayPath(file), line, col: problem.offset - lineStart + 1, path: '', message: problem.message });
    }
  }
  return errors;
}

function checkYaml(source: YamlSource, kind: keyof typeof NOT_PROSE, checker: SpellChecker, projectWords: ReadonlySet<string>, errors: ContentError[]): void {
  if (source.syntaxErrors().length) return; // reported by loadContent
  for (const value of source.textValues(new Set(NOT_PROSE[kind]))) {
    for (const problem of checker.check(value.source, projectWords)) {
      errors.push(source.errorAtOffset(value.start + problem.offset, value.path, problem.message));
    }
  }
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

function listFiles(dir: string, extension: string): string[] {
  return existsSync(dir) ? readdirSync(dir).filter((file) => file.endsWith(extension)).sort().map((file) => join(dir, file)) : [];
}
