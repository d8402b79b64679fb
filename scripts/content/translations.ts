// Content translations: content/translations/<lang>/{quizzes,pages,guide}/ give text only; the
// structure (slugs, tier mins, question ids, card ids, guide order and anchors) comes from English.
// One rule pairs a translation with its English, for the merge, the stamps and the warnings: a
// translated file has the English file's shape, except that a list of entries with an `id` (or a
// `min`) is a mapping keyed by it, and an entry with a `text` may be given as that text alone
// (`food-001: ¿...?`). Other lists go by position; a list of texts is replaced whole.
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { GuideSectionTranslationFrontMatter, Quiz, QuizTranslation } from '../../shared/generated/types.js';
import { type ContentError, listDir, listFiles, type PathSegment, splitFrontMatter, YamlSource } from './yaml-source.js';
import { languageCodeProblem, SOURCE_LANGUAGE } from './locale-check.js';
import { placeholderErrors, withQuestionCount } from './quiz-rules.js';
import { validated } from './schema-validation.js';

/** The pages of content/pages/ a language translates, each with schemas/translation-<name>-page.schema.json. */
export const TRANSLATED_PAGES = ['home', 'privacy', 'contact'];

/** Fields that are structure, never translated. */
const STRUCTURE = new Set(['slug', 'icon', 'accent', 'kind', 'scoring', 'id', 'min', 'anchor', 'order', 'names']);

/** "?" and the question marks of scripts that do not use it (fullwidth, Arabic, Greek). */
const QUESTION_MARKS = ['?', '\uFF1F', '\u061F', '\u037E'];

export interface GuideTranslation {
  title: string;
  /** Undefined when the file has no text below its front matter (the English text is shown). */
  markdown?: string;
}

/** Everything translated for one language; what is absent falls back to English. */
export interface LanguageTranslation {
  language: string;
  /** By quiz slug. */
  quizzes: Record<string, QuizTranslation>;
  /** By page name. */
  pages: Record<string, object>;
  /** By English file name in content/guide/, e.g. "origins.md". */
  guide: Record<string, GuideTranslation>;
}

