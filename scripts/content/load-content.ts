// Reads every file of content/, validates it against its schema in schemas/ (quizzes/<slug>.yaml:
// quiz; pages/<name>.yaml: <name>-page; guide/<name>.md's front matter: guide-section; catalog.yaml,
// site.yaml, overlap-exceptions.yaml: their own), then the rules a schema cannot say, the
// translations and the editorial checks. Every problem is collected, none stops the others.
import { existsSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import type { Catalog, GuideSectionFrontMatter, OverlapExceptions, PrivacyPage, Quiz, SiteSettings } from '../../shared/generated/types.js';
import { type ContentError, listFiles, splitFrontMatter, YamlSource } from './yaml-source.js';
import { checkLocales, translatedLanguages, type LocaleBundle } from './locale-check.js';
import { projectRoot } from './paths.js';
import { checkQuizRules, privacyRules, withCatalogFields, withQuestionCount } from './quiz-rules.js';
import { validated } from './schema-validation.js';
import { checkSiteQuestions, type QuizFile } from './repeats.js';
import { checkStyle, checkTypography, englishTexts, translatedTexts } from './style.js';
import { checkSpelling, type SpellChecker } from './spelling.js';
import { checkTranslations, TRANSLATED_PAGES, type LanguageTranslation } from './translations.js';
import { staleTranslations } from './translation-stamps.js';

export interface GuideSectionSource extends GuideSectionFrontMatter {
  /** File name in content/guide/, e.g. "origins.md" (a translation has the same name). */
  file: string;
  markdown: string;
}

export interface LoadedContent {
  catalog: Catalog;
  /** In the catalog's order. */
  quizzes: Quiz[];
  guide: GuideSectionSource[];
  site: SiteSettings;
  /** Every page of content/pages/, by name. */
  pages: Record<string, object>;
  locales: LocaleBundle[];
  /** One per language of content/locales/ other than English, sorted by code; empty when nothing is translated. */
  translations: LanguageTranslation[];
}

export interface ContentReport {
  errors: ContentError[];
  warnings: ContentError[];
  /** Only when there is no error. */
  content?: LoadedContent;
}

/** The guide sections the footer links to. */
const REQUIRED_GUIDE_ANCHORS = ['about', 'how-to-take', 'terms'];

type Read = <T>(relPath: string, schema: string, prepare?: (data: unknown, source: YamlSource) => unknown) => { data?: T; source: YamlSource } | undefined;

export function displayPath(absPath: string): string {
  return relative(projectRoot, absPath) || absPath;
}

const fileError = (absPath: string, message: string, line = 1): ContentError => ({ file: displayPath(absPath), line, col: 1, path: '', message });

/** `spellChecker` spell checks the English text too (see loadSpellChecker); without it spelling is not checked. */
export function loadContent(contentDir: string, options: { spellChecker?: SpellChecker } = {}): ContentReport {
  const errors: ContentError[] = [];
  const warnings: ContentError[] = [];
  const read: Read = (relPath, schema, prepare) => {
    const absPath = join(contentDir, relPath);
    if (!existsSync(absPath)) return void errors.push(fileError(absPath, 'file is missing'));
    const source = new YamlSource(displayPath(absPath), readFileSync(absPath, 'utf8'));
    return { data: validated(source, schema, errors, prepare && ((data) => prepare(data, source))), source };
  };

  const catalog = read<Catalog>('catalog.yaml', 'catalog');
  const slugs = catalog?.data && catalogSlugs(contentDir, catalog.data, catalog.source, errors);
  const { quizzes, files, allLoaded } = readQuizzes(contentDir, read, slugs, errors);
  const exceptions = existsSync(join(contentDir, 'overlap-exceptions.yaml')) ? read<OverlapExceptions>('overlap-exceptions.yaml', 'overlap-exceptions') : undefined;
  errors.push(...checkSiteQuestions(files, exceptions?.data ? { data: exceptions.data, source: exceptions.source } : undefined, allLoaded));
  const guide = readGuide(join(contentDir, 'guide'), errors);
  const site = read<SiteSettings>('site.yaml', 'site')?.data;
  const pages = readPages(contentDir, read, errors);

  const localeDir = join(contentDir, 'locales');
  const languages = translatedLanguages(localeDir);
  const locales = checkLocales(localeDir, displayPath, errors, warnings);
  const english = { quizzes, pages };
  const translations = checkTranslations(contentDir, languages, english, displayPath, errors, warnings);
  warnings.push(...staleTranslations(contentDir, languages, displayPath));

  const texts = englishTexts(contentDir, displayPath);
  if (options.spellChecker) errors.push(...checkSpelling(contentDir, options.spellChecker, texts));
  errors.push(...checkStyle(texts));
  for (const language of languages) errors.push(...checkTypography(language, translatedTexts(contentDir, language, displayPath)));

  if (errors.length || !catalog?.data || !slugs || !site) return { errors, warnings };
  const content = { catalog: catalog.data, quizzes: slugs.map((slug) => quizzes.get(slug)!), guide, site, pages: pages as Record<string, object>, locales, translations };
  return { errors, warnings, content };
}

/** The catalog's slugs, the main test first; one listed twice or without its quiz file is an error. */
function catalogSlugs(contentDir: string, catalog: Catalog, source: YamlSource, errors: ContentError[]): string[] {
  const slugs = [catalog.main, ...catalog.themed].map((entry) => entry.slug);
  slugs.forEach((slug, index) => {
    const path = [...(index === 0 ? ['main'] : ['themed', index - 1]), 'slug'];
    const file = join(contentDir, 'quizzes', `${slug}.yaml`);
    if (slugs.indexOf(slug) < index) errors.push(source.errorAt(path, `"${slug}" is listed twice`));
    else if (!existsSync(file)) errors.push(source.errorAt(path, `${displayPath(file)} does not exist`));
  });
  return slugs;
}

/** Every quiz file that parses, and by slug those that pass every check of their own. */
function readQuizzes(contentDir: string, read: Read, slugs: string[] | undefined, errors: ContentError[]) {
  const quizzes = new Map<string, Quiz>();
  const files: QuizFile[] = [];
  let allLoaded = true;
  for (const file of listFiles(join(contentDir, 'quizzes'), '.yaml')) {
    const slug = basename(file, '.yaml');
    const before = errors.length;
    const { data, source } = read<Quiz>(`quizzes/${file}`, 'quiz', (raw, src) => withQuestionCount(withCatalogFields(raw, slug === slugs?.[0], src, errors)))!;
    if (!data) {
      allLoaded = false;
      continue;
    }
    files.push({ quiz: data, source });
    // Without a valid catalog there is nothing to compare with: its own errors say what to fix.
    errors.push(...checkQuizRules(data, slug, slugs?.includes(data.slug), source));
    // The file's schema and rule errors, top to bottom.
    errors.push(...errors.splice(before).sort((a, b) => a.line - b.line || a.col - b.col));
    if (errors.length === before) quizzes.set(data.slug, data);
  }
  return { quizzes, files, allLoaded };
}

function readGuide(dir: string, errors: ContentError[]): GuideSectionSource[] {
  const guide: GuideSectionSource[] = [];
  for (const file of listFiles(dir, '.md')) {
    const parsed = splitFrontMatter(readFileSync(join(dir, file), 'utf8'));
    if (!parsed) {
      errors.push(fileError(join(dir, file), 'must begin with front matter between "---" lines (order, anchor, title)'));
      continue;
    }
    const source = new YamlSource(displayPath(join(dir, file)), parsed.frontMatter);
    const data = validated<GuideSectionFrontMatter>(source, 'guide-section', errors);
    if (!data) continue;
    if (!parsed.markdown.trim()) errors.push(fileError(join(dir, file), 'the section has no text below its front matter', parsed.bodyLine));
    for (const field of ['anchor', 'order'] as const) {
      if (guide.some((other) => other[field] === data[field])) errors.push(source.errorAt([field], `${JSON.stringify(data[field])} is already used by another guide section`));
    }
    guide.push({ ...data, file, markdown: parsed.markdown });
  }
  for (const anchor of REQUIRED_GUIDE_ANCHORS) {
    if (!guide.some((section) => section.anchor === anchor)) errors.push(fileError(dir, `no guide section has anchor "${anchor}", which the footer links to`));
  }
  return guide.sort((a, b) => a.order - b.order);
}

/** Every page of content/pages/ (the translated ones must exist), each against schemas/<name>-page.schema.json. */
function readPages(contentDir: string, read: Read, errors: ContentError[]): Record<string, object | undefined> {
  const names = new Set([...TRANSLATED_PAGES, ...listFiles(join(contentDir, 'pages'), '.yaml').map((file) => basename(file, '.yaml'))]);
  const pages: Record<string, object | undefined> = {};
  for (const name of [...names].sort()) {
    const page = read<object>(`pages/${name}.yaml`, `${name}-page`);
    if (name === 'privacy' && page?.data) errors.push(...privacyRules(page.data as PrivacyPage, page.source));
    pages[name] = page?.data;
  }
  return pages;
}
