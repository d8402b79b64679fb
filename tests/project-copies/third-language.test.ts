// A third language is only files: the site is built from a copy of the project whose only change
// is an empty content/locales/it.yaml, and the built HTML must then have Italian pages (in English
// fallback text) under /it/, Italian hreflang alternates on every page, Italian sitemap entries and
// a switcher entry for Italian. The pseudo-locale stays out of all of them.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { projectRoot } from '../../scripts/content/paths.js';
import { readQuizText } from '../quiz-text';
import { ProjectCopy } from './project-copy';

const SITE = 'https://quiz.example.org';
let copy: ProjectCopy;
const built = (path: string) => copy.read(join('dist/client', path));

beforeAll(() => {
  copy = new ProjectCopy({ SITE_URL: SITE });
  copy.write('content/locales/it.yaml', '');
  void (
    copy.run('content', ['node', '--import', 'tsx', 'scripts/content/build-content.ts']) &&
    copy.run('build', ['node', '--import', 'tsx', 'scripts/build-site.ts'])
  );
}, 600_000);

afterAll(() => copy?.remove());

/** The project's languages and the one the copy adds. */
const LOCALES = [
  ...readdirSync(join(projectRoot, 'content/locales')).map((file) => file.replace(/\.yaml$/, '')),
  'it',
];
const englishFood = readQuizText<{ title: string; page: { title: string } }>(
  join(projectRoot, 'content/quizzes/food.yaml'),
  'food',
);
const englishLocale = parse(readFileSync(join(projectRoot, 'content/locales/en.yaml'), 'utf8')) as {
  site: { titleTemplate: string };
};

describe('an empty content/locales/it.yaml, and no code change', () => {
  it('builds', () => {
    expect(copy.changedFiles()).toEqual(['content/locales/it.yaml']);
    for (const step of copy.steps) expect(step.status, `${step.name}:\n${step.output}`).toBe(0);
    expect(copy.steps.map((step) => step.name)).toEqual(['content', 'build']);
    expect(copy.steps[0]!.output).toMatch(/languages en, (\S+, )*it, (\S+, )*en-XA/);
  });

  it('prerenders the Italian pages under /it/ with lang="it", in English fallback text', () => {
    const html = built('it/tests/food/index.html');
    expect(html).toMatch(/<html lang="it">/);
    expect(html).toContain(
      `<title>${englishLocale.site.titleTemplate.replace('{{title}}', englishFood.page.title)}</title>`,
    );
    expect(html).toContain(englishFood.title);
    expect(html).toContain('<meta property="og:locale" content="it_IT">');
    expect(html).toContain(`<link rel="canonical" href="${SITE}/it/tests/food">`);
    for (const page of [
      'it/index.html',
      'it/test/index.html',
      'it/results/index.html',
      'it/privacy/index.html',
      'it/contact/index.html',
      'it/404.html',
    ]) {
      expect(existsSync(join(copy.root, 'dist/client', page)), page).toBe(true);
    }
  });

  it('gives every page, in every language, an Italian hreflang alternate', () => {
    for (const [page, path] of [
      ['tests/food/index.html', '/tests/food'],
      ['es/tests/food/index.html', '/tests/food'],
      ['it/index.html', '/'],
    ] as const) {
      const alternates = [
        ...built(page).matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g),
      ].map((match) => [match[1], match[2]]);
      // Every language of the copy (English first, then by code), then x-default.
      const languages = ['en', ...LOCALES.filter((code) => code !== 'en').sort()];
      expect(alternates, page).toEqual([
        ...languages.map((code) => [code, `${SITE}${code === 'en' ? '' : `/${code}`}${path}`]),
        ['x-default', `${SITE}${path}`],
      ]);
    }
  });

  it('lists the Italian pages in the sitemap, each with its alternates', () => {
    const sitemap = built('sitemap.xml');
    expect(sitemap).toContain(`<loc>${SITE}/it/tests/food</loc>`);
    expect(sitemap).toContain(`<loc>${SITE}/it/</loc>`);
    expect(sitemap).toContain(
      `<xhtml:link rel="alternate" hreflang="it" href="${SITE}/it/privacy"/>`,
    );
  });

  it('offers Italian in the switcher, named in Italian, on English and Italian pages', () => {
    expect(built('tests/food/index.html')).toMatch(
      /<a href="\/it\/tests\/food" lang="it" hreflang="it">Italiano<\/a>/i,
    );
    expect(built('it/tests/food/index.html')).toMatch(
      /<a href="\/it\/tests\/food" lang="it" hreflang="it" aria-current="true">Italiano<\/a>/i,
    );
  });

  it('keeps the pseudo-locale out of the pages, the sitemap and the switcher', () => {
    for (const page of ['index.html', 'it/tests/food/index.html', 'sitemap.xml'])
      expect(built(page), page).not.toContain('en-XA');
    expect(existsSync(join(copy.root, 'dist/client/en-XA'))).toBe(false);
  });
});
