// Logs store faults without flooding the log: the first occurrence of a message at once, then, while
// it keeps repeating, one line per window with how many more there were. A burst of failed saves
// during an outage is a few lines, not one stack trace per request.

export type LogLine = (line: string) => void;

const DEFAULT_WINDOW_MS = 10_000;

interface Window {
  repeats: number;
  openedAt: number;
  timer: NodeJS.Timeout;
}

export class FaultLog {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly write: LogLine = (line) => console.error(line),
    private readonly windowMs = DEFAULT_WINDOW_MS,
  ) {}

  report(message: string): void {
    const window = this.windows.get(message);
    if (window) {
      window.repeats += 1;
      return;
    }
    this.write(message);
    this.open(message);
  }

  /** A line that is never folded into a count (e.g. "available again"). */
  note(message: string): void {
    this.write(message);
  }

  /** Writes the counts not yet written, e.g. when the store closes. */
  flush(): void {
    for (const [message, window] of this.windows) {
      clearTimeout(window.timer);
      if (window.repeats > 0) this.write(summary(message, window));
    }
    this.windows.clear();
  }

  private open(message: string): void {
    const timer = setTimeout(() => this.close(message), this.windowMs);
    timer.unref();
    this.windows.set(message, { repeats: 0, openedAt: Date.now(), timer });
  }

  private close(message: string): void {
    const window = this.windows.get(message)!;
    this.windows.delete(message);
    // Still repeating: say how often, and keep counting in a new window.
    if (window.repeats > 0) {
      this.write(summary(message, window));
      this.open(message);
    }
  }
}

function summary(message: string, window: Window): string {
  const seconds = Math.max(1, Math.round((Date.now() - window.openedAt) / 1000));
  return `${message} (x${window.repeats} more in the last ${seconds} s)`;
}
