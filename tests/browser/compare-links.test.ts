// Compare links: two browsers compare on a themed quiz and on /test, in English and Spanish (the
// numbers checked against the answers given); a damaged, foreign or outdated fragment gets the
// plain quiz with a short notice; the new views are axe clean in light and dark mode.
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, useBrowser, type OpenedPage, baseURL } from './browser';
import { RECORD_LAYOUT_SHIFTS, settledLayoutShift } from './layout-shift';
import { localeString, quizTexts } from './language-helpers';
import {
  completeQuiz,
  expectNoSeriousAxeViolations,
  fill,
  quizFile,
  waitForQuestion,
  type YesNo,
} from './quiz-helpers';
import { expectCopyConfirmed } from './share-helpers';

const browser = useBrowser();

/** Deterministic answers: a different pattern per seed. */
const pattern = (total: number, seed: number): YesNo[] =>
  Array.from({ length: total }, (_, i) => ((i * seed + (i >> 1)) % 5 < 2 ? 'yes' : 'no'));

interface Expected {
  matches: number;
  both: number[];
  onlyA: number[];
  onlyB: number[];
}
function expected(a: readonly YesNo[], b: readonly YesNo[]): Expected {
  const result: Expected = { matches: 0, both: [], onlyA: [], onlyB: [] };
  a.forEach((answer, i) => {
    if (answer === b[i]) result.matches += 1;
    if (answer === 'yes' && b[i] === 'yes') result.both.push(i);
    else if (answer === 'yes') result.onlyA.push(i);
    else if (b[i] === 'yes') result.onlyB.push(i);
  });
  return result;
}

interface Case {
  language: 'en' | 'es';
  /** The quiz page (/tests/food, /es/test). */
  path: string;
  slug: string;
  total: number;
  /** Where the result shows: the quiz page itself, or /results for /test. */
  resultsPath: string;
  name: string;
}
const CASES: Case[] = [
  {
    language: 'en',
    path: '/tests/food',
    slug: 'food',
    total: 35,
    resultsPath: '/tests/food',
    name: 'Sam <b>',
  },
  {
    language: 'es',
    path: '/es/tests/travel',
    slug: 'travel',
    total: 35,
    resultsPath: '/es/tests/travel',
    name: 'José María',
  },
  {
    language: 'en',
    path: '/test',
    slug: 'purity',
    total: 100,
    resultsPath: '/results',
    name: 'Alex',
  },
  {
    language: 'es',
    path: '/es/test',
    slug: 'purity',
    total: 100,
    resultsPath: '/es/results',
    name: 'Lucía',
  },
];

const text = (language: string, key: string, values: Record<string, string | number> = {}) =>
  fill(localeString(language, `compare.${key}`), values);
const score = (slug: string, answers: readonly YesNo[]) => {
  const yes = answers.filter((answer) => answer === 'yes').length;
  return slug === 'purity' ? answers.length - yes : yes;
};

/** Takes the quiz and waits for the results view (on /results for /test). */
async function takeQuiz(
  opened: OpenedPage,
  quizCase: Case,
  answers: readonly YesNo[],
): Promise<void> {
  await completeQuiz(opened.page, answers, { texts: quizTexts(quizCase.language) });
  await opened.page.waitForURL((url) => url.pathname === quizCase.resultsPath);
  await opened.page.locator('section.result :is(.compare-maker, .compare-result)').waitFor();
}

