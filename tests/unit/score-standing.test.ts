// The "where you stand" block rendered to HTML: plural words, the first-taker line, numbers
// formatted for the language, and nothing at all without figures or with too few takers.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { ScoreStanding } from '../../src/components/ScoreStanding';
import { createI18n } from '../../shared/i18n';
import english from '../../shared/generated/locales/en/translation.json';
import type { ScoreDistribution } from '../../shared/generated/types';
import { STANDING_MIN_TAKERS } from '../../shared/domain/score-distribution';

async function render(
  distribution: ScoreDistribution | null,
  score: number,
  language = 'en',
): Promise<string> {
  const i18n = language === 'en' ? await createI18n('en') : await withEnglishStrings(language);
  return renderToStaticMarkup(
    createElement(
      I18nextProvider,
      { i18n },
      createElement(ScoreStanding, { score, source: { from: 'save', distribution } }),
    ),
  );
}

/** An i18next instance for a language the site is not built in, with the English strings: only numbers differ. */
async function withEnglishStrings(language: string) {
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    resources: { [language]: { translation: english } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

const counts = (total: number, scores: Record<number, number>) =>
  Array.from({ length: total + 1 }, (_, s) => scores[s] ?? 0);
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

describe('ScoreStanding', () => {
  it('says "1 person" and "2 people" through the plural keys', async () => {
    const i18n = await createI18n('en');
    expect(i18n.t('standing.takers', { count: 1, people: '1' })).toBe(
      '1 person has taken this test.',
    );
    expect(i18n.t('standing.takers', { count: 2, people: '2' })).toBe(
      '2 people have taken this test.',
    );
  });

  it('greets the first taker instead of drawing a chart of one', async () => {
    const html = await render(
      { quiz: 'food', total: 35, counts: counts(35, { 19: 1 }), moreNeeded: 0 },
      19,
    );
    expect(text(html)).toBe("Where You Stand You're the first to take this test!");
    expect(html).not.toContain('<svg');
  });

  it('formats the takers, the average and the share below for the language', async () => {
    const html = await render(
      { quiz: 'purity', total: 100, counts: counts(100, { 50: 1000, 90: 234 }), moreNeeded: 0 },
      90,
    );
    expect(text(html)).toContain('1,234 people have taken this test.');
    expect(text(html)).toContain('Average score: 57.6. You scored higher than 81% of them.');
    expect(html).toContain('<th scope="row">90-94 (your score)</th><td>234</td>');
    expect(html).toContain('<th scope="row">50-54</th><td>1,000</td>');

    const german = text(
      await render(
        { quiz: 'purity', total: 100, counts: counts(100, { 50: 1000, 90: 234 }), moreNeeded: 0 },
        90,
        'de',
      ),
    );
    expect(german).toContain('1.234 people');
    expect(german).toContain('Average score: 57,6.');
    expect(german).toContain('higher than 81 % of them');
  });

  it('shows nothing while the quiz has too few takers to mean something', async () => {
    // The server says how many more results are needed...
    const few = { quiz: 'food', total: 35, counts: counts(35, { 3: 1, 19: 1 }) };
    expect(await render({ ...few, moreNeeded: 98 }, 19)).toBe('');
    // ...and a reply kept from before it said is held to the same rule.
    const kept = few as unknown as ScoreDistribution;
    expect(await render(kept, 19)).toBe('');
    const enough = { quiz: 'food', total: 35, counts: counts(35, { 19: STANDING_MIN_TAKERS }) };
    expect(text(await render(enough as unknown as ScoreDistribution, 19))).toContain(
      `${STANDING_MIN_TAKERS} people have taken this test.`,
    );
  });

  it('shows nothing without figures (a failed save)', async () => {
    expect(await render(null, 19)).toBe('');
  });
});
