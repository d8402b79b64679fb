// The generated modules' emitter: what it prints runs to the data it was given, and type-checks
// (with typescript-5) as the constructs it names, `as const` and `satisfies` included.
import { writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import ts from 'typescript-5';
import { afterAll, describe, expect, it } from 'vitest';
import {
  asConst,
  constant,
  documented,
  elementOf,
  exportDefault,
  importDefault,
  importTypes,
  lazyImport,
  literal,
  objectLiteral,
  printModule,
  propertyOf,
  readonlyArrayOf,
  resolved,
  satisfies,
  stringUnion,
  typeAlias,
  typeOf,
  typeReference,
} from '../../../scripts/content/module-emitter.js';
import { evaluateModule, evaluateModuleText } from '../helpers/evaluate-module.js';
import { cleanupTempDirs, makeTempDir } from './temp-dirs.js';

afterAll(cleanupTempDirs);

const noImports = (specifier: string): never => {
  throw new Error(`imported ${specifier}`);
};

/** A module whose default export is `value`, and what running it exports. */
function roundTrip(value: unknown): { text: string; exported: unknown } {
  const text = printModule([constant('data', literal(value), { exported: false }), exportDefault('data')]);
  return { text, exported: evaluateModuleText(text, noImports).default };
}

/** The type errors of `files` (name → text), written to a folder and checked together under strict options, as "file: message". */
function typeErrors(files: Record<string, string>): string[] {
  const dir = makeTempDir('module-emitter-types');
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts'],
    types: [],
  };
  const program = ts.createProgram(Object.keys(files).map((name) => join(dir, name)), options);
  return ts
    .getPreEmitDiagnostics(program)
    .map((diagnostic) => `${diagnostic.file ? basename(diagnostic.file.fileName) : ''}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`);
}

/** A catalog module like shared/generated/catalog.ts, with the given languages and site languages. */
function catalogModule(languages: string[], siteLanguages: string[]): string {
  return printModule(
    [
      documented('Every language.', constant('languages', asConst(literal(languages)))),
      typeAlias('Language', elementOf(typeOf('languages'))),
      constant('siteLanguages', satisfies(asConst(literal(siteLanguages)), readonlyArrayOf(typeReference('Language')))),
      typeAlias('SiteLanguage', elementOf(typeOf('siteLanguages'))),
      constant('catalog', asConst(literal({ themed: [{ slug: 'food', total: 35 }, { slug: 'pet', total: 20 }] }))),
      typeAlias('ThemedSlug', propertyOf(elementOf(typeOf('catalog.themed')), 'slug')),
      typeAlias('QuizSlug', stringUnion(['purity', 'food', 'pet'])),
    ],
    'Generated for a test — do not edit.',
  );
}

describe('literal', () => {
  it('prints data that runs back to the same value, whatever its strings and keys', () => {
    const value = {
      plain: 'Purity Test',
      quoted: 'He said "yes" and \'no\'',
      escapes: 'back\\slash, new\nline, tab\t, line separator \u2028, nul \u0000',
      unicode: 'Español, pureté, 日本語, 😀',
      numbers: [0, 1, -2, 2.5, -0.125, 1e21, 123456789],
      flags: [true, false, null],
      empty: { object: {}, array: [] },
      nested: [{ id: 'food-001', text: '¿Alguna vez has comido sushi?' }, { deep: { deeper: [[1, [2]], { x: null }] } }],
      'en-XA': 'key with a dash',
      'two words': 1,
      '': 'empty key',
      '0': 'numeric key',
      $dollar_1: 'identifier key',
      'quo"te': 'key with a quote',
    };
    expect(roundTrip(value).exported).toEqual(value);
  });

  it('leaves out undefined properties, as JSON does', () => {
    const value = { kept: 1, dropped: undefined, inner: { alsoDropped: undefined, zero: 0 } };
    expect(roundTrip(value).exported).toEqual(JSON.parse(JSON.stringify(value)));
    expect(roundTrip(value).text).not.toContain('dropped');
  });

  it('writes non-ASCII text as it is, and quotes only the keys that are not identifiers', () => {
    const { text } = roundTrip({ name: 'Español', emoji: '😀', 'en-XA': 'x' });
    expect(text).toContain('name: "Español"');
    expect(text).toContain('emoji: "😀"');
    expect(text).toContain('"en-XA": "x"');
  });

  it('puts pairs and short lists of scalars on one line, anything larger one entry a line', () => {
    const { text } = roundTrip({ tiers: [{ min: 3, label: 'Low' }], languages: ['en', 'es'], page: { title: 'T', description: 'D', extra: 'E' } });
    expect(text).toContain('{ min: 3, label: "Low" }');
    expect(text).toContain('languages: ["en", "es"]');
    expect(text).toMatch(/page: \{\n\s+title: "T",\n\s+description: "D",\n\s+extra: "E"\n\s+\}/);
  });

  it('refuses what JSON cannot hold', () => {
    expect(() => literal(Number.NaN)).toThrow('NaN has no literal in JSON');
    expect(() => literal(Infinity)).toThrow('Infinity has no literal in JSON');
    expect(() => literal([undefined])).toThrow('[object Undefined] has no literal in JSON');
    expect(() => literal({ when: new Date(0) })).toThrow('[object Date] has no literal in JSON');
    expect(() => literal({ run: () => 1 })).toThrow('[object Function] has no literal in JSON');
  });
});

