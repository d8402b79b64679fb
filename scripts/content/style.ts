import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type ContentError, listFiles, type PathSegment, splitFrontMatter, YamlSource } from './yaml-source.js';

/**
 * One text an editor wrote, as it stands in its file (YAML quotes, block indicators and line
 * breaks included), with a way to turn an offset in it into an error at that line and column.
 */
export interface PlacedText {
  file: string;
  /** The field's path ([] for a guide section's Markdown). */
  path: PathSegment[];
  /** The text as written in the file. */
  source: string;
  /** True when `source` is a double-quoted YAML scalar (its quotes are delimiters, `\"` a quote). */
  doubleQuoted: boolean;
  errorAt(offset: number, message: string): ContentError;
}

/** Fields that hold names, not prose: ids, slugs, addresses, network names. */
const NOT_PROSE = new Set(['slug', 'id', 'names', 'anchor', 'siteUrl', 'contactEmail', 'social']);

/** Every English text of the site: quizzes, pages, site settings, the interface strings, the overlap exceptions and the guide (front matter and Markdown). */
export function englishTexts(contentDir: string, displayPath: (absPath: string) => string): PlacedText[] {
  return placedTexts(contentDir, ['quizzes', 'pages', 'site.yaml', 'locales/en.yaml', 'overlap-exceptions.yaml', 'guide'], displayPath);
}

/** Every text of one translated language: content/locales/<lang>.yaml and content/translations/<lang>/. */
export function translatedTexts(contentDir: string, language: string, displayPath: (absPath: string) => string): PlacedText[] {
  return placedTexts(contentDir, [`locales/${language}.yaml`, ...['quizzes', 'pages', 'guide'].map((dir) => `translations/${language}/${dir}`)], displayPath);
}

/** The texts of each file or folder of `places` (a guide folder holds Markdown, the others YAML). */
function placedTexts(contentDir: string, places: string[], displayPath: (absPath: string) => string): PlacedText[] {
  const texts: PlacedText[] = [];
  const addYaml = (source: YamlSource, skip: ReadonlySet<string>) => {
    if (source.syntaxErrors().length) return; // reported by loadContent
    for (const value of source.textValues(skip)) {
      const errorAt = (offset: number, message: string) => source.errorAt(value.path, message, value.start + offset);
      texts.push({ file: source.file, path: value.path, source: value.source, doubleQuoted: value.source.startsWith('"'), errorAt });
    }
  };
  for (const place of places) {
    const abs = join(contentDir, place);
    const markdown = place.endsWith('guide');
    for (const file of place.endsWith('.yaml') ? [abs].filter(existsSync) : listFiles(abs, markdown ? '.md' : '.yaml').map((name) => join(abs, name))) {
      const text = readFileSync(file, 'utf8');
      // An overlap exception's questions are ids.
      if (!markdown) addYaml(new YamlSource(displayPath(file), text), file.endsWith('overlap-exceptions.yaml') ? new Set([...NOT_PROSE, 'questions']) : NOT_PROSE);
      const parsed = markdown ? splitFrontMatter(text) : undefined;
      if (!parsed) continue; // reported by loadContent
      addYaml(new YamlSource(displayPath(file), parsed.frontMatter), NOT_PROSE);
      const errorAt = (offset: number, message: string): ContentError => {
        const before = parsed.markdown.slice(0, offset);
        const line = parsed.bodyLine + (before.match(/\n/g)?.length ?? 0);
        return { file: displayPath(file), line, col: offset - (before.lastIndexOf('\n') + 1) + 1, path: '', message };
      };
      texts.push({ file: displayPath(file), path: [], source: parsed.markdown, doubleQuoted: false, errorAt });
    }
  }
  return texts;
}

/** British usage the spell checker cannot see (every word is spelled right), with the American wording. */
const BRITISH_USAGE: [RegExp, string][] = [
  [/\bin one go\b/gi, '"in one sitting" or "all at once"'],
  [/\bkeen(?= (?:on\b|\p{L}+(?:er|or|ist)s?\b))/giu, '"avid" or "eager" ("an avid traveler")'],
  [/\bjoin(?:s|ed|ing)? in\b/gi, '"took part in" or "joined"'],
];

/**
 * Compounds whose form the house chooses when the site writes them both ways. For any other
 * compound written both ways, the less used form is flagged (the hyphenated one on a tie).
 */
const HOUSE_FORMS = new Set(['lighthearted']);

const isQuestion = (text: PlacedText) => text.path[0] === 'questions' && text.path[2] === 'text';

/** Each rule: the texts it applies to, what it matches and what it says, in this order for each text. */
const STYLE_RULES: { applies?: (text: PlacedText) => boolean; pattern: RegExp; message: (match: string) => string }[] = [
  ...BRITISH_USAGE.map(([pattern, american]) => ({ pattern, message: (match: string) => `"${match}" is British usage; American English says ${american}` })),
  // In a page's <title>, " - " separates the title from what follows.
  {
    applies: (text: PlacedText) => !(text.path.length === 2 && text.path[0] === 'page' && text.path[1] === 'title'),
    pattern: /(?<=[\p{L}\p{N},.!?)"'’])( - )(?=[\p{L}\p{N}"'‘(])/gu,
    message: () => 'a hyphen is used as a dash: write an en dash (" – ") or rephrase',
  },
  // A question asks about one experience: "... and then ...", "... and ... the same day" ask about two.
  ...[/\band then\b/gi, /\band\b[^?]*\b(the same (?:day|night|week|time))\b/gi].map((pattern) => ({
    applies: isQuestion,
    pattern,
    message: (match: string) => `asks about two things at once ("${match}"); ask about one experience per question`,
  })),
];

/** House style of the English text, beyond spelling: American usage, one way of writing each compound, real dashes, one experience per question. */
export function checkStyle(texts: readonly PlacedText[]): ContentError[] {
  const errors = texts.flatMap((text) => {
    const prose = maskNonWords(text.source);
    return STYLE_RULES.filter((rule) => rule.applies?.(text) ?? true).flatMap(({ pattern, message }) => [...prose.matchAll(pattern)].map((match) => text.errorAt(match.index, message(match[0]))));
  });
  return [...errors, ...mixedCompounds(texts)];
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

/**
 * Blanks out (with spaces, so offsets stay) what is not prose: {{placeholders}}, web and email
 * addresses, Markdown link targets, HTML tags and inline code.
 */
export function maskNonWords(text: string): string {
  const blank = (match: string) => ' '.repeat(match.length);
  return text
    .replace(/\{\{[^}]*\}\}/g, blank)
    .replace(/`[^`\n]*`/g, blank)
    .replace(/\]\([^)\s]*\)/g, blank)
    .replace(/<[^>\n]*>/g, blank)
    .replace(/\bhttps?:\/\/\S+/g, blank)
    .replace(/[^\s@()]+@[^\s@()]+\.[^\s@()]+/g, blank);
}
