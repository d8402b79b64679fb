// The one inline script of every prerendered page. The page's text is in its HTML, so the first
// paint needs no JavaScript; this script starts fetching the app (the entry chunk, and the route's
// chunks as modulepreloads, all at once) only once the browser has painted. On a fast network
// and a slow phone, script that arrives before the first frame would otherwise be evaluated and
// hydrated first, and the text would wait for it.
//
// Measured on /tests/food against the same pages with plain <link rel="modulepreload"> and
// <script type="module"> tags instead (2026-11-26, one build, median of 3 Lighthouse runs and of 5
// Chromium visits): Lighthouse mobile performance 100 with the loader, 98 without (largest paint
// 0.70 s against 1.83 s); with the CPU 6x slower, the text painted at 516 ms against 636 ms (fast
// network) and 556 ms against 796 ms (1.6 Mbps, 150 ms); when the page hydrated moved by less
// than 0.4 s, either way, over two rounds on a busy machine.
//
// It also keeps the taps the page's code arrives too late for. A link button (src/browser/
// link-button.ts) leaves its mark in the address; a control that cannot be a link (a form's Next
// and Previous) carries `data-early-tap="<name>"`: a tap on it before the page has hydrated is
// kept here, in order, with its default (the form's submission) prevented and out of React's
// sight, until the page takes the list (takeEarlyTaps). Either control tapped early is marked
// `data-early-tapped`, so the page can show that the tap was taken while it waits for its code.
//
// A compare link names the friend after the #, which the server never sees: the line above the
// quiz takes the name as the parser reaches it, before the first paint (the server wrote the
// link's wordings into the line's data-* attributes, shared/lib/score-link-html.ts), and the
// page's code shows the same words (src/compare/friend-link.ts), so the line never changes once
// shown. Its name cleaning is shared/domain/compare-link.ts' cleanName.
//
// The text is constant (the chunk URLs are data attributes of its tag), so the Content-Security-
// Policy allows it by its hash and no other inline script runs.
import { MAX_FRAGMENT_LENGTH, MAX_NAME_LENGTH } from '../domain/compare-link';
import { escapeAttribute } from './html-escape';
import { QUICK_MODE_KEY, quizProgressKey } from './storage-keys';

