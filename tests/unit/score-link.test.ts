// Score links (?score=N): which query strings carry a score, and the head and invitation such a link gets.
import { describe, expect, it } from 'vitest';
import food from '../../shared/generated/content/en/quiz-food.json';
import { createI18n } from '../../shared/i18n';
import type { PageMeta } from '../../shared/lib/page-meta';
import {
  invitationText,
  parseSharedScore,
  scoreLinkMeta,
  type ScoreLinkPage,
} from '../../shared/lib/score-link';
import { scoreLinkPath } from '../../shared/route-paths';
import { hostileScoreQueries } from '../hostile-scores';

describe('parseSharedScore', () => {
  it('reads one plain whole number from 0 to the total', () => {
    expect(parseSharedScore('?score=19', 35)).toBe(19);
    expect(parseSharedScore('score=19', 35)).toBe(19);
    expect(parseSharedScore('?score=0', 35)).toBe(0);
    expect(parseSharedScore('?score=35', 35)).toBe(35);
    expect(parseSharedScore('?score=100', 100)).toBe(100);
    expect(parseSharedScore('?utm_source=x&score=7&lng=en', 35)).toBe(7);
  });

  it.each(hostileScoreQueries(35))('gives null for %s', (_name, search) => {
    expect(parseSharedScore(search, 35)).toBeNull();
  });
});

describe('scoreLinkPath', () => {
  it('appends the score to the quiz page path in the language', () => {
    expect(scoreLinkPath('en', '/tests/food', 19)).toBe('/tests/food?score=19');
    expect(scoreLinkPath('en', '/test', 73)).toBe('/test?score=73');
    expect(scoreLinkPath('es', '/tests/food', 19)).toBe('/es/tests/food?score=19');
    expect(scoreLinkPath('es', '/test', 0)).toBe('/es/test?score=0');
  });
});

const i18n = { en: await createI18n('en'), es: await createI18n('es') };

describe('scoreLinkMeta and invitationText', () => {
  const meta: PageMeta = {
    title: 'Food Experience Test | Purity Test',
    description: 'plain',
    path: '/tests/food',
    image: '/og/en/food.png',
    siteName: 'Purity Test',
    language: 'en',
    alternates: [{ hreflang: 'x-default', path: '/tests/food' }],
  };
  const template = (language: 'en' | 'es', key: string) =>
    i18n[language].getResource(language, 'translation', key) as string;
  const page = (language: 'en' | 'es'): ScoreLinkPage => ({
    meta,
    quiz: {
      slug: food.slug,
      title: food.title,
      total: food.questions.length,
      shareText: food.shareText,
      resultDescription: food.resultDescription,
      tiers: food.tiers,
    },
    cardLanguage: language,
    cardAltTemplate: template(language, 'share.scoreCardAlt'),
    invitationTemplate: template(language, 'quiz.invitation'),
    friendLines: { quiz: 'food.abc123', named: '', reply: '', replyNamed: '' },
  });

  it('titles the page with the share text, describes the result and shows the score card', () => {
    const tier = food.tiers.find((candidate) => 19 >= candidate.min)!;
    expect(scoreLinkMeta(page('en'), 19)).toEqual({
      title: 'I scored 19/35 on the Food Test!',
      description: 'My food test score is 19/35! Take the test and see how your appetite compares.',
      path: '/tests/food',
      image: '/og/en/food/19.png',
      imageAlt: `Food Experience Test score card: 19/35, ${tier.label}`,
      siteName: 'Purity Test',
      language: 'en',
      alternates: meta.alternates,
    });
  });

  it.each(['en', 'es'] as const)(
    'says the same as i18next does with the %s strings (the browser renders the invitation with it)',
    async (language) => {
      const { t } = i18n[language];
      const tier = food.tiers.find((candidate) => 7 >= candidate.min)!;
      expect(invitationText(page(language), 7)).toBe(t('quiz.invitation', { score: 7, total: 35 }));
      expect(scoreLinkMeta(page(language), 7).imageAlt).toBe(
        t('share.scoreCardAlt', { quiz: food.title, score: 7, total: 35, label: tier.label }),
      );
      expect(scoreLinkMeta(page(language), 7).image).toBe(`/og/${language}/food/7.png`);
    },
  );
});
