// The README's "Where to go for each kind of change", done for real in a copy of the project: a
// question added to a quiz, a page with content of its own (English and Spanish) and an API route,
// each with exactly the files the README names. The copy then passes the checks and the suites
// those changes concern (content check, formatting, lint, typecheck, the unit tests, the server
// tests of the API and the quizzes on SQLite and PostgreSQL, the build, and the browser tests of
// the site's pages and quizzes) with no test file edited: counts, route lists and messages come
// from the content.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ABOUT, ABOUT_ES, addAboutPage, pageYaml } from './about-page';
import { ProjectCopy, vitestSuite } from './project-copy';

const QUESTION_TEXT = 'Have you ever played a harmonica solo?';

/**
 * The quiz with the question appended under the next unused number, and its last one retired (its
 * line gone from each translation too).
 */
function addAndRetire(english: string, translations: string[]): [string, string[]] {
  const used = [...[english, ...translations].join('').matchAll(/music-(\d{3})/g)].map((m) =>
    Number(m[1]),
  );
  const next = Math.max(...used) + 1;
  const last = / {2}- id: (music-\d{3})\n {4}text: [^\n]*\n(?: {4}\w+: [^\n]*\n)*$/.exec(english);
  if (!last)
    throw new Error('content/quizzes/music.yaml: no last question found; update this test');
  const id = `music-${String(next).padStart(3, '0')}`;
  return [
    `${english.slice(0, last.index)}  - id: ${id}\n    text: ${QUESTION_TEXT}\n`,
    translations.map((text) => text.replace(new RegExp(`^ {2}${last[1]}: [^\n]*\n`, 'm'), '')),
  ];
}

const pingRoute = `// GET /api/ping: 200 {"pong": true} without touching the store; whether the process answers at all.
import { sendJson } from '../responses.js';
import type { ApiPing } from '../../../shared/generated/types.js';
import type { ApiRoute } from './route.js';

export function getPing(): ApiRoute {
  return {
    method: 'GET',
    path: '/api/ping',
    kind: 'api_read',
    async handle(_req, res) {
      const body: ApiPing = { pong: true };
      sendJson(res, 200, body);
    },
  };
}
`;

const pingSchema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: 'api-ping.schema.json',
  title: 'ApiPing',
  description: 'The body of GET /api/ping.',
  type: 'object',
  additionalProperties: false,
  required: ['pong'],
  properties: { pong: { title: 'Pong', description: 'Always true.', const: true } },
};

const pingTest = `// GET /api/ping answers on both stores, and other methods get 405.
import { describe, expect, it } from 'vitest';
import { request } from './helpers/http.js';
import { useServerOnStore } from './helpers/server-on-store.js';
import { STORE_KINDS } from './helpers/stores.js';

describe.each(STORE_KINDS)('GET /api/ping (%s)', (kind) => {
  const { server } = useServerOnStore(kind);

  it('answers 200 {pong: true}', async () => {
    const reply = await request(server().url, '/api/ping');
    expect(reply.status).toBe(200);
    expect(reply.json()).toEqual({ pong: true });
  });
});
`;

/**
 * The server tests of what these changes touch: the API's routes and replies, the quizzes' counts
 * and figures, the metrics' route kinds and the request log, the static site. The fault, kill and
 * slow-client tests of the server process (a third of the suite's time) read none of it.
 */
const SERVER_TESTS = [
  'tests/server/api.test.ts',
  'tests/server/ping.test.ts',
  'tests/server/comparison.test.ts',
  'tests/server/idempotency.test.ts',
  'tests/server/metrics.test.ts',
  'tests/server/question-figures.test.ts',
  'tests/server/request-log.test.ts',
  'tests/server/score-distribution.test.ts',
  'tests/server/score-links.test.ts',
  'tests/server/static.test.ts',
  'tests/server/store.test.ts',
];

/**
 * The browser tests of what these changes touch: every route's head and the sitemap, the header,
 * footer and menu, the pages in every language, and the themed quizzes.
 */
const BROWSER_TESTS = [
  'tests/browser/site-meta.test.ts',
  'tests/browser/site-nav.test.ts',
  'tests/browser/site-languages.test.ts',
  'tests/browser/site-a11y.test.ts',
  'tests/browser/languages-layout.test.ts',
  'tests/browser/quiz-themed.test.ts',
];

const GENEROUS_TIMEOUTS = ['--testTimeout=60000', '--hookTimeout=120000'];
/** The address the copy is built for, so its pages' canonical links can be checked exactly. */
const SITE = { SITE_URL: 'https://quiz.example.org' };
const built = (path: string) => copy.read(join('dist/client', path));

let copy: ProjectCopy;
/** The music quiz's translations, each of which loses the retired question's line. */
let translatedMusic: string[] = [];

