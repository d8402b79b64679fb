// Opens a real, empty store of either kind for a test, and removes it afterwards.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { openStore } from '../../../server/store/index.js';
import type { ResultStore } from '../../../server/store/types.js';
import { createTestDatabase } from '../../../scripts/postgres-cluster.js';

export const STORE_KINDS = ['sqlite', 'postgres'] as const;
export type StoreKind = (typeof STORE_KINDS)[number];

export interface TestStore {
  store: ResultStore;
  databaseUrl: string;
  /** Closes the current store and opens the same database again (migrations run again). */
  reopen(): Promise<ResultStore>;
  dispose(): Promise<void>;
}

export async function openTestStore(kind: StoreKind): Promise<TestStore> {
  let databaseUrl: string;
  let removeDatabase: () => Promise<void>;
  if (kind === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'quiz-sqlite-'));
    // A nested path that does not exist yet: the store creates its directory.
    databaseUrl = join(dir, 'data', 'results.db');
    removeDatabase = async () => rmSync(dir, { recursive: true, force: true });
  } else {
    const database = await createTestDatabase(inject('postgresAdminUrl'));
    databaseUrl = database.url;
    removeDatabase = database.drop;
  }
  const handle: TestStore = {
    store: await openStore(databaseUrl),
    databaseUrl,
    async reopen() {
      await handle.store.close();
      handle.store = await openStore(databaseUrl);
      return handle.store;
    },
    async dispose() {
      await handle.store.close();
      await removeDatabase();
    },
  };
  return handle;
}
