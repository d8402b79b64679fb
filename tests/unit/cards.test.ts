// The share cards and app icons: real renders through satori and resvg, checked by their PNG
// headers, their texts per language, and glyphs for accented letters.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cardFrame } from '../../scripts/cards/card-frame';
import { languageCards, renderCard } from '../../scripts/cards/write-cards';
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
import { CARD_HEIGHT, CARD_WIDTH } from '../../shared/lib/share-card';
import { pngSize } from '../png-header';

const frame = cardFrame((await createI18n('en')).t);
const scoreCard = (title: string) =>
  renderCard({ frame, content: { kind: 'score', title, score: '19/35', label: 'Curious eater' } });

describe('share card texts', () => {
  it('has one card per score of every quiz, one per quiz and the site card, in English', async () => {
    const slugs = [catalog.main.slug, ...catalog.themed.map((entry) => entry.slug)];
    const cards = await languageCards('en', slugs);
    const scores = quizCatalog.reduce((sum, quiz) => sum + quiz.questions.length + 1, 0);
    expect(cards).toHaveLength(1 + slugs.length + scores);
    expect(new Set(cards.map((card) => card.path)).size).toBe(cards.length);
    const byPath = new Map(cards.map((card) => [card.path, card.content]));
    expect(byPath.get('/og/en/food/19.png')).toEqual({
      kind: 'score',
      title: 'Food Experience Test',
      score: '19/35',
      label: 'Curious eater who enjoys trying new foods',
    });
    expect(byPath.get('/og/en/food/0.png')).toMatchObject({
      score: '0/35',
      label: 'Minimal food exploration so far',
    });
    expect(byPath.get('/og/en/purity/100.png')).toMatchObject({
      title: 'The Purity Test',
      score: '100/100',
    });
    expect(byPath.get('/og/en/food.png')).toEqual({
      kind: 'title',
      title: 'Food Experience Test',
      subtitle: '35 questions',
    });
    expect(byPath.get('/og/en/default.png')).toMatchObject({ kind: 'title', title: 'Purity Test' });
    expect(byPath.has('/og/en/food/36.png')).toBe(false);
  });

  it("takes every text from the card's language", async () => {
    // The pseudo-locale has no cards of its own, but it is a full language of the quiz data.
    const [site, quiz, score] = await languageCards('en-XA', ['food']);
    expect(site!.path).toBe('/og/en-XA/default.png');
    expect(quiz!.content).toMatchObject({ title: '⟦Ƒóóď Éẋþéŕíéñçé Ţéšţ⟧' });
    expect(score!.content).toMatchObject({
      score: '⟦0/35⟧',
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
      content: { kind: 'title', title: 'Food Experience Test', subtitle: '35 questions' },
    });
    const score = await scoreCard('Food Experience Test');
    expect(pngSize(quizCard)).toEqual({ width: CARD_WIDTH, height: CARD_HEIGHT });
    expect(pngSize(score)).toEqual({ width: CARD_WIDTH, height: CARD_HEIGHT });
    expect((await scoreCard('Food Experience Test')).equals(score)).toBe(true);
    expect(quizCard.equals(score)).toBe(false);
  });

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
