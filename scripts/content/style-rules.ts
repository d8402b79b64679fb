import type { ContentError } from './content-error.js';
import type { PlacedText } from './content-texts.js';
import { maskNonWords } from './spelling.js';

/**
 * House style of the English text, beyond spelling: American usage, one way of writing each
 * compound, real dashes, one experience per question.
 */

/** British usage the spell checker cannot see (every word is spelled right), with the American wording. */
const BRITISH_USAGE: { pattern: RegExp; american: string }[] = [
  { pattern: /\bin one go\b/gi, american: '"in one sitting" or "all at once"' },
  { pattern: /\bkeen(?= (?:on\b|\p{L}+(?:er|or|ist)s?\b))/giu, american: '"avid" or "eager" ("an avid traveler")' },
  { pattern: /\bjoin(?:s|ed|ing)? in\b/gi, american: '"took part in" or "joined"' },
];

/**
 * Compounds whose form the house chooses when the site writes them both ways. For any other
 * compound written both ways, the less used form is flagged (the hyphenated one on a tie).
 */
const HOUSE_FORMS = new Set(['lighthearted']);

/** A field where " - " separates a title from what follows (a page's <title>), not two parts of a sentence. */
function isTitleField(text: PlacedText): boolean {
  return text.path.length === 2 && text.path[0] === 'page' && text.path[1] === 'title';
}

/** A question asks about one experience: "... and then ...", "... and ... the same day" ask about two. */
const TWO_CONDITIONS = [/\band then\b/gi, /\band\b[^?]*\b(the same (?:day|night|week|time))\b/gi];

export function checkStyle(texts: readonly PlacedText[]): ContentError[] {
  const errors: ContentError[] = [];
  for (const text of texts) {
    const prose = maskNonWords(text.source);
    for (const { pattern, american } of BRITISH_USAGE) {
      for (const match of prose.matchAll(pattern)) {
        errors.push(text.errorAt(match.index, `"${match[0]}" is British usage; American English says ${american}`));
      }
    }
    if (!isTitleField(text)) {
      for (const match of prose.matchAll(/(?<=[\p{L}\p{N},.!?)"'’])( - )(?=[\p{L}\p{N}"'‘(])/gu)) {
        errors.push(text.errorAt(match.index, 'a hyphen is used as a dash: write an en dash (" – ") or rephrase'));
      }
    }
    if (isQuestion(text)) {
      for (const pattern of TWO_CONDITIONS) {
        for (const match of prose.matchAll(pattern)) {
          errors.push(text.errorAt(match.index, `asks about two things at once ("${match[0]}"); ask about one experience per question`));
        }
      }
    }
  }
  return [...errors, ...mixedCompounds(texts)];
}

function isQuestion(text: PlacedText): boolean {
  return text.path[0] === 'questions' && text.path[2] === 'text';
}

/** Each compound written both hyphenated ("light-hearted") and closed ("lighthearted"): the other form is an error. */
function mixedCompounds(texts: readonly PlacedText[]): ContentError[] {
  const uses = new Map<string, { text: PlacedText; offset: number; written: string }[]>();
  const add = (form: string, use: { text: PlacedText; offset: number; written: string }) => uses.set(form, [...(uses.get(form) ?? []), use]);
  const hyphenated = new Set<string>();
  for (const text of texts) {
    for (const match of maskNonWords(text.source).matchAll(/\b\p{L}+(?:-\p{L}+)+\b/gu)) {
      const form = match[0].toLowerCase();
      hyphenated.add(form);
      add(form, { text, offset: match.index, written: match[0] });
    }
  }
  const closedForms = new Map([...hyphenated].map((form) => [form.replace(/-/g, ''), form]));
  for (const text of texts) {
    for (const match of maskNonWords(text.source).matchAll(/\b\p{L}+\b/gu)) {
      const form = match[0].toLowerCase();
      if (closedForms.has(form)) add(form, { text, offset: match.index, written: match[0] });
    }
  }
  const errors: ContentError[] = [];
  for (const [closed, hyphen] of closedForms) {
    const closedUses = uses.get(closed) ?? [];
    const hyphenUses = uses.get(hyphen) ?? [];
    if (!closedUses.length) continue;
    const closedWins = HOUSE_FORMS.has(closed) || (!HOUSE_FORMS.has(hyphen) && closedUses.length >= hyphenUses.length);
    const [wrong, right] = closedWins ? [hyphenUses, closed] : [closedUses, hyphen];
    for (const use of wrong) {
      errors.push(use.text.errorAt(use.offset, `"${use.written}" is also written "${right}" on the site; write "${right}" everywhere`));
    }
  }
  return errors;
}
