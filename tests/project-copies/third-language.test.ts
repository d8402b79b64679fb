// A third language is only files: the site is built from a copy of the project whose only change
// is an empty content/locales/fr.yaml, and the built HTML must then have French pages (in English
// fallback text) under /fr/, French hreflang alternates on every page, French sitemap entries and
// a switcher entry for French. The pseudo-locale stays out of all of them.
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
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
  writeFileSync(join(copy, 'content/locales/fr.yaml'), '');
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
}, 240_000);

afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

const SITE = 'https://quiz.example.org';
const englishFood = readQuizText<{ title: string; page: { title: string } }>(
  join(projectRoot, 'content/quizzes/food.yaml'),
  'food',
);
const englishLocale = parse(readFileSync(join(projectRoot, 'content/locales/en.yaml'), 'utf8')) as {
  site: { titleTemplate: string };
};

describe('an empty content/locales/fr.yaml, and no code change', () => {
  it('builds', () => {
    expect(build.status, build.output).toBe(0);
    expect(build.output).toContain('languages en, es, fr, en-XA');
  });

  it('prerenders the French pages under /fr/ with lang="fr", in English fallback text', () => {
    const html = built('fr/tests/food/index.html');
    expect(html).toMatch(/<html lang="fr">/);
    expect(html).toContain(
      `<title>${englishLocale.site.titleTemplate.replace('{{title}}', englishFood.page.title)}</title>`,
    );
    expect(html).toContain(englishFood.title);
    expect(html).toContain('<meta property="og:locale" content="fr_FR">');
    expect(html).toContain(`<link rel="canonical" href="${SITE}/fr/tests/food">`);
    for (const page of [
      'fr/index.html',
      'fr/test/index.html',
      'fr/results/index.html',
      'fr/privacy/index.html',
      'fr/contact/index.html',
      'fr/404.html',
    ]) {
      expect(existsSync(join(copy, 'dist/client', page)), page).toBe(true);
    }
  });

  it('gives every page, in every language, a French hreflang alternate', () => {
    for (const [page, path] of [
      ['tests/food/index.html', '/tests/food'],
      ['es/tests/food/index.html', '/tests/food'],
      ['fr/index.html', '/'],
    ] as const) {
      const alternates = [
        ...built(page).matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g),
      ].map((match) => [match[1], match[2]]);
      expect(alternates, page).toEqual([
        ['en', `${SITE}${path}`],
        ['es', `${SITE}/es${path}`],
        ['fr', `${SITE}/fr${path}`],
        ['x-default', `${SITE}${path}`],
      ]);
    }
  });

  it('lists the French pages in the sitemap, each with its alternates', () => {
    const sitemap = built('sitemap.xml');
    expect(sitemap).toContain(`<loc>${SITE}/fr/tests/food</loc>`);
    expect(sitemap).toContain(`<loc>${SITE}/fr/</loc>`);
    expect(sitemap).toContain(
      `<xhtml:link rel="alternate" hreflang="fr" href="${SITE}/fr/privacy"/>`,
    );
  });

  it('offers French in the switcher, named in French, on English and French pages', () => {
    expect(built('tests/food/index.html')).toMatch(
      /<a href="\/fr\/tests\/food" lang="fr" hreflang="fr">Français<\/a>/i,
    );
    expect(built('fr/tests/food/index.html')).toMatch(
      /<a href="\/fr\/tests\/food" lang="fr" hreflang="fr" aria-current="true">Français<\/a>/i,
    );
  });

  it('keeps the pseudo-locale out of the pages, the sitemap and the switcher', () => {
    for (const page of ['index.html', 'fr/tests/food/index.html', 'sitemap.xml'])
      expect(built(page), page).not.toContain('en-XA');
    expect(existsSync(join(copy, 'dist/client/en-XA'))).toBe(false);
  });
});
