// axe: no serious or critical violation on every kind of page, in light and dark mode, and with the
// mobile menu open.
import { describe, expect, it } from 'vitest';
import { openPage, seriousAxeViolations, useBrowser } from './browser';
import { UNKNOWN_PATH } from './site-helpers';

const browser = useBrowser();

const PATHS = ['/', '/test', '/results', '/tests/food', '/privacy', '/contact', UNKNOWN_PATH];
const CASES = (['light', 'dark'] as const).flatMap((colorScheme) =>
  PATHS.map((path) => [path, colorScheme] as const),
);

describe('axe', () => {
  it.each(CASES)(
    '%s in %s mode has no serious or critical violation',
    async (path, colorScheme) => {
      const { page, close } = await openPage(browser(), path, { colorScheme });
      try {
        // Wait for what renders after hydration (the /results empty state, today's date).
        await page.locator('main h1').first().waitFor();
        const violations = await seriousAxeViolations(page);
        expect(violations, `${path} (${colorScheme}):\n${violations}`).toBe('');
      } finally {
        await close();
      }
    },
  );

  it.each(['light', 'dark'] as const)(
    'home with the mobile menu open (%s) has no serious or critical violation',
    async (colorScheme) => {
      const { page, close } = await openPage(browser(), '/', {
        colorScheme,
        viewport: { width: 375, height: 740 },
      });
      try {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page.getByRole('dialog').waitFor({ state: 'visible' });
        const violations = await seriousAxeViolations(page);
        expect(violations, `menu open (${colorScheme}):\n${violations}`).toBe('');
      } finally {
        await close();
      }
    },
  );
});
