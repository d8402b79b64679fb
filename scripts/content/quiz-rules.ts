import type { ContactPage, PrivacyPage, Quiz } from '../../shared/generated/types.js';
import type { ContentError, YamlSource } from './yaml-source.js';

// What a quiz file does not say because it is said elsewhere once: whether the quiz is the main
// test (content/catalog.yaml's `main`), how it scores (from that), and its length (its question list,
// written `{count}` in its titles and intro).

/** Fields content/catalog.yaml says, not the quiz file: whether it is the main test, and so how it scores. */
const QUIZ_FIELDS_FROM_CATALOG = ['kind', 'scoring'] as const;
/** Written in a quiz's titles and intro, `{count}` is replaced by its number of questions. */
const QUIZ_FIELDS_WITH_COUNT = ['title', 'intro', 'cardDescription', 'page.title', 'page.description', 'shareText', 'resultDescription'];

const SCORING_BY_KIND: Record<Quiz['kind'], Quiz['scoring']> = { main: 'purity', themed: 'yes-count' };

/**
 * The quiz file's data with `kind` and `scoring` set from the catalog, ready for schema validation;
 * a file that states them itself gets an error (they are said once, in the catalog).
 */
export function withCatalogFields(data: unknown, slug: string, mainSlug: string | undefined, source: YamlSource, errors: ContentError[]): unknown {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return data;
  for (const field of QUIZ_FIELDS_FROM_CATALOG) {
    if (field in data) errors.push(source.errorAt([field], `is set by content/catalog.yaml (the quiz under \`main\` is the main test and scores "purity", the others "yes-count"); remove it`));
  }
  const kind: Quiz['kind'] = slug === mainSlug ? 'main' : 'themed';
  // After the slug, where a reader of the generated module looks for them.
  const { slug: stated, kind: _kind, scoring: _scoring, ...rest } = data as Record<string, unknown>;
  return { ...(stated !== undefined && { slug: stated }), kind, scoring: SCORING_BY_KIND[kind], ...rest };
}

/**
 * Parsed quiz data (or a translation's) with the quiz's length in place of `{count}`, before schema
 * validation, so that length limits hold for the text as shown. `count` defaults to the data's own
 * question list; data that is not a mapping is returned as it is (the schema reports it).
 */
export function withQuestionCount(data: unknown, count?: number): unknown {
  if (!isMapping(data)) return data;
  const length = count ?? (Array.isArray(data.questions) ? data.questions.length : undefined);
  if (length === undefined) return data;
  const result: Record<string, unknown> = { ...data, ...(isMapping(data.page) && { page: { ...data.page } }) };
  for (const field of QUIZ_FIELDS_WITH_COUNT) {
    const [head, tail] = field.split('.') as [string, string | undefined];
    const holder = tail ? result[head] : result;
    const key = tail ?? head;
    if (isMapping(holder) && typeof holder[key] === 'string') holder[key] = holder[key].replaceAll('{count}', String(length));
  }
  return result;
}

function isMapping(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const QUESTION_START = 'Have you ever';

/**
 * Rules a JSON schema cannot say, within one quiz. Runs on schema-valid quiz data only. Rules over
 * the questions of every quiz (no repeats, no near-duplicates) are in repeats.ts.
 */
/** `listed` says whether content/catalog.yaml lists the quiz (undefined when the catalog itself is invalid). */
export function checkQuizRules(quiz: Quiz, fileSlug: string, listed: boolean | undefined, source: YamlSource): ContentError[] {
  const errors: ContentError[] = [];
  const fail = (path: (string | number)[], message: string) => errors.push(source.errorAt(path, message));

  if (quiz.slug !== fileSlug) fail(['slug'], `must equal the file name "${fileSlug}" (got "${quiz.slug}")`);
  if (listed === false) fail(['slug'], `"${quiz.slug}" is not listed in content/catalog.yaml; add it there`);

  for (const field of ['shareText', 'resultDescription'] as const) {
    for (const placeholder of ['{{score}}', '{{total}}']) {
      if (!quiz[field].includes(placeholder)) fail([field], `must contain ${placeholder}`);
    }
  }

  checkTiers(quiz, fail);
  checkQuestions(quiz, source, fail);
  return errors;
}

function checkTiers(quiz: Quiz, fail: (path: (string | number)[], message: string) => void): void {
  quiz.tiers.forEach((tier, index) => {
    if (index > 0 && tier.min >= quiz.tiers[index - 1].min) {
      fail(['tiers', index, 'min'], `must be lower than the tier above it (${quiz.tiers[index - 1].min}); tiers go from highest to lowest`);
    }
    if (tier.min > quiz.questions.length) {
      fail(['tiers', index, 'min'], `must not exceed the number of points available (${quiz.questions.length})`);
    }
    if (quiz.kind === 'main' && !tier.message) fail(['tiers', index], 'needs a message (the main test shows one under each label)');
    if (quiz.kind === 'themed' && tier.message) fail(['tiers', index, 'message'], 'is only used by the main test; remove it');
  });
  const last = quiz.tiers.length - 1;
  if (quiz.tiers[last].min !== 0) fail(['tiers', last, 'min'], `the last tier must have min 0 so every score gets a label (got ${quiz.tiers[last].min})`);
}

function checkQuestions(quiz: Quiz, source: YamlSource, fail: (path: (string | number)[], message: string) => void): void {
  const seenIds = new Map<string, number>();
  quiz.questions.forEach((question, index) => {
    const at = (field: string) => ['questions', index, field];
    if (!question.text.startsWith(QUESTION_START)) fail(at('text'), `must start with "${QUESTION_START}"`);
    if (!question.text.endsWith('?')) fail(at('text'), 'must end with "?"');
    if (!question.id.startsWith(`${quiz.slug}-`)) fail(at('id'), `must start with "${quiz.slug}-" (got "${question.id}")`);

    const firstId = seenIds.get(question.id);
    if (firstId !== undefined) {
      fail(at('id'), `"${question.id}" is already used by questions[${firstId}] (line ${source.lineOf(['questions', firstId])}); ids must be unique`);
    } else seenIds.set(question.id, index);
  });
}

// Rules a JSON schema cannot say, for the pages that have them. Each runs on schema-valid data.

type PageRule = (data: object, source: YamlSource) => ContentError[];

export const pageRules: Record<string, PageRule> = {
  privacy: (data, source) => privacyRules(data as PrivacyPage, source),
  contact: (data, source) =>
    (data as ContactPage).responsePromise.includes('24-48 hours') ? [] : [source.errorAt(['responsePromise'], 'must promise a reply within "24-48 hours"')],
};

function privacyRules(privacy: PrivacyPage, source: YamlSource): ContentError[] {
  const errors: ContentError[] = [];
  const seen = new Set<string>();
  privacy.cards.forEach((card, index) => {
    if (seen.has(card.id)) errors.push(source.errorAt(['cards', index, 'id'], `"${card.id}" appears twice; each of the eight topics needs its own card`));
    seen.add(card.id);
  });
  const places = new Set<string>();
  const entries = new Set<string>();
  privacy.storage.places.forEach((place, placeIndex) => {
    if (places.has(place.id)) errors.push(source.errorAt(['storage', 'places', placeIndex, 'id'], `"${place.id}" appears twice; each place is listed once`));
    places.add(place.id);
    place.entries.forEach((entry, entryIndex) => {
      if (entries.has(entry.id)) errors.push(source.errorAt(['storage', 'places', placeIndex, 'entries', entryIndex, 'id'], `"${entry.id}" appears twice; translations find entries by their id`));
      entries.add(entry.id);
    });
  });
  return errors;
}
