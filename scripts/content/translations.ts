// Content translations: content/translations/<lang>/{quizzes,pages,guide}/. Text only; the structure
// (slugs, tier mins, question ids, card ids, guide order and anchors) always comes from English.
// A translation is merged over English, so whatever is not translated is shown in English.
import { existsSync, readdirSync, readFileSync, type Dirent } from 'node:fs';
import { basename, join } from 'node:path';
import type {
  ContactPage,
  ContactPageTranslation,
  GuideSectionTranslationFrontMatter,
  HomePage,
  HomePageTranslation,
  PrivacyPage,
  PrivacyPageTranslation,
  Quiz,
  QuizTranslation,
} from '../../shared/generated/types.js';
import type { ContentError } from './content-error.js';
import { splitFrontMatter } from './front-matter.js';
import { LANGUAGE_CODE, SOURCE_LANGUAGE } from './locale-check.js';
import { PSEUDO_LANGUAGE } from './pseudo-locale.js';
import { guide as guideCollection, isTranslatedPage, pageTranslationSchema, quizzes as quizCollection, translatedPages, type TranslatedPage } from './collections.js';
import { mergeTranslation, textFields } from './translation-shape.js';
import { withQuestionCount } from './quiz-derived.js';
import { validateAgainstSchema, type SchemaName } from './schema-validation.js';
import { YamlSource } from './yaml-source.js';

/** The pages a language can translate (content/pages/<name>.yaml), as the registry lists them. */
export const TRANSLATED_PAGES = Object.keys(translatedPages) as TranslatedPage[];
type PageName = TranslatedPage;

/** How many missing ids a warning names before "…". */
const FIRST_FEW = 3;

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
  /** By page name (the registry's translated pages). */
  pages: { home?: HomePageTranslation; privacy?: PrivacyPageTranslation; contact?: ContactPageTranslation };
  /** By English file name in content/guide/, e.g. "origins.md". */
  guide: Record<string, GuideTranslation>;
}

/** The English content that passed its own checks; translations of anything else are only schema-checked. */
export interface EnglishReference {
  quizzes: Map<string, Quiz>;
  home?: HomePage;
  privacy?: PrivacyPage;
  contact?: ContactPage;
}

interface Context {
  contentDir: string;
  english: EnglishReference;
  displayPath: (absPath: string) => string;
  errors: ContentError[];
  warnings: ContentError[];
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
  const ctx: Context = { contentDir, english, displayPath, errors, warnings };
  const root = join(contentDir, 'translations');
  const fileError = (absPath: string, message: string) => errors.push({ file: displayPath(absPath), line: 1, col: 1, path: '', message });

  for (const entry of listDir(root)) {
    const abs = join(root, entry.name);
    if (entry.isFile() && entry.name === 'README.md') continue;
    if (!entry.isDirectory()) fileError(abs, 'is not a language folder; translations go in translations/<language code>/');
    else if (entry.name === SOURCE_LANGUAGE) fileError(abs, 'English is not translated: it is the source text in quizzes/, pages/ and guide/');
    else if (entry.name === PSEUDO_LANGUAGE) fileError(abs, `"${PSEUDO_LANGUAGE}" is the pseudo-locale, generated from English; remove this folder`);
    else if (!LANGUAGE_CODE.test(entry.name)) {
      fileError(abs, `"${entry.name}" is not a language code: name the folder after a BCP 47 code such as fr or pt-BR (${LANGUAGE_CODE.source})`);
    } else if (!languages.includes(entry.name)) {
      const locale = displayPath(join(contentDir, 'locales', `${entry.name}.yaml`));
      fileError(abs, `has no ${locale}; a language starts with its interface strings (copy ${displayPath(join(contentDir, 'locales', `${SOURCE_LANGUAGE}.yaml`))} to it)`);
    }
  }

  return languages.map((language) => readLanguage(ctx, language));
}

