// Browser-side result keeping: the home-page test appends each result to a list in
// local storage; /test keeps its latest outcome (with the whole server response) in session
// storage for /results. Storage may be missing, full or corrupt: nothing may throw.
import { afterEach, describe, expect, it } from 'vitest';
import {
  appendLocalResult,
  LOCAL_RESULTS_KEY,
  readLocalResults,
} from '../../src/browser/result-history';
import {
  clearProgress,
  clearSessionOutcome,
  readProgress,
  readSessionOutcome,
  saveProgress,
  saveSessionOutcome,
  SESSION_RESULT_KEY,
} from '../../src/browser/result-storage';
import type { MainTestResult, QuizOutcome } from '../../shared/domain/result-types';
import type { Answer } from '../../shared/generated/types';
import { MemoryStorage } from './helpers/memory-storage';

/** Reads work, writes fail the way a full store or Safari private mode does. */
class FullStorage extends MemoryStorage {
  setItems = 0;
  override setItem(): void {
    this.setItems += 1;
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  }
}

/** Every access fails, as when storage is disabled entirely (SecurityError). */
class DeniedStorage extends MemoryStorage {
  override getItem(): string | null {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  }
  override setItem(): void {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  }
  override removeItem(): void {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  }
}

function mainResult(id: number, score = 90): MainTestResult {
  const answers: Answer[] = Array<Answer>(100).fill('no');
  for (let i = 0; i < 100 - score; i++) answers[i] = 'yes';
  return { id, score, answers, language: 'en', createdAt: new Date(id).toISOString() };
}

function outcome(overrides: Partial<QuizOutcome> = {}): QuizOutcome {
  return {
    score: 77,
    total: 100,
    answers: Array<Answer>(100).fill('no'),
    saved: {
      id: 12,
      quiz: null,
      score: 77,
      total: 100,
      label: 'Average Purity',
      language: 'en',
      createdAt: '2024-01-02T03:04:05.000Z',
      comparison: { takers: 10, averageScore: 65, percentBelow: 40 },
      distribution: { quiz: null, total: 100, counts: Array<number>(101).fill(0), moreNeeded: 100 },
    },
    saveError: null,
    ...overrides,
  };
}

describe('the in-memory Storage used by these tests', () => {
  it('behaves like Web Storage', () => {
    const s = new MemoryStorage();
    expect(s.getItem('a')).toBeNull();
    s.setItem('a', '1');
    s.setItem('b', '2');
    expect(s.length).toBe(2);
    expect(s.key(0)).toBe('a');
    expect(s.key(5)).toBeNull();
    s.removeItem('a');
    expect(s.getItem('a')).toBeNull();
    s.clear();
    expect(s.length).toBe(0);
  });
});

describe('keys', () => {
  it('use the documented storage keys', () => {
    expect(LOCAL_RESULTS_KEY).toBe('purityTestResults');
    expect(SESSION_RESULT_KEY).toBe('purityTestResult');
  });
});

