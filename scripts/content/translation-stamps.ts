// Each translated text remembers the English it translates: a comment after it, `# en:<hash>`, the
// first 8 hex digits of the English text's SHA-256 (a guide section's Markdown: a line
// `# en body:<hash>` in its front matter). When the English changes, the content check warns at
// the translation; stamp-translations.ts writes the stamps of texts that have none.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { isMap, isScalar, isSeq, parseDocument, type Node, type Scalar } from 'yaml';
import { type ContentError, listFiles, type PathSegment, splitFrontMatter, YamlSource } from './yaml-source.js';
import { englishAt, TRANSLATED_PAGES } from './translations.js';
import { translatedLanguages } from './locale-check.js';

export function englishHash(english: string): string {
  return createHash('sha256').update(english.trim()).digest('hex').slice(0, 8);
}

const STAMP = /\ben:([0-9a-f]{8})\b/;
const BODY_STAMP = /^# en body:([0-9a-f]{8})\s*$/m;

/** One translated text: where it is, the English it translates now, and the stamp it carries. */
export interface StampedText {
  path: PathSegment[];
  /** Where a stamp goes: the end of the text's line (a block scalar: its header line). */
  stampAt: number;
  english: string;
  stamp?: string;
}

export interface TranslationFile {
  absPath: string;
  text: string;
  /** A guide section's front matter, where its stamps are. */
  frontMatter?: string;
  texts: StampedText[];
}

/** Every translated text of one language (its interface strings and content/translations/<lang>/), paired with its English. */
export function translationFiles(contentDir: string, language: string): TranslationFile[] {
  const dir = join(contentDir, 'translations', language);
  const yamlFile = (absPath: string, englishPath: string): TranslationFile[] => {
    if (!existsSync(absPath) || !existsSync(englishPath)) return [];
    const text = readFileSync(absPath, 'utf8');
    const { doc } = new YamlSource(absPath, text);
    return doc.errors.length ? [] : [{ absPath, text, texts: pairTexts(text, doc.contents, new YamlSource(englishPath, readFileSync(englishPath, 'utf8')).data) }];
  };
  const files = yamlFile(join(contentDir, 'locales', `${language}.yaml`), join(contentDir, 'locales', 'en.yaml'));
  for (const file of listFiles(join(dir, 'quizzes'), '.yaml')) files.push(...yamlFile(join(dir, 'quizzes', file), join(contentDir, 'quizzes', file)));
  for (const file of listFiles(join(dir, 'pages'), '.yaml')) {
    if (TRANSLATED_PAGES.includes(basename(file, '.yaml'))) files.push(...yamlFile(join(dir, 'pages', file), join(contentDir, 'pages', file)));
  }
  for (const file of listFiles(join(dir, 'guide'), '.md')) {
    const englishPath = join(contentDir, 'guide', file);
    const absPath = join(dir, 'guide', file);
    const text = readFileSync(absPath, 'utf8');
    const translated = splitFrontMatter(text);
    const english = existsSync(englishPath) ? splitFrontMatter(readFileSync(englishPath, 'utf8')) : undefined;
    if (!translated || !english) continue;
    const { doc } = new YamlSource(absPath, translated.frontMatter);
    if (doc.errors.length) continue;
    // gray-matter's front matter starts right after the opening "---".
    const offset = 3;
    const texts = pairTexts(translated.frontMatter, doc.contents, new YamlSource(englishPath, english.frontMatter).data).map((entry) => ({ ...entry, stampAt: entry.stampAt + offset }));
    if (translated.markdown.trim()) {
      texts.push({ path: ['body'], stampAt: offset + translated.frontMatter.length, english: english.markdown, stamp: BODY_STAMP.exec(translated.frontMatter)?.[1] });
    }
    files.push({ absPath, text, frontMatter: translated.frontMatter, texts });
  }
  return files;
}

/** The translated texts under `node`, each with the English text it translates (the rule of translations.ts). */
function pairTexts(text: string, node: unknown, english: unknown, path: PathSegment[] = []): StampedText[] {
  if (isScalar(node)) {
    const source = typeof english === 'object' && english !== null && !Array.isArray(english) ? (english as { text?: unknown }).text : english;
    if (typeof node.value !== 'string' || typeof source !== 'string') return [];
    return [{ path, stampAt: stampOffset(text, node), english: source, stamp: STAMP.exec(node.comment ?? '')?.[1] }];
  }
  const visit = (key: string | number, value: unknown) => pairTexts(text, value, englishAt(english, key), [...path, key]);
  if (isMap(node)) return node.items.flatMap((pair) => (isScalar(pair.key) ? visit(String(pair.key.value), pair.value) : []));
  if (isSeq(node)) return node.items.flatMap((item, index) => visit(index, item));
  return [];
}

/** The end of a text's line; a block scalar's (`>-`, `|`) is its header's. */
function stampOffset(text: string, node: Scalar): number {
  const [start, end] = (node as Node).range!;
  const block = node.type === 'BLOCK_FOLDED' || node.type === 'BLOCK_LITERAL';
  if (block) return text.indexOf('\n', start) < 0 ? text.length : text.indexOf('\n', start);
  return end;
}

