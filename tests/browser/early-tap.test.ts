// A visitor on a slow phone and a weak connection taps before the page's code has arrived: the
// prerendered controls work without it, and whatever the visitor did there is the page's state
// once it has hydrated (the answer chosen, Next enabled, the text typed, the test started, the
// menu opened, the question jumped to), a reload's kept progress included.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseURL, useBrowser } from './browser';
import { completeQuiz, fill, type YesNo } from './quiz-helpers';
import { localeString } from './language-helpers';
import { quiz } from './site-helpers';

const browser = useBrowser();

/**
 * A mid-range phone on a weak connection from now on: CPU 6x slower, about 1.6 Mbps down, 150 ms
 * latency. On a busy machine the code can still beat the tap; the app's scripts wait for the tap
 * (`release`), so the tap is always before they arrive (as it is on a slow phone), whatever the
 * machine's load.
 */
async function slowDown(page: Page): Promise<() => void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: 1_600_000 / 8,
    uploadThroughput: 750_000 / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  let release = () => {};
  const tapped = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await tapped;
    await route.continue();
  });
  return release;
}

async function openSlow(
  path: string,
  { touch = false } = {},
): Promise<{ page: Page; errors: string[]; release: () => void; close: () => Promise<void> }> {
  const context = await browser().newContext({
    baseURL: baseURL(),
    viewport: { width: 390, height: 844 },
    hasTouch: touch,
    isMobile: touch,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  const release = await slowDown(page);
  await page.goto(path, { waitUntil: 'commit' });
  return { page, errors, release, close: () => context.close() };
}

/**
 * A tap as soon as the control is on screen: the mouse (or a finger) at its centre, with none of
 * the locator's waiting for the page to settle. `where: 'attached'` taps where the control is laid
 * out even if it is not shown (whatever covers it gets the tap).
 */
async function tapEarly(
  page: Page,
  selector: string,
  { touch = false, where = 'visible' as 'visible' | 'attached' } = {},
): Promise<void> {
  const control = page.locator(selector);
  await control.waitFor({ state: where, timeout: 30_000 });
  const box = (await control.boundingBox())!;
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  if (touch) await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
}

/** The counter's first text, "Question N of TOTAL" in the page's language, for question `number`. */
function questionOf(path: string, number: number): string {
  const language = path.startsWith('/es/') ? 'es' : 'en';
  const slug = /^(?:\/es)?\/tests\/([^/?#]+)/.exec(path)?.[1] ?? 'purity';
  const total = quiz(slug).questions.length;
  return fill(localeString(language, 'quiz.questionOf'), { current: number, total });
}

/** Question 2 is on screen with nothing chosen, and Previous shows question 1 answered Yes. */
async function expectOnQuestion2AfterYes(page: Page, path: string): Promise<void> {
  const counter = page.locator('.quiz-counter > span').first();
  await counter.filter({ hasText: questionOf(path, 2) }).waitFor({ timeout: 10_000 });
  expect(await page.locator('.choices input:checked').count()).toBe(0);
  await page.locator('.quiz-nav button[type="button"]').click();
  await counter.filter({ hasText: questionOf(path, 1) }).waitFor();
  expect(await page.locator('.choices input:checked').getAttribute('value')).toBe('yes');
}

const hydrated = (page: Page) =>
  page.evaluate(() => document.documentElement.dataset.hydrated === 'true');
const waitForHydration = (page: Page) =>
  page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, {
    timeout: 60_000,
  });

/** Lets the app's code arrive, after checking that what the visitor did really came first, and waits for hydration. */
async function hydrateAfter(
  page: Page,
  release: () => void,
  early = 'the tap came after hydration',
): Promise<void> {
  expect(await hydrated(page), `${early}: the page was too fast to test`).toBe(false);
  release();
  await waitForHydration(page);
}

describe('a tap before the page has hydrated is kept', () => {
  it.each(['/test', '/tests/relationship', '/es/tests/food', '/es/test'])(
    '%s: the answer tapped early is chosen, highlighted, and Next works',
    async (path) => {
      const { page, errors, release, close } = await openSlow(path);
      try {
        await tapEarly(page, '.choices input[value="yes"]');
        const yes = page.locator('.choices input[value="yes"]');
        await hydrateAfter(page, release);

        expect(await yes.isChecked()).toBe(true);
        await expect
          .poll(() => page.locator('.choice-selected input').getAttribute('value'))
          .toBe('yes');
        const next = page.locator('.quiz-nav button[type="submit"]');
        expect(await next.isEnabled()).toBe(true);
        const counter = page.locator('.quiz-counter > span').first();
        const before = await counter.textContent();
        await next.click();
        await expect.poll(() => counter.textContent()).not.toBe(before);
        expect(await yes.isChecked()).toBe(false);
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    },
  );

  it.each([
    ['/test', true],
    ['/tests/food', false],
    ['/es/test', true],
    ['/es/tests/food', false],
  ])(
    '%s (touch: %s): Next tapped early after an early Yes reads as enabled at once, and moves on once the code has come',
    async (path, touch) => {
      const { page, errors, release, close } = await openSlow(path, { touch });
      try {
        const next = page.locator('.quiz-nav button[type="submit"]');
        const look = () =>
          next.evaluate((button) => {
            const style = getComputedStyle(button);
            return { opacity: style.opacity, background: style.backgroundColor };
          });
        await next.waitFor();
        const unavailable = await look();
        await tapEarly(page, '.choices input[value="yes"]', { touch });
        // Before the code: the chosen answer enables Next on screen, and Next shows its tap is taken.
        const available = await look();
        expect(available.opacity).toBe('1');
        expect(available.background).not.toBe(unavailable.background);
        await tapEarly(page, '.quiz-nav button[type="submit"]', { touch });
        expect(await next.evaluate((button) => getComputedStyle(button).cursor)).toBe('progress');
        await hydrateAfter(page, release);

        await expectOnQuestion2AfterYes(page, path);
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    },
  );

  it('/tests/food: Next tapped early with no answer does nothing once the code has come', async () => {
    const { page, errors, release, close } = await openSlow('/tests/food');
    try {
      await tapEarly(page, '.quiz-nav button[type="submit"]');
      await hydrateAfter(page, release);
      await page.locator('.choices input[value="no"]').click();
      const counter = page.locator('.quiz-counter > span').first();
      expect(await counter.textContent()).toBe(questionOf('/tests/food', 1));
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('/tests/food: quick mode switched on early is on after hydration, and remembered', async () => {
    const { page, errors, release, close } = await openSlow('/tests/food');
    try {
      await tapEarly(page, '.quick-mode input');
      await hydrateAfter(page, release);
      const quick = page.getByRole('switch', { name: 'Advance when I answer', exact: true });
      expect(await quick.isChecked()).toBe(true);
      expect(await page.evaluate(() => localStorage.getItem('quickMode'))).toBe('on');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it.each([
    ['/test', true],
    ['/es/tests/food', false],
  ])(
    '%s (touch: %s): Yes, Next, then No tapped early: the answers wait after Next, so question 1 keeps its Yes and question 2 is open',
    async (path, touch) => {
      const { page, errors, release, close } = await openSlow(path, { touch });
      try {
        await tapEarly(page, '.choices input[value="yes"]', { touch });
        await tapEarly(page, '.quiz-nav button[type="submit"]', { touch });
        // The answers show they wait for the code, and a tap on No changes nothing.
        const choices = page.locator('.choices');
        expect(await choices.evaluate((element) => getComputedStyle(element).pointerEvents)).toBe(
          'none',
        );
        await tapEarly(page, '.choices input[value="no"]', { touch });
        expect(await page.locator('.choices input:checked').getAttribute('value')).toBe('yes');
        await hydrateAfter(page, release);

        await expectOnQuestion2AfterYes(page, path);
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    },
  );

  it('/tests/food: quick mode and Yes tapped early move on to question 2 once the code has come, with question 1 answered', async () => {
    const { page, errors, release, close } = await openSlow('/tests/food', { touch: true });
    try {
      await tapEarly(page, '.quick-mode input', { touch: true });
      await tapEarly(page, '.choices input[value="yes"]', { touch: true });
      // In quick mode the answer moves on by itself: a second tap waits rather than changing it.
      await tapEarly(page, '.choices input[value="no"]', { touch: true });
      expect(await page.locator('.choices input:checked').getAttribute('value')).toBe('yes');
      await hydrateAfter(page, release);
      await expectOnQuestion2AfterYes(page, '/tests/food');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it.each(['/', '/es/'])(
    '%s: Start tapped early shows at once that it is taken, and starts the test in place',
    async (path) => {
      const { page, errors, release, close } = await openSlow(path);
      try {
        const startName = localeString(path === '/' ? 'en' : 'es', 'home.start');
        const startButton = `.hero >> role=button[name="${startName}"]`;
        await tapEarly(page, startButton);
        const start = page.locator(startButton);
        expect(await start.evaluate((link) => getComputedStyle(link).cursor)).toBe('progress');
        await hydrateAfter(page, release);
        await page
          .locator('.quiz-counter > span')
          .first()
          .filter({ hasText: questionOf(path, 1) })
          .waitFor({ timeout: 10_000 });
        await page.locator('.choices input[value="no"]').click();
        expect(await page.locator('.quiz-nav button[type="submit"]').isEnabled()).toBe(true);
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    },
  );

  it('/: Start tapped after hydration says it is working until the questions have come', async () => {
    const { page, errors, release, close } = await openSlow('/');
    try {
      await hydrateAfter(page, release);
      // The questions' code is held back, as a slow network would.
      let arrive = () => {};
      const held = new Promise<void>((resolve) => (arrive = resolve));
      await page.route(/\/assets\/.*\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      const start = page.locator('.hero').getByRole('button', {
        name: localeString('en', 'home.start'),
      });
      await start.click();
      await expect.poll(() => start.getAttribute('aria-busy')).toBe('true');
      // A spinner beside the label: what the visitor sees while waiting.
      expect(await start.evaluate((link) => getComputedStyle(link, '::after').borderTopStyle)).toBe(
        'solid',
      );
      arrive();
      await page
        .locator('.quiz-counter > span')
        .first()
        .filter({ hasText: questionOf('/', 1) })
        .waitFor({ timeout: 10_000 });
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('/contact: fields typed early keep their text after hydration, and after the next keystroke elsewhere', async () => {
    const { page, errors, release, close } = await openSlow('/contact');
    try {
      const form = page.locator('main form');
      await form.getByLabel('Name', { exact: true }).pressSequentially('Ada');
      await form.getByLabel('Message', { exact: true }).pressSequentially('Hi');
      await hydrateAfter(page, release, 'typed after hydration');
      // A keystroke after hydration renders the form again: what was typed before must still be there.
      await form.getByLabel('Subject', { exact: true }).pressSequentially('Q');
      expect(await form.getByLabel('Name', { exact: true }).inputValue()).toBe('Ada');
      expect(await form.getByLabel('Message', { exact: true }).inputValue()).toBe('Hi');
      expect(await form.getByLabel('Subject', { exact: true }).inputValue()).toBe('Q');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('/: the menu button tapped early opens the menu once the page has hydrated', async () => {
    const { page, errors, release, close } = await openSlow('/');
    try {
      await tapEarly(page, '.menu-toggle');
      await hydrateAfter(page, release);
      const dialog = page.getByRole('dialog', { name: 'Menu' });
      await dialog.waitFor({ state: 'visible', timeout: 10_000 });
      expect(
        await page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded'),
      ).toBe('true');
      // The menu closes as usual, and the address shows no trace of the early tap.
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(new URL(page.url()).hash).toBe('');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('/test: a question dot tapped early jumps to that question once the page has hydrated', async () => {
    const { page, errors, release, close } = await openSlow('/test');
    try {
      await tapEarly(page, 'nav.question-dots li:nth-child(5) > *');
      await hydrateAfter(page, release);
      await page
        .locator('.quiz-counter > span')
        .first()
        .filter({ hasText: /^Question 5 of 100$/ })
        .waitFor({ timeout: 10_000 });
      expect(
        await page
          .getByRole('button', { name: 'Question 5, current', exact: true })
          .getAttribute('aria-current'),
      ).toBe('step');
      expect(new URL(page.url()).hash).toBe('');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('a tap before hydration on a reloaded quiz with kept progress', () => {
  it.each(['/test', '/es/test'])(
    '%s: until the code has come the prerendered question 1 is covered by a "picking up" line; the kept progress comes back whole, and taps where question 1 was change no answer',
    async (path) => {
      const context = await browser().newContext({
        baseURL: baseURL(),
        viewport: { width: 390, height: 844 },
      });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      page.on('pageerror', (error) => errors.push(error.message));
      const language = path.startsWith('/es/') ? 'es' : 'en';
      const total = quiz('purity').questions.length;
      const counter = page.locator('.quiz-counter > span').first();
      const showing = (number: number) =>
        counter.filter({
          hasText: fill(localeString(language, 'quiz.questionOf'), { current: number, total }),
        });
      try {
        // No to questions 1-15, then question 16 is on screen.
        await page.goto(path);
        await waitForHydration(page);
        for (let number = 1; number <= 15; number++) {
          await showing(number).waitFor();
          await page.locator('.choices input[value="no"]').click();
          await page.locator('.quiz-nav button[type="submit"]').click();
        }
        await showing(16).waitFor();

        // Reloaded on a slow phone: the prerendered question 1 is covered by a line saying the
        // quiz picks up where it was left, and Yes and Next tapped where they are answer nothing.
        const release = await slowDown(page);
        await page.reload({ waitUntil: 'commit' });
        const resuming = page.locator('.quiz-resuming');
        await resuming.waitFor({ state: 'visible', timeout: 30_000 });
        expect(await resuming.textContent()).toBe(localeString(language, 'quiz.resuming'));
        expect(await page.locator('.quiz .question').isVisible()).toBe(false);
        expect(await counter.isVisible()).toBe(false);
        await tapEarly(page, '.choices input[value="yes"]', { where: 'attached' });
        await tapEarly(page, '.quiz-nav button[type="submit"]', { where: 'attached' });
        expect(await page.locator('.choices input:checked').count()).toBe(0);
        await hydrateAfter(page, release);
        expect(await resuming.isVisible()).toBe(false);

        await showing(16).waitFor({ timeout: 10_000 });
        expect(await page.locator('.choices input:checked').count()).toBe(0);
        // Every kept answer is still the visitor's No.
        for (let number = 15; number >= 1; number--) {
          await page.locator('.quiz-nav button[type="button"]').click();
          await showing(number).waitFor();
          expect(
            await page.locator('.choices input:checked').getAttribute('value'),
            `question ${number}`,
          ).toBe('no');
        }
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );

  it('/tests/food finished: after a reload, a Yes tapped early on the prerendered question 1 leaves the kept result on screen', async () => {
    const context = await browser().newContext({
      baseURL: baseURL(),
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    try {
      await page.goto('/tests/food');
      await waitForHydration(page);
      const answers: YesNo[] = Array.from({ length: 35 }, (_, i) => (i < 10 ? 'yes' : 'no'));
      await completeQuiz(page, answers);
      const score = page.locator('section.result .result-score');
      await score.waitFor();
      expect(await score.textContent()).toBe('10/35');

      const release = await slowDown(page);
      await page.reload({ waitUntil: 'commit' });
      await tapEarly(page, '.choices input[value="yes"]');
      await hydrateAfter(page, release);
      await score.waitFor({ timeout: 10_000 });
      expect(await score.textContent()).toBe('10/35');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
