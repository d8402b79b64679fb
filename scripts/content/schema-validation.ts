import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv, { type ErrorObject } from 'ajv';
import { type ContentError, listFiles, type YamlSource } from './yaml-source.js';

export const schemaDir = new URL('../../schemas/', import.meta.url).pathname;

let ajv: Ajv | undefined;

/** Errors in a value's form that leave the data shaped as its type says, so that the rules in code can still check it. */
const FORM_KEYWORDS = new Set(['pattern', 'minLength', 'maxLength', 'minimum', 'maximum']);

/**
 * The data of a YAML text (after `prepare`) checked against schemas/<name>.schema.json, every problem
 * added to `errors`. Undefined when it does not parse or is not shaped as the schema says.
 */
export function validated<T>(source: YamlSource, name: string, errors: ContentError[], prepare: (data: unknown) => unknown = (data) => data): T | undefined {
  const syntax = source.syntaxErrors();
  errors.push(...syntax);
  if (syntax.length) return undefined;
  const data = prepare(source.data);
  if (!ajv) {
    ajv = new Ajv({ allErrors: true, verbose: true, strict: true });
    for (const file of listFiles(schemaDir, '.schema.json')) if (!file.startsWith('api-')) ajv.addSchema(JSON.parse(readFileSync(join(schemaDir, file), 'utf8')));
  }
  const validate = ajv.getSchema(`${name}.schema.json`);
  if (!validate) return void errors.push({ file: source.file, line: 1, col: 1, path: '', message: `has no schema: schemas/${name}.schema.json does not exist` });
  const problems = validate(data) ? [] : (validate.errors ?? []);
  errors.push(...problems.map((error) => toContentError(error, source)));
  return problems.every((error) => FORM_KEYWORDS.has(error.keyword)) ? (data as T) : undefined;
}

const TYPE_NAMES: Record<string, string> = {
  string: 'text (put it in quotes if it looks like a number or true/false)',
  integer: 'a whole number',
  object: 'a mapping of fields',
  array: 'a list',
};

function describeValue(value: unknown): string {
  if (value === null || value === undefined) return 'nothing';
  return Array.isArray(value) ? 'a list' : typeof value === 'object' ? 'a mapping' : JSON.stringify(value);
}

function toContentError(error: ErrorObject, source: YamlSource): ContentError {
  const path = error.instancePath.split('/').slice(1).map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
  const params = error.params as Record<string, unknown>;
  const parent = error.parentSchema as { title?: string; description?: string; properties?: object; patternProperties?: object };
  const got = describeValue(error.data);
  switch (error.keyword) {
    case 'required':
      // At the mapping that lacks the field, since the field itself has no line.
      return source.errorAt([...path, String(params.missingProperty)], 'is required but missing');
    case 'additionalProperties': {
      const allowed = Object.keys(parent.properties ?? {});
      const at = [...path, String(params.additionalProperty)];
      // A mapping keyed by ids (translated questions, tiers): say what its keys are.
      if (!allowed.length && parent.patternProperties) return source.errorAt(at, `is not a valid key (${parent.title}: ${parent.description})`);
      return source.errorAt(at, `is not an allowed field (allowed: ${allowed.join(', ')})`);
    }
    case 'type':
      return source.errorAt(path, `must be ${TYPE_NAMES[String(params.type)] ?? String(params.type)} (got ${got})`);
    case 'enum':
      return source.errorAt(path, `must be one of ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')} (got ${got})`);
    case 'pattern':
      return source.errorAt(path, `has the wrong form (got ${got}); expected: ${parent.description ?? String(params.pattern)}`);
  }
  // Lengths and limits: ajv's own message ("must NOT have more than 200 characters") with what the value has.
  const length = (error.data as { length?: number } | undefined)?.length;
  return source.errorAt(path, `${error.message ?? 'is not valid'} (${length === undefined ? `got ${got}` : `has ${length}`})`);
}
