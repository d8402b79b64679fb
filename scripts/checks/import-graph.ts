// The import graph's rules, a step of `npm test`: no import cycles (type-only and dynamic imports
// included) in src/, shared/, server/, scripts/ or tests/, and each folder imports code only from
// the folders it may (import-rules.ts: the server and the build run nothing of the browser app,
// src/, and nothing but the tests imports from tests/).
//   npx tsx scripts/checks/import-graph.ts
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { parseSync } from 'rolldown/utils';
import { projectRoot } from '../content/paths.js';
import { FOLDER_IMPORTS, folderViolations } from './import-rules.js';

const isSource = (path: string) => /\.tsx?$/.test(path) && !path.endsWith('.d.ts');
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(dir, entry.name))
      : isSource(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );

/** A relative specifier as the file it names (`./a.js` is `./a.ts` on disk); null for packages and non-code files. */
function resolve(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = join(dirname(from), specifier);
  const stem = base.replace(/\.[cm]?js$/, '');
  return (
    [base, `${stem}.ts`, `${stem}.tsx`, join(base, 'index.ts')].find(
      (path) => isSource(path) && existsSync(path),
    ) ?? null
  );
}

/**
 * The files a module imports, dynamic imports included; with `types`, type-only imports and exports
 * too (a cycle of types is still a loop to read; a type from another folder ships no code).
 */
function moduleImports(file: string, types: boolean): string[] {
  const source = readFileSync(file, 'utf8');
  const { module } = parseSync(file, source);
  const specifiers = [
    ...module.staticImports
      .filter((i) => types || i.entries.length === 0 || i.entries.some((entry) => !entry.isType))
      .map((i) => i.moduleRequest.value),
    ...module.staticExports
      .flatMap((e) => e.entries)
      .filter((entry) => entry.moduleRequest && (types || !entry.isType))
      .map((entry) => entry.moduleRequest!.value),
    // A literal path only: a template (the strings' JSON files) names no module of the graph.
    ...module.dynamicImports
      .map((i) => source.slice(i.moduleRequest.start, i.moduleRequest.end))
      .flatMap((text) => text.match(/^(['"])(.*)\1$/)?.[2] ?? []),
  ];
  return [
    ...new Set(
      specifiers.map((specifier) => resolve(file, specifier)).filter((path) => path !== null),
    ),
  ];
}

const files = Object.keys(FOLDER_IMPORTS).flatMap((dir) => sourceFiles(join(projectRoot, dir)));
const graph = (types: boolean) =>
  Object.fromEntries(
    files.map((file) => [
      relative(projectRoot, file),
      moduleImports(file, types).map((path) => relative(projectRoot, path)),
    ]),
  );

/** Each cycle once, as the path around it (depth-first: an edge back to a file on the current path). */
function cycles(graph: Record<string, string[]>): string[][] {
  const found: string[][] = [];
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (file: string) => {
    const onPath = path.indexOf(file);
    if (onPath >= 0) return void found.push([...path.slice(onPath), file]);
    if (done.has(file)) return;
    path.push(file);
    for (const imported of graph[file] ?? []) visit(imported);
    path.pop();
    done.add(file);
  };
  for (const file of Object.keys(graph)) visit(file);
  return found;
}

const problems = [
  ...cycles(graph(true)).map((cycle) => `import cycle: ${cycle.join(' → ')}`),
  ...folderViolations(graph(false)),
];
if (problems.length) {
  console.error(problems.join('\n'));
  console.error(
    `${problems.length} import rule(s) broken in ${files.length} files (${relative(process.cwd(), projectRoot) || '.'})`,
  );
  process.exit(1);
}
console.log(
  `import graph: ${files.length} files, no cycles (type-only imports included), each folder imports only from those it may (server/ and scripts/ nothing from src/, nothing from tests/)`,
);
