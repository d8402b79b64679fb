import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { isMap, isScalar, isSeq, type Scalar } from 'yaml';
import type { Quiz } from '../../shared/generated/types.js';
import {
  type ContentError,
  fileError,
  formatPath,
  listFiles,
  type PathSegment,
  splitFrontMatter,
  YamlSource,
} from './yaml-source.js';
import { withQuestionCount } from './quiz-rules.js';
import { validated } from './schema-validation.js';
import { STRUCTURE } from './translation-schemas.js';

export const SOURCE_LANGUAGE = 'en';
/** `takers_few` of `takers_one`: a plural form English does not need, which i18next picks by the language's rules. */
const pluralBase = (key: PathSegment) =>
  /^(.+)_(zero|one|two|few|many|other)$/.exec(String(key))?.[1];

/** Everything translated for one language, by quiz slug, page name and English guide file name ("origins.md"); what is absent is English. */
export interface LanguageTranslation {
  language: string;
  quizzes: Record<string, object>;
  pages: Record<string, object>;
  guide: Record<string, { title: string; markdown?: string }>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string';

function entryKey(entry: unknown, index: number): string | number {
  const key = isRecord(entry) ? (entry.id ?? entry.min) : undefined;
  return key === undefined ? index : String(key);
}

/** English with every translated text in its place; what the translation leaves out stays English. */
export function mergeTranslation<T>(english: T, translation: unknown): T {
  if (translation === undefined || translation === null) return english;
  if (isText(english))
    return (isText(translation) && translation.trim() ? translation : english) as T;
  if (Array.isArray(english)) {
    if (english.every(isText)) return (Array.isArray(translation) ? translation : english) as T;
    return english.map((entry, index) =>
      mergeTranslation(
        entry,
        (translation as Record<PathSegment, unknown>)[entryKey(entry, index)],
      ),
    ) as T;
  }
  if (!isRecord(english)) return english;
  if (isText(translation)) return { ...english, text: translation } as T;
  return Object.fromEntries(
    Object.entries(english).map(([key, value]) => [
      key,
      mergeTranslation(value, (translation as Record<string, unknown>)[key]),
    ]),
  ) as T;
}

/** A translation's YAML beside its English data, walked as mergeTranslation merges them (docs/content.md). */
export function pairTranslation(english: unknown, node: unknown, structure = STRUCTURE) {
  const pairing = {
    texts: [] as { path: PathSegment[]; node: Scalar; english: string }[],
    notInEnglish: [] as PathSegment[][],
    untranslated: [] as string[],
    total: 0,
  };
  const walk = (english: unknown, node: unknown, path: PathSegment[]): void => {
    const alone =
      isRecord(english) &&
      !isMap(node) &&
      Object.keys(english).every((key) => key === 'text' || structure.has(key));
    const text = alone ? english.text : english;
    if (isText(text) || (Array.isArray(text) && text.every(isText))) {
      pairing.total += 1;
      if (node === undefined) pairing.untranslated.push(formatPath(path));
      // A list of texts is replaced whole; for their stamps, its texts pair by position.
      const lines =
        isSeq(node) && Array.isArray(text)
          ? text.map((line, index) => ({ at: [...path, index], item: node.items[index], line }))
          : [{ at: path, item: node, line: text }];
      for (const { at, item, line } of lines)
        if (isScalar(item) && isText(item.value) && isText(line))
          pairing.texts.push({ path: at, node: item, english: line });
      return;
    }
    const entries = Array.isArray(english)
      ? english.map((entry, index) => [entryKey(entry, index), entry] as const)
      : Object.entries(isRecord(english) ? english : {}).filter(([key]) => !structure.has(key));
    const translated = new Map<PathSegment, unknown>(
      isMap(node)
        ? node.items.map((pair) => [String((pair.key as Scalar).value), pair.value])
        : isSeq(node)
          ? node.items.map((item, index) => [index, item])
          : [],
    );
    for (const [key, value] of entries) walk(value, translated.get(key), [...path, key]);
    for (const key of translated.keys()) {
      if (
        !entries.some(
          ([englishKey]) =>
            englishKey === key || (pluralBase(key) && pluralBase(englishKey) === pluralBase(key)),
        )
      )
        pairing.notInEnglish.push([...path, key]);
    }
  };
  walk(english, node ?? undefined, []);
  return pairing;
}

export const firstThree = (items: readonly string[]) =>
  items.slice(0, 3).join(', ') + (items.length > 3 ? ', …' : '');

export function missingWarning(
  file: string,
  missing: readonly string[],
  total: number,
  noun: string,
): ContentError {
  const verb = missing.length === 1 ? 'is' : 'are';
  return fileError(
    file,
    `${missing.length} of ${total} ${noun} ${verb} not translated (${firstThree(missing)}); English is shown instead`,
  );
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]);

