// What the store's writes tell: whether writes work (WriteHealth, which the health check reads) and
// how long each takes (timedStore, for the metrics).
//
// Whether the store can take writes: from the outcome of the last one. Reads can keep working while
// writes fail (a full disk, another connection's lock), so a ping alone would report a store that
// loses every save as healthy. After a failed write the store counts as failing until a write
// succeeds again; pings then try a small real write themselves, so the state recovers even when no
// visitor writes (a load balancer that took the instance out of rotation sends none).
import type { AppMetrics, StoreOperation, StoreOutcome } from '../observability/metrics.js';
import { StoreUnavailableError } from './errors.js';
import type { FaultLog } from './fault-log.js';
import type { ResultStore } from './types.js';

/** How long a ping waits for its probe write before answering with the last failure. */
const PROBE_ANSWER_MS = 25;

export class WriteHealth {
  private failure: StoreUnavailableError | null = null;
  private failingSince = 0;
  private probing: Promise<void> | null = null;

  constructor(
    private readonly log: FaultLog,
    private readonly probeWrite: () => Promise<void>,
  ) {}

  /** Runs a store operation, logs its fault if it has one, and records whether writes work. */
  async track<T>(operation: Promise<T>): Promise<T> {
    let value: T;
    try {
      value = await operation;
    } catch (error) {
      if (error instanceof StoreUnavailableError) this.failed(error);
      throw error;
    }
    this.succeeded();
    return value;
  }

  /**
   * Resolves when the store answers `read` and writes are not known to fail. While they fail, a
   * probe write runs (one at a time); the ping waits briefly for it, so a health check answers
   * fast during a fault and reports the recovery as soon as the probe succeeds.
   */
  async ping(read: () => Promise<void>): Promise<void> {
    if (!this.failure) return this.track(read());
    this.probing ??= this.track(this.probeWrite()).finally(() => {
      this.probing = null;
    });
    const failure = this.failure;
    let timer: NodeJS.Timeout | undefined;
    const stillFailing = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(failure), PROBE_ANSWER_MS);
    });
    try {
      await Promise.race([this.probing, stillFailing]);
    } finally {
      clearTimeout(timer);
    }
  }

  private failed(error: StoreUnavailableError): void {
    if (!this.failure) this.failingSince = Date.now();
    this.failure = error;
    this.log.report(`Store unavailable: ${error.message}`);
  }

  private succeeded(): void {
    if (!this.failure) return;
    const seconds = ((Date.now() - this.failingSince) / 1000).toFixed(1);
    this.failure = null;
    this.log.flush();
    this.log.note(`Store available again: writes succeed (failing for ${seconds} s).`);
  }
}

// The store with its writes timed: the same object seen through a Proxy, so every other method
// (and any added later) reaches the store itself unchanged. Each method's wrapper is made at its
// first use, not at every call (a save reads two of them).
const TIMED: Partial<Record<keyof ResultStore, StoreOperation>> = {
  saveTestResult: 'save',
  recordEvent: 'event',
};

type Method = (...args: unknown[]) => unknown;

export function timedStore(store: ResultStore, metrics: AppMetrics): ResultStore {
  const wrappers = new Map<PropertyKey, { method: Method; wrapper: Method }>();
  return new Proxy(store, {
    get(target, property) {
      const value = Reflect.get(target, property);
      if (typeof value !== 'function') return value;
      const made = wrappers.get(property);
      if (made && made.method === value) return made.wrapper;
      const operation = TIMED[property as keyof ResultStore];
      const method = value as Method;
      const wrapper: Method = operation
        ? (...args) => timed(metrics, operation, method.apply(target, args) as Promise<unknown>)
        : method.bind(target);
      wrappers.set(property, { method, wrapper });
      return wrapper;
    },
  });
}

async function timed<T>(
  metrics: AppMetrics,
  operation: StoreOperation,
  write: Promise<T>,
): Promise<T> {
  const started = performance.now();
  let outcome: StoreOutcome = 'error';
  try {
    const value = await write;
    outcome = 'ok';
    return value;
  } catch (error) {
    if (error instanceof StoreUnavailableError) outcome = 'unavailable';
    throw error;
  } finally {
    metrics.observeStoreWrite(operation, outcome, (performance.now() - started) / 1000);
  }
}
