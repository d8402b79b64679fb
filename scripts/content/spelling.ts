import { finalizeSettings, getDefaultBundledSettingsAsync, getDictionary, type SpellingDictionaryCollection } from 'cspell-lib';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ContentError } from './yaml-source.js';
import { maskNonWords, type PlacedText } from './style.js';

export interface SpellChecker {
  /** Every misspelled or British-spelled word of an English text, in order, at its offset in the text. */
  check(text: string, projectWords: ReadonlySet<string>): { word: string; offset: number; message: string }[];
}

/**
 * The site is written in American English. cspell's en-US dictionary (bundled with cspell-lib, read
 * from node_modules, no network) decides what a word is; its en-GB dictionary only helps to tell a
 * British spelling from an American one, since the en-US list also accepts many British forms
 * ("flavour", "theatre", "cancelled").
 */
export async function loadSpellChecker(): Promise<SpellChecker> {
  const defaults = await getDefaultBundledSettingsAsync();
  const [us, gb] = await Promise.all(
    ['en_us', 'en-gb'].map((name) => getDictionary(finalizeSettings({ ...defaults, dictionaries: [name], words: [], flagWords: [] }))),
  );
  return new CspellChecker(us, gb);
}

const CACHE_FILE = fileURLToPath(new URL('../../node_modules/.cache/content-spelling.json', import.meta.url));

/**
 * loadSpellChecker for the content check, with the result of every text kept in
 * node_modules/.cache/, keyed by the text, the word list and the checker's code: when no text has
 * changed, no dictionary is loaded. `save` writes this check's results.
 */
export async function cachedSpellChecker(texts: readonly string[], projectWords: ReadonlySet<string>, cacheFile = CACHE_FILE): Promise<SpellChecker & { save(): void }> {
  const code = ['spelling.ts', 'style.ts', '../../node_modules/cspell-lib/package.json'].map((file) => readFileSync(new URL(file, import.meta.url), 'utf8'));
  const version = createHash('sha256').update([...code, ...[...projectWords].sort()].join('\0')).digest('hex');
  const key = (text: string) => createHash('sha256').update(text).digest('hex');
  let cached: Record<string, ReturnType<SpellChecker['check']>> = {};
  try {
    const saved = JSON.parse(readFileSync(cacheFile, 'utf8'));
    if (saved.version === version) cached = saved.results;
  } catch {
    // No cache yet, or an unreadable one: every text is checked.
  }
  const checker = texts.every((text) => cached[key(text)]) ? undefined : await loadSpellChecker();
  const results: typeof cached = {};
  return {
    check: (text, words) => (results[key(text)] = checker?.check(text, words) ?? cached[key(text)]!),
    save: () => {
      mkdirSync(dirname(cacheFile), { recursive: true });
      writeFileSync(cacheFile, JSON.stringify({ version, results }));
    },
  };
}

/** British spellings the patterns below do not catch, with the American one. */
const BRITISH_WORDS: Record<string, string> = Object.fromEntries(
  `aeroplane:airplane ageing:aging aluminium:aluminum amongst:among anaesthetic:anesthetic catalogue:catalog cheque:check cosy:cozy
  defence:defense draught:draft encyclopaedia:encyclopedia enrol:enroll enrolment:enrollment fulfil:fulfill fulfilment:fulfillment grey:gray
  instalment:installment jewellery:jewelry judgement:judgment kerb:curb learnt:learned licence:license manoeuvre:maneuver maths:math
  mould:mold moustache:mustache mum:mom offence:offense orthopaedic:orthopedic paediatric:pediatric plough:plow practise:practice
  pretence:pretense programme:program pyjamas:pajamas sceptic:skeptic sceptical:skeptical skilful:skillful smoulder:smolder spelt:spelled
  storey:story sulphur:sulfur tyre:tire whilst:while wilful:willful woollen:woolen yoghurt:yogurt`
    .split(/\s+/)
    .map((pair) => pair.split(':')),
);

/** Inflections of the words above: "mums", "programmes", "practised", "greyish". */
const INFLECTIONS = ['s', 'es', 'd', 'ed', 'ing', 'ish', 'y', 'ly'];

/** British forms that American English writes the same way, or that are other words. */
const NOT_BRITISH = new Set(['glamour', 'timbre', 'timbres', 'outre', 'libre', 'notre']);

/**
 * Families of British spellings, each turning a British word into its American candidate:
 * colour/color, theatre/theater, travelled/traveled, organise/organize, analyse/analyze.
 * - `always`: the British form is reported whenever its American candidate is a word;
 * - `unlessBoth`: the en-US list also has ordinary words of this shape ("four", "flavour"), so such
 *   a word is reported only when British spelling does not use its candidate ("flavor");
 * - `unknownOnly`: American English has words of this shape too ("advertise", "analyses"), so only a
 *   word the en-US list lacks is reported as British.
 */
const FAMILIES: { pattern: RegExp; american: string; when: 'always' | 'unlessBoth' | 'unknownOnly' }[] = [
  {
    pattern: /^([a-z]{3,})our(s|ed|ing|er|ers|ite|ites|able|ably|ful|fully|less|hood|hoods|ly|y|ies|ier|iest|ist|ists)?$/,
    american: '$1or$2',
    when: 'unlessBoth',
  },
  { pattern: /^([a-z]{2,}[bgt])re(s|d)?$/, american: '$1er$2', when: 'always' },
  { pattern: /^([a-z]*[aeiou][a-z]*[aeo])ll(ed|ing|er|ers|ery|ous|ation)$/, american: '$1l$2', when: 'unlessBoth' },
  { pattern: /^([a-z]{2,})is(e|es|ed|ing|er|ers|ation|ations|able)$/, american: '$1iz$2', when: 'unknownOnly' },
  { pattern: /^([a-z]{2,})ys(e|es|ed|ing|er|ers)$/, american: '$1yz$2', when: 'unknownOnly' },
];

