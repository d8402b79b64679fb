// The import graph's rules: no import cycles in src/, server/ or scripts/ (a step of `npm test`),
// and, with --server-boundary, nothing under server/ imports from src/ (what the browser, the server
// and the build share is to live in a folder of its own; until it does, this rule lists the imports
// still to move).
//   npx tsx scripts/checks/import-graph.ts [--server-boundary]
import Module, { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { projectRoot } from '../content/paths.js';

// madge parses TypeScript through @typescript-eslint, which needs TypeScript's JavaScript API;
// TypeScript 7 (the project's compiler) has none, so madge's requests for it get TypeScript 5.
const require = createRequire(import.meta.url);
const typescript5 = require.resolve('typescript-5');
const moduleInternals = Module as unknown as { _resolveFilename: (request: string, ...rest: unknown[]) => string };
const resolveFilename = moduleInternals._resolveFilename;
moduleInternals._resolveFilename = (request, ...rest) => (request === 'typescript' ? typescript5 : resolveFilename(request, ...rest));

const { default: madge } = await import('madge');

const roots = ['src', 'server', 'scripts'].map((dir) => join(projectRoot, dir));
// Static imports only: a module may load, on demand, one that imports it (a lazy chunk).
const staticImportsOnly = { skipAsyncImports: true };
const graph = await madge(roots, {
  baseDir: projectRoot,
  fileExtensions: ['ts', 'tsx'],
  tsConfig: join(projectRoot, 'tsconfig.json'),
  detectiveOptions: { ts: staticImportsOnly, tsx: staticImportsOnly },
});

const problems: string[] = [];
for (const cycle of graph.circular()) problems.push(`import cycle: ${cycle.join(' → ')}`);
const serverBoundary = process.argv.includes('--server-boundary');
for (const [file, imports] of Object.entries(graph.obj())) {
  if (!serverBoundary || !file.startsWith('server/')) continue;
  for (const imported of imports) if (imported.startsWith('src/')) problems.push(`${file} imports ${imported} (the server imports nothing from src/)`);
}
const files = Object.keys(graph.obj()).length;
if (problems.length) {
  console.error(problems.join('\n'));
  console.error(`${problems.length} import rule(s) broken in ${files} files (${relative(process.cwd(), projectRoot) || '.'})`);
  process.exit(1);
}
console.log(`import graph: ${files} files, no cycles${serverBoundary ? ', server/ imports nothing from src/' : ''}`);
