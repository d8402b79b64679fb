// The home page's guide is folded by section to keep the page short: its text is still in the
// page, the first section is open, and a link to a section opens it.
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { openPage, useBrowser } from './browser';

/** The guide's sections, one Markdown file each. */
const GUIDE_SECTIONS = readdirSync('content/guide').filter((name) => name.endsWith('.md')).length;

const browser = useBrowser();

const isOpen = (id: string) => `document.querySelector('#${id} details')?.open ?? null`;

describe('the folded guide', () => {
  it('keeps every section in the page, the first one open and the others folded', async () => {
    const { page, errors, close } = await openPage(browser(), '/');
    try {
      const sections = page.locator('.guide-section');
      expect(await sections.count()).toBe(GUIDE_SECTIONS);
      const states = await sections.evaluateAll((all) =>
        all.map((section) => section.querySelector('details')!.open),
      );
      expect(states).toEqual(Array.from({ length: GUIDE_SECTIONS }, (_, index) => index === 0));
      const terms = page.locator('#terms');
      expect((await terms.textContent())!.length).toBeGreaterThan(200);
      await terms.getByRole('heading', { name: 'Terms of Use' }).click();
      expect(await page.evaluate(isOpen('terms'))).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('the footer link to a folded section opens it and shows its text', async () => {
    const { page, errors, close } = await openPage(browser(), '/privacy');
    try {
      await page.locator('main h1').waitFor();
      expect(await page.evaluate(isOpen('how-to-take'))).toBeNull();
      await page.locator('footer a[href="/#how-to-take"]').click();
      await page.waitForURL((url) => url.pathname === '/' && url.hash === '#how-to-take');
      await expect.poll(() => page.evaluate(isOpen('how-to-take'))).toBe(true);
      expect(await page.locator('#how-to-take .guide-text').isVisible()).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('arriving at /#terms opens that section', async () => {
    const { page, errors, close } = await openPage(browser(), '/#terms');
    try {
      await expect.poll(() => page.evaluate(isOpen('terms'))).toBe(true);
      expect(await page.locator('#terms .guide-text').isVisible()).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
