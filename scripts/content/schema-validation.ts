import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv, { type ErrorObject } from 'ajv';
import { type Schema, TRANSLATION_KEYWORD, translationSchema } from './translation-schemas.js';
import { type ContentError, fileError, listFiles, type YamlSource } from './yaml-source.js';

export const schemaDir = new URL('../../schemas/', import.meta.url).pathname;

/** Errors in a value's form leave the data shaped as its type says, so the rules in code can still check it. */
const FORM_KEYWORDS = new Set(['pattern', 'minLength', 'maxLength', 'minimum', 'maximum']);

let ajv: Ajv | undefined;

/** Every content schema of schemas/ (not the API's), and the translation schema of each. */
function contentSchemas(): Schema[] {
  const english = listFiles(schemaDir, '.schema.json')
    .filter((file) => !file.startsWith('api-'))
    .map((file) => JSON.parse(readFileSync(join(schemaDir, file), 'utf8')) as Schema);
  return [...english, ...english.map(translationSchema)];
}

/** A file's data, valid against its schema, with its source to place the errors of the rules in code. */
export type Validated<T> = { data: T; source: YamlSource };

/**
 * The data of a YAML text (after `prepare`) checked against schemas/<name>.schema.json, every problem
 * added to `errors`. Undefined when it does not parse or is not shaped as the schema says.
 */
export function validated<T>(
  source: YamlSource,
  name: string,
  errors: ContentError[],
  prepare: (data: unknown) => unknown = (data) => data,
): T | undefined {
  const syntax = source.syntaxErrors();
  errors.push(...syntax);
  if (syntax.length) return undefined;
  ajv ??= new Ajv({ allErrors: true, verbose: true, strict: true })
    .addVocabulary([TRANSLATION_KEYWORD])
    .addSchema(contentSchemas());
  const validate = ajv.getSchema(`${name}.schema.json`);
  if (!validate)
    return void errors.push(
      fileError(source.file, `has no schema: schemas/${name}.schema.json does not exist`),
    );
  const data = prepare(source.data);
  const problems = validate(data) ? [] : (validate.errors ?? []);
  for (const error of problems) {
    const path = error.instancePath
      .split('/')
      .slice(1)
      .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
    // `required` and `additionalProperties` name a field of the mapping at the path.
    const field =
      (error.params as { missingProperty?: string; additionalProperty?: string }).missingProperty ??
      error.params.additionalProperty;
    errors.push(source.errorAt(field === undefined ? path : [...path, field], messageFor(error)));
  }
  return problems.every((error) => FORM_KEYWORDS.has(error.keyword)) ? (data as T) : undefined;
}

const TYPE_NAMES: Record<string, string> = {
  string: 'text (put it in quotes if it looks like a number or true/false)',
  integer: 'a whole number',
  object: 'a mapping of fields',
  array: 'a list',
};

function messageFor({ keyword, params, parentSchema, data, message }: ErrorObject): string {
  const parent = parentSchema as {
    title?: string;
    description?: string;
    properties?: object;
    patternProperties?: object;
  };
  const got =
    data === null || data === undefined
      ? 'nothing'
      : Array.isArray(data)
        ? 'a list'
        : typeof data === 'object'
          ? 'a mapping'
          : JSON.stringify(data);
  switch (keyword) {
    case 'required':
      return 'is required but missing';
    case 'additionalProperties':
      // A mapping keyed by ids (translated questions, tiers): say what its keys are.
      if (!parent.properties && parent.patternProperties)
        return `is not a valid key (${parent.title}: ${parent.description})`;
      return `is not an allowed field (allowed: ${Object.keys(parent.properties ?? {}).join(', ')})`;
    case 'type':
      return `must be ${TYPE_NAMES[params.type] ?? params.type} (got ${got})`;
    case 'enum':
      return `must be one of ${(params.allowedValues as unknown[]).map((value) => JSON.stringify(value)).join(', ')} (got ${got})`;
    case 'uniqueItems':
      return `lists the same entry twice (entries ${params.i} and ${params.j}); each must differ`;
    case 'pattern':
      return `has the wrong form (got ${got}); expected: ${parent.description ?? params.pattern}`;
  }
  // Lengths and limits: ajv's own message ("must NOT have more than 200 characters") with what the value has.
  const length = (data as { length?: number } | undefined)?.length;
  return `${message} (${length === undefined ? `got ${got}` : `has ${length}`})`;
}
