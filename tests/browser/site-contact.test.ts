// The contact form (browser validation, simulated ~1000 ms send, no network), the toast, and the
// privacy page.
import { existsSync, readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { openPage, useBrowser } from './browser';
import { LANGUAGES, languagePath, privacyContent, site } from './site-helpers';

const browser = useBrowser();

const FIELDS = ['Name', 'Email', 'Subject', 'Message'] as const;
const VALID = {
  Name: 'Ada Lovelace',
  Email: 'ada@example.org',
  Subject: 'A quiz idea',
  Message: 'How about a quiz about board games?',
};
const SENT_TITLE = 'Message Sent';
const SENT_TEXT = "Thank you for your message. We'll get back to you soon!";

/** Opens /contact and records every request the page makes from then on. */
async function openContact() {
  const opened = await openPage(browser(), '/contact');
  const requests: { method: string; path: string }[] = [];
  opened.page.on('request', (request) =>
    requests.push({ method: request.method(), path: new URL(request.url()).pathname }),
  );
  const form = opened.page.locator('main form');
  const field = (label: (typeof FIELDS)[number]) => form.getByLabel(label, { exact: true });
  const button = form.getByRole('button', { name: /send/i });
  const fill = async (values: Record<(typeof FIELDS)[number], string>) => {
    for (const name of FIELDS) await field(name).fill(values[name]);
  };
  return { ...opened, requests, form, field, button, fill };
}

/**
 * Records, in the page, when the form is submitted and every change in the number of toasts, so
 * durations are measured by the page clock instead of by polling.
 */
const RECORD_TOASTS = `(() => {
  const log = (window.__toastLog = { submits: [], counts: [], max: 0 });
  document.addEventListener('submit', () => log.submits.push(performance.now()), true);
  const count = () => document.querySelectorAll('.toast-list > li, [aria-label^="Notifications"] li').length;
  let last = count();
  new MutationObserver(() => {
    const now = count();
    if (now !== last) { last = now; log.counts.push({ at: performance.now(), count: now }); log.max = Math.max(log.max, now); }
  }).observe(document.body, { childList: true, subtree: true });
})()`;
interface ToastLog {
  submits: number[];
  counts: { at: number; count: number }[];
  max: number;
}
const toastLog = (page: Page) =>
  page.evaluate(() => (window as unknown as { __toastLog: ToastLog }).__toastLog);

const toasts = (page: Page) => page.getByRole('region', { name: /notifications/i }).locator('li');

describe('contact form', () => {
  it('an empty submit is stopped by browser validation', async () => {
    const { page, form, field, button, requests, close } = await openContact();
    try {
      for (const name of FIELDS)
        expect(await field(name).evaluate((el) => (el as HTMLInputElement).required), name).toBe(
          true,
        );
      await button.click();
      for (const name of FIELDS) {
        expect(await field(name).evaluate((el) => el.matches(':invalid')), name).toBe(true);
        expect(
          await field(name).evaluate((el) => (el as HTMLInputElement).validity.valueMissing),
          name,
        ).toBe(true);
      }
      expect(await form.evaluate((f) => (f as HTMLFormElement).checkValidity())).toBe(false);
      // Not submitted: the button keeps its label and no toast appears.
      expect(await button.innerText()).toBe('Send Message');
      expect(await button.isEnabled()).toBe(true);
      expect(await toasts(page).count()).toBe(0);
      expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
    } finally {
      await close();
    }
  });

  it('an invalid email is rejected', async () => {
    const { page, field, button, fill, requests, close } = await openContact();
    try {
      await fill({ ...VALID, Email: 'not-an-email' });
      await button.click();
      expect(await field('Email').evaluate((el) => (el as HTMLInputElement).type)).toBe('email');
      expect(
        await field('Email').evaluate((el) => (el as HTMLInputElement).validity.typeMismatch),
      ).toBe(true);
      expect(await field('Email').evaluate((el) => el.matches(':invalid'))).toBe(true);
      expect(await button.innerText()).toBe('Send Message');
      expect(await field('Name').inputValue()).toBe(VALID.Name);
      expect(await toasts(page).count()).toBe(0);
      expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
    } finally {
      await close();
    }
  });

  it('a valid submit shows "Sending...", then after ~1000 ms clears the fields and shows the toast, without any request', async () => {
    const { page, errors, field, button, fill, requests, close } = await openContact();
    try {
      await page.evaluate(RECORD_TOASTS);
      await fill(VALID);
      await button.press('Enter');
      await expect.poll(() => button.innerText()).toBe('Sending...');
      expect(await button.isDisabled()).toBe(true);
      const toast = toasts(page);
      await toast.first().waitFor({ state: 'visible' });
      expect(await toast.count()).toBe(1);
      expect(await toast.getByText(SENT_TITLE, { exact: true }).isVisible()).toBe(true);
      expect(await toast.getByText(SENT_TEXT, { exact: true }).isVisible()).toBe(true);
      const log = await toastLog(page);
      expect(log.submits).toHaveLength(1);
      const delay = log.counts[0]!.at - log.submits[0]!;
      expect(delay).toBeGreaterThanOrEqual(800);
      expect(delay).toBeLessThanOrEqual(3000);
      for (const name of FIELDS) expect(await field(name).inputValue(), name).toBe('');
      expect(await button.innerText()).toBe('Send Message');
      expect(await button.isEnabled()).toBe(true);
      expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
      // Code chunks the page loads lazily (the toast, the language suggestion once idle) are not a send.
      expect(
        requests.filter((r) => r.path !== '/api/events' && !r.path.startsWith('/assets/')),
      ).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('shows the configured contact email, or none (never a made-up one), and the 24-48 hours promise', async () => {
    const { page, close } = await openContact();
    try {
      const main = page.locator('main');
      if (site.contactEmail) {
        const email = main.getByRole('link', { name: site.contactEmail, exact: true });
        expect(await email.isVisible()).toBe(true);
        expect(await email.getAttribute('href')).toBe(`mailto:${site.contactEmail}`);
      } else {
        expect(await main.locator('a[href^="mailto:"]').count()).toBe(0);
        expect(await main.innerText()).not.toContain('example.com');
      }
      expect(await main.innerText()).toContain('24-48 hours');
    } finally {
      await close();
    }
  });
});

describe('toast', () => {
  it('F8 focuses the notifications region', async () => {
    const { page, close } = await openContact();
    try {
      await page.keyboard.press('F8');
      const region = page.getByRole('region', { name: /notifications/i });
      expect(await region.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    } finally {
      await close();
    }
  });

  it('disappears by itself after about 5 s', async () => {
    const { page, fill, button, close } = await openContact();
    try {
      await page.evaluate(RECORD_TOASTS);
      await fill(VALID);
      await button.press('Enter');
      await toasts(page).first().waitFor({ state: 'visible' });
      await toasts(page).first().waitFor({ state: 'detached', timeout: 15_000 });
      const log = await toastLog(page);
      const shown = log.counts.find((c) => c.count === 1)!.at;
      const hidden = log.counts.find((c) => c.count === 0 && c.at > shown)!.at;
      expect(hidden - shown).toBeGreaterThanOrEqual(4500);
      expect(hidden - shown).toBeLessThanOrEqual(7000);
    } finally {
      await close();
    }
  });

  it('shows only one toast at a time', async () => {
    const { page, fill, button, close } = await openContact();
    try {
      await page.evaluate(RECORD_TOASTS);
      await fill(VALID);
      await button.press('Enter');
      await toasts(page).first().waitFor({ state: 'visible' });
      // A second message right away, while the first toast is still shown.
      await fill({ ...VALID, Subject: 'Another idea' });
      await button.press('Enter');
      await expect.poll(async () => (await toastLog(page)).submits.length).toBe(2);
      await expect.poll(() => button.innerText()).toBe('Send Message');
      expect(await toasts(page).count()).toBe(1);
      const log = await toastLog(page);
      expect(log.max).toBe(1);
      expect(log.submits).toHaveLength(2);
    } finally {
      await close();
    }
  });
});

describe('privacy page', () => {
  it('has eight cards and "Last updated: <today>" in en-US long format', async () => {
    const { page, errors, close } = await openPage(browser(), '/privacy');
    try {
      const headings = (await page.locator('main h2').allInnerTexts()).map((h) => h.trim());
      expect(headings).toEqual(privacyContent.cards.map((card) => card.title));
      expect(headings).toHaveLength(8);
      const topics = [
        /collect/i,
        /use/i,
        /storage|security/i,
        /cookie/i,
        /third/i,
        /children/i,
        /changes/i,
        /contact/i,
      ];
      topics.forEach((pattern, index) => expect(headings[index]).toMatch(pattern));
      const today = await page.evaluate(() =>
        new Date().toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' }),
      );
      await expect.poll(() => page.locator('main').innerText()).toContain(`Last updated: ${today}`);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it.each(LANGUAGES)(
    '%s: lists what is kept on the device and on the server, with its names, how long and how to erase it',
    async (language) => {
      const { page, errors, close } = await openPage(browser(), languagePath(language, '/privacy'));
      try {
        const card = page.locator('main section#storage-and-security');
        const expected = storageList(language);
        expect((await card.locator('h3').allInnerTexts()).map((title) => title.trim())).toEqual(
          expected.map((place) => place.title),
        );
        for (const place of expected) {
          const items = card.locator(`#storage-${place.id} > ul > li`);
          expect(await items.count(), place.id).toBe(place.entries.length);
          for (const [index, entry] of place.entries.entries()) {
            const item = items.nth(index);
            // Whitespace compared as one space: French keeps no-break spaces before : and ;.
            const text = (await item.innerText()).replace(/\s+/g, ' ');
            for (const part of [entry.what, entry.howLong, entry.erase])
              expect(text, `${place.id} ${entry.id}`).toContain(part.replace(/\s+/g, ' ').trim());
            expect(await item.locator('code').allInnerTexts(), `${place.id} ${entry.id}`).toEqual(
              entry.names ?? [],
            );
          }
        }
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    },
  );
});

interface StorageEntry {
  id: string;
  names?: string[];
  what: string;
  howLong: string;
  erase: string;
}
interface StoragePlace {
  id: string;
  title: string;
  entries: StorageEntry[];
}

/** The storage list as authored: English, with a language's translated texts by id where it has them. */
function storageList(language: string): StoragePlace[] {
  const english = (
    parse(readFileSync('content/pages/privacy.yaml', 'utf8')) as {
      storage: { places: StoragePlace[] };
    }
  ).storage.places;
  const file = `content/translations/${language}/pages/privacy.yaml`;
  type Translated = {
    title?: string;
    entries?: Record<string, Omit<StorageEntry, 'id' | 'names'>>;
  };
  const translated = existsSync(file)
    ? ((parse(readFileSync(file, 'utf8')) as { storage?: { places?: Record<string, Translated> } })
        .storage?.places ?? {})
    : {};
  return english.map((place) => ({
    ...place,
    title: translated[place.id]?.title ?? place.title,
    entries: place.entries.map((entry) => ({
      ...entry,
      ...translated[place.id]?.entries?.[entry.id],
    })),
  }));
}