/** Runs as a classic inline script: `document.currentScript` is its tag. */
export const APP_LOADER_SCRIPT = `(() => {
  const tag = document.currentScript;
  const taps = [];
  const keep = (event) => {
    if (document.documentElement.dataset.hydrated === 'true' || !event.target.closest) return;
    const control = event.target.closest('[data-early-tap], a[role="button"][href^="#"]');
    if (!control) return;
    control.dataset.earlyTapped = '';
    if (control.dataset.earlyTap === undefined) return;
    event.preventDefault();
    event.stopPropagation();
    taps.push(control.dataset.earlyTap);
  };
  addEventListener('click', keep, true);
  // The line a compare link's friend gets above the quiz, or '' to keep the server's. The link's
  // own checks, as far as they go without its code (shared/domain/compare-link.ts): this quiz and
  // its questions, answer parts of the right length, a name that decodes.
  const friendLineOf = (place) => {
    const [kind, link = ''] = location.hash.slice(1).split('=');
    const reply = kind === 'reply';
    const parts = link.split('.');
    const [head, length] = place.dataset.compare.split(' ');
    const answers = parts.slice(3, reply ? 5 : 4);
    const named = parts.length === (reply ? 6 : 5);
    const fits =
      location.hash.length <= ${MAX_FRAGMENT_LENGTH} + 1 &&
      parts.slice(0, 3).join('.') === head &&
      answers.length === (reply ? 2 : 1) &&
      answers.every((part) => part.length === Number(length) && /^[\\w-]+$/.test(part)) &&
      parts.length <= (reply ? 6 : 5);
    if (!fits) return '';
    if (!named) return reply ? place.dataset.reply : '';
    const name = [...decodeURIComponent(parts[parts.length - 1]).replace(/[\\p{Cc}\\p{Cf}\\p{Zl}\\p{Zp}]/gu, '').replace(/\\s+/g, ' ').trim()]
      .slice(0, ${MAX_NAME_LENGTH}).join('').trim();
    return name ? (reply ? place.dataset.replyNamed : place.dataset.named).replace('{{name}}', () => name) : '';
  };
  if (/^#(compare|reply)=/.test(location.hash)) {
    // Until the line has its words, it keeps its room but shows none: a frame painted while the
    // parser is still on its way never shows the server's words first.
    const root = document.documentElement;
    root.classList.add('friend-line-pending');
    const done = () => {
      friendLine.disconnect();
      root.classList.remove('friend-line-pending');
    };
    const update = () => {
      const place = document.querySelector('.score-invite[data-compare]');
      if (!place || !place.firstChild) return;
      try {
        const line = friendLineOf(place);
        if (line) place.textContent = line;
      } catch {
        // A name that does not decode: the server's line stays, and the page's code says why.
      } finally {
        done();
      }
    };
    const friendLine = new MutationObserver(update);
    friendLine.observe(document, { childList: true, subtree: true });
    // The end of parsing can come before the observer's last call: the line is done then.
    addEventListener('DOMContentLoaded', () => {
      update();
      done();
    });
  }
  // A quiz reloaded with answers kept in this browser session opens on the kept question once its
  // code has come: until then the prerendered question 1 is covered by a "picking up" line (a tap
  // there would answer nothing), and quick mode shows as the visitor left it.
  const stored = (storage, key) => {
    try {
      return storage.getItem(key);
    } catch {
      return null;
    }
  };
  const quickOn = stored(localStorage, '${QUICK_MODE_KEY}') === 'on';
  let keptQuizzes = [];
  try {
    keptQuizzes = Object.keys(sessionStorage).filter((key) => key.startsWith('${quizProgressKey('')}'));
  } catch {}
  if (quickOn || keptQuizzes.length) {
    const resume = () => {
      const quiz = document.querySelector('form.quiz[data-quiz]');
      if (!quiz) return;
      if (keptQuizzes.includes('${quizProgressKey('')}' + quiz.dataset.quiz)) quiz.dataset.resuming = '';
      const quick = quiz.querySelector('.quick-mode input');
      if (!quick) return;
      quick.checked = quickOn;
      quizWatch.disconnect();
    };
    const quizWatch = new MutationObserver(resume);
    quizWatch.observe(document, { childList: true, subtree: true });
    // This script can come after the quiz in the page: then the quiz is there already.
    resume();
    addEventListener('DOMContentLoaded', () => {
      resume();
      quizWatch.disconnect();
    });
  }
  window.takeEarlyTaps = () => {
    removeEventListener('click', keep, true);
    return taps.splice(0);
  };
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of (tag.dataset.preload || '').split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = tag.dataset.entry;
    // Without its code, a resuming quiz shows its prerendered question after all.
    script.onerror = () => document.querySelector('form.quiz[data-resuming]')?.removeAttribute('data-resuming');
    document.head.append(script);
  };
  if (window.PerformanceObserver && (PerformanceObserver.supportedEntryTypes || []).includes('paint')) {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      start();
    }).observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(() => setTimeout(start));
  }
  // A page that does not paint (opened in a background tab) still starts, a little later.
  setTimeout(start, 3000);
})();`;

/** The loader's tag: `entry` is the app's entry chunk, `preloads` the chunks it and the route import, fetched alongside it. */
export function appLoaderTag(entry: string, preloads: readonly string[]): string {
  const unique = [...new Set(preloads)].filter((href) => href !== entry);
  return `<script data-entry="${escapeAttribute(entry)}" data-preload="${escapeAttribute(unique.join(' '))}">${APP_LOADER_SCRIPT}</script>`;
}
