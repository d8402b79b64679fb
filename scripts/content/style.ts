import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type ContentError,
  listFiles,
  type PlacedText,
  splitFrontMatter,
  YamlSource,
} from './yaml-source.js';

/** Fields that hold names, not prose: ids, slugs, addresses, network names. */
const NOT_PROSE = new Set(['slug', 'id', 'names', 'anchor', 'siteUrl', 'contactEmail', 'social']);

/** Every text of one language and its locales/<lang>.yaml: English is in content/ (guide: front matter and Markdown), another in translations/<lang>/. */
export function languageTexts(
  contentDir: string,
  language: string,
  displayPath: (absPath: string) => string,
): PlacedText[] {
  const translated = ['quizzes', 'pages', 'guide'].map((dir) => `translations/${language}/${dir}`);
  const places =
    language === 'en'
      ? ['quizzes', 'pages', 'site.yaml', 'locales/en.yaml', 'guide']
      : [`locales/${language}.yaml`, ...translated];
  return places.flatMap((place) => {
    const abs = join(contentDir, place);
    const files = place.endsWith('.yaml')
      ? [abs].filter(existsSync)
      : listFiles(abs, place.endsWith('guide') ? '.md' : '.yaml').map((name) => join(abs, name));
    return files.flatMap((file) =>
      (file.endsWith('.md') ? markdownTexts : yamlTexts)(
        displayPath(file),
        readFileSync(file, 'utf8'),
      ),
    );
  });
}

function yamlTexts(file: string, text: string): PlacedText[] {
  const yaml = new YamlSource(file, text);
  return yaml.syntaxErrors().length ? [] : yaml.textValues(NOT_PROSE); // syntax errors are reported by loadContent
}

/** A guide section: the texts of its front matter, then its Markdown. */
function markdownTexts(file: string, text: string): PlacedText[] {
  const parsed = splitFrontMatter(text);
  if (!parsed) return []; // reported by loadContent
  const errorAt = (offset: number, message: string): ContentError => {
    const lines = parsed.markdown.slice(0, offset).split('\n');
    return {
      file,
      line: parsed.bodyLine + lines.length - 1,
      col: lines.at(-1)!.length + 1,
      path: '',
      message,
    };
  };
  return [...yamlTexts(file, parsed.frontMatter), { path: [], source: parsed.markdown, errorAt }];
}

/** Compounds whose form the house chooses; of any other compound written both ways, the less used form is flagged (the hyphenated one on a tie). */
const HOUSE_FORMS = new Set(['lighthearted']);

const britishUsage = (american: string) => (match: string) =>
  `"${match}" is British usage; American English says ${american}`;
const twoThings = (match: string) =>
  `asks about two things at once ("${match}"); ask about one experience per question`;
const isQuestion = (text: PlacedText) => text.path[0] === 'questions' && text.path[2] === 'text';