/** Makes a compare link in the results view with the name, copies it, and returns it. */
async function makeLink(page: Page, language: string, name: string): Promise<string> {
  const maker = page.locator('section.result .compare-maker');
  await expect
    .poll(() => maker.getByText(text(language, 'notice'), { exact: true }).isVisible())
    .toBe(true);
  await maker.getByLabel(text(language, 'nameLabel'), { exact: true }).fill(name);
  // One action makes the link and copies it (this browser has no share sheet).
  await expectCopyConfirmed(
    page,
    maker.getByRole('button', { name: text(language, 'make'), exact: true }),
    localeString(language, 'share.linkCopied'),
    language,
  );
  const field = maker.getByLabel(text(language, 'linkLabel'), { exact: true });
  const link = await field.inputValue();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  // The one button says it is done for a moment, then offers the same link again: no second
  // copy button beside it.
  const make = maker.getByRole('button', { name: text(language, 'make'), exact: true });
  await maker.getByRole('button', { name: text(language, 'copied'), exact: true }).waitFor();
  await make.waitFor({ timeout: 4000 });
  expect(await maker.getByRole('button').count()).toBe(1);
  // Or sent straight to one person: WhatsApp's link carries the quiz's name, then this link.
  const whatsapp = maker.getByRole('link', {
    name: localeString(language, 'share.whatsapp'),
    exact: true,
  });
  const sent = new URL((await whatsapp.getAttribute('href'))!);
  expect(sent.origin + sent.pathname).toBe('https://api.whatsapp.com/send');
  expect(sent.searchParams.get('text')).toMatch(/^\S.* https?:\/\//);
  expect(sent.searchParams.get('text')!.endsWith(` ${link}`)).toBe(true);
  await page.evaluate(() => navigator.clipboard.writeText(''));
  await make.click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  return link;
}

/** The texts of a list of the comparison, by its kind (both, theirs, mine). */
const listItems = (page: Page, kind: string) =>
  page.locator(`.compare-result [data-kind="${kind}"] li`).allTextContents();

/** Once the page's compare code has loaded and run, whatever it changes has changed. */
async function compareCodeSettled(opened: OpenedPage): Promise<void> {
  await opened.requestsSettled();
  await opened.page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))),
  );
}

async function open(path: string): Promise<OpenedPage> {
  return openPage(browser(), path, { permissions: ['clipboard-read', 'clipboard-write'] });
}

describe('two friends compare their answers', () => {
  it.each(CASES.map((quizCase) => [`${quizCase.path} (${quizCase.language})`, quizCase] as const))(
    '%s',
    async (_name, quizCase) => {
      const { language, slug, total } = quizCase;
      const answersA = pattern(total, 3);
      const answersB = pattern(total, 7);
      const want = expected(answersA, answersB);
      expect(want.both.length * want.onlyA.length * want.onlyB.length).toBeGreaterThan(0);
      const questions =
        language === 'en' ? quizFile(slug).questions.map((question) => question.text) : null;
      const scoreA = score(slug, answersA);

      const a = await open(quizCase.path);
      let link: string;
      try {
        await takeQuiz(a, quizCase, answersA);
        // Nothing to compare yet: only the action.
        expect(await a.page.locator('.compare-result').count()).toBe(0);
        link = await makeLink(a.page, language, quizCase.name);
        expect(
          link.startsWith(`${baseURL()}${quizCase.path}?score=${scoreA}#compare=1.${slug}.`),
          link,
        ).toBe(true);
        expect(a.errors).toEqual([]);
      } finally {
        await a.close();
      }

      const url = new URL(link);
      const b = await open(`${url.pathname}${url.search}${url.hash}`);
      try {
        const { page } = b;
        // The line above the quiz names the friend the link carries.
        const invitation = page.locator('.score-invite');
        expect(await invitation.textContent()).toBe(
          text(language, 'invitationNamed', { name: quizCase.name, score: scoreA, total }),
        );
        // The name is text: no element came with it.
        expect(await invitation.locator('*').count()).toBe(0);
        await waitForQuestion(page, 1, total, quizTexts(language));
        await takeQuiz(b, quizCase, answersB);

        const result = page.locator('.compare-result');
        await result.waitFor();
        expect(await result.getByRole('heading', { level: 2 }).textContent()).toBe(
          text(language, 'resultTitleNamed', { name: quizCase.name }),
        );
        expect(await result.locator('.compare-matched').textContent()).toBe(
          text(language, 'matched', { matches: want.matches, total }),
        );
        // Both scores side by side, and how much the two match.
        expect(await result.locator('.compare-side .compare-score').allTextContents()).toEqual(
          slug === 'purity'
            ? [String(score(slug, answersB)), String(scoreA)]
            : [`${score(slug, answersB)}/${total}`, `${scoreA}/${total}`],
        );
        expect(await result.locator('.compare-side .compare-who').allTextContents()).toEqual([
          text(language, 'you'),
          quizCase.name,
        ]);
        expect(await result.locator('.compare-match').textContent()).toBe(
          text(language, 'matchPercent', {
            percent: new Intl.NumberFormat(language, {
              style: 'percent',
              maximumFractionDigits: 0,
            }).format(want.matches / total),
          }),
        );
        // The differences first (what only the friend did, what only you did), then what you both
        // did: each list open, its first five items shown, the rest one tap away.
        expect(await result.locator('.compare-list h3').allTextContents()).toEqual([
          text(language, 'onlyThem', { name: quizCase.name, number: want.onlyA.length }),
          text(language, 'onlyYou', { number: want.onlyB.length }),
          text(language, 'both', { number: want.both.length }),
        ]);
        expect(await result.getByRole('radio').count()).toBe(0);
        expect(await listItems(page, 'theirs')).toHaveLength(want.onlyA.length);
        expect(await listItems(page, 'mine')).toHaveLength(want.onlyB.length);
        expect(await listItems(page, 'both')).toHaveLength(want.both.length);
        if (questions) {
          expect(await listItems(page, 'theirs')).toEqual(want.onlyA.map((i) => questions[i]));
          expect(await listItems(page, 'mine')).toEqual(want.onlyB.map((i) => questions[i]));
          expect(await listItems(page, 'both')).toEqual(want.both.map((i) => questions[i]));
        }

        for (const colorScheme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme });
          await expectNoSeriousAxeViolations(page, `the comparison (${colorScheme})`, {
            include: 'section.result',
          });
        }
        await page.emulateMedia({ colorScheme: 'light' });

        // The send-back is the friend's one compare form: no second link maker asks for a name.
        expect(await result.locator('.compare-send-back').count()).toBe(1);
        expect(await page.locator('.compare-maker').count()).toBe(0);
        expect(b.errors).toEqual([]);
      } finally {
        await b.close();
      }
    },
  );
});