const SUGGESTIONS = 3;

class CspellChecker implements SpellChecker {
  constructor(
    private readonly us: SpellingDictionaryCollection,
    private readonly gb: SpellingDictionaryCollection,
  ) {}

  check(text: string, projectWords: ReadonlySet<string>): ReturnType<SpellChecker['check']> {
    const found: ReturnType<SpellChecker['check']> = [];
    const masked = maskNonWords(text);
    for (const match of masked.matchAll(/[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu)) {
      const word = match[0];
      if (word.length < 2 || /\p{N}/u.test(word)) continue;
      const message = this.problem(word, projectWords);
      if (message) found.push({ word, offset: match.index, message });
    }
    // "Have you ever got lost?": American English says "gotten" here.
    for (const match of masked.matchAll(/\bever\s+(got)\b/gi)) {
      found.push({ word: match[1], offset: match.index + match[0].length - 3, message: '"got" after "have ... ever" is British; American English writes "gotten"' });
    }
    return found.sort((a, b) => a.offset - b.offset);
  }

  /** The same word recurs across the site's texts: each is looked up once per word list. */
  private readonly problems = new WeakMap<ReadonlySet<string>, Map<string, string | undefined>>();

  private problem(word: string, projectWords: ReadonlySet<string>): string | undefined {
    let known = this.problems.get(projectWords);
    if (!known) this.problems.set(projectWords, (known = new Map()));
    if (!known.has(word)) known.set(word, this.lookUp(word, projectWords));
    return known.get(word);
  }

  private lookUp(word: string, projectWords: ReadonlySet<string>): string | undefined {
    const plain = word.replace(/’/g, "'");
    const lower = plain.toLowerCase();
    const base = lower.replace(/'s$/, '');
    // The project word list adds words; it cannot let a British spelling through.
    const american = this.americanFor(base);
    if (american) return `"${word}" is British spelling; American English writes "${american}"`;
    if (projectWords.has(lower) || projectWords.has(base)) return undefined;
    if (this.known(plain) || this.known(plain.replace(/'s$/i, ''))) return undefined;
    const suggestions = this.suggest(lower);
    return `"${word}" is not a known word (${suggestions.length ? `suggestions: ${suggestions.join(', ')}` : 'no suggestions'}); fix it, or add it to content/words.txt if it is right`;
  }

  private known(word: string): boolean {
    return this.us.has(word, { ignoreCase: true, useCompounds: false });
  }

  /** The American spelling of a British word, or undefined when `word` is not British. */
  private americanFor(word: string): string | undefined {
    if (NOT_BRITISH.has(word) || !/^[a-z]+$/.test(word)) return undefined;
    if (BRITISH_WORDS[word]) return BRITISH_WORDS[word];
    for (const ending of INFLECTIONS) {
      const stem = word.endsWith(ending) ? word.slice(0, -ending.length) : '';
      const american = BRITISH_WORDS[stem] ?? BRITISH_WORDS[`${stem}e`];
      if (american && this.known(american + ending)) return american + ending;
      if (american && american.endsWith('e') && this.known(american.slice(0, -1) + ending)) return american.slice(0, -1) + ending;
    }
    if (!this.gb.has(word, { ignoreCase: false })) return undefined;
    const americanUsesWord = this.known(word);
    for (const family of FAMILIES) {
      if (!family.pattern.test(word)) continue;
      const candidate = word.replace(family.pattern, family.american);
      if (candidate === word || !this.known(candidate)) continue;
      if (americanUsesWord && family.when === 'unknownOnly') continue;
      if (americanUsesWord && family.when === 'unlessBoth' && this.gb.has(candidate, { ignoreCase: false })) continue;
      return candidate;
    }
    return undefined;
  }

  private suggest(word: string): string[] {
    const seen = new Set<string>();
    for (const suggestion of this.us.suggest(word, { numSuggestions: 10, includeTies: false })) {
      const candidate = suggestion.word;
      const lower = candidate.toLowerCase();
      // Skip case variants, possessives, and words split into odd pieces ("paddleboard ING", "profusion al").
      if (lower === word || [...seen].some((s) => s.toLowerCase() === lower) || /'s$/.test(lower)) continue;
      if (/\p{Lu}/u.test(candidate.slice(1)) || candidate.split(' ').some((part) => part.length < 3)) continue;
      if (this.americanFor(lower)) continue;
      seen.add(candidate);
      if (seen.size === SUGGESTIONS) break;
    }
    return [...seen];
  }
}


/** content/words.txt: words the dictionary lacks that the site uses on purpose, one per line ("#" starts a comment), in lower case. */
export function projectWords(contentDir: string): Set<string> {
  const file = join(contentDir, 'words.txt');
  const lines = existsSync(file) ? readFileSync(file, 'utf8').split(/\r?\n/) : [];
  return new Set(lines.map((line) => line.trim().toLowerCase().replace(/’/g, "'")).filter((line) => line && !line.startsWith('#')));
}

/** Spell checks every English text an editor writes (see englishTexts; translations are not English): each misspelled word is an error at its line and column. */
export function checkSpelling(contentDir: string, checker: SpellChecker, texts: readonly PlacedText[]): ContentError[] {
  const words = projectWords(contentDir);
  return texts.flatMap((text) => checker.check(text.source, words).map((problem) => text.errorAt(problem.offset, problem.message)));
}
