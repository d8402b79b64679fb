// Where the bench finds the project, the built site and its own scripts, and where it writes results.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const benchDir = path.dirname(fileURLToPath(import.meta.url));
export const projectRoot = path.resolve(benchDir, '../..');
export const clientDir = path.join(projectRoot, 'dist/client');
export const resultsFile = path.join(projectRoot, 'bench-results/latest.json');
export const profileDir = path.join(projectRoot, 'bench-results/profiles');

/** Sources whose changes make the build stale. */
export const contentDirs = ['src', 'server', 'content', 'schemas'].map((dir) => path.join(projectRoot, dir));

export const benchScript = (name: string): string => path.join(benchDir, name);
