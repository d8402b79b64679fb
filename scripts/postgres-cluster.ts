// A throwaway PostgreSQL cluster for the server tests and the bench: initdb into a temp directory owned by the
// postgres user, start it on a free loopback port, and remove it afterwards.
import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);
export const PG_BIN_DIR = process.env.PG_BIN_DIR ?? '/usr/lib/postgresql/15/bin';

export interface PostgresCluster {
  /** URL of the cluster's "postgres" database, for creating per-suite databases. */
  adminUrl: string;
  /** Stops the server (fast shutdown: sessions are disconnected); the data stays for startServer. */
  stopServer(): Promise<void>;
  startServer(): Promise<void>;
  /** SIGSTOP / SIGCONT to the server and every backend: a frozen host, as `docker pause` makes one. */
  freeze(): void;
  thaw(): void;
  /** Stops the server and removes the cluster. */
  stop(): Promise<void>;
}

export async function startPostgresCluster(): Promise<PostgresCluster> {
  const missing = ['initdb', 'pg_ctl', 'postgres'].filter(
    (bin) => !existsSync(join(PG_BIN_DIR, bin)),
  );
  if (missing.length > 0) {
    throw new Error(
      `PostgreSQL binaries missing in ${PG_BIN_DIR} (${missing.join(', ')}): the PostgreSQL store tests ` +
        'cannot run. Install them (apt-get install postgresql-15) or set PG_BIN_DIR.',
    );
  }
  const dir = mkdtempSync(join(tmpdir(), 'quiz-pg-'));
  const dataDir = join(dir, 'data');
  const logFile = join(dir, 'postgres.log');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    // initdb refuses to run as root: the cluster belongs to the postgres user.
    const uid = Number((await run('id', ['-u', 'postgres'])).stdout.trim());
    const gid = Number((await run('id', ['-g', 'postgres'])).stdout.trim());
    chownSync(dir, uid, gid);
  }
  const pgCommand = (bin: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', join(PG_BIN_DIR, bin), ...args])
      : run(join(PG_BIN_DIR, bin), args);

  let started = false;
  try {
    await pgCommand('initdb', [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '-A',
      'trust',
      '-E',
      'UTF8',
      '--locale=C',
      '--no-sync',
    ]);
    const port = await freePort();
    // Durability settings are off: this cluster lives for one test run.
    const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off -c max_connections=200`;
    const startServer = async () =>
      void (await pgCommand('pg_ctl', [
        '-D',
        dataDir,
        '-l',
        logFile,
        '-w',
        '-t',
        '60',
        '-o',
        options,
        'start',
      ]));
    await startServer();
    started = true;
    const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query('SELECT 1');
    await client.end();
    const signalAll = (signal: NodeJS.Signals) => {
      for (const pid of clusterPids(dataDir)) {
        try {
          process.kill(pid, signal);
        } catch (error) {
          // A backend that exited between the listing and the signal (ESRCH) needs none.
          if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
        }
      }
    };
    return {
      adminUrl,
      startServer,
      async stopServer() {
        await pgCommand('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      },
      freeze: () => signalAll('SIGSTOP'),
      thaw: () => signalAll('SIGCONT'),
      async stop() {
        await pgCommand('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']).catch(() => {});
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    const log = existsSync(logFile) ? readFileSync(logFile, 'utf8').slice(-2000) : '';
    if (started)
      await pgCommand('pg_ctl', ['-D', dataDir, '-m', 'immediate', 'stop']).catch(() => {});
    rmSync(dir, { recursive: true, force: true });
    throw new Error(
      `Could not start the test PostgreSQL cluster: ${(error as Error).message}\n${log}`,
    );
  }
}

/** The postmaster (first line of postmaster.pid) and its children, found through /proc. */
function clusterPids(dataDir: string): number[] {
  const postmaster = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const children = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        // Fields after the command name (which may contain spaces): state, then the parent pid.
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster;
      } catch {
        return false;
      }
    })
    .map(Number);
  return [postmaster, ...children];
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

let databaseCounter = 0;

/** A fresh, empty database in the test cluster; `drop` removes it. */
export async function createTestDatabase(
  adminUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `quiz_test_${process.pid}_${Date.now()}_${databaseCounter++}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
