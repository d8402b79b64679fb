// The shared shell: the mobile slide-out menu (a modal dialog), the desktop header and the footer.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, settleAnimations, useBrowser } from './browser';
import { nextButton, waitForQuestion, yesRadio } from './quiz-helpers';

const MOBILE = { viewport: { width: 375, height: 740 } };
const DESKTOP = { viewport: { width: 1280, height: 800 } };
const NAV = [
  { href: '/', text: 'Home' },
  { href: '/test', text: 'Test' },
  { href: '/contact', text: 'Contact' },
  { href: '/privacy', text: 'Privacy' },
];

const browser = useBrowser();

const links = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluateAll((anchors) =>
      anchors.map((a) => ({ href: a.getAttribute('href'), text: (a.textContent ?? '').trim() })),
    );

/** Where focus is: inside the menu dialog or not, and a description of the element. */
const focusState = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return {
      inDialog: !!active?.closest('[role="dialog"]'),
      label: active
        ? `${active.tagName.toLowerCase()}:${active.getAttribute('aria-label') ?? (active.textContent ?? '').trim()}`
        : '',
    };
  });

/** Whether any header navigation outside the menu dialog is shown (null when there is none). */
const desktopNavVisible = (page: Page) =>
  page.evaluate(() => {
    const navs = [...document.querySelectorAll('header nav')].filter(
      (nav) => !nav.closest('[role="dialog"]'),
    );
    return navs.length
      ? navs.some((nav) => nav.checkVisibility({ visibilityProperty: true }))
      : null;
  });

