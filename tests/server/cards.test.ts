// Share cards as the server publishes them: real cards rendered into a site folder (one quiz's
// full set), served by the real app: PNGs of the promised size, cacheable, embeddable by other
// sites, and a 404 page (never a 500) for any card that does not exist.
import { describe, expect, it } from 'vitest';
import { writeCards } from '../../scripts/cards/write-cards.js';
import { CARD_HEIGHT, CARD_WIDTH, STORY_HEIGHT, STORY_WIDTH } from '../../shared/lib/share-card.js';
import {
  defaultCardPath,
  quizCardPath,
  scoreCardPath,
  storyCardPath,
} from '../../shared/route-paths.js';
import { pngSize } from '../png-header.js';
import { FAKE_SITE_FILES, useFakeSiteServer } from './helpers/fake-site.js';
import { request } from './helpers/http.js';
import { SPEC_QUESTION_COUNTS } from '../spec-oracle.js';

/** The food quiz's length, as the specification gives it. */
const FOOD_TOTAL = SPEC_QUESTION_COUNTS.food;

const ONE_DAY = 'public, max-age=86400';

describe('share cards', () => {
  const server = useFakeSiteServer(async (dir) => {
    const written = await writeCards(dir, { languages: ['en'], slugs: ['food', 'travel'] });
    // The site's card, and per quiz its card and a preview and a story per score.
    expect(written.count).toBe(
      1 +
        [FOOD_TOTAL, SPEC_QUESTION_COUNTS.travel].reduce(
          (sum, total) => sum + 1 + 2 * (total + 1),
          0,
        ),
    );
  });

  it.each([
    ['a score card', scoreCardPath('en', 'food', 19)],
    ['the lowest score', scoreCardPath('en', 'food', 0)],
    ['the highest score', scoreCardPath('en', 'food', FOOD_TOTAL)],
    ["a quiz's card", quizCardPath('en', 'food')],
    ["the site's card", defaultCardPath('en')],
  ])(
    `serves %s as a ${CARD_WIDTH}x${CARD_HEIGHT} PNG, cached for a day and embeddable`,
    async (_name, path) => {
      const response = await request(server.url, path);
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(pngSize(response.body)).toEqual({ width: CARD_WIDTH, height: CARD_HEIGHT });
      expect(response.headers['content-length']).toBe(String(response.body.length));
      expect(response.headers['cache-control']).toBe(ONE_DAY);
      expect(response.headers.etag).toMatch(/^(W\/)?".+"$/);
      expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    },
  );

  it.each([
    ['a story', storyCardPath('en', 'food', 19)],
    ["the lowest score's story", storyCardPath('en', 'food', 0)],
    ["another quiz's story", storyCardPath('en', 'travel', SPEC_QUESTION_COUNTS.travel)],
  ])(`serves %s as a ${STORY_WIDTH}x${STORY_HEIGHT} PNG, cached for a day`, async (_name, path) => {
    const response = await request(server.url, path);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(pngSize(response.body)).toEqual({ width: STORY_WIDTH, height: STORY_HEIGHT });
    expect(response.headers['cache-control']).toBe(ONE_DAY);
  });

  it('draws each score, band and quiz differently', async () => {
    // food's tiers: 19 and 20 share a band, 0 is the lowest, the quiz's length the top.
    const paths = [
      ...[0, 19, 20, FOOD_TOTAL].flatMap((score) => [
        scoreCardPath('en', 'food', score),
        storyCardPath('en', 'food', score),
      ]),
      scoreCardPath('en', 'travel', 19),
      storyCardPath('en', 'travel', 19),
    ];
    const bodies = await Promise.all(paths.map((path) => request(server.url, path)));
    for (const response of bodies) expect(response.status).toBe(200);
    expect(new Set(bodies.map((response) => response.body.toString('base64'))).size).toBe(
      paths.length,
    );
  });

  it('answers a revalidation with 304 and a HEAD with the headers alone', async () => {
    const path = scoreCardPath('en', 'food', 19);
    const { etag } = (await request(server.url, path)).headers;
    const notModified = await request(server.url, path, {
      headers: { 'If-None-Match': etag as string },
    });
    expect(notModified.status).toBe(304);
    expect(notModified.body).toHaveLength(0);
    expect(notModified.headers['cache-control']).toBe(ONE_DAY);
    expect(notModified.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const head = await request(server.url, path, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body).toHaveLength(0);
    expect(Number(head.headers['content-length'])).toBeGreaterThan(1000);
  });

  it.each([
    '/og/en/food/-1.png',
    '/og/en/food/36-story.png',
    '/og/en/food/019-story.png',
    '/og/en/food/story.png',
    '/og/en/food.png-story.png',
    '/og/en/food/36.png',
    '/og/en/food/1.5.png',
    '/og/en/food/019.png',
    '/og/en/food/00.png',
    '/og/en/food/+19.png',
    '/og/en/food/1e1.png',
    '/og/en/food/0x13.png',
    '/og/en/food/nineteen.png',
    '/og/en/food/1000000000000.png',
    '/og/en/food/99999999999999999999999999999999.png',
    '/og/en/food/19 .png',
    '/og/en/food/%3Cscript%3Ealert(1)%3C%2Fscript%3E.png',
    '/og/en/food/%E0%A4%A.png',
    '/og/en/food/%00.png',
    '/og/en/food/19.png/',
    '/og/en/food/19.png.br',
    '/og/en/food/19',
    '/og/en/food/19.jpg',
    '/og/en/food/.png',
    '/og/en/food/',
    '/og/en/food.png/19.png',
    '/og/en/astrology.png',
    '/og/en/astrology/3.png',
    '/og/xx/food.png',
    '/og/EN/food/19.png',
    '/og/en-XA/food/19.png',
    '/og/en/food/..%2F..%2Fdefault.png',
    '/og/%2e%2e/%2e%2e/package.json',
    '/og/food.png',
    '/og/default.png',
  ])('answers %s with the 404 page', async (path) => {
    const response = await request(server.url, path, {
      headers: { 'Accept-Encoding': 'identity' },
    });
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.text).toBe(FAKE_SITE_FILES['404.html']);
  });

  it('answers a POST to a card with 405, as every file of the site', async () => {
    const response = await request(server.url, scoreCardPath('en', 'food', 19), {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: 'x',
    });
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD');
  });
});
