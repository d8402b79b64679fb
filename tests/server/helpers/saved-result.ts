// API reply bodies (the 201 of POST /api/test-results, the GET /api/score-distribution body),
// checked with ajv against their schemas.
import Ajv from 'ajv';
import { expect } from 'vitest';
import distributionSchema from '../../../schemas/api-score-distribution.schema.json' with { type: 'json' };
import schema from '../../../schemas/api-test-result-response.schema.json' with { type: 'json' };

const ajv = new Ajv({ allErrors: true, strict: true }).addSchema(distributionSchema);
const validate = ajv.compile(schema);
const validateDistribution = ajv.getSchema('api-score-distribution.schema.json')!;

export function expectSavedResult(body: unknown): void {
  const valid = validate(body);
  expect(valid, `${JSON.stringify(body)}: ${JSON.stringify(validate.errors)}`).toBe(true);
}

/** The 200 body of GET /api/score-distribution, checked against its schema. */
export function expectScoreDistribution(body: unknown): void {
  const valid = validateDistribution(body);
  expect(valid, `${JSON.stringify(body)}: ${JSON.stringify(validateDistribution.errors)}`).toBe(
    true,
  );
}
