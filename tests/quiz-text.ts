// A quiz file, or its translation, read as the site shows it: its texts say `{count}` where the
// site shows the quiz's number of questions, which the oracle takes from the specification.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { SPEC_QUESTION_COUNTS } from './spec-oracle';

export function readQuizText<T>(path: string, slug: string): T {
  const count = SPEC_QUESTION_COUNTS[slug];
  if (count === undefined)
    throw new Error(`the specification gives no question count for "${slug}"`);
  return parse(readFileSync(path, 'utf8').replaceAll('{count}', String(count))) as T;
}