describe('mobile menu (375 px)', () => {
  async function openMenu(path = '/') {
    const opened = await openPage(browser(), path, MOBILE);
    const { page } = opened;
    expect(await desktopNavVisible(page)).toBe(false);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    expect(await toggle.isVisible()).toBe(true);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor({ state: 'visible' });
    await settleAnimations(page);
    return { ...opened, toggle, dialog };
  }

  it('hides the desktop nav and opens a dialog with the four links, focus inside', async () => {
    const { page, errors, close, toggle, dialog } = await openMenu();
    try {
      expect(await desktopNavVisible(page)).toBe(false);
      expect(await dialog.getAttribute('aria-modal')).toBe('true');
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      expect(await links(page, '[role="dialog"] nav[aria-label="Main"] a')).toEqual(NAV);
      for (const link of NAV)
        expect(await dialog.getByRole('link', { name: link.text, exact: true }).isVisible()).toBe(
          true,
        );
      expect((await focusState(page)).inDialog).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('traps Tab and Shift+Tab inside the dialog', async () => {
    const { page, close } = await openMenu();
    try {
      const focusableCount = await page
        .locator('[role="dialog"]')
        .evaluate(
          (dialog) =>
            dialog.querySelectorAll('a[href], button, [tabindex]:not([tabindex="-1"])').length,
        );
      expect(focusableCount).toBeGreaterThanOrEqual(NAV.length);
      const start = await focusState(page);
      const seen: string[] = [];
      for (let i = 0; i < focusableCount * 2 + 1; i += 1) {
        await page.keyboard.press('Tab');
        const state = await focusState(page);
        expect(state.inDialog, `after ${i + 1} Tab presses focus is on ${state.label}`).toBe(true);
        seen.push(state.label);
      }
      // A full cycle visits every focusable element and wraps back to the start.
      expect(new Set(seen).size).toBe(focusableCount);
      expect(seen[focusableCount - 1]).toBe(start.label);
      for (const link of NAV) expect(seen).toContain(`a:${link.text}`);
      for (let i = 0; i < focusableCount + 1; i += 1) {
        await page.keyboard.press('Shift+Tab');
        const state = await focusState(page);
        expect(state.inDialog, `after ${i + 1} Shift+Tab presses focus is on ${state.label}`).toBe(
          true,
        );
      }
    } finally {
      await close();
    }
  });

  it('closes on Escape and returns focus to the menu button', async () => {
    const { page, close, toggle } = await openMenu();
    try {
      await page.keyboard.press('Tab');
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      expect(await toggle.evaluate((button) => button === document.activeElement)).toBe(true);
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    } finally {
      await close();
    }
  });

  it('clicking a link navigates and closes the menu', async () => {
    const { page, errors, close, dialog } = await openMenu('/');
    try {
      await dialog.getByRole('link', { name: 'Contact', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/contact');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await expect.poll(() => page.locator('main h1').textContent()).toBe('Contact Us');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('desktop header (1280 px) and footer', () => {
  it('the header shows the four nav links and no menu button', async () => {
    const { page, close } = await openPage(browser(), '/privacy', DESKTOP);
    try {
      expect(await page.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(false);
      const nav = page.locator('header nav[aria-label="Main"]');
      expect(await nav.isVisible()).toBe(true);
      expect(await links(page, 'header nav[aria-label="Main"] a')).toEqual(NAV);
      for (const link of NAV)
        expect(await nav.getByRole('link', { name: link.text, exact: true }).isVisible()).toBe(
          true,
        );
      // The current page is marked.
      expect(
        await nav.getByRole('link', { name: 'Privacy', exact: true }).getAttribute('aria-current'),
      ).toBe('page');
    } finally {
      await close();
    }
  });

  it('the footer has every link, three social buttons and the copyright with the current year', async () => {
    const { page, close } = await openPage(browser(), '/', DESKTOP);
    try {
      const footer = page.locator('footer');
      const hrefs = await footer
        .locator('a')
        .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
      for (const href of [
        '/',
        '/test',
        '/#about',
        '/#how-to-take',
        '/#terms',
        '/privacy',
        '/contact',
        '/sitemap.xml',
      ])
        expect(hrefs).toContain(href);
      for (const anchor of await footer.locator('a').all()) {
        expect(await anchor.isVisible()).toBe(true);
        expect((await anchor.innerText()).trim()).not.toBe('');
      }
      const social = footer.locator('.social-buttons button, ul:has(> li > button) button');
      expect(await social.count()).toBe(3);
      for (const button of await social.all()) {
        expect(await button.isVisible()).toBe(true);
        expect(await button.getAttribute('aria-label')).toBeTruthy();
        expect(await button.evaluate((b) => b.closest('a'))).toBeNull();
      }
      const year = await page.evaluate(() => new Date().getFullYear());
      const copyright = footer.getByText(/©/);
      expect(await copyright.count()).toBe(1);
      expect(await copyright.innerText()).toContain(`© ${year}`);
    } finally {
      await close();
    }
  });

  it('the sitemap link opens the XML sitemap', async () => {
    const { page, close } = await openPage(browser(), '/', DESKTOP);
    try {
      const [response] = await Promise.all([
        page.waitForEvent('response', (r) => new URL(r.url()).pathname === '/sitemap.xml'),
        page.locator('footer a[href="/sitemap.xml"]').click(),
      ]);
      expect(response.status()).toBe(200);
    } finally {
      await close();
    }
  });

  it('Terms of Use from /privacy lands on the home page scrolled to #terms', async () => {
    const { page, errors, close } = await openPage(browser(), '/privacy', DESKTOP);
    try {
      await page.locator('footer a[href="/#terms"]').click();
      await page.waitForURL((url) => url.pathname === '/' && url.hash === '#terms');
      const terms = page.locator('#terms');
      await terms.waitFor({ state: 'visible' });
      await expect
        .poll(() =>
          page.evaluate(() => {
            const rect = document.getElementById('terms')!.getBoundingClientRect();
            const header = document.querySelector('header')!.getBoundingClientRect();
            return {
              scrolled: window.scrollY > 0,
              top: Math.round(rect.top),
              headerBottom: Math.round(header.bottom),
              viewport: window.innerHeight,
            };
          }),
        )
        .toSatisfy(
          (s: { scrolled: boolean; top: number; headerBottom: number; viewport: number }) =>
            s.scrolled && s.top >= s.headerBottom - 2 && s.top < s.viewport / 2,
        );
      expect(await terms.locator('h3, h2').first().innerText()).toBe('Terms of Use');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('About and How to Take It land on their guide sections', async () => {
    const { page, close } = await openPage(browser(), '/contact', DESKTOP);
    try {
      for (const id of ['about', 'how-to-take']) {
        await page.locator(`footer a[href="/#${id}"]`).click();
        await page.waitForURL((url) => url.pathname === '/' && url.hash === `#${id}`);
        await expect
          .poll(() =>
            page.evaluate(
              (target) => Math.round(document.getElementById(target)!.getBoundingClientRect().top),
              id,
            ),
          )
          .toSatisfy((top: number) => top >= 0 && top < 200);
      }
    } finally {
      await close();
    }
  });

  it('a #fragment that is not valid percent-encoding leaves the page working', async () => {
    const { page, errors, close } = await openPage(browser(), '/tests/food#about%%', DESKTOP);
    try {
      await waitForQuestion(page, 1, 35);
      await yesRadio(page).click();
      await nextButton(page).click();
      await waitForQuestion(page, 2, 35);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
