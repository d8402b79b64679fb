// Shared oracles and page utilities for the "site around the quizzes" browser tests (site-*.test.ts).
// Expected values are read from content/ (the authored source), never from shared/generated.
import { readdirSync, readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { parse } from 'yaml';
import { readQuizText } from '../quiz-text';
import { SITE_URL } from '../site-address';
import { SPEC_QUESTION_COUNTS } from '../spec-oracle';

export { SITE_URL };

const readYaml = <T>(path: string): T => parse(readFileSync(path, 'utf8')) as T;

interface PageText {
  page: { title: string; description: string };
}
interface QuizYaml extends PageText {
  slug: string;
  title: string;
  intro: string;
  questions: { id: string; text: string }[];
}

/** The deployment settings; `contactEmail` is absent until an operator sets a real mailbox. */
export const site = readYaml<{ contactEmail?: string }>('content/site.yaml');
const catalogFile = readYaml<{ main: { slug: string }; themed: { slug: string }[] }>(
  'content/catalog.yaml',
);
/** content/catalog.yaml, with the question counts the spec gives each quiz. */
export const catalog = {
  main: { ...catalogFile.main, questionCount: SPEC_QUESTION_COUNTS[catalogFile.main.slug]! },
  themed: catalogFile.themed.map((entry) => ({
    ...entry,
    questionCount: SPEC_QUESTION_COUNTS[entry.slug]!,
  })),
};
export const THEMED_SLUGS = catalog.themed.map((entry) => entry.slug);
export const locale = readYaml<{
  site: { name: string; titleTemplate: string };
  results: { mainHeading: string };
  resultsPage: { pageTitle: string; intro: string; noResultsTitle: string };
  notFound: { title: string; pageDescription: string; text: string; code: string };
  home: { start: string; shareText: string };
}>('content/locales/en.yaml');
export const homeContent = readYaml<PageText & { hero: { title: string; subtitle: string } }>(
  'content/pages/home.yaml',
);
export const privacyContent = readYaml<
  PageText & { title: string; cards: { id: string; title: string }[] }
>('content/pages/privacy.yaml');
export const contactContent = readYaml<PageText & { title: string; responsePromise: string }>(
  'content/pages/contact.yaml',
);
export const quiz = (slug: string): QuizYaml =>
  readQuizText<QuizYaml>(`content/quizzes/${slug}.yaml`, slug);

/** The site's languages: English first, then one per content/locales/<code>.yaml. */
export const LANGUAGES = [
  'en',
  ...readdirSync('content/locales')
    .filter((file) => file.endsWith('.yaml') && file !== 'en.yaml')
    .map((file) => file.slice(0, -'.yaml'.length))
    .sort(),
];
/** A page's path in a language: English at the root, the others under /<code>/. */
export const languagePath = (language: string, path: string) =>
  language === 'en' ? path : `/${language}${path}`;

export const titled = (title: string) => locale.site.titleTemplate.replace('{{title}}', title);
export const UNKNOWN_PATH = '/this-page-does-not-exist-42';

export interface RouteExpectation {
  path: string;
  title: string;
  description: string;
  /** null: the page must not be indexed (a visitor's own result, 404), so it has noindex, no canonical URL and no og:url. */
  canonical: string | null;
  status: number;
  /** Texts the prerendered HTML must contain (headings, first question...). */
  htmlTexts: string[];
  /** The page's h1 once hydrated. */
  h1: string;
}

function themedRoute(slug: string): RouteExpectation {
  const q = quiz(slug);
  return {
    path: `/tests/${slug}`,
    title: titled(q.page.title),
    description: q.page.description,
    canonical: `${SITE_URL}/tests/${slug}`,
    status: 200,
    htmlTexts: [q.title, q.intro.trim(), q.questions[0]!.text],
    h1: q.title,
  };
}

const purity = quiz(catalog.main.slug);

/** Every route of the site with what its head and body must hold. */
export const ROUTES: RouteExpectation[] = [
  {
    path: '/',
    title: homeContent.page.title,
    description: homeContent.page.description,
    canonical: `${SITE_URL}/`,
    status: 200,
    htmlTexts: [homeContent.hero.title, homeContent.hero.subtitle, locale.home.start],
    h1: homeContent.hero.title,
  },
  {
    path: '/test',
    title: titled(purity.page.title),
    description: purity.page.description,
    canonical: `${SITE_URL}/test`,
    status: 200,
    htmlTexts: [purity.title, purity.questions[0]!.text],
    h1: purity.title,
  },
  {
    path: '/results',
    title: titled(locale.resultsPage.pageTitle),
    description: purity.page.description,
    canonical: null,
    status: 200,
    // The result lives in the browser session, so the HTML holds the shell and the page's header.
    htmlTexts: [locale.site.name, locale.resultsPage.intro],
    h1: locale.resultsPage.pageTitle,
  },
  ...THEMED_SLUGS.map(themedRoute),
  {
    path: '/privacy',
    title: titled(privacyContent.page.title),
    description: privacyContent.page.description,
    canonical: `${SITE_URL}/privacy`,
    status: 200,
    htmlTexts: [privacyContent.title, ...privacyContent.cards.map((card) => card.title)],
    h1: privacyContent.title,
  },
  {
    path: '/contact',
    title: titled(contactContent.page.title),
    description: contactContent.page.description,
    canonical: `${SITE_URL}/contact`,
    status: 200,
    htmlTexts: [
      contactContent.title,
      contactContent.responsePromise,
      ...(site.contactEmail ? [site.contactEmail] : []),
    ],
    h1: contactContent.title,
  },
  {
    path: UNKNOWN_PATH,
    title: titled(locale.notFound.title),
    description: locale.notFound.pageDescription,
    canonical: null,
    status: 404,
    htmlTexts: ['404', 'Page Not Found', locale.notFound.text],
    h1: 'Page Not Found',
  },
];

export interface HeadMeta {
  title: string[];
  description: string[];
  canonical: string[];
  robots: string[];
  'og:title': string[];
  'og:description': string[];
  'og:image': string[];
  'og:url': string[];
  'twitter:card': string[];
  'twitter:title': string[];
  'twitter:description': string[];
  'twitter:image': string[];
}
export const META_KEYS = [
  'description',
  'robots',
  'og:title',
  'og:description',
  'og:image',
  'og:url',
  'twitter:card',
  'twitter:title',
  'twitter:description',
  'twitter:image',
] as const;

export function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&amp;/g, '&');
}

