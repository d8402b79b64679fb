// A page with content of its own is its content file, its schema, one route entry and its page
// component: in a copy of the project, only those four files are added or changed, and the copy
// type-checks, builds, prerenders the page in every language with its text (English where it is
// not translated) in a chunk of its own, and lists it in the sitemap.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ABOUT as PAGE_TEXT, addAboutPage } from './about-page';
import { ProjectCopy } from './project-copy';

const SITE = 'https://quiz.example.org';

let copy: ProjectCopy;
const built = (path: string) => copy.read(join('dist/client', path));

beforeAll(() => {
  copy = new ProjectCopy();
  addAboutPage(copy);
  const env = { SITE_URL: SITE };
  // Each step needs the one before it: the types come from the generated modules, the build from both.
  void (
    copy.run('content', ['node', '--import', 'tsx', 'scripts/content/build-content.ts'], env) &&
    copy.run('typecheck', ['node_modules/.bin/tsc', '--noEmit', '-p', '.'], env) &&
    copy.run('build', ['node', '--import', 'tsx', 'scripts/build-site.ts'], env)
  );
}, 600_000);

afterAll(() => copy?.remove());

describe('a new page with content of its own (about)', () => {
  it('is four files: its content, its schema, its page component and one entry in the route table', () => {
    expect(copy.changedFiles()).toEqual([
      'content/pages/about.yaml',
      'schemas/about-page.schema.json',
      'src/pages/AboutPage.tsx',
      'src/routes.ts',
    ]);
  });

  it('passes the content check, type-checks and builds', () => {
    for (const step of copy.steps) expect(step.status, `${step.name}:\n${step.output}`).toBe(0);
    expect(copy.steps.map((step) => step.name)).toEqual(['content', 'typecheck', 'build']);
  });

  it('prerenders /about with its text, title and description', () => {
    const html = built('about/index.html');
    expect(html).toContain(`<h1>${PAGE_TEXT.title}</h1>`);
    for (const paragraph of PAGE_TEXT.paragraphs) expect(html).toContain(`<p>${paragraph}</p>`);
    expect(html).toContain(`<meta name="description" content="${PAGE_TEXT.description}">`);
    expect(html).toContain(`<link rel="canonical" href="${SITE}/about">`);
  });

  it('prerenders it in every other language of the site, in English until it is translated', () => {
    const html = built('es/about/index.html');
    expect(html).toMatch(/<html lang="es">/);
    expect(html).toContain(`<h1>${PAGE_TEXT.title}</h1>`);
  });

  it('ships its text in a file of its own, preloaded by its page only', () => {
    const assets = readdirSync(join(copy.root, 'dist/client/assets')).filter((file) =>
      file.endsWith('.js'),
    );
    const withText = assets.filter((file) =>
      copy.read(join('dist/client/assets', file)).includes(PAGE_TEXT.paragraphs[1]),
    );
    // One file per language of the site, each with the English text until it is translated (the
    // pseudo-locale's is accented).
    expect(withText).toHaveLength(readdirSync(join(copy.root, 'content/locales')).length);
    expect(withText.filter((file) => built('about/index.html').includes(file))).toHaveLength(1);
    expect(withText.filter((file) => built('privacy/index.html').includes(file))).toEqual([]);
  });

  it('is in the sitemap with its alternates', () => {
    const sitemap = built('sitemap.xml');
    expect(sitemap).toContain(`<loc>${SITE}/about</loc>`);
    expect(sitemap).toContain(
      `<xhtml:link rel="alternate" hreflang="es" href="${SITE}/es/about"/>`,
    );
  });
});
