// Reads every file of content/, validates it against its schema in schemas/ (quizzes/<slug>.yaml:
// quiz; pages/<name>.yaml: <name>-page; guide/<name>.md's front matter: guide-section; catalog.yaml,
// site.yaml, overlap-exceptions.yaml: their own), then the rules a schema cannot say, the
// translations and the editorial checks. Every problem is collected, none stops the others.
import { existsSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import type { Catalog, GuideSectionFrontMatter, OverlapExceptions, Quiz, SiteSettings } from '../../shared/generated/types.js';
import { type ContentError, listFiles, splitFrontMatter, YamlSource } from './yaml-source.js';
import { checkLocales, translatedLanguages, type LocaleBundle } from './locale-check.js';
import { projectRoot } from './paths.js';
import { checkQuizRules, pageRules, withCatalogFields, withQuestionCount } from './quiz-rules.js';
import { schemaExists, validated } from './schema-validation.js';
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

/** `spellChecker` spell checks the English text too (see loadSpellChecker); without it spelling is not checked. */
export function loadContent(contentDir: string, options: { spellChecker?: SpellChecker } = {}): ContentReport {
  const errors: ContentError[] = [];
  const warnings: ContentError[] = [];
  const fileError = (absPath: string, message: string, line = 1) => errors.push({ file: displayPath(absPath), line, col: 1, path: '', message });

  const readYaml = <T>(relPath: string, schema: string, prepare?: (data: unknown, source: YamlSource) => unknown): { data?: T; source: YamlSource } | undefined => {
    const absPath = join(contentDir, relPath);
    if (!existsSync(absPath)) return void fileError(absPath, 'file is missing');
    const source = new YamlSource(displayPath(absPath), readFileSync(absPath, 'utf8'));
    return { data: validated<T>(source, schema, errors, prepare && ((data) => prepare(data, source))), source };
  };

  const catalog = readYaml<Catalog>('catalog.yaml', 'catalog');
  const listed = new Set<string>();
  if (catalog?.data) {
    [catalog.data.main, ...catalog.data.themed].forEach((entry, index) => {
      const path = [...(index === 0 ? ['main'] : ['themed', index - 1]), 'slug'];
      const file = join(contentDir, 'quizzes', `${entry.slug}.yaml`);
      if (listed.has(entry.slug)) errors.push(catalog.source.errorAt(path, `"${entry.slug}" is listed twice`));
      else if (!existsSync(file)) errors.push(catalog.source.errorAt(path, `${displayPath(file)} does not exist`));
      listed.add(entry.slug);
    });
  }

  const quizzes: Quiz[] = [];
  const quizFiles: QuizFile[] = [];
  let allQuizzesLoaded = true;
  for (const file of listFiles(join(contentDir, 'quizzes'), '.yaml')) {
    const slug = basename(file, '.yaml');
    const { data, source } = readYaml<Quiz>(`quizzes/${file}`, 'quiz', (raw, src) => withQuestionCount(withCatalogFields(raw, slug, catalog?.data?.main.slug, src, errors)))!;
    if (!data) {
      allQuizzesLoaded = false;
      continue;
    }
    quizFiles.push({ quiz: data, source });
    // Without a valid catalog there is nothing to compare with: its own errors say what to fix.
    const ruleErrors = checkQuizRules(data, slug, catalog?.data ? listed.has(data.slug) : undefined, source);
    errors.push(...ruleErrors);
    if (!ruleErrors.length) quizzes.push(data);
  }
  const exceptions = existsSync(join(contentDir, 'overlap-exceptions.yaml')) ? readYaml<OverlapExceptions>('overlap-exceptions.yaml', 'overlap-exceptions') : undefined;
  errors.push(...checkSiteQuestions(quizFiles, exceptions?.data ? { data: exceptions.data, source: exceptions.source } : undefined, allQuizzesLoaded));

  const guide: GuideSectionSource[] = [];
  const guideDir = join(contentDir, 'guide');
  for (const file of listFiles(guideDir, '.md')) {
    const parsed = splitFrontMatter(readFileSync(join(guideDir, file), 'utf8'));
    if (!parsed) {
      fileError(join(guideDir, file), 'must begin with front matter between "---" lines (order, anchor, title)');
      continue;
    }
    const source = new YamlSource(displayPath(join(guideDir, file)), parsed.frontMatter);
    const data = validated<GuideSectionFrontMatter>(source, 'guide-section', errors);
    if (!data) continue;
    if (!parsed.markdown.trim()) fileError(join(guideDir, file), 'the section has no text below its front matter', parsed.bodyLine);
    for (const other of guide) {
      if (other.anchor === data.anchor) errors.push(source.errorAt(['anchor'], `"${data.anchor}" is already used by another guide section`));
      if (other.order === data.order) errors.push(source.errorAt(['order'], `${data.order} is already used by another guide section`));
    }
    guide.push({ ...data, file, markdown: parsed.markdown });
  }
  for (const anchor of REQUIRED_GUIDE_ANCHORS) {
    if (!guide.some((section) => section.anchor === anchor)) fileError(guideDir, `no guide section has anchor "${anchor}", which the footer links to`);
  }

  const site = readYaml<SiteSettings>('site.yaml', 'site')?.data;
  for (const name of TRANSLATED_PAGES) if (!existsSync(join(contentDir, 'pages', `${name}.yaml`))) fileError(join(contentDir, 'pages', `${name}.yaml`), 'file is missing');
  const pages: Record<string, object | undefined> = {};
  for (const file of listFiles(join(contentDir, 'pages'), '.yaml')) {
    const name = basename(file, '.yaml');
    if (!schemaExists(`${name}-page`)) {
      fileError(join(contentDir, 'pages', file), `has no schema: a page's schema is schemas/${name}-page.schema.json`);
      continue;
    }
    const page = readYaml<object>(`pages/${file}`, `${name}-page`)!;
    if (page.data) errors.push(...(pageRules[name]?.(page.data, page.source) ?? []));
    pages[name] = page.data;
  }

  const localeDir = join(contentDir, 'locales');
  const languages = translatedLanguages(localeDir);
  const locales = checkLocales(localeDir, displayPath, errors, warnings);
  const english = { quizzes: new Map(quizzes.map((quiz) => [quiz.slug, quiz])), pages };
  const translations = checkTranslations(contentDir, languages, english, displayPath, errors, warnings);
  warnings.push(...staleTranslations(contentDir, languages, displayPath));

  const texts = englishTexts(contentDir, displayPath);
  if (options.spellChecker) errors.push(...checkSpelling(contentDir, options.spellChecker, texts));
  errors.push(...checkStyle(texts));
  for (const language of languages) errors.push(...checkTypography(language, translatedTexts(contentDir, language, displayPath)));

  if (errors.length || !catalog?.data || !site) return { errors, warnings };
  const order = [catalog.data.main.slug, ...catalog.data.themed.map((entry) => entry.slug)];
  quizzes.sort((a, b) => order.indexOf(a.slug) - order.indexOf(b.slug));
  guide.sort((a, b) => a.order - b.order);
  return { errors, warnings, content: { catalog: catalog.data, quizzes, guide, site, pages: pages as Record<string, object>, locales, translations } };
}

export function displayPath(absPath: string): string {
  return relative(projectRoot, absPath) || absPath;
}
