import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ContentError, PathSegment } from './content-error.js';
import { splitFrontMatter } from './front-matter.js';
import { YamlSource } from './yaml-source.js';

/**
 * One text an editor wrote, as it stands in its file (YAML quotes, block indicators and line
 * breaks included), with a way to turn an offset in it into an error at that line and column.
 */
export interface PlacedText {
  file: string;
  /** The field's path ([] for a guide section's Markdown). */
  path: PathSegment[];
  /** The text as written in the file. */
  source: string;
  /** True when `source` is a double-quoted YAML scalar (its quotes are delimiters, `\"` a quote). */
  doubleQuoted: boolean;
  errorAt(offset: number, message: string): ContentError;
}

/** Fields that hold names, not prose: ids, slugs, addresses, network names. */
const NOT_PROSE: Record<string, string[]> = {
  quiz: ['slug', 'id'],
  page: ['id', 'names'],
  site: ['siteUrl', 'contactEmail', 'social'],
  locale: [],
  guide: ['anchor'],
  exceptions: ['questions'],
};

/**
 * Every English text of the site: quizzes, pages, site settings, the guide (front matter and
 * Markdown), the interface strings (locales/en.yaml) and the overlap exceptions.
 */
export function englishTexts(contentDir: string, displayPath: (absPath: string) => string): PlacedText[] {
  return textsOf(
    [
      ...listFiles(join(contentDir, 'quizzes'), '.yaml').map((file): [string, string] => [file, 'quiz']),
      ...listFiles(join(contentDir, 'pages'), '.yaml').map((file): [string, string] => [file, 'page']),
      [join(contentDir, 'site.yaml'), 'site'],
      [join(contentDir, 'locales', 'en.yaml'), 'locale'],
      [join(contentDir, 'overlap-exceptions.yaml'), 'exceptions'],
    ],
    listFiles(join(contentDir, 'guide'), '.md'),
    displayPath,
  );
}

/** Every text of one translated language: content/locales/<lang>.yaml and content/translations/<lang>/. */
export function translatedTexts(contentDir: string, language: string, displayPath: (absPath: string) => string): PlacedText[] {
  const dir = join(contentDir, 'translations', language);
  return textsOf(
    [
      [join(contentDir, 'locales', `${language}.yaml`), 'locale'],
      ...listFiles(join(dir, 'quizzes'), '.yaml').map((file): [string, string] => [file, 'quiz']),
      ...listFiles(join(dir, 'pages'), '.yaml').map((file): [string, string] => [file, 'page']),
    ],
    listFiles(join(dir, 'guide'), '.md'),
    displayPath,
  );
}

function textsOf(yamlFiles: [string, string][], markdownFiles: string[], displayPath: (absPath: string) => string): PlacedText[] {
  const texts: PlacedText[] = [];
  const addYaml = (source: YamlSource, kind: string) => {
    if (source.syntaxErrors().length) return; // reported by loadContent
    for (const value of source.textValues(new Set(NOT_PROSE[kind]))) {
      texts.push({
        file: source.file,
        path: value.path,
        source: value.source,
        doubleQuoted: value.source.startsWith('"'),
        errorAt: (offset, message) => source.errorAtOffset(value.start + offset, value.path, message),
      });
    }
  };
  for (const [file, kind] of yamlFiles) {
    if (existsSync(file)) addYaml(new YamlSource(displayPath(file), readFileSync(file, 'utf8')), kind);
  }
  for (const file of markdownFiles) {
    const parsed = splitFrontMatter(readFileSync(file, 'utf8'));
    if (!parsed) continue; // reported by loadContent
    addYaml(new YamlSource(displayPath(file), parsed.frontMatter), 'guide');
    const { markdown, bodyLine } = parsed;
    texts.push({
      file: displayPath(file),
      path: [],
      source: markdown,
      doubleQuoted: false,
      errorAt: (offset, message) => {
        const before = markdown.slice(0, offset);
        const line = bodyLine + (before.match(/\n/g)?.length ?? 0);
        return { file: displayPath(file), line, col: offset - (before.lastIndexOf('\n') + 1) + 1, path: '', message };
      },
    });
  }
  return texts;
}

function listFiles(dir: string, extension: string): string[] {
  return existsSync(dir) ? readdirSync(dir).filter((file) => file.endsWith(extension)).sort().map((file) => join(dir, file)) : [];
}
