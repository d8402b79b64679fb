// Score links (/tests/<slug>?score=N, /test?score=N): the score's head in the raw HTML, the
// friend's-score invitation without layout shift, the plain page for hostile scores, and results
// whose every share carries the visitor's score link (and the card image on phones).
import { describe, expect, it } from 'vitest';
import { hostileScoreQueries } from '../hostile-scores';
import { fetchText, openPage, useBrowser, baseURL } from './browser';
import { RECORD_LAYOUT_SHIFTS, settledLayoutShift } from './layout-shift';
import {
  completeQuiz,
  fill,
  firstKYes,
  nextButton,
  quizFile,
  waitForQuestion,
  yesRadio,
} from './quiz-helpers';
import { expectCopyConfirmed, openShareOptions } from './share-helpers';
import {
  headMetaFromHtml,
  htmlText,
  metaValues,
  SITE_URL,
  squash,
  titled,
  quiz as quizYaml,
} from './site-helpers';

const browser = useBrowser();

const INVITATION = /^A friend scored (\d+)\/(\d+)\. How about you\?$/;
/** The filled invitation's opening: it carries the compare link's lines for the page's loader. */
const invitationElement = '<p class="score-invite" data-compare="';

interface LinkCase {
  path: string;
  slug: string;
  score: number;
  total: number;
}
const LINKS: LinkCase[] = [
  { path: '/tests/food?score=19', slug: 'food', score: 19, total: 35 },
  { path: '/tests/personal-growth?score=0', slug: 'personal-growth', score: 0, total: 45 },
  { path: '/tests/relationship/?score=50', slug: 'relationship', score: 50, total: 50 },
  { path: '/test?score=73', slug: 'purity', score: 73, total: 100 },
];

describe("a score link's raw HTML (no JavaScript)", () => {
  it.each(LINKS.map((link) => [link.path, link] as const))(
    '%s has the per-score title, card and invitation',
    async (_path, link) => {
      const { status, text } = await fetchText(link.path);
      expect(status).toBe(200);
      const q = quizFile(link.slug);
      const values = { score: link.score, total: link.total };
      const shareText = fill(q.shareText, values);
      const description = fill(q.resultDescription, values);
      const card = `${SITE_URL}/og/en/${link.slug}/${link.score}.png`;
      const pagePath = link.path.split('?')[0]!.replace(/\/$/, '');

      const head = headMetaFromHtml(text);
      expect(head.title).toEqual([shareText]);
      expect(head['og:title']).toEqual([shareText]);
      expect(head['twitter:title']).toEqual([shareText]);
      expect(head.description).toEqual([description]);
      expect(head['og:description']).toEqual([description]);
      expect(head['twitter:description']).toEqual([description]);
      expect(head['og:image']).toEqual([card]);
      expect(head['twitter:image']).toEqual([card]);
      expect(metaValues(text, 'og:image:width')).toEqual(['1200']);
      expect(metaValues(text, 'og:image:height')).toEqual(['630']);
      const tier = q.tiers.find((candidate) => link.score >= candidate.min)!;
      const alt = `${q.title} score card: ${link.score}/${link.total}, ${tier.label}`;
      expect(metaValues(text, 'og:image:alt')).toEqual([alt]);
      expect(metaValues(text, 'twitter:image:alt')).toEqual([alt]);
      // The canonical URL stays the quiz's own page.
      expect(head.canonical).toEqual([`${SITE_URL}${pagePath}`]);
      expect(head['og:url']).toEqual([`${SITE_URL}${pagePath}`]);
      expect(head.robots).toEqual([]);

      expect(text).toContain(invitationElement);
      expect(text).toContain(`">A friend scored ${link.score}/${link.total}. How about you?</p>`);
      expect(htmlText(text)).toContain(squash(q.questions[0]!.text));
    },
  );

  it.each(hostileScoreQueries(35))(
    '/tests/food with %s is the plain page',
    async (_name, query) => {
      const [{ status, text }, plain] = await Promise.all([
        fetchText(`/tests/food${query}`),
        fetchText('/tests/food'),
      ]);
      expect(status).toBe(200);
      expect(text).toBe(plain.text);
      expect(headMetaFromHtml(text).title).toEqual([titled(quizYaml('food').page.title)]);
      expect(text).not.toContain(invitationElement);
      expect(text).not.toContain('<script>alert');
    },
  );
});

describe('opening a score link', () => {
  it.each([
    ['/tests/food?score=19', 'food', 35],
    ['/test?score=73', 'purity', 100],
  ] as const)(
    '%s shows the invitation above the quiz with no layout shift, and the quiz works',
    async (path, slug, total) => {
      const opened = await openPage(browser(), path, {
        viewport: { width: 390, height: 740 },
        initScript: RECORD_LAYOUT_SHIFTS,
      });
      const { page } = opened;
      try {
        const invitation = page.locator('p.score-invite');
        const score = Number(new URL(path, 'http://x').searchParams.get('score'));
        expect(await invitation.textContent()).toBe(
          `A friend scored ${score}/${total}. How about you?`,
        );
        expect(await invitation.textContent()).toMatch(INVITATION);
        // Above the quiz's title, in view on a phone.
        const [inviteBox, titleBox] = await Promise.all([
          invitation.boundingBox(),
          page.locator('main h1').boundingBox(),
        ]);
        expect(inviteBox!.y + inviteBox!.height).toBeLessThanOrEqual(titleBox!.y);
        expect(inviteBox!.y + inviteBox!.height).toBeLessThan(740);
        const shift = await settledLayoutShift(page);
        expect(shift.total, `moved: ${shift.moved.join(', ')}`).toBe(0);

        // The preview head is for link previews: once the page runs, the tab shows the quiz's own title.
        expect(await page.title()).toBe(titled(quizYaml(slug).page.title));
        // The quiz works as usual.
        await yesRadio(page).click();
        await nextButton(page).click();
        await waitForQuestion(page, 2, total);
        expect(opened.errors).toEqual([]);
      } finally {
        await opened.close();
      }
    },
  );

  it.each([
    ['a script tag', '?score=<script>alert(1)</script>'],
    ['a repeated parameter', '?score=19&score=20'],
    ['a score above the total', '?score=36'],
  ])('with %s shows the plain quiz, no invitation and no error', async (_name, query) => {
    const opened = await openPage(browser(), `/tests/food${query}`);
    const { page } = opened;
    try {
      await waitForQuestion(page, 1, 35);
      // The invitation's place is there, hidden, taking no room.
      expect(await page.locator('p.score-invite:visible').count()).toBe(0);
      expect(
        await page
          .locator('p.score-invite')
          .evaluate((slot) => slot.getBoundingClientRect().height),
      ).toBe(0);
      expect(await page.title()).toBe(titled(quizYaml('food').page.title));
      expect(opened.errors).toEqual([]);
    } finally {
      await opened.close();
    }
  });
});

