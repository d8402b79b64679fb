// The store with its writes timed: the same object seen through a Proxy, so every other method
// (and any added later) reaches the store itself unchanged. Each method's wrapper is made at its
// first use, not at every call (a save reads two of them).
import { StoreUnavailableError } from '../store/errors.js';
import type { ResultStore } from '../store/types.js';
import type { AppMetrics, StoreOperation, StoreOutcome } from './metrics.js';

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

async function timed<T>(metrics: AppMetrics, operation: StoreOperation, write: Promise<T>): Promise<T> {
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
