// One attempt to save a finished quiz on the server, shared by the first save and the outbox: the
// request, and what its failure means for the next attempt. The reply's validator is a static
// import: it arrives with the saving code at a quiz's first answer, or not at all. (A module whose
// download failed, offline, cannot be imported again by the same page, so loading it later could
// fail every retry on that page.)
import type { SavedResult, TestResultSubmission } from '../../shared/generated/types';
import { validate } from '../../shared/generated/saved-result-validator';
import { API_PATHS } from '../../shared/api-paths';

/** A save that has not been answered by then is given up (and kept for later, see save-outbox). */
export const SAVE_TIMEOUT_MS = 15_000;

/** What a failed attempt means for the next one. */
export type SaveFailure =
  /** The server will never take it (a 4xx other than 408 and 429): drop it. */
  | { retry: false; reason: string }
  /** Try again later; `afterMs` is the server's Retry-After, `network` says no answer came back at all. */
  | { retry: true; reason: string; network: boolean; afterMs: number | null };

export type SaveAttempt = { ok: true; saved: SavedResult } | ({ ok: false } & SaveFailure);

/** A save's non-OK answer; its message is "STATUS: response text" (or the status text). */
export class SaveRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The reply's Retry-After, in milliseconds from now; null without one. */
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
    this.name = 'SaveRequestError';
  }
}

/** Retry-After as seconds or as an HTTP date, in milliseconds from `now`; null when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (header === null || header.trim() === '') return null;
  if (/^\s*\d+\s*$/.test(header)) return Number(header) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/** A random UUID for one result; every attempt to save that result carries it. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // crypto.randomUUID only exists on secure origins (HTTPS, localhost); the same version 4 UUID by hand.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function classifyFailure(error: unknown): SaveFailure {
  const reason = error instanceof Error ? error.message : String(error);
  if (error instanceof SaveRequestError) {
    const { status, retryAfterMs } = error;
    const transient = status === 408 || status === 429 || status >= 500;
    return transient
      ? { retry: true, reason, network: false, afterMs: retryAfterMs }
      : { retry: false, reason };
  }
  // A timeout may be a server too busy to answer: backed off like a 5xx. Anything else thrown by
  // fetch (a TypeError) means no answer came back: offline, or the connection was lost.
  const timeout =
    error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError');
  // A reply that is not a saved result (a proxy's error page with status 200) is retried too.
  return { retry: true, reason, network: !timeout && error instanceof TypeError, afterMs: null };
}

/** `body` carries its idempotency key (every attempt to save one result carries the same). */
export async function attemptSave(body: TestResultSubmission): Promise<SaveAttempt> {
  try {
    const response = await fetch(API_PATHS.testResults, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'include',
      signal: AbortSignal.timeout(SAVE_TIMEOUT_MS),
    });
    if (!response.ok) {
      const text = (await response.text()) || response.statusText;
      throw new SaveRequestError(
        response.status,
        `${response.status}: ${text}`,
        retryAfterMs(response.headers.get('Retry-After')),
      );
    }
    const reply: unknown = await response.json();
    if (!validate(reply)) throw new Error(`${response.status}: the reply is not a saved result`);
    return { ok: true, saved: reply };
  } catch (error) {
    return { ok: false, ...classifyFailure(error) };
  }
}