describe('local result list (home-page test)', () => {
  it('reads an empty list when nothing is stored', () => {
    expect(readLocalResults(new MemoryStorage())).toEqual([]);
  });

  it('keeps results newest first, keeping the earlier ones', () => {
    const storage = new MemoryStorage();
    expect(appendLocalResult(mainResult(1000, 90), storage)).toBe(true);
    expect(appendLocalResult(mainResult(2000, 50), storage)).toBe(true);
    expect(appendLocalResult(mainResult(3000, 100), storage)).toBe(true);
    const list = readLocalResults(storage);
    expect(list.map((r) => r.id)).toEqual([3000, 2000, 1000]);
    expect(
      JSON.parse(storage.getItem(LOCAL_RESULTS_KEY)!).map((r: { id: number }) => r.id),
    ).toEqual([3000, 2000, 1000]);
    expect(list[1]).toEqual(mainResult(2000, 50));
    expect(storage.length).toBe(1);
  });

  it('stores a JSON array of results with id, score, answers, language and createdAt', () => {
    const storage = new MemoryStorage();
    appendLocalResult(mainResult(1700000000000, 98), storage);
    const raw = JSON.parse(storage.getItem(LOCAL_RESULTS_KEY) as string);
    expect(Array.isArray(raw)).toBe(true);
    expect(raw).toHaveLength(1);
    expect(Object.keys(raw[0]).sort()).toEqual(['answers', 'createdAt', 'id', 'language', 'score']);
    expect(raw[0]).toMatchObject({
      id: 1700000000000,
      score: 98,
      language: 'en',
      createdAt: '2023-11-14T22:13:20.000Z',
    });
    expect(raw[0].answers).toHaveLength(100);
  });

  it('keeps "" (unanswered) answers as they are', () => {
    const storage = new MemoryStorage();
    const result = { ...mainResult(1), answers: ['yes', 'no', ''] as Answer[] };
    appendLocalResult(result, storage);
    expect(readLocalResults(storage)[0].answers).toEqual(['yes', 'no', '']);
  });

  it('reads corrupt JSON or a non-array value as an empty list', () => {
    for (const raw of ['{not json', '{"a":1}', '42', '"text"', 'null', 'true']) {
      const storage = new MemoryStorage();
      storage.setItem(LOCAL_RESULTS_KEY, raw);
      expect(readLocalResults(storage)).toEqual([]);
    }
  });

  it('starts a fresh list over a corrupt value instead of failing', () => {
    const storage = new MemoryStorage();
    storage.setItem(LOCAL_RESULTS_KEY, '{not json');
    expect(appendLocalResult(mainResult(5), storage)).toBe(true);
    expect(readLocalResults(storage)).toEqual([mainResult(5)]);
  });

  it('does not touch other keys', () => {
    const storage = new MemoryStorage();
    storage.setItem('other', 'x');
    storage.setItem(SESSION_RESULT_KEY, JSON.stringify(outcome()));
    appendLocalResult(mainResult(1), storage);
    expect(storage.getItem('other')).toBe('x');
    expect(readSessionOutcome(storage)).toEqual(outcome());
  });

  it('returns false (does not throw) when the store is full or in private mode', () => {
    const storage = new FullStorage();
    expect(() => appendLocalResult(mainResult(1), storage)).not.toThrow();
    expect(appendLocalResult(mainResult(1), storage)).toBe(false);
    expect(storage.setItems).toBe(2);
    expect(readLocalResults(storage)).toEqual([]);
  });

  it('keeps the existing list when a write fails', () => {
    const storage = new FullStorage();
    MemoryStorage.prototype.setItem.call(
      storage,
      LOCAL_RESULTS_KEY,
      JSON.stringify([mainResult(1)]),
    );
    expect(appendLocalResult(mainResult(2), storage)).toBe(false);
    expect(readLocalResults(storage)).toEqual([mainResult(1)]);
  });

  it('reads [] and writes false when storage is denied altogether', () => {
    const storage = new DeniedStorage();
    expect(readLocalResults(storage)).toEqual([]);
    expect(appendLocalResult(mainResult(1), storage)).toBe(false);
  });
});

describe('session outcome (/test → /results)', () => {
  it('reads null when nothing is stored', () => {
    expect(readSessionOutcome(new MemoryStorage())).toBeNull();
  });

  it('round-trips the outcome with the whole server response', () => {
    const storage = new MemoryStorage();
    expect(saveSessionOutcome(outcome(), storage)).toBe(true);
    expect(readSessionOutcome(storage)).toEqual(outcome());
    expect(JSON.parse(storage.getItem(SESSION_RESULT_KEY) as string)).toEqual(outcome());
  });

  it('round-trips an outcome whose save failed (saved null, saveError set)', () => {
    const storage = new MemoryStorage();
    const failed = outcome({ saved: null, saveError: '500: boom' });
    expect(saveSessionOutcome(failed, storage)).toBe(true);
    expect(readSessionOutcome(storage)).toEqual(failed);
  });

  it('keeps only the latest outcome', () => {
    const storage = new MemoryStorage();
    saveSessionOutcome(outcome({ score: 10 }), storage);
    saveSessionOutcome(outcome({ score: 20 }), storage);
    expect(readSessionOutcome(storage)?.score).toBe(20);
    expect(storage.length).toBe(1);
  });

  it('reads corrupt or incomplete values as null', () => {
    for (const raw of [
      '{oops',
      'null',
      '42',
      '[]',
      '{}',
      '{"score":"77","total":100}',
      '{"score":77}',
      '{"total":100}',
    ]) {
      const storage = new MemoryStorage();
      storage.setItem(SESSION_RESULT_KEY, raw);
      expect(readSessionOutcome(storage)).toBeNull();
    }
  });

  it('accepts a score of 0 (falsy but valid)', () => {
    const storage = new MemoryStorage();
    saveSessionOutcome(outcome({ score: 0 }), storage);
    expect(readSessionOutcome(storage)?.score).toBe(0);
  });

  it('clears the outcome and nothing else', () => {
    const storage = new MemoryStorage();
    saveSessionOutcome(outcome(), storage);
    storage.setItem(LOCAL_RESULTS_KEY, '[]');
    clearSessionOutcome(storage);
    expect(readSessionOutcome(storage)).toBeNull();
    expect(storage.getItem(SESSION_RESULT_KEY)).toBeNull();
    expect(storage.getItem(LOCAL_RESULTS_KEY)).toBe('[]');
    expect(() => clearSessionOutcome(storage)).not.toThrow();
  });

  it('save returns false (does not throw) when the store is full or in private mode', () => {
    const storage = new FullStorage();
    expect(() => saveSessionOutcome(outcome(), storage)).not.toThrow();
    expect(saveSessionOutcome(outcome(), storage)).toBe(false);
    expect(readSessionOutcome(storage)).toBeNull();
  });

  it('nothing throws when storage is denied altogether', () => {
    const storage = new DeniedStorage();
    expect(saveSessionOutcome(outcome(), storage)).toBe(false);
    expect(readSessionOutcome(storage)).toBeNull();
    expect(() => clearSessionOutcome(storage)).not.toThrow();
  });
});

