// Score links (/tests/food?score=19): the quiz page put back together from the build's score-link
// data, through the app's ordinary middleware chain; every other query gets the plain page.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scoreLinkDataFile, type ScoreLinkPage } from '../../server/http/score-link-pages.js';
import { hostileScoreQueries } from '../hostile-scores.js';
import { request, startTestServer, type TestServer } from './helpers/http.js';
import { openTestStore, type TestStore } from './helpers/stores.js';

const PARTS: [string, string, string] = ['<!doctype html><html><head>', '</head><body><main>', '<h1>Food</h1><form>quiz</form></main></body></html>'];
const PLAIN_HEAD = '<title>Food Experience Test</title>';
const FOOD_TOTAL = 35;
const headFor = (score: number) => `<title>I scored ${score}/${FOOD_TOTAL} on the Food Test!</title><meta property="og:image" content="/og/en/food/${score}.png">`;
const invitationFor = (score: number) => `<p class="score-invite">A friend scored ${score}/${FOOD_TOTAL}. How about you?</p>`;
const scoreLinkPage = (score: number) => PARTS[0] + headFor(score) + PARTS[1] + invitationFor(score) + PARTS[2];

/** The same page in Spanish, under its own path in the data. */
const ES_PARTS: [string, string, string] = ['<!doctype html><html lang="es"><head>', '</head><body><main>', '<h1>Comida</h1><form>test</form></main></body></html>'];
const esHeadFor = (score: number) => `<title>¡Saqué ${score}/${FOOD_TOTAL} en el Test de comida!</title><meta property="og:image" content="/og/es/food/${score}.png">`;
const esInvitationFor = (score: number) => `<p class="score-invite">Alguien que conoces sacó ${score}/${FOOD_TOTAL}. ¿Y tú?</p>`;

const SITE: Record<string, string> = {
  'tests/food/index.html': PARTS[0] + PLAIN_HEAD + PARTS[1] + PARTS[2],
  'es/tests/food/index.html': ES_PARTS[0] + '<title>Test de comida</title>' + ES_PARTS[1] + ES_PARTS[2],
  'privacy/index.html': '<!doctype html><title>Privacy</title>',
  'tests/travel/index.html': '<!doctype html><title>Travel</title>',
  // A data file that cannot be used: its links get the plain page.
  [scoreLinkDataFile('/tests/travel')]: '{"parts": [',
  '404.html': '<!doctype html><title>Not found</title>',
  'es/404.html': '<!doctype html><title>No encontrada</title>',
  [scoreLinkDataFile('/tests/food')]: JSON.stringify({
    parts: PARTS,
    scores: Array.from({ length: FOOD_TOTAL + 1 }, (_, score) => ({ head: headFor(score), invitation: invitationFor(score) })),
  } satisfies ScoreLinkPage),
  [scoreLinkDataFile('/es/tests/food')]: JSON.stringify({
    parts: ES_PARTS,
    scores: Array.from({ length: FOOD_TOTAL + 1 }, (_, score) => ({ head: esHeadFor(score), invitation: esInvitationFor(score) })),
  } satisfies ScoreLinkPage),
};

describe('score links', () => {
  let dir: string;
  let handle: TestStore;
  let server: TestServer;

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
  ])('%s: the page with that score\'s head and invitation', async (path, score) => {
    const response = await request(server.url, path);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.text).toBe(scoreLinkPage(score));
  });

  it('answers a score link in another language from that language\'s page', async () => {
    const spanish = await request(server.url, '/es/tests/food?score=19');
    expect(spanish.status).toBe(200);
    expect(spanish.text).toBe(ES_PARTS[0] + esHeadFor(19) + ES_PARTS[1] + esInvitationFor(19) + ES_PARTS[2]);
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
    const br = await request(server.url, '/tests/food?score=12', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.body).toString()).toBe(expected);
    const gzip = await request(server.url, '/tests/food?score=12', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gunzipSync(gzip.body).toString()).toBe(expected);

    const again = await request(server.url, '/tests/food?score=12', { headers: { 'Accept-Encoding': 'br', 'If-None-Match': br.headers.etag as string } });
    expect(again.status).toBe(304);
    expect(again.body).toHaveLength(0);
    const other = await request(server.url, '/tests/food?score=13', { headers: { 'Accept-Encoding': 'br', 'If-None-Match': br.headers.etag as string } });
    expect(other.status).toBe(200);

    const identity = await request(server.url, '/tests/food?score=12');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.headers.vary).toBe('Accept-Encoding');
    expect(identity.text).toBe(expected);

    const head = await request(server.url, '/tests/food?score=12', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(expected)));
    expect(head.body).toHaveLength(0);
  });

  it.each(hostileScoreQueries(FOOD_TOTAL))('%s: the plain page, never an error or the value echoed', async (_name, query) => {
    const response = await request(server.url, `/tests/food${query}`);
    expect(response.status).toBe(200);
    expect(response.text).toBe(SITE['tests/food/index.html']);
    expect(response.text).not.toContain('script>alert');
  });

  it('answers with the plain page when a page\'s data cannot be read, and reads it again next time', async () => {
    const broken = await request(server.url, '/tests/travel?score=3');
    expect(broken.status).toBe(200);
    expect(broken.text).toBe(SITE['tests/travel/index.html']);
    writeFileSync(join(dir, scoreLinkDataFile('/tests/travel')), JSON.stringify({ parts: ['<p>', '</p><p>', '</p>'], scores: [0, 1, 2, 3].map((score) => ({ head: `h${score}`, invitation: `i${score}` })) } satisfies ScoreLinkPage));
    const mended = await request(server.url, '/tests/travel?score=3');
    expect(mended.status).toBe(200);
    expect(mended.text).toBe('<p>h3</p><p>i3</p>');
    expect((await request(server.url, '/tests/travel?score=4')).text).toBe(SITE['tests/travel/index.html']);
  });

  it('leaves every other page and method to the static site', async () => {
    const privacy = await request(server.url, '/privacy?score=3');
    expect(privacy.status).toBe(200);
    expect(privacy.text).toBe(SITE['privacy/index.html']);
    expect((await request(server.url, '/tests/nope?score=3')).status).toBe(404);
    expect((await request(server.url, '/tests/food?score=3', { method: 'POST' })).status).toBe(405);
    // The data files themselves are never published.
    expect((await request(server.url, `/${scoreLinkDataFile('/tests/food')}`)).status).toBe(404);
  });
});
