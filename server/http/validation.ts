// Request-body validators, compiled once at startup from the JSON schemas in schemas/.
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import eventSchema from '../../schemas/api-event.schema.json' with { type: 'json' };
import questionFiguresQuerySchema from '../../schemas/api-question-figures-query.schema.json' with { type: 'json' };
import testResultSchema from '../../schemas/api-test-result.schema.json' with { type: 'json' };
import type { AnalyticsEventBody, QuestionFiguresQuery, TestResultSubmission } from '../../shared/generated/types.js';
import { ApiError, type ErrorDetail } from './errors.js';

// Imported rather than read from disk, so the bundled server (dist/app) carries its schemas.
const ajv = new Ajv({ allErrors: true, strict: true });
const validateTestResult = ajv.compile<TestResultSubmission>(testResultSchema);
const validateEvent = ajv.compile<AnalyticsEventBody>(eventSchema);
const validateQuestionFiguresQuery = ajv.compile<QuestionFiguresQuery>(questionFiguresQuerySchema);

/** Most errors a reply lists; a 100-item array of wrong answers would otherwise list 100. */
const MAX_DETAILS = 10;

/** `whole` names what is validated when an error is about all of it ("The body", "The query"). */
function describeError(error: ErrorObject, whole = 'The body'): ErrorDetail {
  const path = error.instancePath;
  const field = path ? `"${path.slice(1).replace(/\//g, '.')}"` : whole;
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
  const details = (validate.errors ?? []).slice(0, MAX_DETAILS).map((error) => describeError(error));
  throw new ApiError(400, 'invalid_request', details.map((detail) => detail.message).join(' '), details);
}

export function parseTestResultBody(body: unknown): TestResultSubmission {
  return check(validateTestResult, body, 'a test result');
}

export function parseEventBody(body: unknown): AnalyticsEventBody {
  return check(validateEvent, body, 'an event');
}

/**
 * The query string (from its "?", or empty) of GET /api/question-figures as an object of its
 * parameters, checked against its schema; a parameter given twice is refused.
 */
export function parseQuestionFiguresQuery(search: string): QuestionFiguresQuery {
  const params = new URLSearchParams(search);
  const query: Record<string, string> = {};
  for (const [name, value] of params) {
    if (name in query) throw new ApiError(400, 'invalid_request', `"${name}" is given more than once; name one quiz, e.g. ?quiz=food.`);
    query[name] = value;
  }
  if (validateQuestionFiguresQuery(query)) return query;
  const details = (validateQuestionFiguresQuery.errors ?? []).slice(0, MAX_DETAILS).map((error) => describeError(error, 'The query'));
  throw new ApiError(400, 'invalid_request', `${details.map((detail) => detail.message).join(' ')} Name one quiz by its slug, e.g. ?quiz=food.`, details);
}
