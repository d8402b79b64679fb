// A third language is only files: the site is built from a copy of the project whose only change
// is an empty content/locales/it.yaml, and the built HTML must then have Italian pages (in English
// fallback text) under /it/, Italian hreflang alternates on every page, Italian sitemap entries and
// a switcher entry for Italian. The pseudo-locale stays out of all of them.
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  readdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { projectRoot } from '../../scripts/content/paths.js';
import { readQuizText } from '../quiz-text';

/** Everything the build reads; tests, the build output and the generated modules are left behind. */
const PROJECT_FILES = [
  'content',
  'schemas',
  'scripts',
  'server',
  'shared',
  'src',
  'public',
  'index.html',
  'package.json',
  'tsconfig.json',
  'vite.config.ts',
];

let copy: string;
let build: { status: number | null; output: string };
const built = (path: string) => readFileSync(join(copy, 'dist/client', path), 'utf8');

beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), 'quiz-third-language-'));
  for (const name of PROJECT_FILES) {
    cpSync(join(projectRoot, name), join(copy, name), {
      recursive: true,
      filter: (source) => !/\/(src|shared)\/generated/.test(source),
    });
  }
  symlinkSync(realpathSync(join(projectRoot, 'node_modules')), join(copy, 'node_modules'));
  writeFileSync(join(copy, 'content/locales/it.yaml'), '');
  const run = (script: string) =>
    spawnSync(process.execPath, ['--import', 'tsx', script], {
      cwd: copy,
      encoding: 'utf8',
      env: { ...process.env, SITE_URL: 'https://quiz.example.org' },
    });
  const content = run('scripts/content/build-content.ts');
  const site = content.status === 0 ? run('scripts/build-site.ts') : content;
  build = {
    status: site.status,
    output: `${content.stdout}${content.stderr}${site.stdout}${site.stderr}`,
  };
}, 600_000);

afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

const SITE = 'https://quiz.example.org';
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
    expect(build.status, build.output).toBe(0);
    expect(build.output).toMatch(/languages en, (\S+, )*it, (\S+, )*en-XA/);
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
      expect(existsSync(join(copy, 'dist/client', page)), page).toBe(true);
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
    expect(existsSync(join(copy, 'dist/client/en-XA'))).toBe(false);
  });
});