/** The English content that passed its own checks; translations of anything else are only schema-checked. */
export interface EnglishReference {
  quizzes: Map<string, Quiz>;
  pages: Record<string, object | undefined>;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string';

/** How a translation names an entry of an English list: by its id or min, else by its position. */
function entryKey(entry: unknown, index: number): string | number {
  const key = isRecord(entry) ? (entry.id ?? entry.min) : undefined;
  return key === undefined ? index : String(key);
}

/** The English value that `key` of a translated value translates. */
export function englishAt(english: unknown, key: string | number): unknown {
  if (Array.isArray(english)) return english.find((entry, index) => entryKey(entry, index) === key);
  return isRecord(english) ? english[key] : undefined;
}

/** English with every translated text in its place; what the translation leaves out stays English. */
export function mergeTranslation<T>(english: T, translation: unknown): T {
  if (translation === undefined || translation === null) return english;
  if (isText(english)) return (isText(translation) && translation.trim() ? translation : english) as T;
  if (Array.isArray(english)) {
    if (english.every(isText)) return (Array.isArray(translation) ? translation : english) as T;
    return english.map((entry, index) => mergeTranslation(entry, (translation as Record<string | number, unknown>)[entryKey(entry, index)])) as T;
  }
  if (!isRecord(english)) return english;
  if (isText(translation)) return { ...english, text: translation } as T;
  return Object.fromEntries(Object.entries(english).map(([key, value]) => [key, mergeTranslation(value, (translation as Record<string, unknown>)[key])])) as T;
}

/**
 * Reads and checks content/translations/. `languages` are the languages of content/locales/ other
 * than English; each gets a LanguageTranslation, empty when nothing is translated yet.
 */
export function checkTranslations(
  contentDir: string,
  languages: readonly string[],
  english: EnglishReference,
  displayPath: (absPath: string) => string,
  errors: ContentError[],
  warnings: ContentError[],
): LanguageTranslation[] {
  const at = (absPath: string, message: string): ContentError => ({ file: displayPath(absPath), line: 1, col: 1, path: '', message });
  const root = join(contentDir, 'translations');
  for (const entry of listDir(root)) {
    const abs = join(root, entry.name);
    if (entry.isFile() && entry.name === 'README.md') continue;
    if (!entry.isDirectory()) errors.push(at(abs, 'is not a language folder; translations go in translations/<language code>/'));
    else if (entry.name === SOURCE_LANGUAGE) errors.push(at(abs, 'English is not translated: it is the source text in quizzes/, pages/ and guide/'));
    else if (languageCodeProblem(entry.name, 'folder')) errors.push(at(abs, languageCodeProblem(entry.name, 'folder')!));
    else if (!languages.includes(entry.name)) {
      const locale = (code: string) => displayPath(join(contentDir, 'locales', `${code}.yaml`));
      errors.push(at(abs, `has no ${locale(entry.name)}; a language starts with its interface strings (copy ${locale(SOURCE_LANGUAGE)} to it)`));
    }
  }
  return languages.map((language) => readLanguage({ contentDir, english, displayPath, errors, at }, language, warnings));
}

interface Context {
  contentDir: string;
  english: EnglishReference;
  displayPath: (absPath: string) => string;
  errors: ContentError[];
  at: (absPath: string, message: string) => ContentError;
}

function readLanguage(ctx: Context, language: string, warnings: ContentError[]): LanguageTranslation {
  const { contentDir, displayPath, errors, at } = ctx;
  const dir = join(contentDir, 'translations', language);
  const translation: LanguageTranslation = { language, quizzes: {}, pages: {}, guide: {} };
  const englishFiles = {
    quizzes: listFiles(join(contentDir, 'quizzes'), '.yaml'),
    pages: TRANSLATED_PAGES.map((name) => `${name}.yaml`),
    guide: listFiles(join(contentDir, 'guide'), '.md'),
  };
  const found = { quizzes: [] as string[], pages: [] as string[], guide: [] as string[] };
  const fileWarnings: ContentError[] = [];

  for (const entry of listDir(dir)) {
    const abs = join(dir, entry.name);
    if (!entry.isDirectory() || !Object.hasOwn(found, entry.name)) {
      errors.push(at(abs, 'is not a translation folder (expected quizzes/, pages/ or guide/)'));
      continue;
    }
    const kind = entry.name as keyof typeof found;
    for (const file of listDir(abs)) {
      const absFile = join(abs, file.name);
      const extension = kind === 'guide' ? '.md' : '.yaml';
      const name = basename(file.name, extension);
      if (kind === 'pages' && (!file.isFile() || !englishFiles.pages.includes(file.name))) {
        errors.push(at(absFile, `is not a translatable page (expected ${englishFiles.pages.join(', ')})`));
      } else if (!file.isFile() || !file.name.endsWith(extension)) {
        errors.push(at(absFile, kind === 'quizzes' ? 'is not a quiz translation (expected <slug>.yaml, named like the English file)' : 'is not a guide translation (expected <name>.md, named like the English file)'));
      } else if (!englishFiles[kind].includes(file.name)) {
        errors.push(at(absFile, `has no English counterpart: ${displayPath(join(contentDir, kind, file.name))} does not exist`));
      } else {
        found[kind].push(file.name);
        if (kind === 'quizzes') {
          const quiz = readQuizTranslation(ctx, absFile, fileWarnings);
          if (quiz) translation.quizzes[name] = quiz;
        } else if (kind === 'pages') {
          const page = readPageTranslation(ctx, name, absFile, fileWarnings);
          if (page) translation.pages[name] = page;
        } else {
          const section = readGuideTranslation(ctx, absFile, fileWarnings);
          if (section) translation.guide[file.name] = section;
        }
      }
    }
  }

  if (!found.quizzes.length && !found.pages.length && !found.guide.length) {
    // Nothing translated yet: one line, not one per file.
    const counts = `${englishFiles.quizzes.length} quizzes, ${englishFiles.pages.length} pages, ${englishFiles.guide.length} guide sections`;
    warnings.push(at(dir, `no quiz, page or guide text is translated yet (${counts}); English is shown instead`));
    return translation;
  }
  for (const [kind, noun] of [['quizzes', 'quizzes'], ['pages', 'pages'], ['guide', 'guide sections']] as const) {
    const missing = englishFiles[kind].filter((name) => !found[kind].includes(name));
    if (missing.length) warnings.push(missingWarning(displayPath(join(dir, kind)), '', missing, englishFiles[kind].length, noun));
  }
  warnings.push(...fileWarnings);
  return translation;
}

/** "<file>:1:1 questions: 12 of 35 questions are not translated (food-024, food-025, food-026, …); English is shown instead" */
export function missingWarning(file: string, path: string, missing: readonly string[], total: number, noun: string): ContentError {
  const shown = missing.slice(0, 3).join(', ') + (missing.length > 3 ? ', …' : '');
  const verb = missing.length === 1 ? 'is' : 'are';
  return { file, line: 1, col: 1, path, message: `${missing.length} of ${total} ${noun} ${verb} not translated (${shown}); English is shown instead` };
}

/** Parses and schema-checks a YAML translation (an empty file is an empty translation); the data is undefined when invalid. */
function readTranslationYaml<T>(ctx: Context, absPath: string, schema: string, prepare: (data: unknown) => unknown = (data) => data): { data?: T; source: YamlSource } {
  const source = new YamlSource(ctx.displayPath(absPath), readFileSync(absPath, 'utf8'));
  return { data: validated<T>(source, schema, ctx.errors, (data) => prepare(data ?? {})), source };
}

/**
 * The translated fields and entries English does not have (any more), as warnings: the translation
 * is stale, not wrong, and English is shown, so that removing a question, a tier or an entry from
 * English does not fail the check until every language removes it.
 */
function notInEnglish(source: YamlSource, data: unknown, english: unknown, englishFile: string, path: PathSegment[] = []): ContentError[] {
  if ((!isRecord(data) && !Array.isArray(data)) || (Array.isArray(english) && english.every(isText))) return [];
  return Object.entries(data).flatMap(([name, value]) => {
    const key = Array.isArray(data) ? Number(name) : name;
    const counterpart = englishAt(english, key);
    if (counterpart !== undefined) return notInEnglish(source, value, counterpart, englishFile, [...path, key]);
    if (!Array.isArray(english)) return [source.errorAt([...path, key], `is not in ${englishFile}; remove it`)];
    const keys = english.map(entryKey);
    const list = String(path.at(-1));
    if (typeof keys[0] === 'number') {
      const entries = `${keys.length} ${keys.length === 1 ? 'entry' : 'entries'}`;
      return [source.errorAt([...path, key], `is not in ${englishFile}, whose ${list} has ${entries}; translate the entries in the same order`)];
    }
    const shown = keys.slice(0, 5).join(', ') + (keys.length > 5 ? ', …' : '');
    return [source.errorAt([...path, key], `is not in ${englishFile} (its ${list} are ${shown}); remove it`)];
  });
}

/** Warning nouns of the lists whose name does not say what they hold. */
const LIST_NOUNS: Record<string, string> = { 'storage.places': 'storage entries', faq: 'FAQ entries' };

/**
 * What a translation leaves out, walked as mergeTranslation merges it: one warning for the texts
 * outside lists of entries ("fields"), and one for each list of entries (questions, tiers, cards,
 * storage entries, FAQ entries) naming the entries it lacks, or lacks a text of.
 */
function untranslatedWarnings(file: string, english: unknown, data: unknown): ContentError[] {
  const fields = { all: [] as string[], missing: [] as string[] };
  const lists = new Map<string, { missing: string[]; total: number }>();
  const at = (node: unknown, key: string | number) => (isRecord(node) || Array.isArray(node) ? (node as Record<string | number, unknown>)[key] : undefined);
  const walkList = (entries: unknown[], data: unknown, group: string, prefix: string) => {
    const list = lists.get(group) ?? { missing: [], total: 0 };
    lists.set(group, list);
    entries.forEach((entry, index) => {
      const key = entryKey(entry, index);
      const translated = at(data, key);
      // A list whose entries hold lists (the places of storage) counts the entries of those.
      const inner = isRecord(entry) ? Object.entries(entry).find(([, value]) => Array.isArray(value) && !value.every(isText)) : undefined;
      if (inner) return walkList(inner[1] as unknown[], at(translated, inner[0]), group, `${key}.`);
      const label = prefix + (typeof key === 'number' ? `${group}[${key}]` : isRecord(entry) && entry.min !== undefined ? `min ${key}` : key);
      const gaps = isRecord(entry) && isRecord(translated) ? Object.keys(entry).filter((field) => !STRUCTURE.has(field) && translated[field] === undefined) : [];
      list.total += 1;
      if (translated === undefined || gaps.length) list.missing.push(translated === undefined ? label : `${label} ${gaps.join(', ')}`);
    });
  };
  const walk = (english: unknown, data: unknown, path: string) => {
    if (isText(english) || (Array.isArray(english) && english.every(isText))) {
      fields.all.push(path);
      if (data === undefined) fields.missing.push(path);
    } else if (Array.isArray(english)) walkList(english, data, path, '');
    else if (isRecord(english)) for (const [key, value] of Object.entries(english)) if (!STRUCTURE.has(key)) walk(value, at(data, key), path ? `${path}.${key}` : key);
  };
  walk(english, data, '');
  const warnings = fields.missing.length ? [missingWarning(file, '', fields.missing, fields.all.length, 'fields')] : [];
  for (const [group, { missing, total }] of lists) if (missing.length) warnings.push(missingWarning(file, group, missing, total, LIST_NOUNS[group] ?? group));
  return warnings;
}

function readQuizTranslation(ctx: Context, absPath: string, fileWarnings: ContentError[]): QuizTranslation | undefined {
  const slug = basename(absPath, '.yaml');
  const english = ctx.english.quizzes.get(slug);
  const { data, source } = readTranslationYaml<QuizTranslation>(ctx, absPath, 'translation-quiz', (raw) => (english ? withQuestionCount(raw, english.questions.length) : raw));
  // Without valid English there is nothing to compare with: the English file's own errors say what to fix.
  if (!data || !english) return data;
  const englishFile = ctx.displayPath(join(ctx.contentDir, 'quizzes', `${slug}.yaml`));
  const errors = placeholderErrors(data, source);
  for (const [id, text] of Object.entries(data.questions ?? {})) {
    if (!QUESTION_MARKS.some((mark) => text.endsWith(mark))) errors.push(source.errorAt(['questions', id], 'must end with "?"'));
  }
  ctx.errors.push(...errors);
  if (errors.length) return undefined;

  fileWarnings.push(...notInEnglish(source, data, english, englishFile), ...untranslatedWarnings(source.file, english, data));
  return data;
}

function readPageTranslation(ctx: Context, page: string, absPath: string, fileWarnings: ContentError[]): object | undefined {
  const { data, source } = readTranslationYaml<object>(ctx, absPath, `translation-${page}-page`);
  const english = ctx.english.pages[page];
  if (!data || !english) return data;
  const englishFile = ctx.displayPath(join(ctx.contentDir, 'pages', `${page}.yaml`));
  fileWarnings.push(...notInEnglish(source, data, english, englishFile), ...untranslatedWarnings(source.file, english, data));
  return data;
}

function readGuideTranslation(ctx: Context, absPath: string, fileWarnings: ContentError[]): GuideTranslation | undefined {
  const parsed = splitFrontMatter(readFileSync(absPath, 'utf8'));
  if (!parsed) {
    ctx.errors.push(ctx.at(absPath, 'must begin with front matter between "---" lines (title)'));
    return undefined;
  }
  const source = new YamlSource(ctx.displayPath(absPath), parsed.frontMatter);
  const { title } = validated<GuideSectionTranslationFrontMatter>(source, 'translation-guide-section', ctx.errors) ?? {};
  if (title === undefined) return undefined;
  if (parsed.markdown.trim()) return { title, markdown: parsed.markdown };
  fileWarnings.push({ ...ctx.at(absPath, 'the section has no text below its front matter; the English text is shown instead'), line: parsed.bodyLine });
  return { title };
}