function readLanguage(ctx: Context, language: string): LanguageTranslation {
  const { contentDir, displayPath, errors, warnings } = ctx;
  const dir = join(contentDir, 'translations', language);
  const translation: LanguageTranslation = { language, quizzes: {}, pages: {}, guide: {} };
  const englishQuizFiles = listFiles(join(contentDir, 'quizzes'), '.yaml');
  const englishGuideFiles = listFiles(join(contentDir, 'guide'), '.md');
  const found = { quizzes: [] as string[], pages: [] as string[], guide: [] as string[] };
  const fileWarnings: ContentError[] = [];

  for (const entry of listDir(dir)) {
    const abs = join(dir, entry.name);
    if (!entry.isDirectory() || !Object.keys(found).includes(entry.name)) {
      errors.push({ file: displayPath(abs), line: 1, col: 1, path: '', message: 'is not a translation folder (expected quizzes/, pages/ or guide/)' });
      continue;
    }
    for (const file of listDir(abs)) {
      const absFile = join(abs, file.name);
      const fail = (message: string) => errors.push({ file: displayPath(absFile), line: 1, col: 1, path: '', message });
      if (entry.name === 'quizzes') {
        if (!file.isFile() || !file.name.endsWith('.yaml')) fail('is not a quiz translation (expected <slug>.yaml, named like the English file)');
        else if (!englishQuizFiles.includes(file.name)) fail(`has no English counterpart: ${displayPath(join(contentDir, 'quizzes', file.name))} does not exist`);
        else {
          found.quizzes.push(file.name);
          const quiz = readQuizTranslation(ctx, absFile, fileWarnings);
          if (quiz) translation.quizzes[basename(file.name, '.yaml')] = quiz;
        }
      } else if (entry.name === 'pages') {
        const page = basename(file.name, '.yaml');
        if (!file.isFile() || !file.name.endsWith('.yaml') || !isTranslatedPage(page)) {
          fail(`is not a translatable page (expected ${TRANSLATED_PAGES.map((name) => `${name}.yaml`).join(', ')})`);
        } else {
          found.pages.push(file.name);
          readPageTranslation(ctx, page, absFile, translation, fileWarnings);
        }
      } else {
        if (!file.isFile() || !file.name.endsWith('.md')) fail('is not a guide translation (expected <name>.md, named like the English file)');
        else if (!englishGuideFiles.includes(file.name)) fail(`has no English counterpart: ${displayPath(join(contentDir, 'guide', file.name))} does not exist`);
        else {
          found.guide.push(file.name);
          const section = readGuideTranslation(ctx, absFile, fileWarnings);
          if (section) translation.guide[file.name] = section;
        }
      }
    }
  }

  const englishPages = TRANSLATED_PAGES.map((name) => `${name}.yaml`);
  if (!found.quizzes.length && !found.pages.length && !found.guide.length) {
    // Nothing translated yet: one line, not one per file.
    warnings.push({
      file: displayPath(dir),
      line: 1,
      col: 1,
      path: '',
      message:
        `no quiz, page or guide text is translated yet (${englishQuizFiles.length} quizzes, ${englishPages.length} pages, ` +
        `${englishGuideFiles.length} guide sections); English is shown instead`,
    });
    return translation;
  }
  const notTranslated = (sub: string, all: string[], done: string[], noun: string) => {
    const missing = all.filter((name) => !done.includes(name));
    if (missing.length) warnings.push(missingWarning(displayPath(join(dir, sub)), '', missing, all.length, noun));
  };
  notTranslated('quizzes', englishQuizFiles, found.quizzes, 'quizzes');
  notTranslated('pages', englishPages, found.pages, 'pages');
  notTranslated('guide', englishGuideFiles, found.guide, 'guide sections');
  warnings.push(...fileWarnings);
  return translation;
}

