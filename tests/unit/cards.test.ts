// The share cards and app icons: real renders through satori and resvg, checked by their PNG
// headers, their texts and colours per language, quiz and band, glyphs for accented letters, and
// that the longest texts of each language stay inside their boxes.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cardFrame } from '../../scripts/cards/card-frame';
import { LOCAL_SITE_URL } from '../../scripts/content/site-url';
import { languageCards, renderCard, renderCardImage } from '../../scripts/cards/write-cards';
import { LABEL_WIDTH, labelSize } from '../../scripts/cards/card-layout';
import type { CardContent, CardQuiz } from '../../scripts/cards/card-layout';
import { CARD_FONT_FAMILY } from '../../scripts/cards/card-fonts';
import { renderImage } from '../../scripts/cards/render-png';
import { createElement } from 'react';
import { emojiImage, twemojiName } from '../../scripts/cards/card-emoji';
import { BAND_COLORS, BRAND, PAPER } from '../../shared/design/tokens';
import { parse } from 'yaml';
import { Resvg } from '@resvg/resvg-js';
import { palettePng } from '../../scripts/cards/palette-png';
import { writeAppFiles } from '../../scripts/cards/write-app-files';
import { cardLanguageFor, cardLanguages } from '../../shared/domain/card-languages';
import { catalog } from '../../shared/generated/catalog';
import { quizCatalog } from '../../shared/generated/quiz-catalog';
import { createI18n } from '../../shared/i18n';
import {
  APP_ICONS,
  APPLE_TOUCH_ICON,
  BACKGROUND_COLOR,
  MANIFEST_PATH,
  THEME_COLORS,
} from '../../shared/lib/app-install';
import { CARD_HEIGHT, CARD_WIDTH, STORY_HEIGHT, STORY_WIDTH } from '../../shared/lib/share-card';
import { pngSize } from '../png-header';

const frame = cardFrame((await createI18n('en')).t);
/** A quiz's accent and icon as its content file has them. */
const quizYaml = (slug: string) =>
  parse(readFileSync(`content/quizzes/${slug}.yaml`, 'utf8')) as {
    accent: string;
    icon: string;
    caption: string;
    cardDescription: string;
    tiers: { label: string; message?: string }[];
  };
const food: CardQuiz = {
  title: 'Food Experience Test',
  accent: quizYaml('food').accent,
  icon: emojiImage(quizYaml('food').icon),
};
const scoreContent = (quiz: CardQuiz, band = 2, label = 'Curious eater'): CardContent => ({
  kind: 'score',
  quiz,
  score: 19,
  outOf: '/35',
  label,
  band,
});
const scoreCard = (title: string) =>
  renderCard({ frame, content: scoreContent({ ...food, title }) });

describe('the address on a card', () => {
  it("is the configured site's host, and none when no address is configured", async () => {
    const { t } = await createI18n('en');
    expect(cardFrame(t, 'https://quiz.example.org').host).toBe('quiz.example.org');
    expect(cardFrame(t, LOCAL_SITE_URL).host).toBe('');
  });
});

