// A result's share block as a visitor uses it: "Share", the list of options it opens, and the
// toast that confirms a copy.
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { localeString } from './language-helpers';
import { toastRegion } from './quiz-helpers';

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

/** The texts of the toasts on screen, as the live region holds them. */
export function toastTexts(page: Page): Promise<string[]> {
  return toastRegion(page).locator('li .toast-title').allTextContents();
}

/** Clicks `button` and waits until the one toast on screen says `message` (role status). */
export async function expectCopyConfirmed(
  page: Page,
  button: Locator,
  message: string,
): Promise<void> {
  await button.click();
  await expect.poll(() => toastTexts(page)).toEqual([message]);
  expect(await toastRegion(page).getByRole('status').filter({ hasText: message }).count()).toBe(1);
}
