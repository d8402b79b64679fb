// Opens the store a DATABASE_URL selects: PostgreSQL for postgres:// URLs, SQLite otherwise.
// Each driver is loaded only when used, so a SQLite deployment never loads pg (and vice versa).
import path from 'node:path';
import { storeLocation } from '../config.js';
import { driverMessage } from './errors.js';
import type { ResultStore, StoreOptions } from './types.js';

export async function openStore(
  databaseUrl: string,
  options: StoreOptions = {},
): Promise<ResultStore> {
  const location = storeLocation(databaseUrl);
  if (location.kind === 'postgres') {
    const { maskPassword, openPostgresStore } = await import('./postgres.js');
    return named(
      `the PostgreSQL database ${maskPassword(location.url)}`,
      openPostgresStore(location.url, options),
    );
  }
  const { openSqliteStore } = await import('./sqlite.js');
  return named(
    `the SQLite database ${path.resolve(location.file)}`,
    openSqliteStore(location.file, options),
  );
}

/** Startup failures say which database could not be opened; drivers often leave that out. */
async function named(what: string, opening: Promise<ResultStore>): Promise<ResultStore> {
  try {
    return await opening;
  } catch (error) {
    throw new Error(`Could not open ${what}: ${driverMessage(error)}`, { cause: error });
  }
}

export { StoreUnavailableError } from './errors.js';
export type { ResultStore, StoreOptions } from './types.js';