describe('share card texts', () => {
  it('has one card per score of every quiz, one per quiz and the site card, in English', async () => {
    const slugs = [catalog.main.slug, ...catalog.themed.map((entry) => entry.slug)];
    const cards = await languageCards('en', slugs);
    const scores = quizCatalog.reduce((sum, quiz) => sum + quiz.questions.length + 1, 0);
    // A link preview and a story per score.
    expect(cards).toHaveLength(1 + slugs.length + 2 * scores);
    expect(new Set(cards.map((card) => card.path)).size).toBe(cards.length);
    const byPath = new Map(cards.map((card) => [card.path, card.content]));
    const foodYaml = quizYaml('food');
    const foodQuiz = {
      title: 'Food Experience Test',
      accent: foodYaml.accent,
      icon: emojiImage(foodYaml.icon),
    };
    expect(byPath.get('/og/en/food/19.png')).toEqual({
      kind: 'score',
      quiz: foodQuiz,
      score: 19,
      outOf: '/35',
      label: foodYaml.tiers[2]!.label,
      band: 2,
      // The tier's line in the quiz's voice, for the story.
      message: foodYaml.tiers[2]!.message,
    });
    expect(byPath.get('/og/en/food/19-story.png')).toEqual(byPath.get('/og/en/food/19.png'));
    expect(byPath.get('/og/en/food/0.png')).toMatchObject({
      score: 0,
      label: 'Minimal food exploration so far',
      band: 5,
    });
    expect(byPath.get('/og/en/purity/100.png')).toMatchObject({
      // The caption, since the wordmark beside it already names the site.
      quiz: { title: quizYaml('purity').caption, accent: quizYaml('purity').accent },
      score: 100,
      outOf: '/100',
      band: 0,
    });
    expect(byPath.get('/og/en/food.png')).toEqual({
      kind: 'quiz',
      quiz: foodQuiz,
      subtitle: '35 questions',
    });
    // The site's card and the main test's: the wordmark names the site, the text under it does not
    // say it again.
    const mainYaml = quizYaml(catalog.main.slug);
    const description = mainYaml.cardDescription.replace(
      '{count}',
      String(quizCatalog.find((quiz) => quiz.slug === catalog.main.slug)!.questions.length),
    );
    expect(byPath.get('/og/en/default.png')).toEqual({ kind: 'site', subtitle: description });
    expect(byPath.get(`/og/en/${catalog.main.slug}.png`)).toEqual({
      kind: 'site',
      subtitle: description,
      icon: emojiImage(mainYaml.icon),
    });
    expect(description).not.toContain(frame.siteName);
    expect(byPath.has('/og/en/food/36.png')).toBe(false);
    expect(byPath.has('/og/en/food/36-story.png')).toBe(false);
  });

  it("takes every text from the card's language", async () => {
    // The pseudo-locale has no cards of its own, but it is a full language of the quiz data.
    const [site, quiz, score] = await languageCards('en-XA', ['food']);
    expect(site!.path).toBe('/og/en-XA/default.png');
    expect(quiz!.content).toMatchObject({ quiz: { title: '⟦Ƒóóď Éẋþéŕíéñçé Ţéšţ⟧' } });
    expect(score!.content).toMatchObject({
      score: 0,
      label: expect.stringMatching(/^⟦Ṁíñíɱáĺ/),
    });
    expect(site!.frame.siteName).toMatch(/^⟦/);
  });

  it('is made for every language with a locale file; the pseudo-locale shares the English cards', () => {
    expect(cardLanguages).toContain('en');
    expect(cardLanguages).not.toContain('en-XA');
    expect(cardLanguageFor('en-XA')).toBe('en');
    expect(cardLanguageFor('xx')).toBe('en');
    expect(cardLanguageFor('en')).toBe('en');
  });
});

describe('rendering', () => {
  it(`draws a card as a ${CARD_WIDTH}x${CARD_HEIGHT} PNG, the same bytes for the same card`, async () => {
    const quizCard = await renderCard({
      frame,
      content: { kind: 'quiz', quiz: food, subtitle: '35 questions' },
    });
    const score = await scoreCard('Food Experience Test');
    expect(pngSize(quizCard)).toEqual({ width: CARD_WIDTH, height: CARD_HEIGHT });
    expect(pngSize(score)).toEqual({ width: CARD_WIDTH, height: CARD_HEIGHT });
    expect((await scoreCard('Food Experience Test')).equals(score)).toBe(true);
    expect(quizCard.equals(score)).toBe(false);
  }, 30_000);

  // A letter the fonts lack is drawn as the same placeholder as any other missing letter, so a
  // card whose accented letter draws differently from a missing one has a real glyph for it.
  // 中 and 文 stand for missing letters: no card font has Chinese.
  it.each([
    ['é', 'e'],
    ['ñ', 'n'],
    ['ü', 'u'],
    ['ß', 's'],
    ['ő', 'o'], // Latin Extended: another subset of the font
    ['ł', 'l'],
  ])('draws %s with a glyph of its own, not a placeholder', async (letter, base) => {
    const [missing, alsoMissing, accented, plain] = await Promise.all([
      scoreCard('Crème 中 Test'),
      scoreCard('Crème 文 Test'),
      scoreCard(`Crème ${letter} Test`),
      scoreCard(`Crème ${base} Test`),
    ]);
    expect(missing.equals(alsoMissing)).toBe(true);
    expect(accented.equals(missing)).toBe(false);
    expect(accented.equals(plain)).toBe(false);
  });
});