/** Warnings: what a translation has that English does not (stale, not wrong), leaves empty, loses of a {{placeholder}} or leaves out. */
export function translationWarnings(
  source: YamlSource,
  english: unknown,
  englishFile: string,
  structure = STRUCTURE,
): ContentError[] {
  const { texts, notInEnglish, untranslated, total } = pairTranslation(
    english,
    source.doc.contents,
    structure,
  );
  const warnings = notInEnglish.map((path) =>
    source.errorAt(path, `is not in ${englishFile}; remove it`),
  );
  for (const { path, node, english: englishText } of texts) {
    const lost = placeholders(englishText)
      .filter((name) => !placeholders(String(node.value)).includes(name))
      .sort();
    if (!String(node.value).trim())
      warnings.push(source.errorAt(path, 'is empty (English is shown instead)'));
    else if (lost.length)
      warnings.push(
        source.errorAt(
          path,
          `lost the placeholder(s) ${lost.map((name) => `{{${name}}}`).join(', ')}`,
        ),
      );
  }
  return untranslated.length
    ? [...warnings, missingWarning(source.file, untranslated, total, 'texts')]
    : warnings;
}

/** `english`: the English content that passed its own checks; a translation of anything else is only schema-checked. */
type EnglishContent = { quizzes: Map<string, Quiz>; pages: Record<string, object | undefined> };
type Context = {
  contentDir: string;
  english: EnglishContent;
  displayPath: (absPath: string) => string;
  errors: ContentError[];
  warnings: ContentError[];
};

/** Reads and checks content/translations/<lang>/ for `languages`, those of content/locales/ other than English. */
export function checkTranslations(
  ctx: Context,
  languages: readonly string[],
): LanguageTranslation[] {
  const { contentDir, displayPath } = ctx;
  const root = join(contentDir, 'translations');
  const englishFiles = translatableFiles(contentDir);
  const paths = existsSync(root)
    ? readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
        (path) => !/(^|\/)\./.test(path),
      )
    : [];
  const expected = [
    'README.md',
    ...languages.flatMap((language) => [
      language,
      ...['quizzes', 'pages', 'guide', ...englishFiles].map((relPath) => `${language}/${relPath}`),
    ]),
  ];
  const unexpected = paths.filter((path) => !expected.includes(path));
  const [locales, pages] = [
    displayPath(join(contentDir, 'locales')),
    translatedPages(contentDir)
      .map((name) => `pages/${name}.yaml`)
      .join(', '),
  ];
  // Only the topmost unexpected entry: a stray folder is one error, not one per file in it.
  for (const path of unexpected.filter((path) => !unexpected.includes(dirname(path)))) {
    const [language, ...rest] = path.split('/');
    const message = rest.length
      ? `has no English counterpart: ${displayPath(join(contentDir, ...rest))} is not a file a language translates (quizzes/<slug>.yaml, ${pages} or guide/<name>.md)`
      : language === SOURCE_LANGUAGE
        ? 'English is not translated: it is the source text in quizzes/, pages/ and guide/'
        : `has no ${locales}/${language}.yaml: a language starts with its interface strings, a copy of ${locales}/en.yaml named by its code (fr, pt-BR)`;
    ctx.errors.push(fileError(displayPath(join(root, path)), message));
  }
  return languages.map((language) =>
    readLanguage(
      ctx,
      language,
      englishFiles,
      englishFiles.filter((relPath) => paths.includes(`${language}/${relPath}`)),
    ),
  );
}

