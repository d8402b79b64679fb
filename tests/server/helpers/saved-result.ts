// The 201 body of POST /api/test-results, checked with ajv against its schema.
import Ajv from 'ajv';
import { expect } from 'vitest';
import schema from '../../../schemas/api-test-result-response.schema.json' with { type: 'json' };

const validate = new Ajv({ allErrors: true, strict: true }).compile(schema);

export function expectSavedResult(body: unknown): void {
  const valid = validate(body);
  expect(valid, `${JSON.stringify(body)}: ${JSON.stringify(validate.errors)}`).toBe(true);
}
