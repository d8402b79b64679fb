// The spell checker of `npm run content:check`: American English, cspell's en-US dictionary, and
// British spellings reported as such (the en-US list alone accepts "flavour" and "theatre").
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSpellChecker, type SpellChecker } from '../../../scripts/content/spelling.js';
import { maskNonWords } from '../../../scripts/content/style.js';

let checker: SpellChecker;
beforeAll(async () => {
  checker = await loadSpellChecker();
});

const none = new Set<string>();
const problems = (text: string, words: ReadonlySet<string> = none) =>
  checker.check(text, words).map(({ word, offset, message }) => ({ word, offset, message }));
const flagged = (text: string) => checker.check(text, none).map((problem) => problem.word);

describe('British spellings', () => {
  it.each([
    ['colour', 'color'],
    ['travelled', 'traveled'],
    ['favourite', 'favorite'],
    ['theatre', 'theater'],
    ['organise', 'organize'],
    ['flavour', 'flavor'],
    ['centres', 'centers'],
    ['cancelled', 'canceled'],
    ['travellers', 'travelers'],
    ['memorised', 'memorized'],
    ['analyse', 'analyze'],
    ['neighbourhood', 'neighborhood'],
    ['grey', 'gray'],
    ['mum', 'mom'],
    ['programmes', 'programs'],
    ['judgement', 'judgment'],
    ['jewellery', 'jewelry'],
    ['metres', 'meters'],
    ['manoeuvred', 'maneuvered'],
  ])('"%s" is an error that names "%s"', (british, american) => {
    expect(problems(`We ${british} it.`)).toEqual([
      {
        word: british,
        offset: 3,
        message: `"${british}" is British spelling; American English writes "${american}"`,
      },
    ]);
  });

  it('keeps American words that only look British', () => {
    const american =
      'four hours on tour, our flour, your favor; advertise, analyses, surprise, compromise; dialogue, timber, filled, called, installed, stalled, glamour, genre, acre, constructors, prototypes, programming, programmed';
    expect(flagged(american)).toEqual([]);
  });
});

describe('unknown words', () => {
  it('are errors with up to three suggestions', () => {
    expect(problems('Have you ever eaten a pinapple?')).toEqual([
      {
        word: 'pinapple',
        offset: 22,
        message:
          '"pinapple" is not a known word (suggestions: pineapple, pin apple, pin appel); fix it, or add it to content/words.txt if it is right',
      },
    ]);
  });

  it('are accepted when the project word list has them, in any case', () => {
    expect(flagged('Share it on TikTok.')).toEqual(['TikTok']);
    expect(flagged('Share it on TIKTOK.')).toEqual(['TIKTOK']);
    expect(checker.check('Share it on TikTok.', new Set(['tiktok']))).toEqual([]);
  });

  it('cannot let a British spelling through the project word list', () => {
    expect(flagged('What a colour!')).toEqual(['colour']);
    expect(
      checker.check('What a colour!', new Set(['colour'])).map((problem) => problem.word),
    ).toEqual(['colour']);
  });

  it('accept contractions, possessives (straight or curly apostrophe), hyphenated words and capitals', () => {
    expect(
      flagged(
        "You've made the dean's list; it’s a well-known, light-hearted Purity Test in the USA.",
      ),
    ).toEqual([]);
  });

  it('skip placeholders, addresses, Markdown link targets, HTML tags, code and words with digits', () => {
    const text =
      'Score {{scoreValue}} at https://exmaple.com/pathh or hello@exmaple.com, see [the guide](/guidd#tipz), <em>really</em>, `npm run chek`, 3D, 1990s, mp3.';
    expect(flagged(text)).toEqual([]);
  });
});

describe('maskNonWords', () => {
  it('keeps offsets (blanks out with spaces)', () => {
    const text = 'A {{x}} and [link](https://a.example/b) to <b>bold</b>.';
    const masked = maskNonWords(text);
    expect(masked).toHaveLength(text.length);
    expect(masked).toBe('A       and [link                       to    bold    .');
  });
});