/** The share of a drawn card's pixels in exactly `hex`, within a box (the whole card by default). */
function shareOfColor(
  image: { width: number; height: number; pixels: Buffer },
  hex: string,
  box = { left: 0, top: 0, right: image.width, bottom: image.height },
): number {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  let same = 0;
  for (let y = box.top; y < box.bottom; y += 1)
    for (let x = box.left; x < box.right; x += 1) {
      const at = (y * image.width + x) * 4;
      if (image.pixels[at] === r && image.pixels[at + 1] === g && image.pixels[at + 2] === b)
        same += 1;
    }
  return same / ((box.right - box.left) * (box.bottom - box.top));
}

const drawn = async (card: Parameters<typeof renderCardImage>[0]) => {
  const image = await renderCardImage(card);
  return { width: image.width, height: image.height, pixels: Buffer.from(image.pixels) };
};

describe('the look of a card', () => {
  it(`draws a story as a ${STORY_WIDTH}x${STORY_HEIGHT} PNG`, async () => {
    const story = await renderCard({ frame, content: scoreContent(food), story: true });
    expect(pngSize(story)).toEqual({ width: STORY_WIDTH, height: STORY_HEIGHT });
  });

  it.each([false, true])(
    'story %s: each band is drawn on its own colour, on the quiz accent from its content file',
    async (story) => {
      const images = await Promise.all(
        BAND_COLORS.map((_, band) => drawn({ frame, content: scoreContent(food, band), story })),
      );
      images.forEach((image, band) => {
        // The preview: the label's box, a good part of the card, in the band's colour. The story:
        // the label on paper, its thick lower edge in the band's colour.
        expect(shareOfColor(image, BAND_COLORS[band].background), `band ${band}`).toBeGreaterThan(
          story ? 0.006 : 0.04,
        );
        if (story) expect(shareOfColor(image, PAPER), `band ${band}`).toBeGreaterThan(0.04);
        expect(shareOfColor(image, food.accent)).toBeGreaterThan(story ? 0.4 : 0.1);
      });
      const pngs = images.map((image) => image.pixels.toString('base64'));
      expect(new Set(pngs).size).toBe(BAND_COLORS.length);
    },
  );

  it("draws the wordmark as the brand's coral sticker, and the tier's message on the story", async () => {
    const message = 'You order the new thing on the menu now and then.';
    const withMessage = { ...scoreContent(food), message } as CardContent;
    const [card, story, storyWithout] = await Promise.all([
      drawn({ frame, content: withMessage }),
      drawn({ frame, content: withMessage, story: true }),
      drawn({ frame, content: scoreContent(food), story: true }),
    ]);
    // The tag in the top left of the preview, the top of the story.
    expect(
      shareOfColor(card, BRAND, { left: 56, top: 40, right: 300, bottom: 100 }),
    ).toBeGreaterThan(0.3);
    expect(
      shareOfColor(story, BRAND, { left: 300, top: 190, right: 780, bottom: 300 }),
    ).toBeGreaterThan(0.3);
    expect(story.pixels.equals(storyWithout.pixels)).toBe(false);
  });

  it("draws every quiz's score cards in its own accent and icon", async () => {
    const slugs = [catalog.main.slug, ...catalog.themed.map((entry) => entry.slug)];
    const cards = (await languageCards('en', slugs)).filter(
      (card) => card.path.endsWith('/10.png') || card.path.endsWith('/10-story.png'),
    );
    expect(cards).toHaveLength(2 * slugs.length);
    const pngs = await Promise.all(cards.map((card) => renderCard(card)));
    expect(new Set(pngs.map((png) => png.toString('base64'))).size).toBe(cards.length);
    for (const slug of slugs.slice(0, 4)) {
      const card = cards.find((each) => each.path === `/og/en/${slug}/10-story.png`)!;
      expect(shareOfColor(await drawn(card), quizYaml(slug).accent), slug).toBeGreaterThan(0.4);
    }
  }, 60_000);

  it('draws a quiz icon from Twemoji, by its code points', () => {
    expect(twemojiName('🍜')).toBe('1f35c');
    expect(twemojiName('✈️')).toBe('2708');
    expect(twemojiName('👩‍💻')).toBe('1f469-200d-1f4bb');
    for (const slug of catalog.themed.map((entry) => entry.slug))
      expect(emojiImage(quizYaml(slug).icon), slug).toMatch(/^data:image\/svg\+xml;base64,/);
  });

  // The margins of a card stay in their colour: a text that ran out of its box (a long word, a
  // label of four lines) would paint them, or be clipped by its panel, which then shows its band.
  it.each(cardLanguages)(
    '%s: the longest label and title of the language stay inside their boxes',
    async (language) => {
      const slugs = [catalog.main.slug, ...catalog.themed.map((entry) => entry.slug)];
      const scores = (await languageCards(language, slugs)).flatMap((card) =>
        card.content.kind === 'score' ? [card.content] : [],
      );
      const longest = <T>(items: T[], length: (item: T) => number) =>
        items.reduce((best, item) => (length(item) > length(best) ? item : best));
      const label = longest(scores, (content) => content.label.length);
      const title = longest(scores, (content) => content.quiz.title.length);
      // German compounds: one word as long as a line.
      const word = { ...label, label: 'Lebensmittelunverträglichkeitsbeauftragter' };
      for (const content of [
        { ...label, score: 100, outOf: '/100' },
        { ...title, label: label.label },
        word,
      ]) {
        const card = await drawn({ frame, content });
        const story = await drawn({ frame, content, story: true });
        const what = `${content.quiz.title} / ${content.label}`;
        // The preview's paper panel: its right and bottom padding.
        expect(
          shareOfColor(card, PAPER, { left: 1104, top: 160, right: 1140, bottom: 545 }),
          what,
        ).toBe(1);
        expect(
          shareOfColor(card, PAPER, { left: 140, top: 554, right: 1100, bottom: 582 }),
          what,
        ).toBe(1);
        // The story's right margin and the bottom band the apps cover.
        const accent = content.quiz.accent;
        expect(
          shareOfColor(story, accent, { left: 1000, top: 0, right: 1080, bottom: 1920 }),
          what,
        ).toBe(1);
        expect(
          shareOfColor(story, accent, { left: 0, top: 1700, right: 1080, bottom: 1920 }),
          what,
        ).toBe(1);
      }
    },
  );
});