describe('sharing a result', () => {
  const food = quizFile('food');
  const YES = 17;
  const shareText = fill(food.shareText, { score: YES, total: 35 });
  // A copied link opens the site the visitor is on.
  const scoreLink = `${baseURL()}/tests/food?score=${YES}`;

  it('every share option carries the score link, and every copy is confirmed with the spec words', async () => {
    const stubOpen = `window.__opened = []; window.open = (url) => { window.__opened.push(String(url)); return null; };`;
    const opened = await openPage(browser(), '/tests/food', {
      initScript: stubOpen,
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const { page } = opened;
    try {
      await completeQuiz(page, firstKYes(35, YES));
      const result = page.locator('section.result');
      await result.getByRole('heading', { name: 'Your Food Results', exact: true }).waitFor();
      await openShareOptions(result);

      for (const name of [
        'Share on Facebook',
        'Share on X (Twitter)',
        'Share on WhatsApp',
        'Share by email',
      ]) {
        await result.getByRole('button', { name, exact: true }).click();
      }
      const popups = await page.evaluate(
        () => (window as unknown as { __opened: string[] }).__opened,
      );
      expect(popups).toHaveLength(4);
      for (const href of popups) {
        const values = href.startsWith('mailto:')
          ? [decodeURIComponent(href)]
          : [...new URL(href).searchParams.values()];
        expect(
          values.some((value) => value.includes(scoreLink)),
          href,
        ).toBe(true);
      }

      const copies = [
        { name: 'Copy link', clipboard: scoreLink, alert: 'Link copied to clipboard!' },
        {
          name: 'Copy text for Instagram',
          clipboard: `${shareText} ${scoreLink}`,
          alert: 'Text copied to clipboard! You can now paste it in your Instagram story or post.',
        },
        {
          name: 'Copy text for TikTok',
          clipboard: `${shareText} ${scoreLink}`,
          alert: 'Text copied to clipboard! You can now paste it in your TikTok video description.',
        },
      ];
      for (const copy of copies) {
        await expectCopyConfirmed(
          page,
          result.getByRole('button', { name: copy.name, exact: true }),
          copy.alert,
        );
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(copy.clipboard);
      }

      // Where the browser cannot share files, the story image is offered as a download.
      const save = result.getByRole('link', { name: 'Save image', exact: true });
      expect(await save.getAttribute('href')).toBe(`/og/en/food/${YES}-story.png`);
      expect(await save.getAttribute('download')).toBe(`food-${YES}.png`);
      expect(opened.errors).toEqual([]);
    } finally {
      await opened.close();
    }
  });

  it('where the browser can share files, "Share" sends the story image with the text and link', async () => {
    // A phone's Web Share API, recording what it is given.
    const phoneShare = `(() => {
      window.__shared = [];
      Object.defineProperty(navigator, 'canShare', { configurable: true, value: (data) => !!data && Array.isArray(data.files) && data.files.every((f) => f.type === 'image/png') });
      Object.defineProperty(navigator, 'share', { configurable: true, value: async (data) => {
        window.__shared.push({ text: data.text ?? null, url: data.url ?? null, files: (data.files ?? []).map((f) => ({ name: f.name, type: f.type, size: f.size })) });
      } });
    })()`;
    const opened = await openPage(browser(), '/tests/food', { initScript: phoneShare });
    const { page } = opened;
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
      'base64',
    );
    const cardRequests: string[] = [];
    await page.route('**/og/en/food/*-story.png', (route) => {
      cardRequests.push(new URL(route.request().url()).pathname);
      return route.fulfill({ status: 200, contentType: 'image/png', body: png });
    });
    try {
      await completeQuiz(page, firstKYes(35, YES));
      const result = page.locator('section.result');
      await result.getByRole('button', { name: 'Share', exact: true }).click();
      await expect
        .poll(() =>
          page.evaluate(() => (window as unknown as { __shared: unknown[] }).__shared.length),
        )
        .toBe(1);
      const [shared] = await page.evaluate(
        () => (window as unknown as { __shared: unknown[] }).__shared,
      );
      expect(shared).toEqual({
        text: `${shareText} ${scoreLink}`,
        url: null,
        files: [{ name: `food-${YES}.png`, type: 'image/png', size: png.length }],
      });
      expect(cardRequests).toEqual([`/og/en/food/${YES}-story.png`]);
      // The download is one of the other ways, behind "More ways to share".
      expect(await result.getByRole('link', { name: 'Save image' }).isVisible()).toBe(false);
      expect(opened.errors).toEqual([]);
    } finally {
      await opened.close();
    }
  });
});
