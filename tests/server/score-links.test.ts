// Score links (/tests/food?score=19): the plain quiz page with its head and invitation places
// filled from the build's score-link table, through the app's ordinary middleware chain; every
// other query gets the plain page.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_URL } from '../site-address.js';
import { renderHeadTags, type PageMeta } from '../../shared/lib/page-meta.js';
import type { ScoreLinkPage } from '../../shared/lib/score-link.js';
import {
  EMPTY_INVITATION,
  fillScoreLink,
  SCORE_LINK_TABLE_FILE,
  type ScoreLinkTable,
} from '../../shared/lib/score-link-html.js';
import { hostileScoreQueries } from '../hostile-scores.js';
import { request, startTestServer, type TestServer } from './helpers/http.js';
import { openTestStore, type TestStore } from './helpers/stores.js';

const FOOD_TOTAL = 35;
const quizPage = (
  language: 'en' | 'es',
  path: string,
  title: string,
  invitationTemplate: string,
  shareText: string,
): ScoreLinkPage => {
  const meta: PageMeta = {
    title,
    description: 'plain description',
    path,
    image: `/og/${language}/food.png`,
    siteName: 'Purity Test',
    language,
    alternates: [],
  };
  return {
    meta,
    quiz: {
      slug: 'food',
      title: 'Food Experience Test',
      total: FOOD_TOTAL,
      shareText,
      resultDescription: 'My food test score is {{score}}/{{total}}!',
      tiers: [
        { min: 20, label: 'Adventurous & "bold"' },
        { min: 0, label: 'Careful' },
      ],
    },
    cardLanguage: language,
    cardAltTemplate: '{{quiz}} score card: {{score}}/{{total}}, {{label}}',
    invitationTemplate,
    friendLines: {
      quiz: 'food.abc123',
      named: '{{name}} scored {{score}}/{{total}} & "more"',
      reply: 'Your friend sent theirs back.',
      replyNamed: '{{name}} sent theirs back.',
    },
  };
};
/** The invitation as the server fills it: the score link's line, and the compare link's lines for the page's loader. */
const invitationElement = (text: string, score: number) =>
  `<p class="score-invite" data-compare="food.abc123" data-named="{{name}} scored ${score}/35 &amp; &quot;more&quot;" data-reply="Your friend sent theirs back." data-reply-named="{{name}} sent theirs back.">${text}</p>`;
const FOOD = quizPage(
  'en',
  '/tests/food',
  'Food Experience Test',
  'A friend scored {{score}}/{{total}}. How about you?',
  'I scored {{score}}/{{total}} on the Food Test!',
);
const ES_FOOD = quizPage(
  'es',
  '/es/tests/food',
  'Test de comida',
  'Alguien que conoces ha sacado {{score}}/{{total}}. ¿Y tú?',
  '¡He sacado {{score}}/{{total}} en el Test de comida!',
);
/** A page of the build: its head tags, and the invitation's empty place above the quiz. */
const plainPage = (page: ScoreLinkPage) =>
  `<!doctype html><html><head>${renderHeadTags(page.meta)}</head><body><main>${EMPTY_INVITATION}<h1>Food</h1></main></body></html>`;
const TABLE: ScoreLinkTable = {
  '/tests/food': FOOD,
  '/es/tests/food': ES_FOOD,
  '/tests/travel': FOOD,
};

const SITE: Record<string, string> = {
  'tests/food/index.html': plainPage(FOOD),
  'es/tests/food/index.html': plainPage(ES_FOOD),
  // A page without the places (built by something else): its links get the plain page.
  'tests/travel/index.html': '<!doctype html><title>Travel</title>',
  'privacy/index.html': '<!doctype html><title>Privacy</title>',
  '404.html': '<!doctype html><title>Not found</title>',
  'es/404.html': '<!doctype html><title>No encontrada</title>',
  [SCORE_LINK_TABLE_FILE]: JSON.stringify(TABLE),
};

describe('fillScoreLink', () => {
  it("puts the score's head in place of the plain head and the invitation in its place", () => {
    const filled = fillScoreLink(plainPage(FOOD), FOOD, 19)!;
    expect(filled).toContain('<title>I scored 19/35 on the Food Test!</title>');
    expect(filled).toContain(
      '<meta property="og:title" content="I scored 19/35 on the Food Test!">',
    );
    expect(filled).toContain(
      '<meta name="twitter:description" content="My food test score is 19/35!">',
    );
    expect(filled).toContain(`<meta property="og:image" content="${SITE_URL}/og/en/food/19.png">`);
    expect(filled).toContain(
      '<meta name="twitter:image:alt" content="Food Experience Test score card: 19/35, Careful">',
    );
    expect(filled).not.toContain('plain description');
    expect(filled).toContain(
      `<main>${invitationElement('A friend scored 19/35. How about you?', 19)}<h1>Food</h1></main>`,
    );
  });

  it('escapes the texts as attributes in the head and as React escapes text in the invitation', () => {
    const page = { ...FOOD, invitationTemplate: `<b>{{score}}</b> & "it's"` };
    const filled = fillScoreLink(plainPage(FOOD), page, 25)!;
    expect(filled).toContain(
      'content="Food Experience Test score card: 25/35, Adventurous &amp; &quot;bold&quot;"',
    );
    expect(filled).toContain(
      invitationElement('&lt;b&gt;25&lt;/b&gt; &amp; &quot;it&#x27;s&quot;', 25),
    );
  });

  it('gives null for a page without both places', () => {
    expect(fillScoreLink('<html><head></head><body></body></html>', FOOD, 1)).toBeNull();
    expect(fillScoreLink(plainPage(FOOD).replace(EMPTY_INVITATION, ''), FOOD, 1)).toBeNull();
    expect(fillScoreLink(plainPage(ES_FOOD), FOOD, 1)).toBeNull();
  });
});

