// Runs a generated TypeScript module as the bundle would: typescript-5 strips its types (and its
// type-only imports), the JavaScript left runs as CommonJS, its own imports resolved the same way.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import ts from 'typescript-5';

type Exports = Record<string, unknown>;

/** The exports of a module's source text; `load` gives what each of its imports names. */
export function evaluateModuleText(text: string, load: (specifier: string) => Exports): Exports {
  const { outputText } = ts.transpileModule(text, {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true },
  });
  const module = { exports: {} as Exports };
  new Function('module', 'exports', 'require', outputText)(module, module.exports, load);
  return module.exports;
}

/** The exports of a module file; its relative imports are the .ts files beside it, each run once. */
export function evaluateModule(path: string, loaded = new Map<string, Exports>()): Exports {
  const known = loaded.get(path);
  if (known) return known;
  const exports = evaluateModuleText(readFileSync(path, 'utf8'), (specifier) => {
    if (!specifier.startsWith('.')) throw new Error(`${path} imports ${specifier}, which is not a generated module`);
    return evaluateModule(`${resolve(dirname(path), specifier)}.ts`, loaded);
  });
  loaded.set(path, exports);
  return exports;
}