describe('printModule', () => {
  it('writes the banner on the first line, type-only imports, doc comments, `as const` and `satisfies` as built', () => {
    const text = printModule(
      [importTypes(['Language', 'SiteLanguage'], './catalog'), importDefault('english', './strings/en', { typeOnly: true }), importDefault('messages', '../locales/en')],
      'Generated for a test — do not edit.',
    );
    expect(text.split('\n')).toEqual([
      '// Generated for a test — do not edit.',
      "import type { Language, SiteLanguage } from './catalog';",
      "import type english from './strings/en';",
      "import messages from '../locales/en';",
      '',
    ]);
    const catalog = catalogModule(['en', 'es', 'en-XA'], ['en', 'es']).split('\n');
    expect(catalog[0]).toBe('// Generated for a test — do not edit.');
    expect(catalog).toContain('/** Every language. */');
    expect(catalog).toContain('export const languages = ["en", "es", "en-XA"] as const;');
    expect(catalog).toContain('export type Language = (typeof languages)[number];');
    expect(catalog).toContain('export const siteLanguages = ["en", "es"] as const satisfies readonly Language[];');
    expect(catalog).toContain("export type ThemedSlug = (typeof catalog.themed)[number]['slug'];");
    expect(catalog).toContain('export type QuizSlug = "purity" | "food" | "pet";');
  });

  it('drops type-only imports when the module runs, and keeps the others', () => {
    const text = printModule([importTypes(['Quiz'], './types'), importDefault('messages', './messages'), constant('both', objectLiteral([['messages', resolved('messages')]]))]);
    const imported: string[] = [];
    const exports = evaluateModuleText(text, (specifier) => {
      imported.push(specifier);
      return { __esModule: true, default: { hello: 'world' } };
    });
    expect(imported).toEqual(['./messages']);
    return expect((exports.both as { messages: () => Promise<unknown> }).messages()).resolves.toEqual({ hello: 'world' });
  });

  it('type-checks what it prints: `as const` keeps the literals, `satisfies` rejects a site language that is not a language', () => {
    const consumer = [
      "import { catalog, languages, siteLanguages, type QuizSlug, type SiteLanguage, type ThemedSlug } from './catalog';",
      "const exact: readonly ['en', 'es', 'en-XA'] = languages;",
      "const site: SiteLanguage[] = ['en', 'es'];",
      "const themed: ThemedSlug[] = ['food', 'pet'];",
      "const slug: QuizSlug = 'purity';",
      "const total: 35 = catalog.themed[0].total;",
      'export { exact, site, siteLanguages, themed, slug, total };',
    ].join('\n');
    expect(typeErrors({ 'catalog.ts': catalogModule(['en', 'es', 'en-XA'], ['en', 'es']), 'consumer.ts': consumer })).toEqual([]);
    expect(typeErrors({ 'catalog.ts': catalogModule(['en', 'es'], ['en', 'fr']) })).toEqual([`catalog.ts: Type '"fr"' is not assignable to type '"en" | "es"'.`]);
  });

  it('type-checks a data module against its annotation', () => {
    const types = 'export interface Tier { min: number; label: string }';
    const module = (value: unknown) =>
      printModule([importTypes(['Tier'], './types'), constant('data', literal(value), { type: readonlyArrayOf(typeReference('Tier')), exported: false }), exportDefault('data')]);
    expect(typeErrors({ 'types.ts': types, 'tiers.ts': module([{ min: 3, label: 'Low' }]) })).toEqual([]);
    const errors = typeErrors({ 'types.ts': types, 'tiers.ts': module([{ min: '3', label: 'Low' }]) });
    expect(errors).toEqual(["tiers.ts: Type 'string' is not assignable to type 'number'."]);
  });

  it('loads a lazy import as its own module, picking the named export', async () => {
    const dir = makeTempDir('module-emitter');
    writeFileSync(join(dir, 'strings-en.ts'), printModule([constant('strings', asConst(literal({ yes: 'Yes' })), { exported: false }), exportDefault('strings')]));
    writeFileSync(join(dir, 'table.ts'), printModule([constant('table', asConst(literal({ en: 1 }))), exportDefault('table')]));
    writeFileSync(
      join(dir, 'loaders.ts'),
      printModule([constant('loaders', objectLiteral([['en', lazyImport('./strings-en')], ['named', lazyImport('./table', 'table')]]))]),
    );
    const { loaders } = evaluateModule(join(dir, 'loaders.ts')) as { loaders: Record<string, () => Promise<unknown>> };
    await expect(loaders.en()).resolves.toEqual({ yes: 'Yes' });
    await expect(loaders.named()).resolves.toEqual({ en: 1 });
  });
});