describe('score links', () => {
  let dir: string;
  let handle: TestStore;
  let server: TestServer;
  const scoreLinkPage = (score: number) =>
    fillScoreLink(SITE['tests/food/index.html']!, FOOD, score);

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'quiz-score-links-'));
    for (const [file, content] of Object.entries(SITE)) {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      writeFileSync(join(dir, file), content);
    }
    handle = await openTestStore('sqlite');
    server = await startTestServer({ store: handle.store, config: { staticDir: dir } });
  });
  afterAll(async () => {
    await server.close();
    await handle.dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  it.each([
    ['/tests/food?score=19', 19],
    ['/tests/food/?score=19', 19],
    ['/tests/food?score=0', 0],
    ['/tests/food?score=35', 35],
    ['/tests/food?utm_source=chat&score=7', 7],
  ])("%s: the page with that score's head and invitation", async (path, score) => {
    const response = await request(server.url, path);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.text).toContain(`<title>I scored ${score}/35 on the Food Test!</title>`);
    expect(response.text).toContain(
      invitationElement(`A friend scored ${score}/35. How about you?`, score),
    );
    expect(response.text).toBe(scoreLinkPage(score));
  });

  it("answers a score link in another language from that language's page", async () => {
    const spanish = await request(server.url, '/es/tests/food?score=19');
    expect(spanish.status).toBe(200);
    expect(spanish.text).toContain('<title>¡He sacado 19/35 en el Test de comida!</title>');
    expect(spanish.text).toContain(
      invitationElement('Alguien que conoces ha sacado 19/35. ¿Y tú?', 19),
    );
    expect(spanish.text).toContain(`content="${SITE_URL}/og/es/food/19.png"`);
    // The English link to the same quiz and score stays English.
    expect((await request(server.url, '/tests/food?score=19')).text).toBe(scoreLinkPage(19));
    const impossible = await request(server.url, '/es/tests/food?score=36');
    expect(impossible.text).toBe(SITE['es/tests/food/index.html']);
    const unknown = await request(server.url, '/es/tests/nope?score=3');
    expect(unknown.status).toBe(404);
    expect(unknown.text).toBe(SITE['es/404.html']);
  });

  it('negotiates brotli and gzip, revalidates with an ETag and answers HEAD', async () => {
    const expected = scoreLinkPage(12);
    const br = await request(server.url, '/tests/food?score=12', {
      headers: { 'Accept-Encoding': 'gzip, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.body).toString()).toBe(expected);
    const gzip = await request(server.url, '/tests/food?score=12', {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(gunzipSync(gzip.body).toString()).toBe(expected);

    const again = await request(server.url, '/tests/food?score=12', {
      headers: { 'Accept-Encoding': 'br', 'If-None-Match': br.headers.etag as string },
    });
    expect(again.status).toBe(304);
    expect(again.body).toHaveLength(0);
    const other = await request(server.url, '/tests/food?score=13', {
      headers: { 'Accept-Encoding': 'br', 'If-None-Match': br.headers.etag as string },
    });
    expect(other.status).toBe(200);

    const identity = await request(server.url, '/tests/food?score=12');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.headers.vary).toBe('Accept-Encoding');
    expect(identity.text).toBe(expected);

    const head = await request(server.url, '/tests/food?score=12', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(expected!)));
    expect(head.body).toHaveLength(0);
  });

  it.each(hostileScoreQueries(FOOD_TOTAL))(
    '%s: the plain page, never an error or the value echoed',
    async (_name, query) => {
      const response = await request(server.url, `/tests/food${query}`);
      expect(response.status).toBe(200);
      expect(response.text).toBe(SITE['tests/food/index.html']);
      expect(response.text).not.toContain('script>alert');
    },
  );

  it('answers with the plain page when the page has no places to fill', async () => {
    const travel = await request(server.url, '/tests/travel?score=3');
    expect(travel.status).toBe(200);
    expect(travel.text).toBe(SITE['tests/travel/index.html']);
  });

  it('leaves every other page and method to the static site, and never publishes the table', async () => {
    const privacy = await request(server.url, '/privacy?score=3');
    expect(privacy.status).toBe(200);
    expect(privacy.text).toBe(SITE['privacy/index.html']);
    expect((await request(server.url, '/tests/nope?score=3')).status).toBe(404);
    expect((await request(server.url, '/tests/food?score=3', { method: 'POST' })).status).toBe(405);
    expect((await request(server.url, `/${SCORE_LINK_TABLE_FILE}`)).status).toBe(404);
  });
});