describe('a compare link that cannot be compared', () => {
  const foodAnswers = pattern(35, 3);
  const goodFood = async (browserInstance: Browser): Promise<string> => {
    // A real link, made by the site, to tamper with.
    const opened = await openPage(browserInstance, '/tests/food', {
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    try {
      await takeQuiz(opened, CASES[0]!, foodAnswers);
      return new URL(await makeLink(opened.page, 'en', 'Sam')).hash.slice(1);
    } finally {
      await opened.close();
    }
  };

  it('gets the plain quiz and a short notice, never an error or an injected element', async () => {
    const good = await goodFood(browser());
    const [version, slug, checksum, packed] = good.split('.') as [
      string,
      string,
      string,
      string,
      string,
    ];
    const purityLink = `compare=1.purity.${checksum}.${'A'.repeat(34)}`;
    const damaged = text('en', 'damaged');
    const cases: [what: string, fragment: string, notice: string][] = [
      [
        'a script in the name',
        `${version}.${slug}.${checksum}.${packed}.%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E`,
        'script-name',
      ],
      ['an oversized fragment', `${good}${'A'.repeat(3000)}`, damaged],
      ['a wrong length', `${version}.${slug}.${checksum}.${packed.slice(0, -2)}.Sam`, damaged],
      ["another quiz's fragment", purityLink, text('en', 'otherQuiz')],
      ['garbage', 'compare=<script>alert(1)</script>..!!', damaged],
      [
        'an earlier version of the quiz',
        `${version}.${slug}.000000.${packed}.Sam`,
        text('en', 'changed'),
      ],
    ];
    for (const [what, fragment, notice] of cases) {
      const opened = await openPage(browser(), `/tests/food?score=3#${fragment}`, {
        initScript: 'window.__alerts = 0; window.alert = () => { window.__alerts += 1; };',
      });
      try {
        const { page } = opened;
        const invitation = page.locator('.score-invite');
        if (notice === 'script-name') {
          // A link that can be compared names its friend; the name, whatever it holds, is text,
          // and nothing runs.
          await compareCodeSettled(opened);
          expect(await invitation.textContent(), `${what}: ${fragment}`).toBe(
            text('en', 'invitationNamed', {
              name: '<img src=x onerror=alert(1)>'.slice(0, 24),
              score: 3,
              total: 35,
            }),
          );
        } else {
          await expect
            .poll(() => invitation.textContent(), { message: what, timeout: 10_000 })
            .toBe(notice);
        }
        expect(await invitation.locator('*').count(), what).toBe(0);
        expect(await page.locator('img[src="x"]').count(), what).toBe(0);
        expect(
          await page.evaluate(() => (window as unknown as { __alerts: number }).__alerts),
          what,
        ).toBe(0);
        // The plain quiz, ready to take.
        await waitForQuestion(page, 1, 35);
        expect(opened.errors, what).toEqual([]);
        if (what === 'garbage') {
          for (const colorScheme of ['light', 'dark'] as const) {
            await page.emulateMedia({ colorScheme });
            await expectNoSeriousAxeViolations(page, `the damaged-link notice (${colorScheme})`, {
              include: '.score-invite',
            });
          }
        }
      } finally {
        await opened.close();
      }
    }
  });

  it('a fragment that is not a compare link (an anchor) leaves the page as it is', async () => {
    const opened = await openPage(browser(), '/tests/food?score=3#compar=1');
    try {
      expect(await opened.page.locator('.score-invite').textContent()).toBe(
        'A friend scored 3/35. How about you?',
      );
      await waitForQuestion(opened.page, 1, 35);
      expect(opened.errors).toEqual([]);
    } finally {
      await opened.close();
    }
  });
});

describe('a compare link keeps the quiz where the score link put it', () => {
  it("shows the friend's line or a notice in the room kept for it, on small phones, in both languages", async () => {
    const opened = await openPage(browser(), '/tests/food', {
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    let good: string;
    try {
      await takeQuiz(opened, CASES[0]!, pattern(35, 3));
      good = new URL(await makeLink(opened.page, 'en', 'Sam')).hash.slice(1);
    } finally {
      await opened.close();
    }
    const [version, slug, checksum, packed] = good.split('.') as [
      string,
      string,
      string,
      string,
      string,
    ];
    // A long name on a 360 px phone; the longest a link carries (24 characters) on a 390 px one.
    const names = { 360: 'Alexandra García', 390: 'Maximiliana Montgomeryes' };
    for (const viewport of [
      { width: 360, height: 740 },
      { width: 390, height: 844 },
    ]) {
      const fragments = {
        named: `${version}.${slug}.${checksum}.${packed}.${encodeURIComponent(names[viewport.width as 360 | 390])}`,
        unnamed: `${version}.${slug}.${checksum}.${packed}`,
        changed: `${version}.${slug}.000000.${packed}.Sam`,
        otherQuiz: `compare=1.purity.${checksum}.${'A'.repeat(34)}`,
        damaged: 'compare=garbage',
      };
      for (const prefix of ['', '/es']) {
        for (const [what, fragment] of Object.entries(fragments)) {
          const path = `${prefix}/tests/food?score=12#${fragment}`;
          const page = await openPage(browser(), path, {
            viewport,
            initScript: RECORD_LAYOUT_SHIFTS,
          });
          try {
            const invitation = page.page.locator('.score-invite');
            const serverLine = fill(localeString(prefix ? 'es' : 'en', 'quiz.invitation'), {
              score: 12,
              total: 35,
            });
            // A link that can be compared keeps the server's line, with the friend's name where
            // it has one; one that cannot says why.
            if (what === 'named' || what === 'unnamed') {
              await compareCodeSettled(page);
              expect(await invitation.textContent(), `${what} ${path}`).toBe(
                what === 'named'
                  ? fill(localeString(prefix ? 'es' : 'en', 'compare.invitationNamed'), {
                      name: names[viewport.width as 360 | 390],
                      score: 12,
                      total: 35,
                    })
                  : serverLine,
              );
            } else {
              await expect
                .poll(() => invitation.textContent(), {
                  message: `${what} ${path}`,
                  timeout: 10_000,
                })
                .not.toBe(serverLine);
            }
            const shift = await settledLayoutShift(page.page);
            const lines = await invitation.evaluate((element) =>
              Math.round(
                (element.getBoundingClientRect().height - 24) /
                  parseFloat(getComputedStyle(element).lineHeight),
              ),
            );
            expect
              .soft(
                lines,
                `${what} ${path} at ${viewport.width}px: "${await invitation.textContent()}"`,
              )
              .toBeLessThanOrEqual(2);
            expect
              .soft(
                shift.total,
                `${what} ${path} at ${viewport.width}px moved ${shift.moved.join(', ')}`,
              )
              .toBe(0);
            expect(page.errors).toEqual([]);
          } finally {
            await page.close();
          }
        }
      }
    }
  });
});
