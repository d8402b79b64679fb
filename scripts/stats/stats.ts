// npm run stats [-- --days N] [-- --json]: the site's own counts from the configured store
// (DATABASE_URL, else the default SQLite file), read without SQL.
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { DEFAULT_CONFIG, storeLocation } from '../../server/config.js';
import { openStore } from '../../server/store/index.js';
import { firstDay, formatSiteCounts, siteCounts } from './site-counts.js';

const DEFAULT_DAYS = 7;
const MAX_DAYS = 3660;

function fail(message: string): never {
  console.error(`npm run stats: ${message}`);
  process.exit(1);
}

let flags: { days?: string; json?: boolean };
try {
  ({ values: flags } = parseArgs({
    options: { days: { type: 'string' }, json: { type: 'boolean' } },
  }));
} catch (error) {
  fail(`${(error as Error).message} (usage: npm run stats -- [--days N] [--json])`);
}
const days = flags.days === undefined ? DEFAULT_DAYS : Number(flags.days);
if (!Number.isInteger(days) || days < 1 || days > MAX_DAYS)
  fail(`--days must be a whole number from 1 to ${MAX_DAYS}, got "${flags.days}"`);

const databaseUrl = process.env.DATABASE_URL?.trim() || DEFAULT_CONFIG.databaseUrl;
const location = storeLocation(databaseUrl);
// Opening a SQLite store creates its file; reading counts must not.
if (location.kind === 'sqlite' && location.file !== ':memory:' && !fs.existsSync(location.file)) {
  fail(`there is no SQLite database at ${location.file} (set DATABASE_URL to the server's)`);
}

const store = await openStore(databaseUrl).catch((error: Error) => fail(error.message));
try {
  const today = new Date();
  const counts = siteCounts(
    store.kind,
    days,
    today,
    await store.takerCounts(),
    await store.eventCounts(firstDay(days, today)),
  );
  process.stdout.write(
    flags.json ? `${JSON.stringify(counts, null, 2)}\n` : formatSiteCounts(counts),
  );
} finally {
  await store.close();
}
