// The store with its writes timed: the same object seen through a Proxy, so every other method
// (and any added later) reaches the store itself unchanged.
import { StoreUnavailableError } from '../store/errors.js';
import type { ResultStore } from '../store/types.js';
import type { AppMetrics, StoreOperation, StoreOutcome } from './metrics.js';

const TIMED: Partial<Record<keyof ResultStore, StoreOperation>> = {
  saveTestResult: 'save',
  recordEvent: 'event',
};

export function timedStore(store: ResultStore, metrics: AppMetrics): ResultStore {
  return new Proxy(store, {
    get(target, property) {
      const value = Reflect.get(target, property);
      if (typeof value !== 'function') return value;
      const operation = TIMED[property as keyof ResultStore];
      if (!operation) return value.bind(target);
      return (...args: unknown[]) => timed(metrics, operation, value.apply(target, args) as Promise<unknown>);
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