/** The pages of content/pages/ a language may translate: every one (each has its schema). */
export function translatedPages(contentDir: string): string[] {
  return listFiles(join(contentDir, 'pages'), '.yaml').map((file) => basename(file, '.yaml'));
}

/** The English files a language may translate, relative to content/: the quizzes, the translated pages and the guide. */
export function translatableFiles(contentDir: string): string[] {
  return ['quizzes', 'pages', 'guide'].flatMap((kind) => {
    const files =
      kind === 'pages'
        ? translatedPages(contentDir).map((name) => `${name}.yaml`)
        : listFiles(join(contentDir, kind), kind === 'guide' ? '.md' : '.yaml');
    return files.map((file) => `${kind}/${file}`);
  });
}

function readLanguage(
  ctx: Context,
  language: string,
  englishFiles: string[],
  found: string[],
): LanguageTranslation {
  const dir = join(ctx.contentDir, 'translations', language);
  const translation: LanguageTranslation = { language, quizzes: {}, pages: {}, guide: {} };
  for (const relPath of found) {
    const [kind, file] = relPath.split('/') as ['quizzes' | 'pages' | 'guide', string];
    const name = file.replace(/\.(yaml|md)$/, '');
    const data = readFile(ctx, join(dir, relPath), kind, name);
    if (data) (translation[kind] as Record<string, object>)[kind === 'guide' ? file : name] = data;
  }
  // One warning for the language, not one per file: its untranslated files are only listed here.
  const missing = englishFiles.filter((relPath) => !found.includes(relPath));
  if (missing.length)
    ctx.warnings.push(missingWarning(ctx.displayPath(dir), missing, englishFiles.length, 'files'));
  return translation;
}

/** A translated quiz, page or guide section, schema-checked (an empty file is an empty translation); undefined when invalid. */
function readFile(
  ctx: Context,
  absPath: string,
  kind: 'quizzes' | 'pages' | 'guide',
  name: string,
): object | undefined {
  const [shown, text] = [ctx.displayPath(absPath), readFileSync(absPath, 'utf8')];
  const parsed =
    kind === 'guide' ? splitFrontMatter(text) : { frontMatter: text, markdown: '', bodyLine: 1 };
  if (!parsed)
    return void ctx.errors.push(
      fileError(shown, 'must begin with front matter between "---" lines (title)'),
    );
  const english =
    kind === 'quizzes'
      ? ctx.english.quizzes.get(name)
      : kind === 'pages'
        ? ctx.english.pages[name]
        : undefined;
  const source = new YamlSource(shown, parsed.frontMatter);
  const schema =
    kind === 'guide'
      ? 'translation-guide-section'
      : kind === 'quizzes'
        ? 'translation-quiz'
        : `translation-${name}-page`;
  // A quiz's texts may say `{count}`; length limits hold for the text as shown.
  const errorsBefore = ctx.errors.length;
  const data = validated<object>(source, schema, ctx.errors, (raw) =>
    withQuestionCount(raw ?? {}, (english as Quiz | undefined)?.questions?.length),
  );
  // A text with an error (a lost {{score}} in a share text) is not also a warning.
  if (data && english && ctx.errors.length === errorsBefore)
    ctx.warnings.push(
      ...translationWarnings(
        source,
        english,
        ctx.displayPath(join(ctx.contentDir, kind, `${name}.yaml`)),
      ),
    );
  if (!data || kind !== 'guide') return data;
  if (parsed.markdown.trim()) return { ...data, markdown: parsed.markdown };
  ctx.warnings.push(
    fileError(
      shown,
      'the section has no text below its front matter; the English text is shown instead',
      parsed.bodyLine,
    ),
  );
  return data;
}
