import type { ContentError } from './content-error.js';
import type { PlacedText } from './content-texts.js';
import { maskNonWords } from './spelling.js';

/** How a language writes quotations and percentages; a language not listed here is not checked. */
export interface Typography {
  /** The quotation marks; a straight double quote (") is an error. */
  quotes?: { open: string; close: string };
  /** The space a percent sign needs before it, e.g. U+00A0 (no-break space) in Spanish: "100 %". */
  spaceBeforePercent?: string;
}

export const TYPOGRAPHY: Record<string, Typography> = {
  // As Intl.NumberFormat('es') prints a percentage; «» as the Real Academia Española recommends.
  es: { quotes: { open: '«', close: '»' }, spaceBeforePercent: '\u00A0' },
};

const SPACE_NAMES: Record<string, string> = { '\u00A0': 'a no-break space (U+00A0)', '\u202F': 'a narrow no-break space (U+202F)' };

/** The typography errors of one language's texts (translations and interface strings). */
export function checkTypography(language: string, texts: readonly PlacedText[]): ContentError[] {
  const rules = TYPOGRAPHY[language];
  if (!rules) return [];
  const errors: ContentError[] = [];
  for (const text of texts) {
    // Inside a double-quoted YAML value the delimiters are not text, and a quote in the text is written \".
    const body = maskNonWords(text.doubleQuoted ? ` ${text.source.slice(1, -1)} ` : text.source);
    if (rules.quotes) {
      const { open, close } = rules.quotes;
      for (const match of body.matchAll(text.doubleQuoted ? /\\"/g : /"/g)) {
        errors.push(text.errorAt(match.index, `straight quotes (") are not used in this language; write ${open}…${close}`));
      }
    }
    const space = rules.spaceBeforePercent;
    if (space) {
      for (const match of body.matchAll(/%/g)) {
        const before = body.slice(0, match.index);
        if (before.endsWith(space) || (text.doubleQuoted && /\\(?:_|u00[Aa]0)$/.test(before) && space === '\u00A0')) continue;
        errors.push(text.errorAt(match.index, `"%" needs ${SPACE_NAMES[space] ?? JSON.stringify(space)} before it, as in "100${space}%"`));
      }
    }
  }
  return errors;
}
