// The import graph's rules, a step of `npm test`: no import cycles (dynamic imports included) in src/, shared/, server/ or
// scripts/, and each folder imports only from the folders it may (import-rules.ts: the server and
// the build import nothing from the browser app, src/).
//   npx tsx scripts/checks/import-graph.ts
import Module, { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { projectRoot } from '../content/paths.js';
import { FOLDER_IMPORTS, folderViolations } from './import-rules.js';

// madge parses TypeScript through @typescript-eslint, which needs TypeScript's JavaScript API;
// TypeScript 7 (the project's compiler) has none, so madge's requests for it get TypeScript 5.
const require = createRequire(import.meta.url);
const typescript5 = require.resolve('typescript-5');
const moduleInternals = Module as unknown as { _resolveFilename: (request: string, ...rest: unknown[]) => string };
const resolveFilename = moduleInternals._resolveFilename;
moduleInternals._resolveFilename = (request, ...rest) => (request === 'typescript' ? typescript5 : resolveFilename(request, ...rest));

const { default: madge } = await import('madge');

const roots = Object.keys(FOLDER_IMPORTS).map((dir) => join(projectRoot, dir));
// Dynamic imports count (a cycle through a lazy chunk is still a cycle to read through); type-only
// imports do not, since nothing of them is left at run time.
const runtimeImports = { skipAsyncImports: false, skipTypeImports: true };
const graph = await madge(roots, {
  baseDir: projectRoot,
  fileExtensions: ['ts', 'tsx'],
  tsConfig: join(projectRoot, 'tsconfig.json'),
  detectiveOptions: { ts: runtimeImports, tsx: runtimeImports },
});

const problems: string[] = [];
for (const cycle of graph.circular()) problems.push(`import cycle: ${cycle.join(' → ')}`);
problems.push(...folderViolations(graph.obj()));
const files = Object.keys(graph.obj()).length;
if (problems.length) {
  console.error(problems.join('\n'));
  console.error(`${problems.length} import rule(s) broken in ${files} files (${relative(process.cwd(), projectRoot) || '.'})`);
  process.exit(1);
}
console.log(`import graph: ${files} files, no cycles, each folder imports only from those it may (server/ and scripts/ nothing from src/)`);
