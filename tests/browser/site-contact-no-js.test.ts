// The contact form sends nothing, ever: without JavaScript, and with JavaScript before the app has
// loaded, pressing Send (click or Enter) makes no request that carries what was typed, and the URL
// does not change to carry it. Without JavaScript the page says the form needs it and gives the
// address instead, in every language.
import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { baseURL, useBrowser } from './browser';
import { LANGUAGES, languagePath, site } from './site-helpers';

const browser = useBrowser();

const TYPED = {
  name: 'Jane Doe',
  email: 'jane@example.org',
  subject: 'Private subject',
  message: 'A private message',
};
const FIELDS = Object.keys(TYPED) as (keyof typeof TYPED)[];
/** What would give the typed text away in a URL or a body, raw or encoded as a form encodes it. */
const TRACES = Object.values(TYPED).flatMap((value) => [
  value,
  encodeURIComponent(value),
  new URLSearchParams({ v: value }).toString().slice(2),
]);

const localeText = (language: string, key = 'needsJavaScript') =>
  (
    parse(readFileSync(`content/locales/${language}.yaml`, 'utf8')) as {
      contact?: Record<string, string | undefined>;
    }
  ).contact?.[key];

interface Recorded {
  url: string;
  method: string;
  body: string;
}

/** A context whose every request (navigations included) is recorded from the start. */
async function openContact(
  context: BrowserContext,
  path = '/contact',
): Promise<{ page: Page; requests: Recorded[] }> {
  const requests: Recorded[] = [];
  context.on('request', (request) =>
    requests.push({ url: request.url(), method: request.method(), body: request.postData() ?? '' }),
  );
  const page = await context.newPage();
  await page.goto(path);
  return { page, requests };
}

/** Fills every field by its id (the labels' target), then presses Send: a click, and Enter in each field. */
async function fillAndSend(page: Page): Promise<void> {
  for (const field of FIELDS) await page.locator(`#contact-${field}`).fill(TYPED[field]);
  const send = page.locator('main form button[type="submit"]');
  expect(await send.isDisabled()).toBe(true);
  // Forced: a visitor can click a disabled button, which must do nothing.
  await send.click({ force: true });
  for (const field of ['name', 'email', 'subject'] as const)
    await page.locator(`#contact-${field}`).press('Enter');
  await page.locator('#contact-message').press('Control+Enter');
  // A submission would start a navigation at once; give one every chance to happen.
  await page.waitForTimeout(1000);
}

function expectNothingSent(requests: Recorded[], page: Page, path: string): void {
  const leaks = requests.filter((request) =>
    TRACES.some((trace) => request.url.includes(trace) || request.body.includes(trace)),
  );
  expect(leaks).toEqual([]);
  expect(requests.filter((request) => request.method !== 'GET')).toEqual([]);
  expect(page.url()).toBe(new URL(path, baseURL()).href);
}

describe('contact form without JavaScript', () => {
  it.each(LANGUAGES)(
    '%s: typed text is never sent, and the page gives the address instead',
    async (language) => {
      const context = await browser().newContext({ baseURL: baseURL(), javaScriptEnabled: false });
      try {
        const path = languagePath(language, '/contact');
        const { page, requests } = await openContact(context, path);
        const form = page.locator('main form');
        // The fields carry no name, so even a submission forced by other means would carry nothing.
        for (const field of FIELDS)
          expect(await page.locator(`#contact-${field}`).getAttribute('name'), field).toBeNull();
        expect(await form.getAttribute('action')).toBeNull();

        const note = page.locator('main .contact-needs-javascript');
        expect(await note.isVisible()).toBe(true);
        if (site.contactEmail) {
          const expected = localeText(language) ?? localeText('en');
          expect((await note.innerText()).trim()).toBe(`${expected} ${site.contactEmail}`);
          const address = note.getByRole('link', { name: site.contactEmail, exact: true });
          expect(await address.getAttribute('href')).toBe(`mailto:${site.contactEmail}`);
        } else {
          // No mailbox configured: the note says the form cannot send, and offers no dead address.
          const expected = localeText(language, 'needsJavaScriptNoAddress');
          expect((await note.innerText()).trim()).toBe(expected);
          expect(await note.locator('a').count()).toBe(0);
        }

        await fillAndSend(page);
        expectNothingSent(requests, page, path);
        // Still the page as it was, with what was typed in it.
        expect(await page.locator('#contact-message').inputValue()).toBe(TYPED.message);
      } finally {
        await context.close();
      }
    },
  );
});

describe('contact form with JavaScript, before the app has loaded', () => {
  it('Send does nothing until the page has hydrated', async () => {
    const context = await browser().newContext({ baseURL: baseURL() });
    try {
      // The app never arrives: the page stays as prerendered, with its loader running.
      await context.route(/\/assets\/.*\.js(\?.*)?$/, (route) => route.abort());
      const { page, requests } = await openContact(context);
      await page.waitForLoadState('load');
      // Without JavaScript turned off, the note stays hidden.
      expect(await page.locator('main .contact-needs-javascript').count()).toBe(0);
      await fillAndSend(page);
      expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
      expectNothingSent(requests, page, '/contact');
    } finally {
      await context.close();
    }
  });
});