/** How wide `word` is drawn in the cards' bold face at `size`: the span of its ink. */
async function inkWidth(word: string, size: number): Promise<number> {
  const [width, height] = [3000, size * 2];
  const style = {
    display: 'flex',
    width,
    height,
    padding: 10,
    backgroundColor: '#ffffff',
    color: '#000000',
    fontFamily: CARD_FONT_FAMILY,
    fontSize: size,
    fontWeight: 800,
  };
  const { pixels } = await renderImage(createElement('div', { style }, word), width, height);
  let [left, right] = [width, 0];
  for (let at = 0; at < pixels.length; at += 4)
    if (pixels[at]! < 128) {
      const x = (at / 4) % width;
      [left, right] = [Math.min(left, x), Math.max(right, x)];
    }
  return right - left + 1;
}

describe("a label's words", () => {
  const longestWord = (label: string) =>
    label.split(/\s+/).reduce((best, word) => (word.length > best.length ? word : best));
  // Satori breaks a word that is wider than its line ("Unterdurchschnittlic-he"): the longest word
  // of the widest labels, drawn alone at the label's size, fits the label's line.
  it.each(cardLanguages)('%s: stay whole on the preview and the story', async (language) => {
    const slugs = [catalog.main.slug, ...catalog.themed.map((entry) => entry.slug)];
    const labels = new Set(
      (await languageCards(language, slugs)).flatMap((card) =>
        card.content.kind === 'score' ? [card.content.label] : [],
      ),
    );
    for (const where of ['card', 'story'] as const) {
      const drawnWidth = (label: string) => longestWord(label).length * labelSize(label, where);
      const widest = [...labels].sort((a, b) => drawnWidth(b) - drawnWidth(a)).slice(0, 3);
      for (const label of widest)
        expect(
          await inkWidth(longestWord(label), labelSize(label, where)),
          `${where}: ${label}`,
        ).toBeLessThanOrEqual(LABEL_WIDTH[where]);
    }
  });
});