/** "<file>:1:1 questions: 12 of 35 questions are not translated (food-024, food-025, food-026, …); English is shown instead" */
export function missingWarning(file: string, path: string, missing: readonly string[], total: number, noun: string): ContentError {
  const shown = missing.slice(0, FIRST_FEW).join(', ') + (missing.length > FIRST_FEW ? ', …' : '');
  const verb = missing.length === 1 ? 'is' : 'are';
  return { file, line: 1, col: 1, path, message: `${missing.length} of ${total} ${noun} ${verb} not translated (${shown}); English is shown instead` };
}

/** Parses and schema-checks a YAML translation; an empty file is an empty translation. */
function readTranslationYaml<T>(ctx: Context, absPath: string, schema: SchemaName, prepare: (data: unknown) => unknown = (data) => data): { data?: T; source: YamlSource } {
  const source = new YamlSource(ctx.displayPath(absPath), readFileSync(absPath, 'utf8'));
  const syntax = source.syntaxErrors();
  if (syntax.length) {
    ctx.errors.push(...syntax);
    return { source };
  }
  const data = prepare(source.data ?? {});
  const schemaErrors = validateAgainstSchema(schema, data, source);
  ctx.errors.push(...schemaErrors);
  return { data: schemaErrors.length ? undefined : (data as T), source };
}

