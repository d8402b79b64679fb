import { pseudoText } from '../../shared/lib/pseudo-locale.js';

export { pseudoText, PSEUDO_LANGUAGE } from '../../shared/lib/pseudo-locale.js';

/** Fields that are identifiers or addresses, not text a reader sees. */
const NOT_TEXT = new Set(['slug', 'id', 'kind', 'scoring', 'anchor', 'html', 'names']);

/** Applies pseudoText to every text field of a content object. */
export function pseudoContent<T>(value: T, key = ''): T {
  if (typeof value === 'string') return (NOT_TEXT.has(key) ? value : pseudoText(value)) as T;
  if (Array.isArray(value)) return value.map((item) => pseudoContent(item, key)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, pseudoContent(v, k)])) as T;
  }
  return value;
}
