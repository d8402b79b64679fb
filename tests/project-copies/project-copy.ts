// A copy of the project in a temporary directory, for the tests that change it as an editor or a
// developer would and then run its checks and suites: it shares node_modules with the project and
// leaves the build output and the generated modules behind.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectRoot } from '../../scripts/content/paths.js';

/** Everything the checks, the build and the suites read. */
const PROJECT_FILES = [
  'content',
  'schemas',
  'scripts',
  'server',
  'shared',
  'src',
  'tests',
  'public',
  'docs',
  'index.html',
  'package.json',
  'tsconfig.json',
  'eslint.config.js',
  '.prettierrc.json',
  '.prettierignore',
  'vite.config.ts',
  'vitest.config.ts',
  'vitest.server.config.ts',
  'vitest.browser.config.ts',
];
/** Written while tests run, not part of the project. */
const LEFT_BEHIND = ['/shared/generated', '/tests/fixtures/content/.tmp'];

export interface Step {
  name: string;
  status: number | null;
  output: string;
}

export class ProjectCopy {
  readonly root = mkdtempSync(join(tmpdir(), 'quiz-copy-'));
  readonly steps: Step[] = [];
  private readonly original: Map<string, string>;

  /** `env`: set for every command run in the copy. */
  constructor(private readonly env: Record<string, string> = {}) {
    for (const name of PROJECT_FILES) {
      cpSync(join(projectRoot, name), join(this.root, name), {
        recursive: true,
        filter: (source) => !LEFT_BEHIND.some((part) => source.includes(part)),
      });
    }
    symlinkSync(realpathSync(join(projectRoot, 'node_modules')), join(this.root, 'node_modules'));
    this.original = this.fileHashes();
  }

  read(path: string): string {
    return readFileSync(join(this.root, path), 'utf8');
  }

  write(path: string, text: string): void {
    writeFileSync(join(this.root, path), text);
  }

  /** Replaces `anchor` (which must be in the file once) with `replacement`. */
  edit(path: string, anchor: string, replacement: string): void {
    const text = this.read(path);
    if (text.split(anchor).length !== 2)
      throw new Error(`${path}: ${JSON.stringify(anchor)} is not in it once; update this test`);
    this.write(path, text.replace(anchor, replacement));
  }

  /** Runs a command of the project's in the copy, as `npm test` would; true when it passed. */
  run(name: string, command: string[], env: Record<string, string> = {}): boolean {
    const result = spawnSync(command[0]!, command.slice(1), {
      cwd: this.root,
      encoding: 'utf8',
      env: { ...shellEnv(), FORCE_COLOR: '0', ...this.env, ...env },
      maxBuffer: 64 * 1024 * 1024,
    });
    this.steps.push({ name, status: result.status, output: `${result.stdout}${result.stderr}` });
    return result.status === 0;
  }

  /** The project's files in the copy that were added, changed or removed since it was made. */
  changedFiles(): string[] {
    const now = this.fileHashes();
    const paths = new Set([...now.keys(), ...this.original.keys()]);
    return [...paths].filter((path) => now.get(path) !== this.original.get(path)).sort();
  }

  /** A hash of each of the project's files in the copy, by path. */
  private fileHashes(): Map<string, string> {
    const list = (path: string): string[] => {
      const abs = join(this.root, path);
      if (!existsSync(abs)) return [];
      if (!statSync(abs).isDirectory()) return [path];
      return readdirSync(abs).flatMap((entry) =>
        LEFT_BEHIND.some((part) => `/${join(path, entry)}`.startsWith(part))
          ? []
          : list(join(path, entry)),
      );
    };
    return new Map(
      PROJECT_FILES.flatMap(list).map((path) => [
        path,
        createHash('sha256')
          .update(readFileSync(join(this.root, path)))
          .digest('hex'),
      ]),
    );
  }

  remove(): void {
    rmSync(this.root, { recursive: true, force: true });
  }
}

/**
 * The environment as a shell running `npm test` has it: without what this suite's own vitest set
 * (NODE_ENV=test would make the copy's build a development build of React, VITEST_* would tell
 * the copy's vitest it runs inside another).
 */
function shellEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => name !== 'NODE_ENV' && !name.startsWith('VITEST'),
    ),
  );
}

/** A vitest suite of the copy's, run with its own config. */
export const vitestSuite = (config: string) => [
  'node_modules/.bin/vitest',
  'run',
  '--config',
  config,
  '--reporter=dot',
];
