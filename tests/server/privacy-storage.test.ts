// The privacy page's list of what is kept, held against what the code keeps: every key the browser
// code stores on the device and every column of both stores' databases needs an entry naming it,
// in every language, and no entry names something the code does not keep.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import * as storageKeys from '../../shared/lib/storage-keys.js';
import { DEVICE_STORAGE_KEYS, type BrowserStorage } from '../../shared/lib/storage-keys.js';
import type { PrivacyContent } from '../../shared/content/types.js';
import { siteLanguages } from '../../shared/generated/catalog.js';
import { openTestStore, STORE_KINDS, type StoreKind } from './helpers/stores.js';

type PlaceId = PrivacyContent['storage']['places'][number]['id'];

const PLACE_OF_STORAGE: Record<BrowserStorage, PlaceId> = {
  localStorage: 'local-storage',
  sessionStorage: 'session-storage',
};

/** The privacy content each language's page renders (generated from content/ by the content check). */
async function privacyOf(language: string): Promise<PrivacyContent> {
  return (
    (await import(`../../shared/generated/content/${language}/privacy.json`)) as {
      default: PrivacyContent;
    }
  ).default;
}

function namesIn(privacy: PrivacyContent, place: PlaceId): string[] {
  const found = privacy.storage.places.find((entry) => entry.id === place);
  expect(found, `the privacy page has no place "${place}"`).toBeDefined();
  return found!.entries.flatMap((entry) => entry.names ?? []);
}

/** Every "table.column" of a freshly migrated database of this kind. */
async function storedColumns(kind: StoreKind): Promise<string[]> {
  const handle = await openTestStore(kind);
  try {
    if (kind === 'sqlite') {
      const db = new Database(handle.databaseUrl, { readonly: true });
      try {
        const tables = db
          .prepare(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'",
          )
          .pluck()
          .all() as string[];
        return tables.flatMap((table) =>
          (db.pragma(`table_info(${table})`) as { name: string }[]).map(
            (column) => `${table}.${column.name}`,
          ),
        );
      } finally {
        db.close();
      }
    }
    const client = new pg.Client({ connectionString: handle.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query(
        "SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = 'public' ORDER BY table_name, ordinal_position",
      );
      return rows.map((row) => `${row.table_name}.${row.column_name}`);
    } finally {
      await client.end();
    }
  } finally {
    await handle.dispose();
  }
}

/** The browser code's files: src/ without the generated modules. */
function browserSources(dir = 'src'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === join('src', 'generated') ? [] : browserSources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe.each(siteLanguages)('privacy page in %s: what is kept on the device', (language) => {
  it('has an entry for every key the code keeps in local and session storage, in the right place', async () => {
    const privacy = await privacyOf(language);
    for (const key of DEVICE_STORAGE_KEYS)
      expect(
        namesIn(privacy, PLACE_OF_STORAGE[key.storage]),
        `${key.storage} ${key.name}`,
      ).toContain(key.name);
  });

  it('names no key the code does not keep', async () => {
    const privacy = await privacyOf(language);
    for (const storage of ['localStorage', 'sessionStorage'] as const) {
      const kept = DEVICE_STORAGE_KEYS.filter((key) => key.storage === storage).map(
        (key) => key.name,
      );
      expect(namesIn(privacy, PLACE_OF_STORAGE[storage]).sort()).toEqual(kept.sort());
    }
  });

  it('says for every entry what it is, how long it is kept and how to erase it', async () => {
    const privacy = await privacyOf(language);
    const entries = privacy.storage.places.flatMap((place) => place.entries);
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) {
      for (const field of ['what', 'howLong', 'erase'] as const)
        expect(entry[field].trim(), `${entry.id}.${field}`).not.toBe('');
    }
  });
});

describe('the browser code keeps only the listed keys', () => {
  it('lists every key constant and key maker of shared/lib/storage-keys.ts', () => {
    const listed = DEVICE_STORAGE_KEYS.map((key) => key.name);
    const made = Object.entries(storageKeys)
      .filter(([name]) => name !== 'DEVICE_STORAGE_KEYS')
      .map(([name, value]) => {
        if (typeof value === 'string') return value;
        if (typeof value === 'function') return (value as (part: string) => string)('<quiz>');
        throw new Error(`storage-keys.ts exports ${name}, which is neither a key nor a key maker`);
      });
    expect(made.length).toBeGreaterThanOrEqual(4);
    expect(made.sort()).toEqual([...listed].sort());
  });

  it('reads and writes storage only with those keys, and sets no cookie', () => {
    const exported = Object.keys(storageKeys).filter((name) => name !== 'DEVICE_STORAGE_KEYS');
    const uses: string[] = [];
    for (const file of browserSources()) {
      const source = readFileSync(file, 'utf8');
      expect(source, `${file} touches document.cookie`).not.toMatch(/document\s*\.\s*cookie/);
      for (const match of source.matchAll(/\.(setItem|getItem|removeItem)\(\s*([^,)]*)/g)) {
        const key = match[2]!.trim();
        uses.push(`${file}: ${key}`);
        expect(
          exported.some((name) => key === name || key.startsWith(`${name}(`)),
          `${file} uses the storage key ${key}, which is not from storage-keys.ts`,
        ).toBe(true);
      }
    }
    // The scan sees the real uses (the language choice, results, progress), so it cannot pass empty.
    expect(uses.length).toBeGreaterThanOrEqual(6);
  });
});

describe('privacy page: what is kept on the server', () => {
  const columns = new Map<StoreKind, string[]>();
  const columnsOf = async (kind: StoreKind) => {
    if (!columns.has(kind)) columns.set(kind, await storedColumns(kind));
    return columns.get(kind)!;
  };

  it.each(STORE_KINDS)(
    'has an entry for every column of the %s database, in every language',
    async (kind) => {
      const stored = await columnsOf(kind);
      expect(stored).toContain('test_results.created_at');
      for (const language of siteLanguages) {
        const listed = namesIn(await privacyOf(language), 'server-database');
        const missing = stored.filter((column) => !listed.includes(column));
        expect(missing, `${language}: columns the privacy page does not list`).toEqual([]);
      }
    },
  );

  it('names no column that neither database has', async () => {
    const stored = new Set((await Promise.all(STORE_KINDS.map(columnsOf))).flat());
    for (const language of siteLanguages) {
      const listed = namesIn(await privacyOf(language), 'server-database');
      expect(
        listed.filter((name) => !stored.has(name)),
        language,
      ).toEqual([]);
    }
  });
});
