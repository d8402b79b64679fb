// A result's share block as a visitor uses it: "Share", the list of options it opens, and the
// toast that confirms a copy.
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { localeString } from './language-helpers';

/**
 * Opens a result's list of share options: "Share" opens it where the browser has no share sheet,
 * "More ways to share" where it has one.
 */
export async function openShareOptions(result: Locator, language = 'en'): Promise<void> {
  const more = result.getByRole('button', {
    name: localeString(language, 'share.moreOptions'),
    exact: true,
  });
  const share = result.getByRole('button', {
    name: localeString(language, 'share.primary'),
    exact: true,
  });
  const toggle = (await more.count()) > 0 ? more : share;
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await result.locator('.share-options:not([hidden])').waitFor();
}

/** The notifications region in the page's language. */
function notifications(page: Page, language: string): Locator {
  return page.getByRole('region', { name: localeString(language, 'toast.region'), exact: true });
}

/** The texts of the toasts on screen, as the live region holds them. */
export function toastTexts(page: Page, language = 'en'): Promise<string[]> {
  return notifications(page, language).locator('li .toast-title').allTextContents();
}

/** Clicks `button` and waits until the one toast on screen says `message` (role status). */
export async function expectCopyConfirmed(
  page: Page,
  button: Locator,
  message: string,
  language = 'en',
): Promise<void> {
  await button.click();
  await expect.poll(() => toastTexts(page, language)).toEqual([message]);
  const status = notifications(page, language).getByRole('status').filter({ hasText: message });
  expect(await status.count()).toBe(1);
}
