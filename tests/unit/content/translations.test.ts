// Languages and content translations: content/locales/<lang>.yaml makes a language, and
// content/translations/<lang>/{quizzes,pages,guide}/ translate the text (never the structure).
// Every rule is checked through the exact message `npm run content:check` prints.
//
// tests/fixtures/content/translated/ is an overlay for a copy of valid/: a French locale and a
// partial French translation (one quiz, two pages, one guide section). Each rule case copies
// valid/ and translated/ into .tmp/, puts one file from broken-translations/ in place and runs
// loadContent on the copy.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parse, stringify } from 'yaml';
import { afterAll, describe, expect, it } from 'vitest';
import { formatContentError } from '../../../scripts/content/yaml-source.js';
import { emitContentModules, languageCodes } from '../../../scripts/content/emit.js';
import { displayPath, loadContent } from '../../../scripts/content/load-content.js';
import { defaultContentDir } from '../../../scripts/content/paths.js';
import { schemaDir } from '../../../scripts/content/schema-validation.js';
import { stampTranslations } from '../../../scripts/content/translation-stamps.js';
import { type Schema, translationSchema } from '../../../scripts/content/translation-schemas.js';
import {
  mergeTranslation,
  missingWarning,
  translatableFiles,
} from '../../../scripts/content/translations.js';
import type { ContactPage, HomePage, PrivacyPage, Quiz } from '../../../shared/generated/types.js';
import { cleanupTempDirs, fixturesDir as fixtures, makeTempDir } from './temp-dirs.js';

afterAll(cleanupTempDirs);

/** A copy of valid/ with the given overlay directories copied over it, then `files` put in place. */
function contentWith(
  overlays: string[],
  files: Record<string, string> = {},
): { dir: string; shown: string } {
  const dir = makeTempDir('translations');
  cpSync(join(fixtures, 'valid'), dir, { recursive: true });
  for (const overlay of overlays) cpSync(join(fixtures, overlay), dir, { recursive: true });
  for (const [from, to] of Object.entries(files)) cpSync(join(fixtures, from), join(dir, to));
  return { dir, shown: displayPath(dir) };
}

function report(dir: string) {
  const result = loadContent(dir);
  return {
    ...result,
    errors: result.errors.map(formatContentError),
    warnings: result.warnings.map(formatContentError),
  };
}

/** The value a generated module exports by default. */
function moduleValue<T>(outDir: string, relPath: string): T {
  return JSON.parse(readFileSync(join(outDir, relPath), 'utf8')) as T;
}

const FIXTURE_WARNINGS = [
  'translations/fr/quizzes/cooking.yaml:1:1 4 of 15 texts are not translated (caption, page.description, tiers.0.label, …); English is shown instead',
  'translations/fr/pages/privacy.yaml:1:1 27 of 39 texts are not translated (cards.information-collected.title, cards.information-collected.paragraphs, cards.use-of-information.title, …); English is shown instead',
  'translations/fr:1:1 4 of 8 files are not translated (quizzes/purity.yaml, pages/contact.yaml, guide/how-to-take.md, …); English is shown instead',
];

describe('the translated fixture (a French locale and a partial translation)', () => {
  it('passes with no error, and warns once per file about what is not translated', () => {
    const { dir, shown } = contentWith(['translated']);
    const { errors, warnings, content } = report(dir);
    expect(errors).toEqual([]);
    expect(warnings).toEqual(FIXTURE_WARNINGS.map((line) => `${shown}/${line}`));
    expect(content && languageCodes(content)).toEqual(['en', 'fr', 'en-XA']);
  });
});

