/**
 * A promise cache whose entries record their outcome in the fields React's `use()` reads, so a
 * value loaded before rendering (prerender, hydration, a finished navigation) renders without suspending.
 */
type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

const cache = new Map<string, Tracked<unknown>>();

export function cachedPromise<T>(key: string, load: () => Promise<T>): Promise<T> {
  const existing = cache.get(key) as Tracked<T> | undefined;
  if (existing) return existing;
  const promise = load() as Tracked<T>;
  promise.status = 'pending';
  promise.then(
    (value) => {
      promise.status = 'fulfilled';
      promise.value = value;
    },
    (reason) => {
      promise.status = 'rejected';
      promise.reason = reason;
      cache.delete(key); // a failed chunk load may be retried by the next navigation
    },
  );
  cache.set(key, promise);
  return promise;
}
