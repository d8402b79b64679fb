// A database that cannot be opened stops the server with a message naming it: the SQLite path, or
// the PostgreSQL URL with its password masked.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { logMessages } from './helpers/log-lines.js';
import { startServerProcess } from './helpers/server-process.js';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'quiz-startup-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The messages the server logged when it exited before listening. */
async function startupFailure(databaseUrl: string): Promise<string> {
  const error = await startServerProcess({
    DATABASE_URL: databaseUrl,
    STATIC_DIR: join(dir, 'no-site'),
  }).then(
    () => null,
    (failure: Error) => failure,
  );
  expect(error?.message).toMatch(/The server exited before printing/);
  return logMessages(error!.message).join('\n');
}

/** A loopback port nothing listens on. */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

describe('startup errors', () => {
  it('name a SQLite path that is a directory', async () => {
    const output = await startupFailure(dir);
    expect(output).toContain(
      `Could not start the server: Could not open the SQLite database ${dir}: `,
    );
  });

  it('name a SQLite path whose folder cannot be created', async () => {
    writeFileSync(join(dir, 'a-file'), '');
    const file = join(dir, 'a-file', 'data', 'results.db');
    const output = await startupFailure(file);
    expect(output).toContain(`Could not open the SQLite database ${file}: `);
  });

  it('name a PostgreSQL server that cannot be reached, with the password masked', async () => {
    const port = await closedPort();
    const output = await startupFailure(`postgres://quiz:s3cret-pw@127.0.0.1:${port}/quiz`);
    expect(output).toContain(
      `Could not open the PostgreSQL database postgres://quiz:***@127.0.0.1:${port}/quiz: `,
    );
    expect(output).toMatch(/ECONNREFUSED/);
    expect(output).not.toContain('s3cret-pw');
  });

  it('name a PostgreSQL database that does not exist', async () => {
    const url = new URL(inject('postgresAdminUrl'));
    url.password = 's3cret-pw';
    url.pathname = '/no_such_database';
    const output = await startupFailure(url.toString());
    url.password = '***';
    expect(output).toContain(`Could not open the PostgreSQL database ${url}: `);
    expect(output).toMatch(/"no_such_database" does not exist/);
    expect(output).not.toContain('s3cret-pw');
  });
});
