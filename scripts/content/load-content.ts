import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import type { Catalog, ContactPage, GuideSectionFrontMatter, HomePage, OverlapExceptions, PrivacyPage, Quiz, SiteSettings } from '../../shared/generated/types.js';
import type { ContentError } from './content-error.js';
import { splitFrontMatter } from './front-matter.js';
import { checkLocales, translatedLanguages, type LocaleBundle } from './locale-check.js';
import { projectRoot } from './paths.js';
import { checkQuizRules, type CatalogExpectation } from './quiz-rules.js';
import { guide as guideCollection, locales as localeCollection, pages, quizzes as quizCollection, pageSchema, singletons, translatedPages } from './collections.js';
import { pageRules } from './page-rules.js';
import { withCatalogFields, withQuestionCount } from './quiz-derived.js';
import { schemaExists, validateAgainstSchema, type SchemaName } from './schema-validation.js';
import { checkSiteQuestions, type QuizFile } from './site-question-rules.js';
import { englishTexts, translatedTexts } from './content-texts.js';
import { checkSpelling } from './spell-check-content.js';
import type { SpellChecker } from './spelling.js';
import { checkStyle } from './style-rules.js';
import { checkTranslations, type LanguageTranslation } from './translations.js';
import { staleTranslations } from './translation-stamps.js';
import { checkTypography } from './typography.js';
import { YamlSource } from './yaml-source.js';

export { splitFrontMatter } from './front-matter.js';

export interface GuideSectionSource extends GuideSectionFrontMatter {
  /** File name in content/guide/, e.g. "origins.md" (a translation has the same name). */
  file: string;
  markdown: string;
}

export interface LoadedContent {
  catalog: Catalog;
  quizzes: Quiz[];
  guide: GuideSectionSource[];
  site: SiteSettings;
  home: HomePage;
  privacy: PrivacyPage;
  contact: ContactPage;
  /** Every page of content/pages/, by name (home, privacy and contact too). */
  pages: Record<string, object>;
  locales: LocaleBundle[];
  /** One per language of content/locales/ other than English, sorted by code; empty when nothing is translated. */
  translations: LanguageTranslation[];
}

export interface ContentReport {
  errors: ContentError[];
  warnings: ContentError[];
  content?: LoadedContent;
}

const REQUIRED_GUIDE_ANCHORS = ['about', 'how-to-take', 'terms'];

export interface LoadOptions {
  /** Spell checks the English text too (see loadSpellChecker); without it spelling is not checked. */
  spellChecker?: SpellChecker;
}

