// Validators for request bodies and queries, compiled once at startup from a route's JSON schema
// (each route module imports its own from schemas/, so the bundled server carries it).
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import { ApiError, type ErrorDetail } from './errors.js';

const ajv = new Ajv({ allErrors: true, strict: true });

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

/** A body's validator: the body as its schema's type, or a 400 that says what is wrong. `what` names it: "a test result". */
export function bodyValidator<T>(schema: object, what: string): (body: unknown) => T {
  const validate: ValidateFunction<T> = ajv.compile<T>(schema);
  return (body) => {
    if (body === undefined) {
      throw new ApiError(400, 'empty_body', `The request has no body; send ${what} as JSON.`);
    }
    if (validate(body)) return body;
    const details = (validate.errors ?? []).slice(0, MAX_DETAILS).map((error) => describeError(error));
    throw new ApiError(400, 'invalid_request', details.map((detail) => detail.message).join(' '), details);
  };
}

/**
 * A query's validator: the query string (from its "?", or empty) as an object of its parameters,
 * checked against the schema; a parameter given twice is refused. `hint` ends each message.
 */
export function queryValidator<T>(schema: object, hint: string): (search: string) => T {
  const validate: ValidateFunction<T> = ajv.compile<T>(schema);
  return (search) => {
    const params = new URLSearchParams(search);
    const query: Record<string, string> = {};
    for (const [name, value] of params) {
      if (name in query) throw new ApiError(400, 'invalid_request', `"${name}" is given more than once. ${hint}`);
      query[name] = value;
    }
    if (validate(query)) return query;
    const details = (validate.errors ?? []).slice(0, MAX_DETAILS).map((error) => describeError(error, 'The query'));
    throw new ApiError(400, 'invalid_request', `${details.map((detail) => detail.message).join(' ')} ${hint}`, details);
  };
}
