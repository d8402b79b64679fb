// Runs once per test run: makes sure the generated quiz data exists and starts the throwaway
// PostgreSQL cluster every PostgreSQL test uses. Missing PostgreSQL binaries fail the run.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { startPostgresCluster } from '../../scripts/postgres-cluster.js';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const root = new URL('../../', import.meta.url).pathname;
  if (!existsSync(new URL('shared/generated/quiz-catalog.ts', `file://${root}`))) {
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/content/build-content.ts'], {
      cwd: root,
      stdio: 'inherit',
    });
  }
  const cluster = await startPostgresCluster();
  project.provide('postgresAdminUrl', cluster.adminUrl);
  return () => cluster.stop();
}
