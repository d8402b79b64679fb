// A page with content of its own is its content file, its schema, one route entry and its page
// component: in a copy of the project, only those four files are added or changed, and the copy
// type-checks, builds, prerenders the page in every language with its text (English where it is
// not translated) in a chunk of its own, and lists it in the sitemap.
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../scripts/content/paths.js';

/** Everything the build and the type check read; the build output and the generated modules are left behind. */
const PROJECT_FILES = [
  'content',
  'schemas',
  'scripts',
  'server',
  'shared',
  'src',
  'tests',
  'public',
  'index.html',
  'package.json',
  'tsconfig.json',
  'vite.config.ts',
  'vitest.config.ts',
  'vitest.server.config.ts',
  'vitest.browser.config.ts',
];
/** Written while tests run, not part of the project. */
const LEFT_BEHIND = ['/shared/generated', '/tests/fixtures/content/.tmp'];
const SITE = 'https://quiz.example.org';

const PAGE_TEXT = {
  title: 'About the Makers',
  paragraphs: [
    'We are a small team who write quizzes for fun.',
    'Every question is written by hand and read twice.',
  ],
  description:
    'Who writes the quizzes on this site, and how each question is written, read and checked before it goes live.',
};

const NEW_FILES: Record<string, string> = {
  'content/pages/about.yaml': [
    `title: ${PAGE_TEXT.title}`,
    'paragraphs:',
    ...PAGE_TEXT.paragraphs.map((paragraph) => `  - ${paragraph}`),
    'page:',
    `  title: ${PAGE_TEXT.title}`,
    `  description: ${PAGE_TEXT.description}`,
    '',
  ].join('\n'),
  'schemas/about-page.schema.json': JSON.stringify(
    {
      $schema: 'http://json-schema.org/draft-07/schema#',
      $id: 'about-page.schema.json',
      title: 'AboutPage',
      description: 'Who makes the site. File: content/pages/about.yaml.',
      type: 'object',
      additionalProperties: false,
      required: ['title', 'paragraphs', 'page'],
      properties: {
        title: {
          title: 'Heading',
          description: 'Main heading of the page.',
          type: 'string',
          minLength: 1,
          maxLength: 80,
        },
        paragraphs: {
          title: 'Paragraphs',
          description: 'Plain-text paragraphs.',
          type: 'array',
          minItems: 1,
          items: {
            title: 'Paragraph',
            description: 'One plain-text paragraph.',
            type: 'string',
            minLength: 1,
          },
        },
        page: { $ref: 'page-meta.schema.json' },
      },
    },
    null,
    2,
  ),
  'src/pages/AboutPage.tsx': `import type { PageContent } from '../../shared/content/types';
import { usePageMeta } from '../browser/use-page-meta';
import type { PageProps } from '../page-props';

export default function AboutPage({ data: { about }, meta }: PageProps<{ about: PageContent<'about'> }>) {
  usePageMeta(meta);
  return (
    <div className="container page-narrow">
      <h1>{about.title}</h1>
      {about.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  );
}
`,
};

const ROUTE_ENTRY = `  defineRoute({
    kind: 'page',
    path: '/about',
    page: './pages/AboutPage.tsx',
    content: { about: pageContent('about') },
    meta: ({ about }, t) => ({ title: titled(t, about.page.title), description: about.page.description }),
  }),
`;

let copy: string;
let steps: { name: string; status: number | null; output: string }[];
const built = (path: string) => readFileSync(join(copy, 'dist/client', path), 'utf8');

beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), 'quiz-new-page-'));
  for (const name of PROJECT_FILES) {
    cpSync(join(projectRoot, name), join(copy, name), {
      recursive: true,
      filter: (source) => !LEFT_BEHIND.some((part) => source.includes(part)),
    });
  }
  symlinkSync(realpathSync(join(projectRoot, 'node_modules')), join(copy, 'node_modules'));
  for (const [path, text] of Object.entries(NEW_FILES)) writeFileSync(join(copy, path), text);
  const routesFile = join(copy, 'src/routes.ts');
  const routes = readFileSync(routesFile, 'utf8');
  const end = '\n];\n\n/** Any other path';
  if (!routes.includes(end))
    throw new Error('src/routes.ts: the end of the route table has moved; update this test');
  writeFileSync(routesFile, routes.replace(end, `\n${ROUTE_ENTRY}];\n\n/** Any other path`));

  const env = { ...process.env, SITE_URL: SITE };
  const run = (name: string, args: string[]) => {
    const result = spawnSync(process.execPath, args, { cwd: copy, encoding: 'utf8', env });
    steps.push({ name, status: result.status, output: `${result.stdout}${result.stderr}` });
    return result.status === 0;
  };
  steps = [];
  // Each step needs the one before it: the types come from the generated modules, the build from both.
  void (
    run('content', ['--import', 'tsx', 'scripts/content/build-content.ts']) &&
    run('typecheck', [join(copy, 'node_modules/.bin/tsc'), '--noEmit', '-p', '.']) &&
    run('build', ['--import', 'tsx', 'scripts/build-site.ts'])
  );
}, 300_000);

afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

/** The project's files that differ between the copy and the project, or exist in one only. */
function changedFiles(): string[] {
  const list = (root: string, path: string): string[] => {
    const abs = join(root, path);
    if (!existsSync(abs)) return [];
    if (!statSync(abs).isDirectory()) return [path];
    return readdirSync(abs).flatMap((entry) =>
      LEFT_BEHIND.some((part) => `/${join(path, entry)}`.startsWith(part))
        ? []
        : list(root, join(path, entry)),
    );
  };
  const paths = new Set(
    PROJECT_FILES.flatMap((name) => [...list(projectRoot, name), ...list(copy, name)]),
  );
  return [...paths]
    .filter((path) => {
      const [a, b] = [join(projectRoot, path), join(copy, path)];
      return !existsSync(a) || !existsSync(b) || !readFileSync(a).equals(readFileSync(b));
    })
    .map((path) => relative('.', path))
    .sort();
}

describe('a new page with content of its own (about)', () => {
  it('is four files: its content, its schema, its page component and one entry in the route table', () => {
    expect(changedFiles()).toEqual([
      'content/pages/about.yaml',
      'schemas/about-page.schema.json',
      'src/pages/AboutPage.tsx',
      'src/routes.ts',
    ]);
  });

  it('passes the content check, type-checks and builds', () => {
    for (const step of steps) expect(step.status, `${step.name}:\n${step.output}`).toBe(0);
    expect(steps.map((step) => step.name)).toEqual(['content', 'typecheck', 'build']);
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
    const assets = readdirSync(join(copy, 'dist/client/assets')).filter((file) =>
      file.endsWith('.js'),
    );
    const withText = assets.filter((file) =>
      readFileSync(join(copy, 'dist/client/assets', file), 'utf8').includes(
        PAGE_TEXT.paragraphs[1],
      ),
    );
    // One file per language that has the text: English and Spanish (the pseudo-locale's is accented).
    expect(withText).toHaveLength(2);
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
