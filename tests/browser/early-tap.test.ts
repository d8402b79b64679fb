// A visitor on a slow phone and a weak connection taps before the page's code has arrived: the
// prerendered controls work without it, and whatever the visitor did there is the page's state
// once it has hydrated (the answer chosen, Next enabled, the text typed, the test started).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseURL, useBrowser } from './browser';

const browser = useBrowser();

/** A mid-range phone on a weak connection: CPU 6x slower, about 1.6 Mbps down, 150 ms latency. */
async function openSlow(path: string): Promise<{ page: Page; errors: string[]; release: () => void; close: () => Promise<void> }> {
  const context = await browser().newContext({ baseURL: baseURL(), viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  // On a busy machine the code can still beat the tap; the app's scripts wait for the tap, so the
  // tap is always before they arrive (as it is on a slow phone), whatever the machine's load.
  let release = () => {};
  const tapped = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await tapped;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  return { page, errors, release, close: () => context.close() };
}

/** A tap as soon as the control is on screen: the mouse at its centre, with none of the locator's waiting for the page to settle. */
async function tapEarly(page: Page, selector: string): Promise<void> {
  const control = page.locator(selector);
  await control.waitFor({ state: 'visible', timeout: 30_000 });
  const box = (await control.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

const hydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated === 'true');
const waitForHydration = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, { timeout: 60_000 });

describe('a tap before the page has hydrated is kept', () => {
  it.each(['/test', '/tests/relationship', '/es/tests/food', '/es/test'])('%s: the answer tapped early is chosen, highlighted, and Next works', async (path) => {
    const { page, errors, release, close } = await openSlow(path);
    try {
      await tapEarly(page, '.choices input[value="yes"]');
      const yes = page.locator('.choices input[value="yes"]');
      expect(await hydrated(page), 'the tap came after hydration: the page was too fast to test').toBe(false);
      release();
      await waitForHydration(page);

      expect(await yes.isChecked()).toBe(true);
      await expect.poll(() => page.locator('.choice-selected input').getAttribute('value')).toBe('yes');
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
  });

  it('/tests/food: quick mode switched on early is on after hydration, and remembered', async () => {
    const { page, errors, release, close } = await openSlow('/tests/food');
    try {
      await tapEarly(page, '.quick-mode input');
      expect(await hydrated(page), 'the tap came after hydration: the page was too fast to test').toBe(false);
      release();
      await waitForHydration(page);
      const quick = page.getByRole('switch', { name: 'Advance when I answer', exact: true });
      expect(await quick.isChecked()).toBe(true);
      expect(await page.evaluate(() => localStorage.getItem('quickMode'))).toBe('on');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('/: Start tapped early starts the test in place', async () => {
    const { page, errors, release, close } = await openSlow('/');
    try {
      await tapEarly(page, '.hero .button-primary');
      expect(await hydrated(page), 'the tap came after hydration: the page was too fast to test').toBe(false);
      release();
      await waitForHydration(page);
      await page.locator('.quiz-counter > span').first().filter({ hasText: /^Question 1 of 100$/ }).waitFor({ timeout: 10_000 });
      await page.locator('.choices input[value="no"]').click();
      expect(await page.locator('.quiz-nav button[type="submit"]').isEnabled()).toBe(true);
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
      expect(await hydrated(page), 'typed after hydration: the page was too fast to test').toBe(false);
      release();
      await waitForHydration(page);
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
});
