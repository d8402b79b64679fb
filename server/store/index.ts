// Opens the store a DATABASE_URL selects: PostgreSQL for postgres:// URLs, SQLite otherwise.
// Each driver is loaded only when used, so a SQLite deployment never loads pg (and vice versa).
import { storeLocation } from '../config.js';
import type { ResultStore, StoreOptions } from './types.js';

export async function openStore(databaseUrl: string, options: StoreOptions = {}): Promise<ResultStore> {
  const location = storeLocation(databaseUrl);
  if (location.kind === 'postgres') {
    const { openPostgresStore } = await import('./postgres.js');
    return openPostgresStore(location.url, options);
  }
  const { openSqliteStore } = await import('./sqlite.js');
  return openSqliteStore(location.file, options);
}

export { StoreUnavailableError } from './errors.js';
export type { ResultStore, StoreOptions } from './types.js';
