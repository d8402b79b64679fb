// The app on a fresh store of one kind, started before a describe block's tests and stopped after.
import { afterAll, beforeAll } from 'vitest';
import { startTestServer, type TestServer } from './http.js';
import { openTestStore, type StoreKind, type TestStore } from './stores.js';

export function useServerOnStore(kind: StoreKind): {
  server: () => TestServer;
  store: () => TestStore;
} {
  let handle: TestStore | undefined;
  let server: TestServer | undefined;
  beforeAll(async () => {
    handle = await openTestStore(kind);
    server = await startTestServer({ store: handle.store });
  });
  afterAll(async () => {
    await server?.close();
    await handle?.dispose();
  });
  const started = <T>(value: T | undefined): T => {
    if (!value) throw new Error('the server is only available inside tests');
    return value;
  };
  return { server: () => started(server), store: () => started(handle) };
}