describe('indexed-colour PNGs', () => {
  // resvg decodes a PNG drawn as an SVG image: what a browser would show.
  const decode = (png: Buffer, width: number, height: number) =>
    Buffer.from(
      new Resvg(
        `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><image width="${width}" height="${height}" href="data:image/png;base64,${png.toString('base64')}"/></svg>`,
      ).render().pixels,
    );
  const sameShare = (a: Buffer, b: Buffer) => {
    let same = 0;
    for (let at = 0; at < a.length; at += 4)
      if (a.readUInt32BE(at) === b.readUInt32BE(at)) same += 1;
    return same / (a.length / 4);
  };

  it('holds an image of a few colours exactly', () => {
    const [width, height] = [40, 30];
    const pixels = Buffer.alloc(width * height * 4);
    for (let at = 0; at < width * height; at += 1)
      pixels.set(
        at % 7 === 0 ? [23, 20, 31, 255] : at % 3 ? [251, 246, 238, 255] : [232, 67, 46, 255],
        at * 4,
      );
    const png = palettePng(pixels, width, height);
    expect(pngSize(png)).toEqual({ width, height });
    expect(sameShare(decode(png, width, height), pixels)).toBe(1);
  });

  it('holds a drawn card, its rarest edge shades aside, in well under the bytes of a true-colour PNG', async () => {
    for (const story of [false, true]) {
      const image = await renderCardImage({ frame, content: scoreContent(food), story });
      const pixels = Buffer.from(image.pixels);
      const png = palettePng(pixels, image.width, image.height);
      expect(sameShare(decode(png, image.width, image.height), pixels)).toBeGreaterThan(0.999);
      expect(png.length).toBeLessThan(image.asPng().length * 0.6);
    }
  });
});

describe('app files', () => {
  const dir = mkdtempSync(join(tmpdir(), 'app-files-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes the manifest and icons of the sizes it names', async () => {
    await writeAppFiles(dir);
    const manifest = JSON.parse(readFileSync(join(dir, MANIFEST_PATH), 'utf8'));
    expect(manifest).toMatchObject({
      name: 'Purity Test',
      short_name: 'Purity Test',
      start_url: '/',
      display: 'standalone',
      theme_color: THEME_COLORS.light,
      background_color: BACKGROUND_COLOR,
    });
    expect(
      manifest.icons.map(
        (icon: { purpose: string; sizes: string }) => `${icon.purpose} ${icon.sizes}`,
      ),
    ).toEqual(['any 192x192', 'any 512x512', 'maskable 512x512']);
    for (const icon of [...APP_ICONS, APPLE_TOUCH_ICON]) {
      expect(pngSize(readFileSync(join(dir, icon.path))), icon.path).toEqual({
        width: icon.size,
        height: icon.size,
      });
    }
    expect(APPLE_TOUCH_ICON.size).toBe(180);
  });
});
