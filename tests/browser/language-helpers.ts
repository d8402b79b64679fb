// Oracles for the pages of a language other than English, read from the authored files:
// content/locales/<code>.yaml (interface strings) and content/translations/<code>/ (quizzes and
// pages), with English wherever the translation leaves a text out.
import { existsSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { readQuizText } from '../quiz-text';
import { quizFile, type QuizTexts } from './quiz-helpers';
import {
  catalog,
  contactContent,
  homeContent,
  privacyContent,
  quiz,
  SITE_URL,
  THEMED_SLUGS,
  UNKNOWN_PATH,
} from './site-helpers';

type Tree = { [key: string]: string | Tree };

const readYaml = <T>(path: string): T | undefined =>
  existsSync(path) ? (parse(readFileSync(path, 'utf8')) as T) : undefined;

/** A string of a locale file by its dotted key, English when the language lacks it. */
export function localeString(language: string, key: string): string {
  const lookup = (tree: Tree | undefined) =>
    key
      .split('.')
      .reduce<Tree | string | undefined>(
        (node, part) => (typeof node === 'object' ? node[part] : undefined),
        tree,
      );
  const own = lookup(readYaml<Tree>(`content/locales/${language}.yaml`));
  const english = lookup(readYaml<Tree>('content/locales/en.yaml'));
  const text = typeof own === 'string' && own.trim() ? own : english;
  if (typeof text !== 'string') throw new Error(`no string ${key}`);
  return text;
}

interface PageText {
  title: string;
  description: string;
}

function translatedPage(
  language: string,
  file: string,
  english: { page: PageText },
  slug?: string,
): PageText {
  const path = `content/translations/${language}/${file}`;
  const text = existsSync(path)
    ? slug
      ? readQuizText<{ page?: Partial<PageText> }>(path, slug)
      : readYaml<{ page?: Partial<PageText> }>(path)
    : undefined;
  const page = text?.page ?? {};
  return {
    title: page.title ?? english.page.title,
    description: page.description ?? english.page.description,
  };
}

export const quizPage = (language: string, slug: string) =>
  translatedPage(language, `quizzes/${slug}.yaml`, quiz(slug), slug);

/** The quiz's own texts in the language: theme, title, questions in order, share texts and tier labels. */
export function translatedQuiz(language: string, slug: string) {
  const path = `content/translations/${language}/quizzes/${slug}.yaml`;
  const own =
    (existsSync(path)
      ? readQuizText<{
          theme?: string;
          title?: string;
          shareText?: string;
          resultDescription?: string;
          tiers?: Record<string, { label?: string }>;
          questions?: Record<string, string>;
        }>(path, slug)
      : undefined) ?? {};
  const english = quizFile(slug);
  return {
    theme: own.theme ?? english.theme,
    title: own.title ?? english.title,
    shareText: own.shareText ?? english.shareText,
    resultDescription: own.resultDescription ?? english.resultDescription,
    questions: english.questions.map((question) => own.questions?.[question.id] ?? question.text),
    /** The label of the tier a score falls in (tiers are keyed by the English minimum). */
    tierLabel(score: number): string {
      const tier = english.tiers.find((candidate) => score >= candidate.min)!;
      return own.tiers?.[String(tier.min)]?.label ?? tier.label;
    },
  };
}

export function quizTexts(language: string): QuizTexts {
  return {
    questionOf: localeString(language, 'quiz.questionOf'),
    percentComplete: localeString(language, 'quiz.percentComplete'),
    next: localeString(language, 'quiz.next'),
    finish: localeString(language, 'quiz.finish'),
  };
}

export interface LocalizedRoute {
  /** The language-neutral path (/tests/food). */
  path: string;
  /** The path in the language (/es/tests/food). */
  url: string;
  title: string;
  description: string;
  indexable: boolean;
  status: number;
}

/** Every route of the site in a language, with the title and description its head must carry. */
export function localizedRoutes(language: string): LocalizedRoute[] {
  const prefix = language === 'en' ? '' : `/${language}`;
  const titled = (title: string) =>
    localeString(language, 'site.titleTemplate').replace('{{title}}', title);
  const route = (
    path: string,
    text: PageText,
    { indexable = true, status = 200, fullTitle = false } = {},
  ): LocalizedRoute => ({
    path,
    url: `${prefix}${path}`,
    title: fullTitle ? text.title : titled(text.title),
    description: text.description,
    indexable,
    status,
  });
  const main = quizPage(language, catalog.main.slug);
  return [
    route('/', translatedPage(language, 'pages/home.yaml', homeContent), { fullTitle: true }),
    route('/test', main),
    route(
      '/results',
      { title: localeString(language, 'resultsPage.pageTitle'), description: main.description },
      { indexable: false },
    ),
    ...THEMED_SLUGS.map((slug) => route(`/tests/${slug}`, quizPage(language, slug))),
    route('/privacy', translatedPage(language, 'pages/privacy.yaml', privacyContent)),
    route('/contact', translatedPage(language, 'pages/contact.yaml', contactContent)),
    route(
      UNKNOWN_PATH,
      {
        title: localeString(language, 'notFound.title'),
        description: localeString(language, 'notFound.pageDescription'),
      },
      { indexable: false, status: 404 },
    ),
  ];
}

/** The hreflang alternates every page but the 404 carries: each language, then x-default (English). */
export function expectedAlternates(languages: readonly string[], path: string): [string, string][] {
  const url = (language: string) => `${SITE_URL}${language === 'en' ? '' : `/${language}`}${path}`;
  return [
    ...languages.map((language): [string, string] => [language, url(language)]),
    ['x-default', url('en')],
  ];
}

/** The hreflang links of a raw HTML head, in order. */
export function alternatesFromHtml(html: string): [string, string][] {
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map(
    (match) => [match[1]!, match[2]!],
  );
}