/** The dotted paths of `fields` that `value` lacks. */
function missingFields(value: unknown, fields: readonly string[]): string[] {
  return fields.filter((field) => {
    let node = value;
    for (const key of field.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;
    return node === undefined;
  });
}

function fieldsWarning(source: YamlSource, value: unknown, fields: readonly string[]): ContentError[] {
  const missing = missingFields(value, fields);
  return missing.length ? [missingWarning(source.file, '', missing, fields.length, 'fields')] : [];
}

const QUIZ_FIELDS = quizCollection.translation.fields;

function readQuizTranslation(ctx: Context, absPath: string, fileWarnings: ContentError[]): QuizTranslation | undefined {
  const slug = basename(absPath, '.yaml');
  const english = ctx.english.quizzes.get(slug);
  const { data, source } = readTranslationYaml<QuizTranslation>(ctx, absPath, quizCollection.translation.schema, (raw) =>
    english ? withQuestionCount(raw, english.questions.length) : raw,
  );
  // Without valid English there is nothing to compare with: the English file's own errors say what to fix.
  if (!data || !english) return data;
  const englishFile = ctx.displayPath(join(ctx.contentDir, 'quizzes', `${slug}.yaml`));
  const errors: ContentError[] = [];
  const fail = (path: string[], message: string) => errors.push(source.errorAt(path, message));

  for (const field of ['shareText', 'resultDescription'] as const) {
    for (const placeholder of ['{{score}}', '{{total}}']) {
      if (data[field] !== undefined && !data[field].includes(placeholder)) fail([field], `must contain ${placeholder}`);
    }
  }
  if (data.contentNote !== undefined && english.contentNote === undefined) fail(['contentNote'], `${englishFile} has no contentNote; remove it`);
  const mins = english.tiers.map((tier) => tier.min);
  for (const [key, tier] of Object.entries(data.tiers ?? {})) {
    const englishTier = english.tiers.find((candidate) => candidate.min === Number(key));
    if (!englishTier) fail(['tiers', key], `is not a tier min of ${englishFile} (its tier mins are ${mins.join(', ')})`);
    else if (tier.message !== undefined && englishTier.message === undefined) fail(['tiers', key, 'message'], `the English tier has no message; remove it`);
  }
  const ids = new Set(english.questions.map((question) => question.id));
  for (const [id, text] of Object.entries(data.questions ?? {})) {
    if (!ids.has(id)) fail(['questions', id], `is not a question of ${englishFile}`);
    else if (!QUESTION_MARKS.some((mark) => text.endsWith(mark))) fail(['questions', id], 'must end with "?"');
  }
  ctx.errors.push(...errors);
  if (errors.length) return undefined;

  fileWarnings.push(...fieldsWarning(source, data, english.contentNote === undefined ? QUIZ_FIELDS : [...QUIZ_FIELDS, 'contentNote']));
  const tiers = tierMap(data);
  const missingTiers = english.tiers.flatMap((tier) => {
    const translated = tiers.get(tier.min);
    if (!translated) return [`min ${tier.min}`];
    return tier.message !== undefined && translated.message === undefined ? [`min ${tier.min} message`] : [];
  });
  if (missingTiers.length) fileWarnings.push(missingWarning(source.file, 'tiers', missingTiers, english.tiers.length, 'tiers'));
  const missingQuestions = english.questions.filter((question) => data.questions?.[question.id] === undefined).map((question) => question.id);
  if (missingQuestions.length) {
    fileWarnings.push(missingWarning(source.file, 'questions', missingQuestions, english.questions.length, 'questions'));
  }
  return data;
}

/**
 * What a page's translation is checked for beyond its schema, by page: its lists against the
 * English ones. Returns the warnings; errors go to ctx.errors (and the translation is then not used).
 */
type PageTranslationCheck = (ctx: Context, source: YamlSource, data: object, englishFile: string) => ContentError[];

const PAGE_TRANSLATION_CHECKS: Partial<Record<PageName, PageTranslationCheck>> = {
  privacy(ctx, source, data, englishFile) {
    const english = ctx.english.privacy;
    if (!english) return [];
    const translation = data as PrivacyPageTranslation;
    const warnings: ContentError[] = [];
    const cards = (translation.cards ?? {}) as Record<string, unknown>;
    const missing = english.cards.filter((card) => cards[card.id] === undefined).map((card) => card.id);
    if (missing.length) warnings.push(missingWarning(source.file, 'cards', missing, english.cards.length, 'cards'));
    checkStorageTranslation(ctx, source, translation, english, englishFile, warnings);
    return warnings;
  },
  contact(ctx, source, data, englishFile) {
    const english = ctx.english.contact;
    if (!english) return [];
    const faq = (data as ContactPageTranslation).faq ?? [];
    faq.slice(english.faq.length).forEach((_, offset) => {
      ctx.errors.push(
        source.errorAt(
          ['faq', english.faq.length + offset],
          `is not in ${englishFile}, whose faq has ${english.faq.length} ${english.faq.length === 1 ? 'entry' : 'entries'}; translate the entries in the same order`,
        ),
      );
    });
    if (faq.length >= english.faq.length) return [];
    const missing = english.faq.slice(faq.length).map((_, offset) => `faq[${faq.length + offset}]`);
    return [missingWarning(source.file, 'faq', missing, english.faq.length, 'FAQ entries')];
  },
};

function readPageTranslation(ctx: Context, page: PageName, absPath: string, translation: LanguageTranslation, fileWarnings: ContentError[]): void {
  const englishFile = ctx.displayPath(join(ctx.contentDir, 'pages', `${page}.yaml`));
  const { data, source } = readTranslationYaml<object>(ctx, absPath, pageTranslationSchema(page));
  if (!data) return;
  const errorsBefore = ctx.errors.length;
  const warnings = PAGE_TRANSLATION_CHECKS[page]?.(ctx, source, data, englishFile) ?? [];
  if (ctx.errors.length > errorsBefore) return;
  (translation.pages as Record<PageName, object>)[page] = data;
  fileWarnings.push(...fieldsWarning(source, data, textFields(translatedPages[page])), ...warnings);
}

/** Translated storage entries must name English ones; the untranslated ones are one warning. */
function checkStorageTranslation(
  ctx: Context,
  source: YamlSource,
  translation: PrivacyPageTranslation,
  english: PrivacyPage,
  englishFile: string,
  fileWarnings: ContentError[],
): void {
  const places = translation.storage?.places ?? {};
  const missing: string[] = [];
  for (const place of english.storage.places) {
    const entries = (places[place.id]?.entries ?? {}) as Record<string, unknown>;
    for (const entry of place.entries) if (entries[entry.id] === undefined) missing.push(`${place.id}.${entry.id}`);
    for (const id of Object.keys(entries)) {
      if (!place.entries.some((entry) => entry.id === id)) {
        ctx.errors.push(source.errorAt(['storage', 'places', place.id, 'entries', id], `is not an entry of ${place.id} in ${englishFile}`));
      }
    }
  }
  const total = english.storage.places.reduce((sum, place) => sum + place.entries.length, 0);
  if (missing.length) fileWarnings.push(missingWarning(source.file, 'storage', missing, total, 'storage entries'));
}

function readGuideTranslation(ctx: Context, absPath: string, fileWarnings: ContentError[]): GuideTranslation | undefined {
  const file = ctx.displayPath(absPath);
  const parsed = splitFrontMatter(readFileSync(absPath, 'utf8'));
  if (!parsed) {
    ctx.errors.push({ file, line: 1, col: 1, path: '', message: 'must begin with front matter between "---" lines (title)' });
    return undefined;
  }
  const source = new YamlSource(file, parsed.frontMatter);
  const syntax = source.syntaxErrors();
  const schemaErrors = syntax.length ? syntax : validateAgainstSchema(guideCollection.translation.schema, source.data, source);
  if (schemaErrors.length) {
    ctx.errors.push(...schemaErrors);
    return undefined;
  }
  const { title } = source.data as GuideSectionTranslationFrontMatter;
  if (!parsed.markdown.trim()) {
    fileWarnings.push({ file, line: parsed.bodyLine, col: 1, path: '', message: 'the section has no text below its front matter; the English text is shown instead' });
    return { title };
  }
  return { title, markdown: parsed.markdown };
}

function tierMap(translation: QuizTranslation | undefined): Map<number, { label: string; message?: string }> {
  return new Map(Object.entries(translation?.tiers ?? {}).map(([key, tier]) => [Number(key), tier]));
}

/** A quiz with every translated text in place of the English one; ids, mins and order stay. */
export function translateQuiz(english: Quiz, translation: QuizTranslation | undefined): Quiz {
  if (!translation) return english;
  const tiers = tierMap(translation);
  const questions = translation.questions ?? {};
  return {
    ...english,
    theme: translation.theme ?? english.theme,
    title: translation.title ?? english.title,
    intro: translation.intro ?? english.intro,
    ...(english.contentNote !== undefined && { contentNote: translation.contentNote ?? english.contentNote }),
    cardDescription: translation.cardDescription ?? english.cardDescription,
    caption: translation.caption ?? english.caption,
    page: { title: translation.page?.title ?? english.page.title, description: translation.page?.description ?? english.page.description },
    shareText: translation.shareText ?? english.shareText,
    resultDescription: translation.resultDescription ?? english.resultDescription,
    tiers: english.tiers.map((tier) => {
      const translated = tiers.get(tier.min);
      if (!translated) return tier;
      return tier.message === undefined ? { ...tier, label: translated.label } : { ...tier, label: translated.label, message: translated.message ?? tier.message };
    }) as Quiz['tiers'],
    questions: english.questions.map((question) => ({ id: question.id, text: questions[question.id] ?? question.text })) as Quiz['questions'],
  };
}

export function translateGuideSection<T extends { file: string; title: string; markdown: string }>(english: T, translation: LanguageTranslation): T {
  const translated = translation.guide[english.file];
  if (!translated) return english;
  return { ...english, title: translated.title, markdown: translated.markdown ?? english.markdown };
}

function listDir(dir: string): Dirent[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => !entry.name.startsWith('.'))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

function listFiles(dir: string, extension: string): string[] {
  return listDir(dir)
    .filter((entry) => entry.isFile() && entry.name.endsWith(extension))
    .map((entry) => entry.name);
}

/** A page of content/pages/ in a language: translated where the registry lets it be, English otherwise. */
export function translatePage(name: string, english: object, translation: LanguageTranslation): object {
  return isTranslatedPage(name) ? mergeTranslation(english, translation.pages[name], translatedPages[name]) : english;
}