beforeAll(() => {
  // Every step sees the address the copy is built for, as an operator's shell would.
  copy = new ProjectCopy(SITE);
  // A question: appended to its quiz with the next unused number; one retired in its place, in
  // English and each translation (the spec gives the quiz's length).
  translatedMusic = readdirSync(join(copy.root, 'content/translations'))
    .map((language) => `content/translations/${language}/quizzes/music.yaml`)
    .filter((path) => existsSync(join(copy.root, path)));
  const [music, musicTranslations] = addAndRetire(
    copy.read('content/quizzes/music.yaml'),
    translatedMusic.map((path) => copy.read(path)),
  );
  copy.write('content/quizzes/music.yaml', music);
  translatedMusic.forEach((path, index) => copy.write(path, musicTranslations[index]));
  // A page: its content, schema, component and route entry, and its Spanish text.
  addAboutPage(copy);
  copy.write('content/translations/es/pages/about.yaml', pageYaml(ABOUT_ES));
  // An API route: its module, its line in the API's list, its schema, its docs and its test.
  copy.write('server/http/routes/ping.ts', pingRoute);
  copy.edit(
    'server/http/app.ts',
    "import { getHealth } from './routes/health.js';",
    "import { getHealth } from './routes/health.js';\nimport { getPing } from './routes/ping.js';",
  );
  copy.edit(
    'server/http/app.ts',
    '    getHealth(store),\n',
    '    getHealth(store),\n    getPing(),\n',
  );
  copy.write('schemas/api-ping.schema.json', `${JSON.stringify(pingSchema, null, 2)}\n`);
  copy.edit(
    'docs/api.md',
    '- `GET /api/health`:',
    '- `GET /api/ping`: `{pong: true}` (`schemas/api-ping.schema.json`), without asking the store.\n- `GET /api/health`:',
  );
  copy.write('tests/server/ping.test.ts', pingTest);
  // Formatted and stamped as the README and docs/translation.md say, then checked and tested as
  // npm test does.
  const added = copy.changedFiles();
  void (
    copy.run('format', ['node_modules/.bin/prettier', '--write', ...added]) &&
    copy.run('stamp', ['node', '--import', 'tsx', 'scripts/content/build-content.ts', '--stamp']) &&
    copy.run('content check', ['node', '--import', 'tsx', 'scripts/content/build-content.ts']) &&
    copy.run('formatting', ['node_modules/.bin/prettier', '--check', '.']) &&
    copy.run('lint', ['node_modules/.bin/eslint', '.']) &&
    copy.run('typecheck', ['node_modules/.bin/tsc', '--noEmit', '-p', '.']) &&
    // What is checked is each test's outcome, not its speed: the copy runs beside the outer suite.
    copy.run('unit tests', [...vitestSuite('vitest.config.ts'), ...GENEROUS_TIMEOUTS]) &&
    copy.run('server tests', [...vitestSuite('vitest.server.config.ts'), ...SERVER_TESTS]) &&
    copy.run('build', ['node', '--import', 'tsx', 'scripts/build-site.ts']) &&
    copy.run('browser tests', [
      ...vitestSuite('vitest.browser.config.ts'),
      ...GENEROUS_TIMEOUTS,
      ...BROWSER_TESTS,
    ])
  );
}, 2_400_000);

afterAll(() => (process.env.KEEP_COPY ? console.log(copy.root) : copy?.remove()));

describe('a question, a page and an API route added as the README says', () => {
  it('are exactly the files the README names', () => {
    expect(copy.changedFiles()).toEqual(
      [
        'content/pages/about.yaml',
        'content/quizzes/music.yaml',
        'content/translations/es/pages/about.yaml',
        ...translatedMusic,
        'docs/api.md',
        'schemas/about-page.schema.json',
        'schemas/api-ping.schema.json',
        'server/http/app.ts',
        'server/http/routes/ping.ts',
        'src/pages/AboutPage.tsx',
        'src/routes.ts',
        'tests/server/ping.test.ts',
      ].sort(),
    );
  });

  it('pass the content check, formatting, lint, typecheck, unit, server and browser tests', () => {
    for (const step of copy.steps) expect(step.status, `${step.name}:\n${step.output}`).toBe(0);
    expect(copy.steps.map((step) => step.name)).toEqual([
      'format',
      'stamp',
      'content check',
      'formatting',
      'lint',
      'typecheck',
      'unit tests',
      'server tests',
      'build',
      'browser tests',
    ]);
  });
});

describe('the page added as the README says (about)', () => {
  it('is prerendered with its text, title, description and canonical link', () => {
    const html = built('about/index.html');
    expect(html).toContain(`<h1>${ABOUT.title}</h1>`);
    for (const paragraph of ABOUT.paragraphs) expect(html).toContain(`<p>${paragraph}</p>`);
    expect(html).toContain(`<meta name="description" content="${ABOUT.description}">`);
    expect(html).toContain(`<link rel="canonical" href="${SITE.SITE_URL}/about">`);
  });

  it('is in Spanish where it is translated, and in English in the languages where it is not', () => {
    expect(built('es/about/index.html')).toContain(`<h1>${ABOUT_ES.title}</h1>`);
    const french = built('fr/about/index.html');
    expect(french).toMatch(/<html lang="fr">/);
    expect(french).toContain(`<h1>${ABOUT.title}</h1>`);
  });

  it('ships its text in a file of its own, preloaded by its page only', () => {
    const withText = readdirSync(join(copy.root, 'dist/client/assets'))
      .filter((file) => file.endsWith('.js'))
      .filter((file) => copy.read(join('dist/client/assets', file)).includes(ABOUT.paragraphs[1]!));
    expect(withText.filter((file) => built('about/index.html').includes(file))).toHaveLength(1);
    expect(withText.filter((file) => built('privacy/index.html').includes(file))).toEqual([]);
  });

  it('is in the sitemap with its alternates', () => {
    const sitemap = built('sitemap.xml');
    expect(sitemap).toContain(`<loc>${SITE.SITE_URL}/about</loc>`);
    expect(sitemap).toContain(
      `<xhtml:link rel="alternate" hreflang="es" href="${SITE.SITE_URL}/es/about"/>`,
    );
  });
});
