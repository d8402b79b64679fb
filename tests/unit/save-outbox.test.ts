// The outbox's bookkeeping: which saves it keeps, for how long, and when each may go again.
import { describe, expect, it } from 'vitest';
import type { TestResultSubmission } from '../../shared/generated/types';
import { SAVE_OUTBOX_KEY } from '../../src/browser/pending-saves';
import {
  backoffMs,
  dueEntries,
  OUTBOX_LIMIT,
  OUTBOX_MAX_AGE_MS,
  queueSave,
  readOutbox,
} from '../../src/browser/save-outbox';
import {
  SaveRequestError,
  classifyFailure,
  newIdempotencyKey,
  retryAfterMs,
} from '../../src/browser/save-request';
import { MemoryStorage } from './helpers/memory-storage';

const body = (key: string): TestResultSubmission => ({
  quiz: 'food',
  score: 1,
  answers: ['yes', 'no'],
  language: 'en',
  idempotencyKey: key,
});
const NOW = 1_800_000_000_000;

describe('the idempotency key', () => {
  it('is a fresh lowercase version 4 UUID each time', () => {
    const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
    expect(keys.size).toBe(50);
    for (const key of keys)
      expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe('which failures are tried again', () => {
  it('retries 408, 429 and 5xx with their Retry-After, and no answer at all; drops other 4xx', () => {
    expect(classifyFailure(new SaveRequestError(503, '503: busy', 5000))).toEqual({
      retry: true,
      reason: '503: busy',
      network: false,
      afterMs: 5000,
    });
    expect(classifyFailure(new SaveRequestError(429, '429: slow down', 60_000))).toMatchObject({
      retry: true,
      afterMs: 60_000,
    });
    expect(classifyFailure(new SaveRequestError(408, '408: timeout'))).toMatchObject({
      retry: true,
      afterMs: null,
    });
    expect(classifyFailure(new TypeError('Failed to fetch'))).toMatchObject({
      retry: true,
      network: true,
    });
    expect(classifyFailure(new DOMException('signal timed out', 'TimeoutError'))).toMatchObject({
      retry: true,
      network: false,
    });
    for (const status of [400, 404, 413, 415, 422])
      expect(classifyFailure(new SaveRequestError(status, `${status}: no`))).toEqual({
        retry: false,
        reason: `${status}: no`,
      });
  });

  it('reads Retry-After as seconds or as a date', () => {
    expect(retryAfterMs('5', NOW)).toBe(5000);
    expect(retryAfterMs(new Date(NOW + 90_000).toUTCString(), NOW)).toBe(90_000);
    expect(retryAfterMs(new Date(NOW - 90_000).toUTCString(), NOW)).toBe(0);
    expect(retryAfterMs(null, NOW)).toBeNull();
    expect(retryAfterMs('soon', NOW)).toBeNull();
  });
});

describe('backoff', () => {
  it('doubles from 10 s up to an hour, within ±20 %', () => {
    expect([1, 2, 3, 4].map((attempts) => backoffMs(attempts, 0.5))).toEqual([
      10_000, 20_000, 40_000, 80_000,
    ]);
    expect(backoffMs(30, 0.5)).toBe(3_600_000);
    expect(backoffMs(1, 0)).toBe(8_000);
    expect(backoffMs(1, 1)).toBe(12_000);
  });
});

describe('the outbox in storage', () => {
  it('keeps one entry per key, waits at least the Retry-After, and keeps the newest OUTBOX_LIMIT', () => {
    const storage = new MemoryStorage();
    queueSave(
      body('a'),
      { retry: true, reason: '503', network: false, afterMs: 120_000 },
      storage,
      NOW,
    );
    queueSave(
      body('a'),
      { retry: true, reason: '503', network: false, afterMs: 120_000 },
      storage,
      NOW,
    );
    const [entry] = readOutbox(storage, NOW);
    expect(readOutbox(storage, NOW)).toHaveLength(1);
    expect(entry).toMatchObject({
      attempts: 1,
      notBefore: NOW + 120_000,
      network: false,
      queuedAt: NOW,
    });
    expect(entry!.nextAttemptAt).toBeGreaterThanOrEqual(NOW + 120_000);
    for (let i = 0; i < OUTBOX_LIMIT + 3; i++)
      queueSave(
        body(`k${i}`),
        { retry: true, reason: 'x', network: true, afterMs: null },
        storage,
        NOW,
      );
    const keys = readOutbox(storage, NOW).map((pending) => pending.body.idempotencyKey);
    expect(keys).toHaveLength(OUTBOX_LIMIT);
    expect(keys.at(-1)).toBe(`k${OUTBOX_LIMIT + 2}`);
    expect(keys).not.toContain('a');
  });

  it('reads an entry queued by an older page, its question ids as an array, with the ids joined as the API takes them', () => {
    const storage = new MemoryStorage();
    const entry = {
      body: { ...body('old-page'), questions: ['food-001', 'food-002'] },
      queuedAt: NOW,
      attempts: 1,
      nextAttemptAt: NOW,
      network: true,
      notBefore: NOW,
    };
    storage.setItem(SAVE_OUTBOX_KEY, JSON.stringify([entry]));
    expect(readOutbox(storage, NOW)).toEqual([
      { ...entry, body: { ...entry.body, questions: 'food-001,food-002' } },
    ]);
  });

  it('forgets entries older than the maximum age and anything that is not an entry', () => {
    const storage = new MemoryStorage();
    queueSave(
      body('old'),
      { retry: true, reason: 'x', network: true, afterMs: null },
      storage,
      NOW - OUTBOX_MAX_AGE_MS - 1,
    );
    storage.setItem(
      SAVE_OUTBOX_KEY,
      JSON.stringify([...JSON.parse(storage.getItem(SAVE_OUTBOX_KEY)!), { body: null }, 'x']),
    );
    expect(readOutbox(storage, NOW)).toEqual([]);
    storage.setItem(SAVE_OUTBOX_KEY, '{broken');
    expect(readOutbox(storage, NOW)).toEqual([]);
  });

  it('sends an entry when its wait is over; `online` also sends those that only waited for the network, never before Retry-After', () => {
    const storage = new MemoryStorage();
    queueSave(
      body('network'),
      { retry: true, reason: 'offline', network: true, afterMs: null },
      storage,
      NOW,
    );
    queueSave(
      body('busy'),
      { retry: true, reason: '503', network: false, afterMs: null },
      storage,
      NOW,
    );
    queueSave(
      body('retry-after'),
      { retry: true, reason: '429', network: false, afterMs: 60_000 },
      storage,
      NOW,
    );
    const entries = readOutbox(storage, NOW);
    const keys = (list: typeof entries) => list.map((entry) => entry.body.idempotencyKey);
    expect(keys(dueEntries(entries, NOW + 1000, false))).toEqual([]);
    expect(keys(dueEntries(entries, NOW + 1000, true))).toEqual(['network']);
    expect(keys(dueEntries(entries, NOW + 13_000, false))).toEqual(['network', 'busy']);
    expect(keys(dueEntries(entries, NOW + 59_000, true))).toEqual(['network', 'busy']);
    expect(keys(dueEntries(entries, NOW + 61_000, false))).toEqual([
      'network',
      'busy',
      'retry-after',
    ]);
  });
});
