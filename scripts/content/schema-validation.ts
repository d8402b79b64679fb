import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv, { type ErrorObject } from 'ajv';
import { type ContentError, formatPath, listFiles, type PathSegment, type YamlSource } from './yaml-source.js';

export const schemaDir = new URL('../../schemas/', import.meta.url).pathname;

let ajv: Ajv | undefined;

/** Whether schemas/<name>.schema.json exists. */
export const schemaExists = (name: string) => existsSync(join(schemaDir, `${name}.schema.json`));

/**
 * The data of a YAML text (after `prepare`) when it parses and is valid against
 * schemas/<name>.schema.json; else undefined, with every problem added to `errors`.
 */
export function validated<T>(source: YamlSource, name: string, errors: ContentError[], prepare: (data: unknown) => unknown = (data) => data): T | undefined {
  const syntax = source.syntaxErrors();
  const data = syntax.length ? undefined : prepare(source.data);
  const problems = syntax.length ? syntax : validateAgainstSchema(name, data, source);
  errors.push(...problems);
  return problems.length ? undefined : (data as T);
}

/** Validates parsed data against a schema; every error is reported at its field's line and column. */
function validateAgainstSchema(name: string, data: unknown, source: YamlSource): ContentError[] {
  if (!ajv) {
    ajv = new Ajv({ allErrors: true, verbose: true, strict: true });
    for (const file of listFiles(schemaDir, '.schema.json')) if (!file.startsWith('api-')) ajv.addSchema(JSON.parse(readFileSync(join(schemaDir, file), 'utf8')));
  }
  const validate = ajv.getSchema(`${name}.schema.json`);
  if (!validate) throw new Error(`schemas/${name}.schema.json is missing`);
  if (validate(data)) return [];
  return (validate.errors ?? []).map((error) => toContentError(error, data, source));
}

const TYPE_NAMES: Record<string, string> = {
  string: 'text (put it in quotes if it looks like a number or true/false)',
  integer: 'a whole number',
  number: 'a number',
  object: 'a mapping of fields',
  array: 'a list',
  boolean: 'true or false',
};

function describeValue(value: unknown): string {
  if (value === null || value === undefined) return 'nothing';
  return Array.isArray(value) ? 'a list' : typeof value === 'object' ? 'a mapping' : JSON.stringify(value);
}

function toContentError(error: ErrorObject, data: unknown, source: YamlSource): ContentError {
  const path = instancePathSegments(error.instancePath, data);
  const params = error.params as Record<string, unknown>;
  const parent = error.parentSchema as { title?: string; description?: string; properties?: object; patternProperties?: object };
  const [got, limit, length] = [describeValue(error.data), String(params.limit), (error.data as { length?: number } | undefined)?.length];
  switch (error.keyword) {
    case 'required':
      // Reported at the mapping that lacks the field, since the field itself has no line.
      return { ...source.errorAt(path, 'is required but missing'), path: formatPath([...path, String(params.missingProperty)]) };
    case 'additionalProperties': {
      const allowed = Object.keys(parent.properties ?? {});
      const at = [...path, String(params.additionalProperty)];
      // A mapping keyed by ids (translated questions, tiers): say what its keys are.
      if (!allowed.length && parent.patternProperties) return source.errorAt(at, `is not a valid key (${parent.title}: ${parent.description})`);
      return source.errorAt(at, `is not an allowed field (allowed: ${allowed.join(', ')})`);
    }
  }
  const messages: Record<string, () => string> = {
    type: () => `must be ${TYPE_NAMES[String(params.type)] ?? String(params.type)} (got ${got})`,
    enum: () => `must be one of ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')} (got ${got})`,
    pattern: () => `has the wrong form (got ${got}); expected: ${parent?.description ?? String(params.pattern)}`,
    minLength: () => `must be at least ${limit} characters long (has ${length})`,
    maxLength: () => `must be at most ${limit} characters long (has ${length})`,
    minItems: () => `must have at least ${limit} entries (has ${length})`,
    maxItems: () => `must have at most ${limit} entries (has ${length})`,
    minimum: () => `must be ${limit} or more (got ${got})`,
    maximum: () => `must be ${limit} or less (got ${got})`,
  };
  return source.errorAt(path, messages[error.keyword]?.() ?? error.message ?? 'is not valid');
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