describe('default storages (no Storage argument, as every page calls these)', () => {
  const names = ['localStorage', 'sessionStorage'] as const;
  let saved: (PropertyDescriptor | undefined)[] = [];

  function install(getter: () => Storage): void {
    saved = names.map((name) => Object.getOwnPropertyDescriptor(globalThis, name));
    for (const name of names)
      Object.defineProperty(globalThis, name, { configurable: true, get: getter });
  }

  afterEach(() => {
    names.forEach((name, i) => {
      const descriptor = saved[i];
      if (descriptor) Object.defineProperty(globalThis, name, descriptor);
      else delete (globalThis as Record<string, unknown>)[name];
    });
    saved = [];
  });

  it('use the global localStorage and sessionStorage when present', () => {
    const local = new MemoryStorage();
    const session = new MemoryStorage();
    saved = names.map((name) => Object.getOwnPropertyDescriptor(globalThis, name));
    Object.defineProperty(globalThis, 'localStorage', { configurable: true, value: local });
    Object.defineProperty(globalThis, 'sessionStorage', { configurable: true, value: session });
    expect(appendLocalResult(mainResult(1))).toBe(true);
    expect(readLocalResults()).toEqual([mainResult(1)]);
    expect(local.getItem(LOCAL_RESULTS_KEY)).not.toBeNull();
    expect(saveSessionOutcome(outcome())).toBe(true);
    expect(readSessionOutcome()).toEqual(outcome());
    expect(session.getItem(SESSION_RESULT_KEY)).not.toBeNull();
    clearSessionOutcome();
    expect(session.getItem(SESSION_RESULT_KEY)).toBeNull();
    expect(local.length).toBe(1);
    expect(session.length).toBe(0);
  });

  // BUG (reported, src/ not ours to edit): the default parameter `storage: Storage = localStorage`
  // is evaluated before `safely()` runs, so when merely reading window.localStorage throws (Chrome
  // with site data blocked, sandboxed iframes: SecurityError) every call throws instead of falling
  // back — e.g. ResultsPage's readSessionOutcome() would crash the page. Proposed fix: take
  // `storage?: Storage` and resolve `storage ?? localStorage` inside the `safely(() => ...)` callback.
  it('never throw when accessing the global storage itself throws (SecurityError)', () => {
    install(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    });
    expect(readLocalResults()).toEqual([]);
    expect(appendLocalResult(mainResult(1))).toBe(false);
    expect(saveSessionOutcome(outcome())).toBe(false);
    expect(readSessionOutcome()).toBeNull();
    expect(() => clearSessionOutcome()).not.toThrow();
  });
});

describe('quiz progress (answers kept across a reload)', () => {
  const answers: Answer[] = ['yes', 'no', '', ''];

  it('round-trips per quiz and is cleared on demand', () => {
    const storage = new MemoryStorage();
    expect(saveProgress('food', { current: 2, answers }, storage)).toBe(true);
    expect(readProgress('food', storage)).toEqual({ current: 2, answers });
    expect(readProgress('travel', storage)).toBeNull();
    clearProgress('food', storage);
    expect(readProgress('food', storage)).toBeNull();
  });

  it('ignores what is not progress (corrupt JSON, wrong shape)', () => {
    const storage = new MemoryStorage();
    storage.setItem('quizProgress:food', '{not json');
    expect(readProgress('food', storage)).toBeNull();
    storage.setItem('quizProgress:food', JSON.stringify({ current: '2', answers: 'yes' }));
    expect(readProgress('food', storage)).toBeNull();
  });

  it('never throws when storage is full or denied', () => {
    expect(saveProgress('food', { current: 0, answers }, new FullStorage())).toBe(false);
    const denied = new DeniedStorage();
    expect(readProgress('food', denied)).toBeNull();
    expect(() => clearProgress('food', denied)).not.toThrow();
  });
});
