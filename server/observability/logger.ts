// The server's one logger (pino): a JSON line per request and per fault, on stdout. Lines are written
// in batches, asynchronously: writing each line on its own cost about a tenth of the API's
// throughput, and logging never waits on the terminal or the log collector in the middle of a
// request. What is buffered is written at least every FLUSH_EVERY_MS and when the process exits.
import { pino, type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import type { LogLevel } from '../config.js';
import type { ErrorLog } from '../http/errors.js';
import type { LogLine } from '../store/fault-log.js';

export type { Logger } from 'pino';

/** Lines are written once this many bytes are buffered (about 25 request lines)… */
const BATCH_BYTES = 4096;
/** …or this long after they were logged, whichever comes first. */
const FLUSH_EVERY_MS = 200;
/** A log reader that stops reading holds at most this much; later lines are dropped, not waited for. */
const MAX_BUFFERED_BYTES = 16 * 1024 * 1024;

/** `destination` defaults to stdout; tests pass a stream of their own. */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  const options: LoggerOptions = { level, formatters: { level: (label) => ({ level: label }) } };
  if (destination) return pino(options, destination);
  const stdout = pino.destination({ dest: 1, sync: false, minLength: BATCH_BYTES, maxLength: MAX_BUFFERED_BYTES });
  let written = 0;
  const logger = pino({ ...options, hooks: { streamWrite: (line) => ((written += 1), line) } }, stdout);
  // Only when something was logged since: flushing an empty buffer would write nothing, but still call write().
  let flushed = 0;
  setInterval(() => {
    if (written === flushed) return;
    flushed = written;
    stdout.flush();
  }, FLUSH_EVERY_MS).unref();
  return logger;
}

/** The app's log of unexpected errors: the error (with its stack) beside the message. */
export function errorLogTo(logger: Logger): ErrorLog {
  return (message, error) => logger.error({ err: error }, message);
}

/** The store's fault lines (and the connection limit's) at warn level. */
export function faultLogTo(logger: Logger): LogLine {
  return (line) => logger.warn(line);
}