/** Reads, validates and cross-checks every content file. Content is returned only when there is no error. */
export function loadContent(contentDir: string, options: LoadOptions = {}): ContentReport {
  const errors: ContentError[] = [];
  const warnings: ContentError[] = [];

  const readYaml = <T>(absPath: string, schema: SchemaName, prepare: (data: unknown, source: YamlSource) => unknown = (data) => data): { data?: T; source: YamlSource } => {
    const source = new YamlSource(displayPath(absPath), readFileSync(absPath, 'utf8'));
    const syntax = source.syntaxErrors();
    if (syntax.length) {
      errors.push(...syntax);
      return { source };
    }
    const data = prepare(source.data, source);
    const schemaErrors = validateAgainstSchema(schema, data, source);
    errors.push(...schemaErrors);
    return { data: schemaErrors.length ? undefined : (data as T), source };
  };

  const requireFile = (relPath: string): string | undefined => {
    const abs = join(contentDir, relPath);
    if (existsSync(abs)) return abs;
    errors.push({ file: displayPath(abs), line: 1, col: 1, path: '', message: 'file is missing' });
    return undefined;
  };

  const catalogPath = requireFile(singletons.catalog.files);
  const catalog = catalogPath ? readYaml<Catalog>(catalogPath, singletons.catalog.schema) : undefined;
  const expectations = new Map<string, CatalogExpectation>();
  if (catalog?.data) {
    const entries = [catalog.data.main, ...catalog.data.themed];
    entries.forEach((entry, index) => {
      const path = index === 0 ? ['main'] : ['themed', index - 1];
      if (expectations.has(entry.slug)) errors.push(catalog.source.errorAt([...path, 'slug'], `"${entry.slug}" is listed twice`));
      else if (!existsSync(join(contentDir, fileOf(quizCollection, entry.slug)))) {
        errors.push(catalog.source.errorAt([...path, 'slug'], `${displayPath(join(contentDir, fileOf(quizCollection, entry.slug)))} does not exist`));
      }
      expectations.set(entry.slug, entry);
    });
  }

  const quizzes: Quiz[] = [];
  const validQuizzes = new Map<string, Quiz>();
  const quizFiles: QuizFile[] = [];
  let allQuizzesLoaded = true;
  const quizDir = join(contentDir, dirname(quizCollection.files));
  for (const file of existsSync(quizDir) ? readdirSync(quizDir).filter((f) => f.endsWith('.yaml')).sort() : []) {
    const slug = basename(file, '.yaml');
    const mainSlug = catalog?.data?.main.slug;
    const { data, source } = readYaml<Quiz>(join(quizDir, file), quizCollection.schema, (raw, src) => withQuestionCount(withCatalogFields(raw, slug, mainSlug, src, errors)));
    if (!data) {
      allQuizzesLoaded = false;
      continue;
    }
    quizFiles.push({ quiz: data, source });
    // Without a valid catalog there is nothing to compare with: its own errors say what to fix.
    const expected = catalog?.data ? (expectations.get(data.slug) ?? null) : undefined;
    const ruleErrors = checkQuizRules(data, slug, expected, source);
    errors.push(...ruleErrors);
    if (!ruleErrors.length) {
      quizzes.push(data);
      validQuizzes.set(basename(file, '.yaml'), data);
    }
  }
  const exceptionsPath = join(contentDir, singletons['overlap-exceptions'].files);
  const exceptions = existsSync(exceptionsPath) ? readYaml<OverlapExceptions>(exceptionsPath, singletons['overlap-exceptions'].schema) : undefined;
  errors.push(...checkSiteQuestions(quizFiles, exceptions?.data ? { data: exceptions.data, source: exceptions.source } : undefined, allQuizzesLoaded));

  const guide = loadGuide(join(contentDir, dirname(guideCollection.files)), errors);
  const sitePath = requireFile(singletons.site.files);
  const site = sitePath ? readYaml<SiteSettings>(sitePath, singletons.site.schema).data : undefined;
  for (const name of Object.keys(translatedPages)) requireFile(pageFile(name));
  const loadedPages = loadPages(contentDir, readYaml, errors);
  const home = loadedPages.get('home')?.data as HomePage | undefined;
  const privacy = loadedPages.get('privacy')?.data as PrivacyPage | undefined;
  const contact = loadedPages.get('contact')?.data as ContactPage | undefined;

  const localeDir = join(contentDir, dirname(localeCollection.files));
  const locales = checkLocales(localeDir, displayPath, errors, warnings);
  const translations = checkTranslations(
    contentDir,
    translatedLanguages(localeDir),
    { quizzes: validQuizzes, home, privacy, contact },
    displayPath,
    errors,
    warnings,
  );
  warnings.push(...staleTranslations(contentDir, translatedLanguages(localeDir), displayPath));

  const english = englishTexts(contentDir, displayPath);
  if (options.spellChecker) errors.push(...checkSpelling(contentDir, options.spellChecker, english));
  errors.push(...checkStyle(english));
  for (const language of translatedLanguages(localeDir)) {
    errors.push(...checkTypography(language, translatedTexts(contentDir, language, displayPath)));
  }

  if (errors.length || !catalog?.data || !site || !home || !privacy || !contact || !guide) {
    return { errors, warnings };
  }
  const order = [catalog.data.main.slug, ...catalog.data.themed.map((entry) => entry.slug)];
  quizzes.sort((a, b) => order.indexOf(a.slug) - order.indexOf(b.slug));
  return {
    errors,
    warnings,
    content: { catalog: catalog.data, quizzes, guide, site, home, privacy, contact, pages: Object.fromEntries([...loadedPages].map(([name, page]) => [name, page.data!])), locales, translations },
  };
}

