// The server's logs (pino): JSON lines on stdout, one per request and one per event of the server's
// own (start, faults, shutdown). Both loggers write through one asynchronous destination, so a
// request never waits for a write and no two writers share stdout: a write may then be as long as
// what is buffered (a line is never split between writers, whatever the pipe takes at once), and
// a busy server makes a few writes a second, not one per request. With writes of at most one pipe
// buffer (4 KiB), taken one per event-loop turn, a saturated server logged faster than it wrote and
// its backlog grew by megabytes (about 2 MiB in 4 s at 4,700 lines/s in 8 ms turns; none with
// 64 KiB writes). Request lines wait at most FLUSH_EVERY_MS; the server's own lines are sent at
// once, or right after a write under way. Before exiting, the server waits for them (logger.flush).
import { pino, type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import type { LogLevel } from '../config.js';
import type { ErrorLog } from '../http/errors.js';
import type { LogLine } from '../store/fault-log.js';

export type { Logger } from 'pino';

/** Request lines are written once this many bytes are buffered (about 10 lines)… */
const BATCH_BYTES = 2048;
/** …or this long after they were logged, whichever comes first. */
const FLUSH_EVERY_MS = 200;
/** The most one write takes from the buffer. */
const MAX_WRITE_BYTES = 64 * 1024;
/** A log reader that stops reading holds at most this much; later lines are dropped, not waited for. */
const MAX_BUFFERED_BYTES = 16 * 1024 * 1024;

export interface Loggers {
  /** Start, shutdown, faults and errors: each line sent without waiting for more. */
  log: Logger;
  /** One line per request: written in batches. */
  requests: Logger;
}

/** Both write to stdout, or both to `destination` (tests). */
export function createLoggers(level: LogLevel, destination?: DestinationStream): Loggers {
  const options: LoggerOptions = { level, formatters: { level: (label) => ({ level: label }) } };
  if (destination) return { log: pino(options, destination), requests: pino(options, destination) };
  const stdout = pino.destination({
    dest: 1,
    sync: false,
    minLength: BATCH_BYTES,
    maxWrite: MAX_WRITE_BYTES,
    periodicFlush: FLUSH_EVERY_MS,
    maxLength: MAX_BUFFERED_BYTES,
  });
  // flush() starts a write unless one is under way; then the line goes out as soon as that one is
  // done ('drain'), rather than waiting for more lines or the next periodic flush.
  let flushAfterWrite = false;
  stdout.on('drain', () => {
    if (!flushAfterWrite) return;
    flushAfterWrite = false;
    stdout.flush();
  });
  const atOnce = {
    write(line: string) {
      stdout.write(line);
      flushAfterWrite = true;
      stdout.flush();
    },
    // What logger.flush(cb) calls: cb once every line logged so far is written.
    flush: (cb?: (error?: Error) => void) => stdout.flush(cb),
  } satisfies DestinationStream & { flush: unknown };
  return { log: pino(options, atOnce), requests: pino(options, stdout) };
}

/** The app's log of unexpected errors: the error (with its stack) beside the message. */
export function errorLogTo(logger: Logger): ErrorLog {
  return (message, error) => logger.error({ err: error }, message);
}

/** The store's fault lines (and the connection limit's) at warn level. */
export function faultLogTo(logger: Logger): LogLine {
  return (line) => logger.warn(line);
}
