// Request-body validators, compiled once at startup from the JSON schemas in schemas/.
import { readFileSync } from 'node:fs';
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import type { Answer } from '../src/lib/scoring.js';
import { ApiError, type ErrorDetail } from './errors.js';
import type { AnalyticsEvent } from './store/types.js';

export interface TestResultBody {
  quiz?: string;
  score: number;
  answers: Answer[];
  language: string;
}

export interface EventBody {
  event: AnalyticsEvent;
  quiz?: string;
  score?: number;
  method?: string;
  contentType?: string;
}

const schemaDir = new URL('../schemas/', import.meta.url);
const ajv = new Ajv({ allErrors: true, strict: true });

function compile<T>(file: string): ValidateFunction<T> {
  return ajv.compile<T>(JSON.parse(readFileSync(new URL(file, schemaDir), 'utf8')));
}

const validateTestResult = compile<TestResultBody>('api-test-result.schema.json');
const validateEvent = compile<EventBody>('api-event.schema.json');

/** Most errors a reply lists; a 100-item array of wrong answers would otherwise list 100. */
const MAX_DETAILS = 10;

function describeError(error: ErrorObject): ErrorDetail {
  const path = error.instancePath;
  const field = path ? `"${path.slice(1).replace(/\//g, '.')}"` : 'The body';
  switch (error.keyword) {
    case 'additionalProperties':
      return {
        path,
        message: `${field} has an unknown property "${(error.params as { additionalProperty: string }).additionalProperty}".`,
      };
    case 'required':
      return {
        path,
        message: `${field} is missing the required property "${(error.params as { missingProperty: string }).missingProperty}".`,
      };
    case 'enum':
      return {
        path,
        message: `${field} must be one of ${(error.params as { allowedValues: unknown[] }).allowedValues
          .map((value) => JSON.stringify(value))
          .join(', ')}.`,
      };
    default:
      return { path, message: `${field} ${error.message ?? 'is invalid'}.` };
  }
}

function check<T>(validate: ValidateFunction<T>, body: unknown, what: string): T {
  if (body === undefined) {
    throw new ApiError(400, 'empty_body', `The request has no body; send ${what} as JSON.`);
  }
  if (validate(body)) return body;
  const details = (validate.errors ?? []).slice(0, MAX_DETAILS).map(describeError);
  throw new ApiError(400, 'invalid_request', details.map((detail) => detail.message).join(' '), details);
}

export function parseTestResultBody(body: unknown): TestResultBody {
  return check(validateTestResult, body, 'a test result');
}

export function parseEventBody(body: unknown): EventBody {
  return check(validateEvent, body, 'an event');
}