type ReadYaml = <T>(absPath: string, schema: SchemaName) => { data?: T; source: YamlSource };

/** Every content/pages/<name>.yaml, validated against schemas/<name>-page.schema.json and its page's own rules. */
function loadPages(contentDir: string, readYaml: ReadYaml, errors: ContentError[]): Map<string, { data?: object; source: YamlSource }> {
  const loaded = new Map<string, { data?: object; source: YamlSource }>();
  const dir = join(contentDir, dirname(pageFile('x')));
  for (const file of existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.yaml')).sort() : []) {
    const name = basename(file, '.yaml');
    const schema = pageSchema(name);
    if (!schemaExists(schema)) {
      errors.push({ file: displayPath(join(dir, file)), line: 1, col: 1, path: '', message: `has no schema: a page's schema is schemas/${schema}.schema.json` });
      continue;
    }
    const page = readYaml<object>(join(dir, file), schema);
    if (page.data) errors.push(...(pageRules[name]?.(page.data, page.source) ?? []));
    loaded.set(name, page);
  }
  return loaded;
}

function pageFile(name: string): string {
  return fileOf(pages, name);
}

/** A collection's file for one name: quizzes and "food" → "quizzes/food.yaml". */
function fileOf(collection: { files: string }, name: string): string {
  return collection.files.replace('{name}', name);
}

function loadGuide(guideDir: string, errors: ContentError[]): GuideSectionSource[] | undefined {
  const files = existsSync(guideDir) ? readdirSync(guideDir).filter((f) => f.endsWith('.md')).sort() : [];
  const sections: GuideSectionSource[] = [];
  const sources = new Map<string, YamlSource>();
  let failed = false;
  for (const file of files) {
    const absPath = join(guideDir, file);
    const parsed = splitFrontMatter(readFileSync(absPath, 'utf8'));
    if (!parsed) {
      errors.push({ file: displayPath(absPath), line: 1, col: 1, path: '', message: 'must begin with front matter between "---" lines (order, anchor, title)' });
      failed = true;
      continue;
    }
    const source = new YamlSource(displayPath(absPath), parsed.frontMatter);
    const syntax = source.syntaxErrors();
    const schemaErrors = syntax.length ? syntax : validateAgainstSchema(guideCollection.schema, source.data, source);
    if (schemaErrors.length) {
      errors.push(...schemaErrors);
      failed = true;
      continue;
    }
    if (!parsed.markdown.trim()) {
      errors.push({ file: displayPath(absPath), line: parsed.bodyLine, col: 1, path: '', message: 'the section has no text below its front matter' });
      failed = true;
    }
    const section = { ...(source.data as GuideSectionFrontMatter), file, markdown: parsed.markdown };
    for (const other of sections) {
      if (other.anchor === section.anchor) errors.push(source.errorAt(['anchor'], `"${section.anchor}" is already used by another guide section`));
      if (other.order === section.order) errors.push(source.errorAt(['order'], `${section.order} is already used by another guide section`));
    }
    sections.push(section);
    sources.set(section.anchor, source);
  }
  for (const anchor of REQUIRED_GUIDE_ANCHORS) {
    if (!sections.some((section) => section.anchor === anchor)) {
      errors.push({ file: displayPath(guideDir), line: 1, col: 1, path: '', message: `no guide section has anchor "${anchor}", which the footer links to` });
      failed = true;
    }
  }
  return failed ? undefined : sections.sort((a, b) => a.order - b.order);
}

export function displayPath(absPath: string): string {
  return relative(projectRoot, absPath) || absPath;
}
