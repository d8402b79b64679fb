import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  isMap,
  parseDocument,
  visit,
  type Node,
  type Scalar,
  type YAMLMap,
  type YAMLSeq,
} from 'yaml';
import {
  type ContentError,
  fileError,
  formatPath,
  type PathSegment,
  splitFrontMatter,
  YamlSource,
} from './yaml-source.js';
import { translatedLanguages } from './locale-check.js';
import { firstThree, pairTranslation, translatableFiles } from './translations.js';

const englishHash = (english: string) =>
  createHash('sha256').update(english.trim()).digest('hex').slice(0, 8);
function excerpt(text: string): string {
  const flat = text.trim().replace(/\s+/g, ' ');
  return flat.length > 80 ? `${flat.slice(0, 79)}…` : flat;
}
const STAMP = /\ben:([0-9a-f]{8})\b/;
const BODY_STAMP = /^# en body:([0-9a-f]{8})\s*$/m;

/** `stampAt`: where `mark` and the hash go, the end of its line (a block scalar's: its header's); `at`: a guide body's stamp. */
type StampedText = {
  path: PathSegment[];
  english: string;
  stamp?: string;
  stampAt: number;
  mark: string;
  at?: number;
};

function translationFiles(contentDir: string, language: string) {
  const dir = join(contentDir, 'translations', language);
  const locale: [string, string] = [
    join(contentDir, 'locales', `${language}.yaml`),
    join(contentDir, 'locales', 'en.yaml'),
  ];
  const files = translatableFiles(contentDir).map((relPath): [string, string] => [
    join(dir, relPath),
    join(contentDir, relPath),
  ]);
  return [locale, ...files].filter((paths) => paths.every(existsSync));
}

/** A file's YAML (a guide section's front matter, which starts after the opening "---") and its texts; none when it does not parse. */
function stampedTexts(text: string, englishPath: string): { yaml: string; texts: StampedText[] } {
  const guide = englishPath.endsWith('.md');
  const split = (file: string) =>
    guide ? splitFrontMatter(file) : { frontMatter: file, markdown: '' };
  const [translated, original] = [split(text), split(readFileSync(englishPath, 'utf8'))];
  const { doc } = new YamlSource('', translated?.frontMatter ?? '');
  if (!translated || !original || doc.errors.length) return { yaml: '', texts: [] };
  const [yaml, offset] = [translated.frontMatter, guide ? '---'.length : 0];
  const structure = englishPath.endsWith(join('locales', 'en.yaml'))
    ? new Set<string>()
    : undefined;
  const texts: StampedText[] = pairTranslation(
    new YamlSource(englishPath, original.frontMatter).data,
    doc.contents,
    structure,
  ).texts.map(({ path, node, english }) => {
    return {
      path,
      english,
      stamp: STAMP.exec(node.comment ?? '')?.[1],
      stampAt: offset + stampOffset(yaml, node),
      mark: ' # en:',
    };
  });
  const body = {
    english: original.markdown,
    stamp: BODY_STAMP.exec(yaml)?.[1],
    stampAt: offset + yaml.length,
    at: yaml.search(BODY_STAMP),
  };
  if (translated.markdown.trim()) texts.push({ path: ['body'], ...body, mark: '\n# en body:' });
  return { yaml, texts };
}

const stampOffset = (yaml: string, node: Scalar) =>
  node.type === 'BLOCK_FOLDED' || node.type === 'BLOCK_LITERAL'
    ? `${yaml}\n`.indexOf('\n', node.range![0])
    : node.range![1];

/** The texts that have no stamp, and those whose English changed since they were stamped, as warnings at the translation. */
export function staleTranslations(
  contentDir: string,
  languages: readonly string[],
  displayPath: (absPath: string) => string,
): ContentError[] {
  return languages
    .flatMap((language) => translationFiles(contentDir, language))
    .flatMap(([absPath, englishPath]) => {
      const { yaml, texts } = stampedTexts(readFileSync(absPath, 'utf8'), englishPath);
      const source = new YamlSource(displayPath(absPath), yaml);
      const changed = texts
        .filter((text) => text.stamp !== undefined && text.stamp !== englishHash(text.english))
        .map(({ path, english, stamp, at }) => {
          const stale = `the English text changed since this was translated (it reads now: "${excerpt(english)}"); update the translation, delete its stamp "en:${stamp}" and run npm run translations:stamp`;
          return source.errorAt(path, stale, at);
        });
      const unstamped = texts
        .filter((text) => text.stamp === undefined)
        .map((text) => formatPath(text.path));
      const message = `${unstamped.length} translated texts have no stamp of the English they translate (${firstThree(unstamped)}); run npm run translations:stamp`;
      return unstamped.length ? [fileError(source.file, message), ...changed] : changed;
    });
}

/** Stamps every translated text of every language that has no stamp; returns how many, by file. */
export function stampTranslations(contentDir: string): Map<string, number> {
  const stamped = new Map<string, number>();
  for (const [absPath, englishPath] of translatedLanguages(join(contentDir, 'locales')).flatMap(
    (language) => translationFiles(contentDir, language),
  )) {
    const text = absPath.endsWith('.md')
      ? readFileSync(absPath, 'utf8')
      : blockStyle(readFileSync(absPath, 'utf8'));
    // From the end, so that offsets before stay true; at one offset (a guide's title and body) the later first.
    const missing = stampedTexts(text, englishPath)
      .texts.filter((entry) => entry.stamp === undefined)
      .reverse();
    if (!missing.length) continue;
    let result = text;
    for (const { english, stampAt, mark } of missing.sort((a, b) => b.stampAt - a.stampAt)) {
      result = result.slice(0, stampAt) + mark + englishHash(english) + result.slice(stampAt);
    }
    writeFileSync(absPath, result);
    stamped.set(absPath, missing.length);
  }
  return stamped;
}

/**
 * The text with its first flow collection (`30: { label: Experto }`) in block style, keys and values
 * as written, then the next, so that each text has a line for its stamp. The rest stays byte for byte.
 */
function blockStyle(text: string): string {
  const doc = parseDocument(text, { version: '1.2' });
  let flow: YAMLMap | YAMLSeq | undefined;
  visit(doc, { Collection: (_, node) => (node.flow ? ((flow = node), visit.BREAK) : undefined) });
  if (doc.errors.length || !flow) return text;
  const [start, end] = (flow as Node).range!;
  const written = (node: unknown) => text.slice((node as Node).range![0], (node as Node).range![1]);
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const indent = ' '.repeat(text.slice(lineStart).search(/\S/) + 2);
  const lines = isMap(flow)
    ? flow.items.map((pair) => `${indent}${written(pair.key)}: ${written(pair.value)}`)
    : flow.items.map((item) => `${indent}- ${written(item)}`);
  return blockStyle(`${text.slice(0, start).trimEnd()}\n${lines.join('\n')}${text.slice(end)}`);
}