/** Each rule: what it matches, what it says and, unless it is every text, the texts it applies to; in this order for each text. */
const STYLE_RULES: {
  pattern: RegExp;
  message: (match: string) => string;
  applies?: (text: PlacedText) => boolean;
}[] = [
  // British usage the spell checker cannot see (every word is spelled right), with the American wording.
  { pattern: /\bin one go\b/gi, message: britishUsage('"in one sitting" or "all at once"') },
  {
    pattern: /\bkeen(?= (?:on\b|\p{L}+(?:er|or|ist)s?\b))/giu,
    message: britishUsage('"avid" or "eager" ("an avid traveler")'),
  },
  { pattern: /\bjoin(?:s|ed|ing)? in\b/gi, message: britishUsage('"took part in" or "joined"') },
  {
    pattern: /\bever\s+got\b/gi,
    message: britishUsage('"ever gotten" ("Have you ever gotten lost?")'),
  },
  // In a page's <title>, " - " separates the title from what follows.
  {
    pattern: /(?<=[\p{L}\p{N},.!?)"'’])( - )(?=[\p{L}\p{N}"'‘(])/gu,
    message: () => 'a hyphen is used as a dash: write an en dash (" – ") or rephrase',
    applies: (text) => text.path.join('.') !== 'page.title',
  },
  // A question asks about one experience: "... and then ...", "... and ... the same day" ask about two.
  { pattern: /\band then\b/gi, message: twoThings, applies: isQuestion },
  {
    pattern: /\band\b[^?]*\b(the same (?:day|night|week|time))\b/gi,
    message: twoThings,
    applies: isQuestion,
  },
];

/** House style of the English text, beyond spelling: American usage, one way of writing each compound, real dashes, one experience per question. */
export function checkStyle(texts: readonly PlacedText[]): ContentError[] {
  const errors = texts.flatMap((text) => {
    const prose = maskNonWords(text.source);
    return STYLE_RULES.filter((rule) => rule.applies?.(text) ?? true).flatMap(
      ({ pattern, message }) =>
        [...prose.matchAll(pattern)].map((match) => text.errorAt(match.index, message(match[0]))),
    );
  });
  return [...errors, ...mixedCompounds(texts)];
}

/** Each compound written both hyphenated ("light-hearted") and closed ("lighthearted"): the other form is an error. */
function mixedCompounds(texts: readonly PlacedText[]): ContentError[] {
  const words = (text: PlacedText) => [
    ...maskNonWords(text.source).matchAll(/\b\p{L}+(?:-\p{L}+)*\b/gu),
  ];
  const uses = texts.flatMap((text) =>
    words(text).map(({ 0: written, index: offset }) => ({
      text,
      offset,
      written,
      form: written.toLowerCase(),
    })),
  );
  const forms = new Set(uses.map((use) => use.form));
  const compounds = [...forms].filter(
    (form) => form.includes('-') && forms.has(form.replace(/-/g, '')),
  );
  return compounds.flatMap((hyphen) => {
    const closed = hyphen.replace(/-/g, '');
    const [hyphenUses, closedUses] = [hyphen, closed].map((form) =>
      uses.filter((use) => use.form === form),
    );
    const closedWins =
      HOUSE_FORMS.has(closed) ||
      (!HOUSE_FORMS.has(hyphen) && closedUses.length >= hyphenUses.length);
    const [wrong, right] = closedWins ? [hyphenUses, closed] : [closedUses, hyphen];
    return wrong.map((use) =>
      use.text.errorAt(
        use.offset,
        `"${use.written}" is also written "${right}" on the site; write "${right}" everywhere`,
      ),
    );
  });
}

/** A no-break space as a YAML source may write it: the character itself, or the escapes \_ and \u00A0. */
const NBSP = String.raw`(?:\u00A0|\\_|\\u00[Aa]0)`;
/** A no-break space, thin (U+202F) or full (U+00A0), as French sets before ? ! ; : and inside « ». */
const FRENCH_SPACE = String.raw`(?:[\u00A0\u202F]|\\_|\\u00[Aa]0|\\u202[Ff])`;

/**
 * What each translated language must not write, with what to write instead (a language not listed is
 * not checked). Quotation marks as each language's style sheet (content/translations/README.md)
 * says; "%" as Intl.NumberFormat(language, { style: 'percent' }) prints it: "80\u00A0%" in es, fr
 * and de, "80%" in pt-BR. In a double-quoted YAML value a quote is written \" and the no-break
 * space may be written \_ or \u00A0.
 */
const PERCENT_NBSP: [RegExp, string] = [
  new RegExp(`(?<!${NBSP})%`, 'g'),
  '"%" needs a no-break space (U+00A0) before it, as in "100\u00A0%"',
];
const TYPOGRAPHY: Record<string, [RegExp, string][]> = {
  es: [[/\\?"/g, 'straight quotes (") are not used in this language; write «…»'], PERCENT_NBSP],
  fr: [
    [/\\?"/g, 'straight quotes (") are not used in this language; write « … »'],
    [
      new RegExp(`(?<!${FRENCH_SPACE}|[?!])[?!;:]`, 'g'),
      'French sets a no-break space (U+202F or U+00A0) before "?", "!", ";" and ":", as in "Vraiment\u202F?"',
    ],
    [
      new RegExp(`«(?!${FRENCH_SPACE})|(?<!${FRENCH_SPACE})»`, 'g'),
      'French sets a no-break space inside « », as in "«\u00A0oui\u00A0»"',
    ],
    PERCENT_NBSP,
  ],
  de: [[/\\?"|[«»]/g, 'German quotes are „…“; straight quotes and « » are not used'], PERCENT_NBSP],
  'pt-BR': [
    [/\\?"|[«»]/g, 'Brazilian Portuguese quotes are “…”; straight quotes and « » are not used'],
    [
      /(?<=\d)(?:\s|\\_|\\u00[Aa]0)%/g,
      '"%" follows the number with no space in pt-BR, as in "80%"',
    ],
  ],
};

/** The typography errors of one language's texts (translations and interface strings). */
export function checkTypography(language: string, texts: readonly PlacedText[]): ContentError[] {
  return texts.flatMap((text) => {
    // The quotes around a double-quoted YAML value are not text, nor a block value's header (`>-`)
    // with the stamp after it.
    const body = maskNonWords(
      text.source
        .replace(/^"([^]*)"$/, ' $1 ')
        .replace(/^[|>][-+]?\d*[ \t]*(#[^\n]*)?\n/, (header) => ' '.repeat(header.length)),
    );
    return (TYPOGRAPHY[language] ?? []).flatMap(([pattern, message]) =>
      [...body.matchAll(pattern)].map((match) => text.errorAt(match.index, message)),
    );
  });
}

/** What is not prose: {{placeholders}}, inline code, Markdown link targets, HTML tags, web and email addresses. */
const NON_WORDS = [
  /\{\{[^}]*\}\}/g,
  /`[^`\n]*`/g,
  /\]\([^)\s]*\)/g,
  /<[^>\n]*>/g,
  /\bhttps?:\/\/\S+/g,
  /[^\s@()]+@[^\s@()]+\.[^\s@()]+/g,
];

/** Blanks out what is not prose with spaces, so that offsets stay. */
export function maskNonWords(text: string): string {
  return NON_WORDS.reduce(
    (masked, pattern) => masked.replace(pattern, (match) => ' '.repeat(match.length)),
    text,
  );
}
