import { finalizeSettings, getDefaultBundledSettingsAsync, getDictionary } from 'cspell-lib';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultContentDir } from './paths.js';
import type { ContentError, PlacedText } from './yaml-source.js';
import { maskNonWords } from './style.js';

/**
 * Families of British spellings, each turning a word of the en-GB list into its American candidate
 * (colour/color, theatre/theater, travelled/traveled, organise/organize, analyse/analyze). The word is
 * British when the en-US list lacks it, or for `evenIfAmerican` families when the en-GB list lacks the
 * candidate: the en-US list has "flavour" but British English has no "flavor"; it has "for", so "four"
 * is not British. American English writes "advertise" and "analyses" too.
 */
const FAMILIES: { pattern: RegExp; american: string; evenIfAmerican: boolean }[] = [
  {
    pattern:
      /^([a-z]{3,})our(s|ed|ing|er|ers|ite|ites|able|ably|ful|fully|less|hood|hoods|ly|y|ies|ier|iest|ist|ists)?$/,
    american: '$1or$2',
    evenIfAmerican: true,
  },
  { pattern: /^([a-z]{2,}[bgt])re(s|d)?$/, american: '$1er$2', evenIfAmerican: true },
  {
    pattern: /^([a-z]*[aeiou][a-z]*[aeo])ll(ed|ing|er|ers|ery|ous|ation)$/,
    american: '$1l$2',
    evenIfAmerican: true,
  },
  {
    pattern: /^([a-z]{2,})is(e|es|ed|ing|er|ers|ation|ations|able)$/,
    american: '$1iz$2',
    evenIfAmerican: false,
  },
  { pattern: /^([a-z]{2,})ys(e|es|ed|ing|er|ers)$/, american: '$1yz$2', evenIfAmerican: false },
];
/** Words of a family's shape that American English writes the same way. */
const AMERICAN_TOO = new Set(['glamour']);

/**
 * The site is written in American English. cspell's en-US dictionary decides what a word is; its en-GB
 * dictionary tells a British spelling from an American one, since the en-US list accepts many British forms.
 */
export async function loadSpellChecker() {
  const defaults = await getDefaultBundledSettingsAsync();
  const dictionary = (name: string, flagWords: string[]) =>
    getDictionary(finalizeSettings({ ...defaults, dictionaries: [name], words: [], flagWords }));
  const [us, gb] = await Promise.all([
    dictionary('en_us', wordList(join(defaultContentDir, 'british-words.txt'))),
    dictionary('en-gb', []),
  ]);
  const known = (word: string) => us.has(word, { ignoreCase: true, useCompounds: false });
  const british = (word: string) => gb.has(word, { ignoreCase: false });

  /** The American spelling of a British word, or undefined when `word` is not British. */
  const americanFor = (word: string): string | undefined => {
    if (AMERICAN_TOO.has(word) || !/^[a-z]+$/.test(word)) return undefined;
    if (us.isForbidden(word)) return us.suggest(word, { numSuggestions: 1 })[0]?.word;
    if (!british(word)) return undefined;
    for (const { pattern, american, evenIfAmerican } of FAMILIES) {
      const candidate = word.replace(pattern, american);
      if (
        candidate !== word &&
        known(candidate) &&
        (!known(word) || (evenIfAmerican && !british(candidate)))
      )
        return candidate;
    }
    return undefined;
  };

  /** Up to three suggestions, in lower case, without possessives, British spellings and words split into odd pieces ("profusion al"). */
  const suggest = (word: string): string[] => {
    const candidates = us
      .suggest(word, { numSuggestions: 10, includeTies: false })
      .map((suggestion) => suggestion.word);
    const fitting = candidates.filter(
      (candidate) =>
        !/'s$|.\p{Lu}/u.test(candidate) &&
        candidate.split(' ').every((part) => part.length > 2) &&
        !americanFor(candidate.toLowerCase()),
    );
    return [...new Set(fitting.map((candidate) => candidate.toLowerCase()))]
      .filter((candidate) => candidate !== word)
      .slice(0, 3);
  };

  /** What is wrong with a word of an English text; nothing for a single letter or a word with a digit ("mp3"). */
  const problem = (word: string, projectWords: ReadonlySet<string>): string | undefined => {
    if (word.length < 2 || /\p{N}/u.test(word)) return undefined;
    const plain = word.replace(/’/g, "'");
    const base = plain.replace(/'s$/i, '');
    // The project word list adds words; it cannot let a British spelling through.
    const american = americanFor(base.toLowerCase());
    if (american) return `"${word}" is British spelling; American English writes "${american}"`;
    if (projectWords.has(base.toLowerCase()) || known(base)) return undefined;
    const suggestions = suggest(plain.toLowerCase());
    return `"${word}" is not a known word (${suggestions.length ? `suggestions: ${suggestions.join(', ')}` : 'no suggestions'}); fix it, or add it to content/words.txt if it is right`;
  };

  /** Every misspelled or British-spelled word of an English text, in order, at its offset in the text. */
  const check = (text: string, projectWords: ReadonlySet<string>) =>
    [...maskNonWords(text).matchAll(/[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu)].flatMap(
      ({ 0: word, index: offset }) => {
        const message = problem(word, projectWords);
        return message ? [{ word, offset, message }] : [];
      },
    );
  return { check };
}

export type SpellChecker = Awaited<ReturnType<typeof loadSpellChecker>>;

/** The words of a list (content/words.txt, content/british-words.txt, content/harm-words.txt): one a line, "#" for comments; none when the file is missing. */
export function wordList(file: string): string[] {
  const lines = existsSync(file) ? readFileSync(file, 'utf8').split(/\r?\n/) : [];
  return lines.map((line) => line.trim()).filter((line) => line && !line.startsWith('#'));
}

/** Each misspelled word of the English texts (see languageTexts) at its line and column; content/words.txt adds words, in any case. */
export function checkSpelling(
  contentDir: string,
  checker: SpellChecker,
  texts: readonly PlacedText[],
): ContentError[] {
  const words = new Set(
    wordList(join(contentDir, 'words.txt')).map((word) => word.toLowerCase().replace(/’/g, "'")),
  );
  return texts.flatMap((text) =>
    checker
      .check(text.source, words)
      .map((problem) => text.errorAt(problem.offset, problem.message)),
  );
}
