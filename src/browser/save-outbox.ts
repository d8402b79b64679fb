// Saves that failed for a reason that may pass (offline, a timeout, 408, 429, 5xx) wait here, in
// local storage, and are sent again with the same idempotency key: when a page loads next (once it
// is idle, see pending-saves.ts), when the connection returns, and on a timer while a page stays
// open. Each entry backs off exponentially and never goes before the server's Retry-After.
import { joinQuestionIds } from '../../shared/domain/question-ids';
import { safely } from './result-storage';
import type { TestResultSubmission } from '../../shared/generated/types';
import { attemptSave, type SaveFailure } from './save-request';
import { SAVE_OUTBOX_KEY } from '../../shared/lib/storage-keys';

/** The most saves kept waiting: the oldest goes first. */
export const OUTBOX_LIMIT = 20;
/** A save this old is dropped unsent: its visitor has long moved on. */
export const OUTBOX_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
const FIRST_BACKOFF_MS = 10_000;
const MAX_BACKOFF_MS = 60 * 60 * 1000;

export interface PendingSave {
  /** As the first attempt sent it, with its idempotency key. */
  body: TestResultSubmission;
  queuedAt: number;
  attempts: number;
  /** Not sent again before this time (Date.now()). */
  nextAttemptAt: number;
  /** The last attempt got no answer at all: the `online` event may send it before nextAttemptAt. */
  network: boolean;
  /** Not before this time, whatever happens: the server's Retry-After. */
  notBefore: number;
}

/** The wait before attempt `attempts + 1`: 10 s, 20 s, 40 s, … up to an hour, with ±20 % jitter. */
export function backoffMs(attempts: number, random = Math.random()): number {
  const base = Math.min(MAX_BACKOFF_MS, FIRST_BACKOFF_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(base * (0.8 + 0.4 * random));
}

function isPendingSave(value: unknown): value is PendingSave {
  const entry = value as PendingSave | null;
  return (
    typeof entry === 'object' &&
    entry !== null &&
    typeof entry.body === 'object' &&
    entry.body !== null &&
    typeof entry.body.idempotencyKey === 'string' &&
    Array.isArray(entry.body.answers) &&
    typeof entry.queuedAt === 'number' &&
    typeof entry.attempts === 'number' &&
    typeof entry.nextAttemptAt === 'number' &&
    typeof entry.notBefore === 'number'
  );
}

/** An entry queued by a page built before the ids were joined holds them as an array: sent joined, as the API takes them. */
function withJoinedIds(entry: PendingSave): PendingSave {
  const questions: unknown = entry.body.questions;
  return Array.isArray(questions)
    ? { ...entry, body: { ...entry.body, questions: joinQuestionIds(questions as string[]) } }
    : entry;
}

export function readOutbox(storage?: Storage, now = Date.now()): PendingSave[] {
  return safely(() => {
    const parsed: unknown = JSON.parse((storage ?? localStorage).getItem(SAVE_OUTBOX_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed
          .filter(isPendingSave)
          .filter((entry) => now - entry.queuedAt < OUTBOX_MAX_AGE_MS)
          .map(withJoinedIds)
      : [];
  }, []);
}

function writeOutbox(entries: PendingSave[], storage?: Storage): boolean {
  return safely(() => {
    const target = storage ?? localStorage;
    if (entries.length === 0) target.removeItem(SAVE_OUTBOX_KEY);
    else target.setItem(SAVE_OUTBOX_KEY, JSON.stringify(entries.slice(-OUTBOX_LIMIT)));
    return true;
  }, false);
}

/** Re-reads the list before each change: another tab may have changed it meanwhile. */
function updateEntry(
  key: TestResultSubmission['idempotencyKey'],
  change: (entry: PendingSave) => PendingSave | null,
  storage?: Storage,
  now = Date.now(),
): void {
  const entries = readOutbox(storage, now).flatMap((entry) => {
    if (entry.body.idempotencyKey !== key) return [entry];
    const changed = change(entry);
    return changed ? [changed] : [];
  });
  writeOutbox(entries, storage);
}

function afterFailure(
  entry: PendingSave,
  failure: SaveFailure & { retry: true },
  now: number,
): PendingSave {
  const attempts = entry.attempts + 1;
  const notBefore = failure.afterMs === null ? now : now + failure.afterMs;
  return {
    ...entry,
    attempts,
    network: failure.network,
    notBefore,
    nextAttemptAt: Math.max(notBefore, now + backoffMs(attempts)),
  };
}

/** Keeps a save whose first attempt failed with `failure`; returns whether it could be kept. */
export function queueSave(
  body: PendingSave['body'],
  failure: SaveFailure & { retry: true },
  storage?: Storage,
  now = Date.now(),
): boolean {
  const entry = afterFailure(
    { body, queuedAt: now, attempts: 0, nextAttemptAt: now, network: false, notBefore: now },
    failure,
    now,
  );
  const others = readOutbox(storage, now).filter(
    (other) => other.body.idempotencyKey !== body.idempotencyKey,
  );
  return writeOutbox([...others, entry], storage);
}

/** The entries to send now; `online` also lets through those that only waited for the network. */
export function dueEntries(entries: PendingSave[], now: number, online: boolean): PendingSave[] {
  return entries.filter(
    (entry) => entry.notBefore <= now && (entry.nextAttemptAt <= now || (online && entry.network)),
  );
}

let sending: Promise<void> | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;

/** Sends every due entry, one at a time; a send already running is joined rather than doubled. */
export function sendPendingSaves({ online = false }: { online?: boolean } = {}): Promise<void> {
  sending ??= sendDue(online).finally(() => {
    sending = null;
    scheduleNext();
  });
  return sending;
}

async function sendDue(online: boolean): Promise<void> {
  for (const entry of dueEntries(readOutbox(), Date.now(), online)) {
    const attempt = await attemptSave(entry.body);
    const key = entry.body.idempotencyKey;
    if (attempt.ok || !attempt.retry) updateEntry(key, () => null);
    else {
      updateEntry(key, (current) => afterFailure(current, attempt, Date.now()));
      // Without a network the others would fail the same way.
      if (attempt.network) break;
    }
  }
}

/** While the page stays open, the next entry is sent when its time comes. */
function scheduleNext(): void {
  clearTimeout(timer);
  const entries = readOutbox();
  if (entries.length === 0) return;
  const next = Math.min(...entries.map((entry) => Math.max(entry.nextAttemptAt, entry.notBefore)));
  // Browsers run a timer of more than 2^31 - 1 ms at once; the longest wait is an hour anyway.
  timer = setTimeout(
    () => void sendPendingSaves(),
    Math.min(Math.max(0, next - Date.now()), MAX_BACKOFF_MS),
  );
}

let started = false;

/** Sends what is due now and keeps sending: on `online` and on each entry's timer. */
export function startOutbox(): Promise<void> {
  if (!started) {
    started = true;
    window.addEventListener('online', () => void sendPendingSaves({ online: true }));
  }
  return sendPendingSaves();
}
