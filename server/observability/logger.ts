// The server's logs (pino): JSON lines on stdout, one per request and one per event of the server's
// own (start, faults, shutdown). Request lines are written in batches, asynchronously, so a request
// never waits for a write and a busy server makes a few writes a second, not one per request. They
// wait at most FLUSH_EVERY_MS (pino writes what is left when the process exits); every other line
// is written at once.
import { pino, type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import type { LogLevel } from '../config.js';
import type { ErrorLog } from '../http/errors.js';
import type { LogLine } from '../store/fault-log.js';

export type { Logger } from 'pino';

/** Request lines are written once this many bytes are buffered (about 10 lines)… */
const BATCH_BYTES = 2048;
/** …or this long after they were logged, whichever comes first. */
const FLUSH_EVERY_MS = 200;
/** At most one pipe buffer's worth (PIPE_BUF) per write, so lines of the two loggers never interleave. */
const MAX_WRITE_BYTES = 4096;
/** A log reader that stops reading holds at most this much; later request lines are dropped, not waited for. */
const MAX_BUFFERED_BYTES = 16 * 1024 * 1024;

export interface Loggers {
  /** Start, shutdown, faults and errors: each line written before the logging call returns. */
  log: Logger;
  /** One line per request: written in batches, asynchronously. */
  requests: Logger;
}

/** Both write to stdout, or both to `destination` (tests). */
export function createLoggers(level: LogLevel, destination?: DestinationStream): Loggers {
  const options: LoggerOptions = { level, formatters: { level: (label) => ({ level: label }) } };
  if (destination) return { log: pino(options, destination), requests: pino(options, destination) };
  const batched = pino.destination({
    dest: 1,
    sync: false,
    minLength: BATCH_BYTES,
    maxWrite: MAX_WRITE_BYTES,
    periodicFlush: FLUSH_EVERY_MS,
    maxLength: MAX_BUFFERED_BYTES,
  });
  return { log: pino(options, pino.destination({ dest: 1, sync: true })), requests: pino(options, batched) };
}

/** The app's log of unexpected errors: the error (with its stack) beside the message. */
export function errorLogTo(logger: Logger): ErrorLog {
  return (message, error) => logger.error({ err: error }, message);
}

/** The store's fault lines (and the connection limit's) at warn level. */
export function faultLogTo(logger: Logger): LogLine {
  return (line) => logger.warn(line);
}
