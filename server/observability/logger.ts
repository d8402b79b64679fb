// The server's one logger (pino): a JSON line per request and per fault, on stdout. Lines are written
// asynchronously (pino flushes what is left when the process exits), so logging never waits on the
// terminal or the log collector in the middle of a request.
import { pino, type DestinationStream, type Logger } from 'pino';
import type { LogLevel } from '../config.js';
import type { ErrorLog } from '../http/errors.js';
import type { LogLine } from '../store/fault-log.js';

export type { Logger } from 'pino';

/** `destination` defaults to stdout; tests pass a stream of their own. */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  return pino({ level, formatters: { level: (label) => ({ level: label }) } }, destination ?? pino.destination({ dest: 1, sync: false }));
}

/** The app's log of unexpected errors: the error (with its stack) beside the message. */
export function errorLogTo(logger: Logger): ErrorLog {
  return (message, error) => logger.error({ err: error }, message);
}

/** The store's fault lines (and the connection limit's) at warn level. */
export function faultLogTo(logger: Logger): LogLine {
  return (line) => logger.warn(line);
}
