import { existsSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import type {
  Catalog,
  GuideSectionFrontMatter,
  OverlapExceptions,
  PrivacyPage,
  Quiz,
  SiteSettings,
} from '../../shared/generated/types.js';
import {
  type ContentError,
  fileError,
  listFiles,
  splitFrontMatter,
  YamlSource,
} from './yaml-source.js';
import { checkLocales, translatedLanguages, type LocaleBundle } from './locale-check.js';
import { defaultContentDir, projectRoot } from './paths.js';
import {
  checkQuizRules,
  harmRules,
  privacyRules,
  withCatalogFields,
  withQuestionCount,
} from './quiz-rules.js';
import { validated, type Validated } from './schema-validation.js';
import { checkSiteQuestions } from './repeats.js';
import { checkStyle, checkTypography, languageTexts } from './style.js';
import { checkSpelling, type SpellChecker, wordList } from './spelling.js';
import { checkTranslations, type LanguageTranslation } from './translations.js';
import { staleTranslations } from './translation-stamps.js';

export interface LoadedContent {
  catalog: Catalog;
  /** In the catalog's order. */
  quizzes: Quiz[];
  /** In their order; `file` is the name in content/guide/, e.g. "origins.md" (a translation has the same name). */
  guide: (GuideSectionFrontMatter & { file: string; markdown: string })[];
  site: SiteSettings;
  pages: Record<string, object>;
  locales: LocaleBundle[];
  /** One per language of content/locales/ other than English, sorted by code; empty when nothing is translated. */
  translations: LanguageTranslation[];
}

const REQUIRED_GUIDE_ANCHORS = ['about', 'how-to-take', 'terms'];

export function displayPath(absPath: string): string {
  return relative(projectRoot, absPath) || absPath;
}

/** A YAML file validated against `schema`: undefined when it is missing or not shaped as the schema says. */
function read<T>(
  absPath: string,
  schema: string,
  errors: ContentError[],
  prepare?: (data: unknown, source: YamlSource) => unknown,
): Validated<T> | undefined {
  if (!existsSync(absPath))
    return void errors.push(fileError(displayPath(absPath), 'file is missing'));
  const source = new YamlSource(displayPath(absPath), readFileSync(absPath, 'utf8'));
  const data = validated<T>(source, schema, errors, prepare && ((data) => prepare(data, source)));
  return data && { data, source };
}

/** `spellChecker` spell checks the English text too (see loadSpellChecker); without it spelling is not checked. */
export function loadContent(
  contentDir: string,
  options: { spellChecker?: SpellChecker } = {},
): { errors: ContentError[]; warnings: ContentError[]; content?: LoadedContent } {
  const errors: ContentError[] = [];
  const warnings: ContentError[] = [];
  const catalog = read<Catalog>(join(contentDir, 'catalog.yaml'), 'catalog', errors);
  const { slugs, quizzes, files, allLoaded } = readQuizzes(
    join(contentDir, 'quizzes'),
    catalog,
    errors,
    // The site's list, as for British spellings (spelling.ts): a fixture directory is checked against it too.
    wordList(join(defaultContentDir, 'harm-words.txt')),
  );
  const exceptionsFile = join(contentDir, 'overlap-exceptions.yaml');
  const exceptions = existsSync(exceptionsFile)
    ? read<OverlapExceptions>(exceptionsFile, 'overlap-exceptions', errors)
    : undefined;
  errors.push(...checkSiteQuestions(files, exceptions, allLoaded));
  const guide = readGuide(join(contentDir, 'guide'), errors);
  const site = read<SiteSettings>(join(contentDir, 'site.yaml'), 'site', errors);
  const pages = readPages(join(contentDir, 'pages'), errors);

  const localeDir = join(contentDir, 'locales');
  const languages = translatedLanguages(localeDir);
  const locales = checkLocales(localeDir, displayPath, errors, warnings);
  const translations = checkTranslations(
    { contentDir, english: { quizzes, pages }, displayPath, errors, warnings },
    languages,
  );
  warnings.push(...staleTranslations(contentDir, languages, displayPath));

  const texts = languageTexts(contentDir, 'en', displayPath);
  if (options.spellChecker) errors.push(...checkSpelling(contentDir, options.spellChecker, texts));
  errors.push(...checkStyle(texts));
  for (const language of languages)
    errors.push(...checkTypography(language, languageTexts(contentDir, language, displayPath)));

  if (errors.length || !catalog || !slugs || !site) return { errors, warnings };
  const ordered = slugs.map((slug) => quizzes.get(slug)!);
  return {
    errors,
    warnings,
    content: {
      catalog: catalog.data,
      quizzes: ordered,
      guide,
      site: site.data,
      pages: pages as Record<string, object>,
      locales,
      translations,
    },
  };
}

/**
 * The quiz files, each checked on its own (questions in the passive of harm: `harmPhrases`) and
 * against content/catalog.yaml when the catalog is valid; `quizzes` has those with no error, by slug.
 */
function readQuizzes(
  dir: string,
  catalog: Validated<Catalog> | undefined,
  errors: ContentError[],
  harmPhrases: readonly string[],
) {
  const slugs = catalog && [catalog.data.main, ...catalog.data.themed].map((entry) => entry.slug);
  const fileSlugs = listFiles(dir, '.yaml').map((file) => basename(file, '.yaml'));
  slugs?.forEach((slug, index) => {
    const at = (message: string) =>
      errors.push(
        catalog!.source.errorAt(
          [...(index === 0 ? ['main'] : ['themed', index - 1]), 'slug'],
          message,
        ),
      );
    if (slugs.indexOf(slug) < index) at(`"${slug}" is listed twice`);
    else if (!fileSlugs.includes(slug))
      at(`${displayPath(join(dir, `${slug}.yaml`))} does not exist`);
  });
  const quizzes = new Map<string, Quiz>();
  const files: Validated<Quiz>[] = [];
  for (const slug of fileSlugs) {
    const before = errors.length;
    const loaded = read<Quiz>(join(dir, `${slug}.yaml`), 'quiz', errors, (raw, source) =>
      withQuestionCount(withCatalogFields(raw, slug === slugs?.[0], source, errors)),
    );
    if (!loaded) continue;
    files.push(loaded);
    errors.push(
      ...checkQuizRules(loaded.data, slug, slugs?.includes(loaded.data.slug), loaded.source),
      ...harmRules(loaded.data, loaded.source, harmPhrases),
    );
    // The file's schema and rule errors, top to bottom.
    errors.push(...errors.splice(before).sort((a, b) => a.line - b.line || a.col - b.col));
    if (errors.length === before) quizzes.set(slug, loaded.data);
  }
  return { slugs, quizzes, files, allLoaded: files.length === fileSlugs.length };
}

function readGuide(dir: string, errors: ContentError[]): LoadedContent['guide'] {
  const guide: LoadedContent['guide'] = [];
  for (const file of listFiles(dir, '.md')) {
    const [shown, parsed] = [
      displayPath(join(dir, file)),
      splitFrontMatter(readFileSync(join(dir, file), 'utf8')),
    ];
    if (!parsed) {
      errors.push(
        fileError(shown, 'must begin with front matter between "---" lines (order, anchor, title)'),
      );
      continue;
    }
    const source = new YamlSource(shown, parsed.frontMatter);
    const data = validated<GuideSectionFrontMatter>(source, 'guide-section', errors);
    if (!data) continue;
    if (!parsed.markdown.trim())
      errors.push(
        fileError(shown, 'the section has no text below its front matter', parsed.bodyLine),
      );
    for (const field of ['anchor', 'order'] as const) {
      if (guide.some((other) => other[field] === data[field]))
        errors.push(
          source.errorAt(
            [field],
            `${JSON.stringify(data[field])} is already used by another guide section`,
          ),
        );
    }
    guide.push({ ...data, file, markdown: parsed.markdown });
  }
  const missing = REQUIRED_GUIDE_ANCHORS.filter(
    (anchor) => !guide.some((section) => section.anchor === anchor),
  );
  errors.push(
    ...missing.map((anchor) =>
      fileError(
        displayPath(dir),
        `no guide section has anchor "${anchor}", which the footer links to`,
      ),
    ),
  );
  return guide.sort((a, b) => a.order - b.order);
}

/** Every page of content/pages/, each against schemas/<name>-page.schema.json. */
function readPages(dir: string, errors: ContentError[]): Record<string, object | undefined> {
  const names = listFiles(dir, '.yaml').map((file) => basename(file, '.yaml'));
  const pages = names.sort().map((name) => {
    const page = read<object>(join(dir, `${name}.yaml`), `${name}-page`, errors);
    if (name === 'privacy' && page)
      errors.push(...privacyRules(page.data as PrivacyPage, page.source));
    return [name, page?.data];
  });
  return Object.fromEntries(pages);
}