describe('a language with no content translation yet', () => {
  it('gets one warning line', () => {
    const { dir, shown } = contentWith([], { 'translated/locales/fr.yaml': 'locales/fr.yaml' });
    const { errors, warnings } = report(dir);
    expect(errors).toEqual([]);
    expect(warnings).toEqual([
      `${shown}/translations/fr:1:1 8 of 8 files are not translated (quizzes/cooking.yaml, quizzes/purity.yaml, pages/contact.yaml, …); English is shown instead`,
    ]);
  });

  it('gets one warning line with the real content too (not one per quiz, question or card)', () => {
    const dir = makeTempDir('real');
    cpSync(defaultContentDir, dir, { recursive: true });
    cpSync(join(dir, 'locales', 'en.yaml'), join(dir, 'locales', 'it.yaml'));
    stampTranslations(dir);
    const { errors, warnings } = report(dir);
    expect(errors).toEqual([]);
    // (The other languages' to-do lists are theirs.)
    const files = translatableFiles(dir).length;
    expect(warnings.filter((line) => /\/(translations|locales)\/it\b/.test(line))).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${displayPath(dir)}/translations/it:1:1 ${files} of ${files} files are not translated \\(quizzes/.*, …\\); English is shown instead$`,
        ),
      ),
    ]);
  });
});

describe('the real content/ directory', () => {
  it('passes with zero errors, in English, each language of content/locales/ and the pseudo-locale', () => {
    const { errors, warnings, content } = report(defaultContentDir);
    expect(errors).toEqual([]);
    // Warnings are a translation's to-do list (untranslated or stale texts): never about English.
    expect(
      warnings.filter(
        (line) =>
          !/^content\/(translations|locales)\//.test(line) ||
          line.startsWith('content/locales/en.yaml'),
      ),
    ).toEqual([]);
    expect(content && languageCodes(content)).toEqual(['en', 'de', 'es', 'fr', 'pt-BR', 'en-XA']);
  });
});

interface RuleCase {
  rule: string;
  /** Fixture under tests/fixtures/content/broken-translations/. */
  broken: string;
  /** Where it goes in the copy of valid/ + translated/. */
  target: string;
  /** Expected errors, each after "<copy>/"; {dir} is the copy. */
  expected: string[];
}

const QUIZ = 'translations/fr/quizzes/cooking.yaml';

const cases: RuleCase[] = [
  {
    rule: 'shareText and resultDescription keep {{score}} and {{total}}',
    broken: 'quiz-placeholders.yaml',
    target: QUIZ,
    expected: [
      `${QUIZ}:9:1 shareText: has the wrong form (got "J'ai obtenu {{total}} points au test de cuisine\u202F!"); expected: Text shared with the result; must contain {{score}} and {{total}}.`,
      `${QUIZ}:10:1 resultDescription: has the wrong form (got "Mon score au test de cuisine est de {{score}}\u202F! Comparez vos talents."); expected: Meta description once a result shows; must contain {{score}} and {{total}}.`,
    ],
  },
  {
    rule: 'a translated question ends with "?" (it need not start with "Have you ever")',
    broken: 'quiz-question-end.yaml',
    target: QUIZ,
    expected: [
      `${QUIZ}:16:3 questions.cooking-002: has the wrong form (got "Avez-vous déjà cuisiné un repas de trois plats pour des invités."); expected: The translated question; ends with "?" (or the language's own question mark: "？", "؟", ";").`,
    ],
  },
  {
    rule: 'a quiz translation has an English quiz',
    broken: 'quiz-no-english.yaml',
    target: 'translations/fr/quizzes/baking.yaml',
    expected: [
      'translations/fr/quizzes/baking.yaml:1:1 has no English counterpart: {dir}/quizzes/baking.yaml is not a file a language translates (quizzes/<slug>.yaml, pages/contact.yaml, pages/home.yaml, pages/privacy.yaml or guide/<name>.md)',
    ],
  },
  {
    rule: 'a guide translation has an English section',
    broken: 'guide-no-english.md',
    target: 'translations/fr/guide/history.md',
    expected: [
      'translations/fr/guide/history.md:1:1 has no English counterpart: {dir}/guide/history.md is not a file a language translates (quizzes/<slug>.yaml, pages/contact.yaml, pages/home.yaml, pages/privacy.yaml or guide/<name>.md)',
    ],
  },
  {
    rule: 'the structure is never repeated: a quiz translation has no slug (schema)',
    broken: 'quiz-structure-field.yaml',
    target: QUIZ,
    expected: [
      `${QUIZ}:3:1 slug: is not an allowed field (allowed: theme, title, intro, contentNote, cardDescription, caption, page, shareText, resultDescription, tiers, blocks, questions)`,
    ],
  },
  {
    rule: 'question keys are question ids (schema)',
    broken: 'quiz-bad-question-key.yaml',
    target: QUIZ,
    expected: [
      `${QUIZ}:16:3 questions.cooking-2: is not a valid key (Questions: each key is the id of an entry of the English list, and its value that entry's translated text)`,
    ],
  },
  {
    rule: 'the structure is never repeated: a guide translation has only a title (schema)',
    broken: 'guide-structure-field.md',
    target: 'translations/fr/guide/about.md',
    expected: [
      'translations/fr/guide/about.md:3:1 anchor: is not an allowed field (allowed: title)',
    ],
  },
  {
    rule: 'only home, privacy and contact are translated pages',
    broken: 'page-unknown.yaml',
    target: 'translations/fr/pages/about.yaml',
    expected: [
      'translations/fr/pages/about.yaml:1:1 has no English counterpart: {dir}/pages/about.yaml is not a file a language translates (quizzes/<slug>.yaml, pages/contact.yaml, pages/home.yaml, pages/privacy.yaml or guide/<name>.md)',
    ],
  },
  {
    rule: 'a locale file is named by a language code',
    broken: 'locale-bad-code.yaml',
    target: 'locales/fr_FR.yaml',
    expected: [
      'locales/fr_FR.yaml:1:1 "fr_FR" is not a language code: name the file after a BCP 47 code such as fr.yaml or pt-BR.yaml (^[a-z]{2,3}(-[A-Z]{2})?$)',
    ],
  },
  {
    rule: 'en-XA is generated, never a locale file',
    broken: 'locale-pseudo.yaml',
    target: 'locales/en-XA.yaml',
    expected: [
      'locales/en-XA.yaml:1:1 "en-XA" is the pseudo-locale, generated from English; remove this file',
    ],
  },
  {
    rule: 'a translation folder is named by a language code',
    broken: 'locale-bad-code.yaml',
    target: 'translations/fr_FR/quizzes/cooking.yaml',
    expected: [
      'translations/fr_FR:1:1 has no {dir}/locales/fr_FR.yaml: a language starts with its interface strings, a copy of {dir}/locales/en.yaml named by its code (fr, pt-BR)',
    ],
  },
  {
    rule: "a translation folder needs the language's locale file",
    broken: 'language-without-locale.yaml',
    target: 'translations/de/quizzes/cooking.yaml',
    expected: [
      'translations/de:1:1 has no {dir}/locales/de.yaml: a language starts with its interface strings, a copy of {dir}/locales/en.yaml named by its code (fr, pt-BR)',
    ],
  },
  {
    rule: 'English is the source, never a translation folder',
    broken: 'locale-bad-code.yaml',
    target: 'translations/en/quizzes/cooking.yaml',
    expected: [
      'translations/en:1:1 English is not translated: it is the source text in quizzes/, pages/ and guide/',
    ],
  },
  {
    rule: 'Spanish text has no straight double quotes (typography of es: « »)',
    broken: 'es-straight-quotes.yaml',
    target: 'locales/es.yaml',
    expected: [
      'locales/es.yaml:4:34 site.titleTemplate: straight quotes (") are not used in this language; write «…»',
      'locales/es.yaml:4:40 site.titleTemplate: straight quotes (") are not used in this language; write «…»',
      'locales/es.yaml:6:39 languageOffer.text: straight quotes (") are not used in this language; write «…»',
      'locales/es.yaml:6:52 languageOffer.text: straight quotes (") are not used in this language; write «…»',
    ],
  },
  {
    rule: 'Spanish writes a no-break space before "%" (typography of es)',
    broken: 'es-percent-space.yaml',
    target: 'locales/es.yaml',
    expected: [
      'locales/es.yaml:4:32 quiz.percentComplete: "%" needs a no-break space (U+00A0) before it, as in "100\u00A0%"',
      'locales/es.yaml:5:53 quiz.questionOf: "%" needs a no-break space (U+00A0) before it, as in "100\u00A0%"',
    ],
  },
  {
    rule: 'French typography: no-break spaces before ? ! ; : and inside « », no straight quotes',
    broken: 'fr-typography.yaml',
    target: 'locales/fr.yaml',
    expected: [
      'locales/fr.yaml:4:34 site.titleTemplate: straight quotes (") are not used in this language; write « … »',
      'locales/fr.yaml:4:40 site.titleTemplate: straight quotes (") are not used in this language; write « … »',
      'locales/fr.yaml:6:50 quiz.questionOf: French sets a no-break space (U+202F or U+00A0) before "?", "!", ";" and ":", as in "Vraiment\u202F?"',
      'locales/fr.yaml:6:66 quiz.questionOf: French sets a no-break space (U+202F or U+00A0) before "?", "!", ";" and ":", as in "Vraiment\u202F?"',
      'locales/fr.yaml:7:8 quiz.yes: French sets a no-break space inside « », as in "«\u00A0oui\u00A0»"',
      'locales/fr.yaml:7:12 quiz.yes: French sets a no-break space inside « », as in "«\u00A0oui\u00A0»"',
    ],
  },
  {
    rule: 'German typography: „…“ and a no-break space before "%"',
    broken: 'de-typography.yaml',
    target: 'locales/de.yaml',
    expected: [
      'locales/de.yaml:4:48 quiz.questionOf: German quotes are „…“; straight quotes and « » are not used',
      'locales/de.yaml:4:53 quiz.questionOf: German quotes are „…“; straight quotes and « » are not used',
      'locales/de.yaml:5:8 quiz.yes: German quotes are „…“; straight quotes and « » are not used',
      'locales/de.yaml:5:11 quiz.yes: German quotes are „…“; straight quotes and « » are not used',
      'locales/de.yaml:6:21 quiz.no: "%" needs a no-break space (U+00A0) before it, as in "100\u00A0%"',
    ],
  },
  {
    rule: 'Brazilian Portuguese typography: “…” and no space before "%"',
    broken: 'pt-BR-typography.yaml',
    target: 'locales/pt-BR.yaml',
    expected: [
      'locales/pt-BR.yaml:4:50 quiz.questionOf: Brazilian Portuguese quotes are “…”; straight quotes and « » are not used',
      'locales/pt-BR.yaml:4:56 quiz.questionOf: Brazilian Portuguese quotes are “…”; straight quotes and « » are not used',
      'locales/pt-BR.yaml:5:15 quiz.yes: "%" follows the number with no space in pt-BR, as in "80%"',
    ],
  },
];

/** What a translation has that English does not (any more): stale, not wrong; expected warnings, each after "<copy>/". */
const staleCases: RuleCase[] = [
  {
    rule: 'a translated question is not a question of the English quiz (removed or replaced)',
    broken: 'quiz-unknown-question.yaml',
    target: QUIZ,
    expected: [
      `${QUIZ}:17:3 questions.cooking-004: is not in {dir}/quizzes/cooking.yaml; remove it`,
    ],
  },
  {
    rule: 'a translated tier is not a tier of the English quiz',
    broken: 'quiz-unknown-tier.yaml',
    target: QUIZ,
    expected: [`${QUIZ}:12:3 tiers.3: is not in {dir}/quizzes/cooking.yaml; remove it`],
  },
  {
    rule: 'a tier message translates no English message',
    broken: 'quiz-tier-message.yaml',
    target: QUIZ,
    expected: [`${QUIZ}:13:38 tiers.1.message: is not in {dir}/quizzes/cooking.yaml; remove it`],
  },
  {
    rule: 'a content note translates no English one',
    broken: 'quiz-content-note.yaml',
    target: QUIZ,
    expected: [`${QUIZ}:6:1 contentNote: is not in {dir}/quizzes/cooking.yaml; remove it`],
  },
  {
    rule: 'a translated privacy card is not a card of the English page',
    broken: 'privacy-unknown-card.yaml',
    target: 'translations/fr/pages/privacy.yaml',
    expected: [
      'translations/fr/pages/privacy.yaml:4:3 cards.tracking: is not in {dir}/pages/privacy.yaml; remove it',
    ],
  },
  {
    rule: 'a translated privacy storage entry is not an entry of that place in English',
    broken: 'privacy-unknown-storage-entry.yaml',
    target: 'translations/fr/pages/privacy.yaml',
    expected: [
      'translations/fr/pages/privacy.yaml:7:9 storage.places.local-storage.entries.cookies: is not in {dir}/pages/privacy.yaml; remove it',
    ],
  },
  {
    rule: 'the contact FAQ has more entries than English',
    broken: 'contact-faq-too-long.yaml',
    target: 'translations/fr/pages/contact.yaml',
    expected: [
      'translations/fr/pages/contact.yaml:5:5 faq[1]: is not in {dir}/pages/contact.yaml; remove it',
    ],
  },
];

describe('translation rules: one broken fixture per rule, with the exact message', () => {
  it.each(cases)('$rule', ({ broken, target, expected }) => {
    const { dir, shown } = contentWith(['translated'], {
      [join('broken-translations', broken)]: target,
    });
    const { errors, content } = report(dir);
    expect(content).toBeUndefined();
    expect(errors).toEqual(expected.map((line) => `${shown}/${line.replaceAll('{dir}', shown)}`));
  });

  it.each(staleCases)('warns, and shows English, when $rule', ({ broken, target, expected }) => {
    const { dir, shown } = contentWith(['translated'], {
      [join('broken-translations', broken)]: target,
    });
    const { errors, warnings, content } = report(dir);
    expect(errors).toEqual([]);
    expect(content).toBeDefined();
    expect(warnings).toEqual(
      expect.arrayContaining(expected.map((line) => `${shown}/${line.replaceAll('{dir}', shown)}`)),
    );
  });

  it('uses every fixture in tests/fixtures/content/broken-translations/', () => {
    const used = [...new Set([...cases, ...staleCases].map((c) => c.broken))].sort();
    expect(readdirSync(join(fixtures, 'broken-translations')).sort()).toEqual(used);
  });

  it('accepts the question marks of languages that do not write "?"', () => {
    const { dir } = contentWith(['translated']);
    const file = join(dir, QUIZ);
    writeFileSync(
      file,
      readFileSync(file, 'utf8')
        .replace('invités ?', 'invités ？')
        .replace('pain maison\u202F?', 'pain maison ؟'),
    );
    expect(report(dir).errors).toEqual([]);
  });
});

describe('the translation schemas, derived from the English ones', () => {
  const translated = readdirSync(schemaDir).filter((file) =>
    /^(quiz|guide-section|page-meta|[a-z-]+-page)\.schema\.json$/.test(file),
  );
  const schemas = translated.map((file) =>
    translationSchema(JSON.parse(readFileSync(join(schemaDir, file), 'utf8')) as Schema),
  );

  it('cover the quizzes, the guide and every page', () => {
    expect(schemas.map((schema) => schema.$id)).toEqual(
      expect.arrayContaining([
        'translation-quiz.schema.json',
        'translation-guide-section.schema.json',
        'translation-home-page.schema.json',
        'translation-privacy-page.schema.json',
        'translation-contact-page.schema.json',
      ]),
    );
  });

  it('keep no structure: no id, min, slug or order, and questions and tiers keyed by id and min', () => {
    const text = JSON.stringify(schemas);
    for (const field of ['"slug"', '"id"', '"min"', '"order"', '"anchor"', '"opener"'])
      expect(text).not.toContain(`${field}:{`);
    const quiz = schemas.find((schema) => schema.$id === 'translation-quiz.schema.json')!;
    expect(Object.keys(quiz.properties!.questions.patternProperties!)).toEqual([
      '^[a-z][a-z0-9-]*-[0-9]{3}$',
    ]);
    expect(Object.keys(quiz.properties!.tiers.patternProperties!)).toEqual(['^[0-9]+$']);
    expect(quiz.required).toBeUndefined();
  });

  it.each(schemas.map((schema) => [schema.$id, schema] as const))(
    '%s: every property has a title and a description, and no object allows unknown fields',
    (_id, root) => {
      const problems: string[] = [];
      const visit = (schema: Schema, where: string) => {
        if (!schema.$ref && (!schema.title || !schema.description))
          problems.push(`${where}: no title or description`);
        if (schema.type === 'object' && schema.additionalProperties !== false)
          problems.push(`${where}: additionalProperties is not false`);
        for (const [key, child] of Object.entries({
          ...schema.properties,
          ...schema.patternProperties,
        }))
          visit(child, `${where}.${key}`);
        for (const [key, child] of Object.entries(schema.definitions ?? {}))
          visit(child, `${where}#${key}`);
        if (schema.items) visit(schema.items, `${where}[]`);
      };
      visit(root as Schema, String(_id));
      expect(problems).toEqual([]);
    },
  );
});

describe('warning texts', () => {
  it('name the texts a translation lacks by their paths in the translation, list entries and the texts of an entry too', () => {
    const { dir, shown } = contentWith(['translated']);
    const contactPage =
      'page:\n  title: Contact\n  description: Une page de contact pour les tests de contenu, assez longue.\n';
    writeFileSync(
      join(dir, 'translations', 'fr', 'pages', 'contact.yaml'),
      `title: Contact\nintro: Écrivez-nous.\n${contactPage}responsePromise: Sous 24-48 heures.\nabout:\n  title: À propos\n  paragraphs: [Un.]\n`,
    );
    const fields =
      'theme: Pureté\ntitle: Test\nintro: Trois questions.\ncardDescription: Le test.\ncaption: Score\npage: { title: Pureté, description: Pureté. }\n';
    const templates =
      'shareText: "{{score}}/{{total}}\u202F!"\nresultDescription: "{{score}}/{{total}}."\n';
    const tiers =
      'tiers:\n  3: { label: Très pur, message: Une vie très sage. }\n  1: { label: Moyen }\n  0: { label: Peu pur }\n';
    const questions =
      'questions: { purity-001: Un\u202F?, purity-002: Deux\u202F?, purity-003: Trois\u202F? }\n';
    writeFileSync(
      join(dir, 'translations', 'fr', 'quizzes', 'purity.yaml'),
      fields + templates + tiers + questions,
    );
    const { errors, warnings } = report(dir);
    expect(errors).toEqual([]);
    expect(warnings).toEqual(
      expect.arrayContaining([
        `${shown}/translations/fr/pages/contact.yaml:1:1 2 of 9 texts are not translated (faq[0].question, faq[0].answer); English is shown instead`,
        `${shown}/translations/fr/quizzes/purity.yaml:1:1 2 of 18 texts are not translated (tiers.1.message, tiers.0.message); English is shown instead`,
      ]),
    );
  });

  it('count what is missing and name the first three', () => {
    const ids = Array.from(
      { length: 12 },
      (_, index) => `questions.food-${String(index + 24).padStart(3, '0')}`,
    );
    expect(
      formatContentError(
        missingWarning('content/translations/fr/quizzes/food.yaml', ids, 50, 'texts'),
      ),
    ).toBe(
      'content/translations/fr/quizzes/food.yaml:1:1 12 of 50 texts are not translated (questions.food-024, questions.food-025, questions.food-026, …); English is shown instead',
    );
    expect(formatContentError(missingWarning('x.yaml', ['caption'], 9, 'texts'))).toBe(
      'x.yaml:1:1 1 of 9 texts is not translated (caption); English is shown instead',
    );
  });

  it('name the untranslated questions of a real quiz', () => {
    // content/ copied, with French for the first 23 food questions (in file order) and every field and tier of the quiz.
    const dir = makeTempDir('real');
    cpSync(defaultContentDir, dir, { recursive: true });
    cpSync(join(dir, 'locales', 'en.yaml'), join(dir, 'locales', 'it.yaml'));
    const food = parse(
      readFileSync(join(defaultContentDir, 'quizzes', 'food.yaml'), 'utf8'),
    ) as Quiz;
    const translation = {
      theme: 'Cuisine du monde',
      title: 'Test d’expérience culinaire',
      intro: 'Un paragraphe en français.',
      cardDescription: 'Une phrase en français.',
      caption: 'Score gourmand',
      page: { title: 'Test gourmand', description: 'Une description en français.' },
      shareText: "J'ai obtenu {{score}}/{{total}} !",
      resultDescription: 'Mon score : {{score}}/{{total}}.',
      tiers: Object.fromEntries(
        food.tiers.map((tier) => [
          tier.min,
          { label: `Niveau ${tier.min}`, ...(tier.message && { message: `Message ${tier.min}` }) },
        ]),
      ),
      questions: Object.fromEntries(
        food.questions
          .slice(0, 23)
          .map((question) => [question.id, `Avez-vous déjà ${question.id} ?`]),
      ),
    };
    const file = join(dir, 'translations', 'it', 'quizzes', 'food.yaml');
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, stringify(translation));
    stampTranslations(dir);
    const { errors, warnings } = report(dir);
    // The warning names the first untranslated questions in file order; every other text of the quiz (9 fields, each tier's label and message) is translated.
    const untranslated = food.questions
      .slice(23, 26)
      .map((question) => `questions.${question.id}`)
      .join(', ');
    const tierTexts = food.tiers.reduce((sum, tier) => sum + (tier.message ? 2 : 1), 0);
    const total = 9 + tierTexts + food.questions.length;
    expect(errors).toEqual([]);
    expect(warnings).toContain(
      `${displayPath(file)}:1:1 ${food.questions.length - 23} of ${total} texts are not translated (${untranslated}, …); English is shown instead`,
    );
    expect(warnings.filter((line) => line.startsWith(displayPath(file)))).toHaveLength(1);
  });
});

describe('merging a translation over English', () => {
  const loaded = loadContent(join(fixtures, 'valid')).content!;
  const english = {
    ...loaded,
    privacy: loaded.pages.privacy as PrivacyPage,
    contact: loaded.pages.contact as ContactPage,
    home: loaded.pages.home as HomePage,
  };
  const cooking = english.quizzes.find((quiz) => quiz.slug === 'cooking')!;
  const purity = english.quizzes.find((quiz) => quiz.slug === 'purity')!;

  it('replaces a translated question, keeps an untranslated one in English, and keeps ids and order', () => {
    const quiz = mergeTranslation(cooking, {
      questions: { 'cooking-002': 'Avez-vous déjà cuisiné pour des invités ?' },
    });
    expect(quiz.questions).toEqual([
      { id: 'cooking-001', text: 'Have you ever baked bread from scratch?', opener: true },
      { id: 'cooking-002', text: 'Avez-vous déjà cuisiné pour des invités ?' },
      { id: 'cooking-003', text: 'Have you ever made pasta by hand?' },
    ]);
    expect({ slug: quiz.slug, kind: quiz.kind, scoring: quiz.scoring, title: quiz.title }).toEqual({
      slug: 'cooking',
      kind: 'themed',
      scoring: 'yes-count',
      title: 'Cooking Experience Test',
    });
  });

  it('translates a content note, keeps an untranslated one in English, and adds none to a quiz without one', () => {
    const noted = { ...purity, contentNote: 'Some questions cover sex, alcohol and drugs.' };
    expect(
      mergeTranslation(noted, { contentNote: 'Certaines questions portent sur le sexe.' })
        .contentNote,
    ).toBe('Certaines questions portent sur le sexe.');
    expect(mergeTranslation(noted, { title: 'Le test de pureté' }).contentNote).toBe(
      'Some questions cover sex, alcohol and drugs.',
    );
    expect('contentNote' in mergeTranslation(cooking, { title: 'Test de cuisine' })).toBe(false);
  });

  it('matches tiers by min, whatever order the translation lists them in, and keeps an untranslated message', () => {
    const quiz = mergeTranslation(purity, {
      tiers: {
        0: { label: 'Pureté très basse', message: 'Vous avez presque tout vécu !' },
        3: { label: 'Pureté très haute' },
      },
    });
    expect(quiz.tiers).toEqual([
      { min: 3, label: 'Pureté très haute', message: "You've lived a very innocent life!" },
      { min: 1, label: 'Average Purity', message: "You've had some life experiences!" },
      { min: 0, label: 'Pureté très basse', message: 'Vous avez presque tout vécu !' },
    ]);
  });

  it('matches privacy cards by id and keeps the English order', () => {
    const privacy = mergeTranslation(english.privacy, {
      cards: {
        contact: { title: 'Nous contacter', paragraphs: ['Utilisez la page de contact.'] },
        cookies: { title: 'Cookies', paragraphs: ['Aucun cookie de suivi.'] },
      },
    }) as PrivacyPage;
    expect(privacy.cards.map((card) => [card.id, card.title])).toEqual([
      ['information-collected', 'Information We Collect'],
      ['use-of-information', 'How We Use Information'],
      ['storage-and-security', 'Data Storage and Security'],
      ['cookies', 'Cookies'],
      ['third-parties', 'Third-Party Services'],
      ['children', "Children's Privacy"],
      ['changes', 'Changes to This Policy'],
      ['contact', 'Nous contacter'],
    ]);
    expect(privacy.cards[3].paragraphs).toEqual(['Aucun cookie de suivi.']);
    expect(privacy.title).toBe('Privacy Policy');
  });

  it("matches storage entries by id within their place and keeps their names, which are the code's", () => {
    const entry = {
      what: 'Vos réponses.',
      howLong: 'Jusqu’à la fermeture de l’onglet.',
      erase: 'Fermez l’onglet.',
    };
    const privacy = mergeTranslation(english.privacy, {
      storage: {
        places: {
          'session-storage': { title: 'Dans cet onglet', entries: { 'quiz-progress': entry } },
        },
      },
    }) as PrivacyPage;
    expect(privacy.storage.labels).toEqual(english.privacy.storage.labels);
    expect(privacy.storage.places.map((place) => place.id)).toEqual(
      english.privacy.storage.places.map((place) => place.id),
    );
    const session = privacy.storage.places[1]!;
    expect(session.title).toBe('Dans cet onglet');
    expect(session.entries).toEqual([
      { id: 'quiz-progress', names: ['quizProgress:<quiz>'], ...entry },
    ]);
    expect(privacy.storage.places[0]).toEqual(english.privacy.storage.places[0]);
  });

  it('matches FAQ entries by position and replaces paragraph lists whole', () => {
    const contact: ContactPage = {
      ...english.contact,
      faq: [
        { question: 'First?', answer: 'One.' },
        { question: 'Second?', answer: 'Two.' },
      ],
    };
    const translated = mergeTranslation(contact, {
      faq: [{ question: 'Première ?', answer: 'Un.' }],
      about: { paragraphs: ['Un.', 'Deux.'] },
    }) as ContactPage;
    expect(translated.faq).toEqual([
      { question: 'Première ?', answer: 'Un.' },
      { question: 'Second?', answer: 'Two.' },
    ]);
    expect(translated.about).toEqual({
      title: 'About the Purity Test',
      paragraphs: ['Un.', 'Deux.'],
    });
    const home = mergeTranslation(english.home, {
      hero: { title: 'Le test de pureté' },
    }) as HomePage;
    expect(home.hero).toEqual({ title: 'Le test de pureté', subtitle: english.home.hero.subtitle });
    expect(home.intro).toEqual(english.home.intro);
  });

  it('ships the interface strings of the language, English for missing and empty ones, without extra keys', () => {
    const merged = mergeTranslation(
      { site: { name: 'Purity Test' }, quiz: { yes: 'Yes', no: 'No', next: 'Next' } },
      { site: { name: 'Test de pureté' }, quiz: { yes: 'Oui', no: ' ' }, extra: 'Extra' },
    );
    expect(merged).toEqual({
      site: { name: 'Test de pureté' },
      quiz: { yes: 'Oui', no: 'No', next: 'Next' },
    });
  });
});

describe('emitted modules for a translated language', () => {
  const { dir } = contentWith(['translated']);
  writeFileSync(
    join(dir, 'locales', 'fr.yaml'),
    'site:\n  name: Test de pureté\nquiz:\n  yes: Oui\n  no: ""\n',
  );
  const { content } = loadContent(dir);
  const outDir = makeTempDir('generated');
  const written = emitContentModules(content!, outDir, 'https://fixture.example.com');

  it('lists fr in catalog.ts languages, between English and the pseudo-locale', async () => {
    const catalog = (await import(join(outDir, 'catalog.ts'))) as { languages: string[] };
    expect(catalog.languages).toEqual(['en', 'fr', 'en-XA']);
  });

  it('writes the fr strings and every fr content file', () => {
    for (const file of [
      'locales/fr/translation.json',
      'content/fr/quiz-purity.json',
      'content/fr/quiz-cooking.json',
      'content/fr/home.json',
      'content/fr/privacy.json',
      'content/fr/contact.json',
    ]) {
      expect(written).toContain(file);
      expect(existsSync(join(outDir, file))).toBe(true);
    }
  });

  it('merges the French quiz over English', () => {
    const quiz = moduleValue<Quiz>(outDir, 'content/fr/quiz-cooking.json');
    expect(quiz.title).toBe("Test d'expérience culinaire");
    expect(quiz.caption).toBe('Culinary Experience Score');
    expect(quiz.page).toEqual({
      title: "Test d'expérience culinaire - 3 questions",
      description: cooking().page.description,
    });
    expect(quiz.tiers.map((tier) => tier.label)).toEqual([
      'Cuisinier aguerri',
      'Cuisinier occasionnel',
      'Minimal cooking experience',
    ]);
    expect(quiz.questions.map((question) => question.text)).toEqual([
      'Avez-vous déjà fait du pain maison\u202F?',
      'Avez-vous déjà cuisiné un repas de trois plats pour des invités\u202F?',
      'Have you ever made pasta by hand?',
    ]);
    expect(moduleValue<Quiz>(outDir, 'content/fr/quiz-purity.json')).toEqual(
      moduleValue<Quiz>(outDir, 'content/en/quiz-purity.json'),
    );
  });

  it('merges the pages and the guide, and builds the home cards from the French quizzes', () => {
    const home = moduleValue<
      HomePage & {
        guide: { anchor: string; title: string }[];
        cards: { slug: string; title: string }[];
      }
    >(outDir, 'content/fr/home.json');
    expect(home.intro.paragraphs).toHaveLength(2);
    expect(home.guide.map((section) => [section.anchor, section.title])).toEqual([
      ['about', 'À propos du test'],
      ['how-to-take', 'How to Take the Test'],
      ['terms', 'Terms of Use'],
    ]);
    const bodies = moduleValue<Record<string, string>>(outDir, 'content/fr/home-guide.json');
    expect(bodies.about).toContain('Le test de pureté a commencé');
    expect(home.cards).toEqual([
      {
        slug: 'cooking',
        title: "Test d'expérience culinaire",
        description: 'Un petit quiz de cuisine pour les tests de contenu.',
        total: 3,
      },
    ]);
    const privacy = moduleValue<PrivacyPage>(outDir, 'content/fr/privacy.json');
    expect(privacy.cards.map((card) => card.title)).toContain('Vie privée des enfants');
    expect(privacy.cards.map((card) => card.id)).toEqual(
      (content!.pages.privacy as PrivacyPage).cards.map((card) => card.id),
    );
    expect(moduleValue<ContactPage>(outDir, 'content/fr/contact.json')).toEqual(
      content!.pages.contact,
    );
  });

  it('writes the French interface strings with English for the missing and empty ones', () => {
    expect(moduleValue(outDir, 'locales/fr/translation.json')).toEqual({
      site: { name: 'Test de pureté', titleTemplate: '{{title}} | Purity Test' },
      quiz: { questionOf: 'Question {{current}} of {{total}}', yes: 'Oui', no: 'No' },
    });
    expect(moduleValue(outDir, 'locales/fr/languageOffer.json')).toEqual({
      label: 'Language suggestion',
      text: 'This page is also available in {{language}}.',
      accept: 'Switch to {{language}}',
      dismiss: 'No thanks',
    });
  });

  function cooking(): Quiz {
    return content!.quizzes.find((quiz) => quiz.slug === 'cooking')!;
  }
});

describe('stale translations', () => {
  const COOKING = 'quizzes/cooking.yaml';

  it('warns at a translated question whose English was reworded since, with the English it reads now', () => {
    const { dir, shown } = contentWith(['translated']);
    const english = join(dir, COOKING);
    writeFileSync(
      english,
      readFileSync(english, 'utf8').replace(
        'Have you ever baked bread from scratch?',
        'Have you ever baked sourdough bread from scratch?',
      ),
    );
    const { errors, warnings } = report(dir);
    expect(errors).toEqual([]);
    expect(warnings.filter((line) => line.includes('changed since'))).toEqual([
      `${shown}/${QUIZ}:17:3 questions.cooking-001: the English text changed since this was translated (it reads now: "Have you ever baked sourdough bread from scratch?"); update the translation, delete its stamp "en:83cd087b" and run npm run translations:stamp`,
    ]);
  });

  it('warns at a guide section whose English Markdown changed since', () => {
    const { dir, shown } = contentWith(['translated']);
    const english = join(dir, 'guide/about.md');
    writeFileSync(english, `${readFileSync(english, 'utf8')}\nA new closing line.\n`);
    expect(report(dir).warnings.filter((line) => line.includes('changed since'))).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${shown}/translations/fr/guide/about\\.md:3:1 body: the English text changed since this was translated`,
        ),
      ),
    ]);
  });

  it('says which texts have no stamp, one line per file, and the stamp script stamps them without changing a text', () => {
    const { dir, shown } = contentWith(['translated']);
    const file = join(dir, QUIZ);
    writeFileSync(file, readFileSync(file, 'utf8').replace(/ # en:[0-9a-f]{8}/g, ''));
    const before = parse(readFileSync(file, 'utf8'));
    expect(report(dir).warnings).toContain(
      `${shown}/${QUIZ}:1:1 11 translated texts have no stamp of the English they translate (theme, title, intro, …); run npm run translations:stamp`,
    );
    expect(stampTranslations(dir)).toEqual(new Map([[file, 11]]));
    expect(parse(readFileSync(file, 'utf8'))).toEqual(before);
    expect(report(dir).warnings.filter((line) => line.includes('stamp'))).toEqual([]);
    expect(stampTranslations(dir)).toEqual(new Map());
  });

  it('leaves a translation that does not parse as it is (the check reports its syntax error)', () => {
    const { dir } = contentWith(['translated']);
    const file = join(dir, QUIZ);
    writeFileSync(file, 'title: [unclosed\n');
    expect(stampTranslations(dir)).toEqual(new Map());
    expect(readFileSync(file, 'utf8')).toBe('title: [unclosed\n');
  });

  it('writes a flow collection in block style before stamping, so every text has its own line', () => {
    const { dir } = contentWith(['translated']);
    const file = join(dir, QUIZ);
    const unstamped = readFileSync(file, 'utf8')
      .replace(/ # en:[0-9a-f]{8}/g, '')
      // A text wrapped by hand, a comment of its own and an escaped no-break space: kept as written.
      .replace(
        /^intro: .*(?:\n {2}.*)*$/m,
        "intro: Un quiz de trois questions\n  qui n'existe que pour les tests.\n# Relu le 3 mars.",
      )
      .replace(/^shareText: "J'ai/m, 'shareText: "100\\_% J\'ai');
    const flowTiers =
      'tiers:\n  2: { label: Cuisinier aguerri }\n  1: { label: Cuisinier occasionnel }\n';
    const blockTiers =
      'tiers:\n  2:\n    label: Cuisinier aguerri\n  1:\n    label: Cuisinier occasionnel\n';
    const flow = unstamped.replace(/tiers:\n(?: {2}.*\n)+?(?=questions:)/, flowTiers);
    writeFileSync(file, flow);
    stampTranslations(dir);
    const stamped = readFileSync(file, 'utf8');
    expect(parse(stamped)).toEqual(parse(flow));
    expect(stamped).toMatch(/\n {2}2:\n {4}label: Cuisinier aguerri # en:[0-9a-f]{8}\n/);
    // Only the flow collections change: every other line is as it was, its stamp aside.
    expect(stamped.replace(/ # en:[0-9a-f]{8}/g, '')).toBe(flow.replace(flowTiers, blockTiers));
    expect(report(dir).warnings.filter((line) => line.includes('stamp'))).toEqual([]);
  });
});
