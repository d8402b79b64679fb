import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

/** Starts the production server (the bundled dist/app/server.js) on a free port, on the built site and a fresh SQLite file. */
export async function startServer(
  env: Record<string, string> = {},
): Promise<{ url: string; process: ChildProcess; dataDir: string; stop: () => Promise<void> }> {
  if (!existsSync('dist/client/index.html') || !existsSync('dist/app/server.js'))
    throw new Error('the build is missing: run `npm run build` before the browser tests');
  const dataDir = mkdtempSync(join(tmpdir(), 'quiz-browser-'));
  const child = spawn(process.execPath, ['dist/app/server.js'], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: join(dataDir, 'results.db'),
      STATIC_DIR: 'dist/client',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`server did not start: ${output}`)), 30_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Listening on (http:\/\/[^\s]+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1].replace(/\/$/, ''));
      }
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { url, process: child, dataDir, stop };
}

export default async function setup(project: TestProject) {
  const server = await startServer();
  project.provide('baseURL', server.url);
  return server.stop;
}
