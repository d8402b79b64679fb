// House-style rules of `npm run content:check` checked on a single text (the broken fixtures of
// content-rules.test.ts show the others through the whole check).
import { describe, expect, it } from 'vitest';
import { checkStyle } from '../../../scripts/content/style.js';
import type { PlacedText } from '../../../scripts/content/yaml-source.js';

/** The style errors of one question's text, as "column message". */
function styleErrors(source: string): string[] {
  const text: PlacedText = {
    path: ['questions', 0, 'text'],
    source,
    errorAt: (offset, message) => ({
      file: 'quiz.yaml',
      line: 1,
      col: offset + 1,
      path: 'questions[0].text',
      message,
    }),
  };
  return checkStyle([text]).map(({ col, message }) => `${col} ${message}`);
}

describe('British usage', () => {
  it('wants "gotten" after "have ... ever"', () => {
    expect(styleErrors('Have you ever got lost?')).toEqual([
      '10 "ever got" is British usage; American English says "ever gotten" ("Have you ever gotten lost?")',
    ]);
    expect(styleErrors('Have you ever gotten lost? You have got this.')).toEqual([]);
  });
});
