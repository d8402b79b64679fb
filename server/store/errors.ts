// The one error both stores throw when the database cannot take a request right now (a lock held
// too long, a full or read-only disk, an unreachable or frozen server, a timeout). The write was
// not acknowledged (and not stored, except that a statement already sent to a PostgreSQL server
// that froze may still commit when it resumes); the same request may succeed later, so the API
// answers 503 with Retry-After.

export type StoreFault =
  /** Another connection holds the lock this write needs, for longer than the store waits. */
  | 'locked'
  /** The disk is full, the file cannot grow, or it cannot be written (read-only, no permission, I/O error). */
  | 'disk'
  /** The database server cannot be reached, refused the connection or dropped it. */
  | 'connection'
  /** The database did not answer within the store's timeout. */
  | 'timeout'
  /** The store was closed (the server is shutting down). */
  | 'closed';

export class StoreUnavailableError extends Error {
  override readonly name = 'StoreUnavailableError';

  constructor(
    readonly fault: StoreFault,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** The driver's own words and code, for the log: "database is locked (SQLITE_BUSY)". */
export function driverMessage(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && !error.message.includes(code)
    ? `${error.message} (${code})`
    : error.message;
}