/** The texts that have no stamp, and those whose English changed since they were stamped, as warnings at the translation. */
export function staleTranslations(contentDir: string, languages: readonly string[], displayPath: (absPath: string) => string): ContentError[] {
  const warnings: ContentError[] = [];
  for (const language of languages) {
    for (const file of translationFiles(contentDir, language)) {
      const source = new YamlSource(displayPath(file.absPath), file.frontMatter ?? file.text);
      const unstamped = file.texts.filter((entry) => entry.stamp === undefined);
      if (unstamped.length) {
        const first = unstamped.slice(0, 3).map((entry) => entry.path.join('.')).join(', ') + (unstamped.length > 3 ? ', …' : '');
        warnings.push({ file: displayPath(file.absPath), line: 1, col: 1, path: '', message: `${unstamped.length} translated texts have no stamp of the English they translate (${first}); run npm run translations:stamp` });
      }
      for (const entry of file.texts) {
        if (entry.stamp === undefined || entry.stamp === englishHash(entry.english)) continue;
        const body = file.frontMatter !== undefined && entry.path[0] === 'body';
        const at = body ? { ...source.errorAt([], ''), line: file.text.slice(0, file.text.search(BODY_STAMP)).split('\n').length } : source.errorAt(entry.path, '');
        warnings.push({
          ...at,
          path: entry.path.join('.'),
          message: `the English text changed since this was translated (it reads now: "${excerpt(entry.english)}"); update the translation, delete its stamp "en:${entry.stamp}" and run npm run translations:stamp`,
        });
      }
    }
  }
  return warnings;
}

function excerpt(text: string): string {
  const flat = text.trim().replace(/\s+/g, ' ');
  return flat.length > 80 ? `${flat.slice(0, 79)}…` : flat;
}

/** Stamps every translated text of every language that has no stamp; returns how many, by file. */
export function stampTranslations(contentDir: string): Map<string, number> {
  const stamped = new Map<string, number>();
  for (const language of translatedLanguages(join(contentDir, 'locales'))) {
    // First every flow collection in block style, so that each text has a line for its stamp.
    for (const file of translationFiles(contentDir, language)) {
      if (file.frontMatter === undefined) writeFileSync(file.absPath, blockStyle(file.text));
    }
    for (const file of translationFiles(contentDir, language)) {
      const missing = file.texts.filter((entry) => entry.stamp === undefined).length;
      if (!missing) continue;
      writeFileSync(file.absPath, withStamps(file));
      stamped.set(file.absPath, missing);
    }
  }
  return stamped;
}

/** The file with a stamp after every translated text that has none (`file` read from a file without flow maps: see blockStyle). */
export function withStamps(file: TranslationFile): string {
  let text = file.text;
  // From the end, so that offsets before stay true; at one offset (a guide's title and body) the later first.
  const missing = file.texts
    .map((entry, index) => ({ entry, index }))
    .filter(({ entry }) => entry.stamp === undefined)
    .sort((a, b) => b.entry.stampAt - a.entry.stampAt || b.index - a.index)
    .map(({ entry }) => entry);
  for (const entry of missing) {
    const stamp = entry.path[0] === 'body' && file.absPath.endsWith('.md') ? `\n# en body:${englishHash(entry.english)}` : ` # en:${englishHash(entry.english)}`;
    text = text.slice(0, entry.stampAt) + stamp + text.slice(entry.stampAt);
  }
  return text;
}

/**
 * The YAML text with each flow collection (`30: { label: Experto }`, `paragraphs: [Texto.]`) written
 * in block style, its keys and values as they were written, so that every text has a line of its
 * own for its stamp.
 */
export function blockStyle(text: string): string {
  const doc = parseDocument(text, { version: '1.2' });
  const flows: { start: number; end: number; lines: string[] }[] = [];
  const source = (item: unknown) => text.slice((item as Node).range![0], (item as Node).range![1]);
  const visit = (node: unknown, column: number) => {
    if ((isMap(node) || isSeq(node)) && node.flow && node.range) {
      const indent = ' '.repeat(column + 2);
      const lines = isMap(node) ? node.items.map((pair) => `${indent}${source(pair.key)}: ${source(pair.value)}`) : node.items.map((item) => `${indent}- ${source(item)}`);
      flows.push({ start: node.range[0], end: node.range[1], lines });
    } else if (isMap(node)) {
      for (const pair of node.items) {
        const keyStart = (pair.key as Node | null)?.range?.[0] ?? 0;
        visit(pair.value, keyStart - text.lastIndexOf('\n', keyStart - 1) - 1);
      }
    } else if (isSeq(node)) for (const item of node.items) visit(item, column + 2);
  };
  visit(doc.contents, -2);
  let result = text;
  for (const { start, end, lines } of flows.sort((a, b) => b.start - a.start)) {
    result = `${result.slice(0, start).trimEnd()}\n${lines.join('\n')}${result.slice(end)}`;
  }
  // A flow collection inside another is copied as written: once more for it.
  return flows.length ? blockStyle(result) : result;
}
