import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import { type ContentError, formatPath, type PathSegment, type YamlSource } from './yaml-source.js';

export const schemaDir = new URL('../../schemas/', import.meta.url).pathname;

/** A schema in schemas/, without ".schema.json"; the content ones are named by the registry (collections.ts). */
export type SchemaName = string;

let ajv: Ajv | undefined;
const compiled = new Map<SchemaName, ValidateFunction>();

function validatorFor(name: SchemaName): ValidateFunction {
  if (!ajv) {
    ajv = new Ajv({ allErrors: true, verbose: true, strict: true });
    for (const file of readdirSync(schemaDir).filter((f) => f.endsWith('.schema.json') && !f.startsWith('api-'))) {
      ajv.addSchema(JSON.parse(readFileSync(join(schemaDir, file), 'utf8')));
    }
  }
  let validate = compiled.get(name);
  if (!validate) {
    validate = ajv.getSchema(`${name}.schema.json`);
    if (!validate) throw new Error(`schemas/${name}.schema.json is missing `);
    compiled.set(name, validate);
  }
  return validate;
}

export function schemaExists(name: SchemaName): boolean {
  return existsSync(join(schemaDir, `${name}.schema.json`));
}

/** Validates parsed data against a schema; every error is reported at its field's line and column. */
export function validateAgainstSchema(name: SchemaName, data: unknown, source: YamlSource): ContentError[] {
  const validate = validatorFor(name);
  if (validate(data)) return [];
  return (validate.errors ?? []).map((error) => toContentError(error, data, source));
}

function toContentError(error: ErrorObject, data: unknown, source: YamlSource): ContentError {
  const path = instancePathSegments(error.instancePath, data);
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required': {
      const missing = String(params.missingProperty);
      // Reported at the mapping that lacks the field, since the field itself has no line.
      return { ...source.errorAt(path, 'is required but missing'), path: formatPath([...path, missing]) };
    }
    case 'additionalProperties': {
      const extra = String(params.additionalProperty);
      const parent = error.parentSchema as { title?: string; description?: string; properties?: object; patternProperties?: object };
      const allowed = Object.keys(parent.properties ?? {});
      // A mapping keyed by ids (translated questions, tiers): say what its keys are.
      if (!allowed.length && parent.patternProperties) {
        return source.errorAt([...path, extra], `is not a valid key (${parent.title}: ${parent.description})`);
      }
      return source.errorAt([...path, extra], `is not an allowed field (allowed: ${allowed.join(', ')})`);
    }
    default:
      return source.errorAt(path, describe(error));
  }
}

function describe(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  const schema = error.parentSchema as { description?: string } | undefined;
  const got = error.data;
  switch (error.keyword) {
    case 'type':
      return `must be ${article(String(params.type))} (got ${describeValue(got)})`;
    case 'enum':
      return `must be one of ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')} (got ${describeValue(got)})`;
    case 'pattern':
      return `has the wrong form (got ${describeValue(got)}); expected: ${schema?.description ?? String(params.pattern)}`;
    case 'minLength':
      return `must be at least ${String(params.limit)} characters long (has ${String((got as string).length)})`;
    case 'maxLength':
      return `must be at most ${String(params.limit)} characters long (has ${String((got as string).length)})`;
    case 'minItems':
      return `must have at least ${String(params.limit)} entries (has ${String((got as unknown[]).length)})`;
    case 'maxItems':
      return `must have at most ${String(params.limit)} entries (has ${String((got as unknown[]).length)})`;
    case 'minimum':
      return `must be ${String(params.limit)} or more (got ${describeValue(got)})`;
    case 'maximum':
      return `must be ${String(params.limit)} or less (got ${describeValue(got)})`;
    default:
      return error.message ?? 'is not valid';
  }
}

function article(type: string): string {
  const named: Record<string, string> = {
    string: 'text (put it in quotes if it looks like a number or true/false)',
    integer: 'a whole number',
    number: 'a number',
    object: 'a mapping of fields',
    array: 'a list',
    boolean: 'true or false',
  };
  return named[type] ?? type;
}

function describeValue(value: unknown): string {
  if (value === null || value === undefined) return 'nothing';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a mapping';
  return JSON.stringify(value);
}

/** A list index becomes a number ("questions[3]"); a mapping key stays text, even "30" ("tiers.30"). */
function instancePathSegments(pointer: string, data: unknown): PathSegment[] {
  if (!pointer) return [];
  let node = data;
  return pointer
    .slice(1)
    .split('/')
    .map((raw) => raw.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((segment) => {
      const inList = Array.isArray(node);
      node = node && typeof node === 'object' ? (node as Record<string, unknown>)[segment] : undefined;
      return inList && /^\d+$/.test(segment) ? Number(segment) : segment;
    });
}