export function attributes(tag: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const match of tag.matchAll(/([a-zA-Z:-]+)\s*=\s*"([^"]*)"/g))
    out[match[1]!.toLowerCase()] = decodeEntities(match[2]!);
  return out;
}

/** The page-owned head tags of a raw HTML document (every occurrence, to catch duplicates). */
export function headMetaFromHtml(html: string): HeadMeta {
  const head = html.slice(0, html.indexOf('</head>'));
  const meta = Object.fromEntries(
    ['title', 'canonical', ...META_KEYS].map((key) => [key, [] as string[]]),
  ) as unknown as HeadMeta;
  for (const match of head.matchAll(/<title>([\s\S]*?)<\/title>/g))
    meta.title.push(decodeEntities(match[1]!));
  for (const match of head.matchAll(/<(meta|link)\b[^>]*>/g)) {
    const attrs = attributes(match[0]);
    if (match[1] === 'link' && attrs.rel === 'canonical') meta.canonical.push(attrs.href ?? '');
    const key = (attrs.name ?? attrs.property) as keyof HeadMeta | undefined;
    if (match[1] === 'meta' && key && key in meta && key !== 'title' && key !== 'canonical')
      meta[key].push(attrs.content ?? '');
  }
  return meta;
}

/** Every value of a <meta property|name="key"> in a raw HTML head (keys headMetaFromHtml does not read, such as og:image:alt). */
export function metaValues(html: string, key: string): string[] {
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)">/g)]
    .filter((m) => m[1] === key)
    .map((m) => decodeEntities(m[2]!));
}

/** The same head tags, read from the live document. */
export function headMetaFromPage(page: Page): Promise<HeadMeta> {
  return page.evaluate(
    (keys) => {
      const meta: Record<string, string[]> = { title: [document.title], canonical: [] };
      for (const key of keys) meta[key] = [];
      document.head
        .querySelectorAll('link[rel="canonical"]')
        .forEach((link) => meta.canonical!.push(link.getAttribute('href') ?? ''));
      document.head.querySelectorAll('meta[name], meta[property]').forEach((element) => {
        const key = element.getAttribute('name') ?? element.getAttribute('property') ?? '';
        if (key in meta && key !== 'title' && key !== 'canonical')
          meta[key]!.push(element.getAttribute('content') ?? '');
      });
      return meta;
    },
    [...META_KEYS],
  ) as unknown as Promise<HeadMeta>;
}

/** The head tags a route must carry, in the HeadMeta shape (exactly one of each, or none). */
export function expectedHead(
  route: RouteExpectation,
): Omit<HeadMeta, 'og:image' | 'twitter:image'> {
  const one = (value: string | null) => (value === null ? [] : [value]);
  return {
    title: [route.title],
    description: [route.description],
    canonical: one(route.canonical),
    robots: route.canonical === null ? ['noindex'] : [],
    'og:title': [route.title],
    'og:description': [route.description],
    'og:url': one(route.canonical),
    'twitter:card': ['summary_large_image'],
    'twitter:title': [route.title],
    'twitter:description': [route.description],
  };
}

/** Visible text of an HTML fragment with tags stripped and whitespace collapsed. */
export function htmlText(html: string): string {
  const body = html.slice(html.indexOf('<body'));
  return decodeEntities(
    body.replace(/<script[\s\S]*?<\/script>/g, ' ').replace(/<[^>]+>/g, ' '),
  ).replace(/\s+/g, ' ');
}

export const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

export interface TextSample {
  text: string;
  where: string;
}

/**
 * Every text a visitor can see or hear: visible text nodes and the aria-label, placeholder, title and
 * alt of visible elements, skipping [translate="no"], script, style and decorative (aria-hidden) svg.
 * Visually hidden text (screen-reader only) counts: it is read aloud.
 */
export const COLLECT_TEXTS = `(() => {
  const out = [];
  const describe = (el) => {
    let s = el.tagName.toLowerCase();
    if (el.id) s += '#' + el.id;
    const cls = el.getAttribute('class');
    if (cls) s += '.' + cls.trim().split(/\\s+/).join('.');
    return s;
  };
  const excluded = (el) => !!el.closest('[translate="no"], script, style, noscript, template, svg[aria-hidden="true"]');
  const visible = (el) => el.checkVisibility({ visibilityProperty: true });
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    const text = (node.nodeValue || '').trim();
    if (!parent || !text || excluded(parent) || !visible(parent)) continue;
    out.push({ text, where: describe(parent) });
  }
  for (const el of document.body.querySelectorAll('[aria-label], [placeholder], [title], [alt]')) {
    if (excluded(el) || !visible(el)) continue;
    for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
      const value = el.getAttribute(name);
      if (value && value.trim()) out.push({ text: value, where: describe(el) + '[' + name + ']' });
    }
  }
  return out;
})()`;

export async function untranslatedTexts(page: Page): Promise<TextSample[]> {
  const samples = (await page.evaluate(COLLECT_TEXTS)) as TextSample[];
  return samples.filter((sample) => /[A-Za-z]/.test(sample.text));
}
