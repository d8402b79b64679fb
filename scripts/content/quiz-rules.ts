// Rules a JSON schema cannot say, within one quiz or page (over the questions of every quiz: repeats.ts).
import type { PrivacyPage, Quiz } from '../../shared/generated/types.js';
import { blockCount, QUESTIONS_PER_BLOCK } from '../../shared/domain/blocks.js';
import type { ContentError, PathSegment, YamlSource } from './yaml-source.js';

const isMapping = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The quiz file's data with `kind` and `scoring` set from the catalog, ready for schema validation; a file that states them gets an error. */
export function withCatalogFields(
  data: unknown,
  isMain: boolean,
  source: YamlSource,
  errors: ContentError[],
): unknown {
  if (!isMapping(data)) return data;
  for (const field of ['kind', 'scoring']) {
    if (field in data)
      errors.push(
        source.errorAt(
          [field],
          `is set by content/catalog.yaml (the quiz under \`main\` is the main test and scores "purity", the others "yes-count"); remove it`,
        ),
      );
  }
  const fromCatalog = {
    kind: isMain ? 'main' : 'themed',
    scoring: isMain ? 'purity' : 'yes-count',
  };
  // After the slug, where a reader of the generated module looks for them (a key keeps its first place).
  return { slug: data.slug, ...fromCatalog, ...data, ...fromCatalog };
}

/**
 * Parsed quiz data (or a translation's, with its English quiz's `count`) with the quiz's length in
 * place of `{count}`, before schema validation, so that length limits hold for the text as shown.
 */
export function withQuestionCount(data: unknown, count?: number): unknown {
  const length =
    count ?? (isMapping(data) && Array.isArray(data.questions) ? data.questions.length : undefined);
  if (length === undefined) return data;
  return JSON.parse(JSON.stringify(data), (_key, value: unknown) =>
    typeof value === 'string' ? value.replaceAll('{count}', String(length)) : value,
  );
}

/** `listed` says whether content/catalog.yaml lists the quiz (undefined when the catalog itself is invalid). */
export function checkQuizRules(
  quiz: Quiz,
  fileSlug: string,
  listed: boolean | undefined,
  source: YamlSource,
): ContentError[] {
  const errors: ContentError[] = [];
  const fail = (path: PathSegment[], message: string) => errors.push(source.errorAt(path, message));
  if (quiz.slug !== fileSlug)
    fail(['slug'], `must equal the file name "${fileSlug}" (got "${quiz.slug}")`);
  if (listed === false)
    fail(['slug'], `"${quiz.slug}" is not listed in content/catalog.yaml; add it there`);

  quiz.tiers.forEach((tier, index) => {
    const above = quiz.tiers[index - 1]?.min;
    if (above !== undefined && tier.min >= above)
      fail(
        ['tiers', index, 'min'],
        `must be lower than the tier above it (${above}); tiers go from highest to lowest`,
      );
    if (tier.min > quiz.questions.length)
      fail(
        ['tiers', index, 'min'],
        `must not exceed the number of points available (${quiz.questions.length})`,
      );
    if (quiz.kind === 'main' && !tier.message)
      fail(['tiers', index], 'needs a message (the main test shows one under each label)');
    else if (!tier.message && quiz.tiers.some((other) => other.message))
      fail(
        ['tiers', index],
        "needs a message, as other tiers of this quiz have (a quiz's tiers all carry one, or none does)",
      );
    if (index === quiz.tiers.length - 1 && tier.min !== 0)
      fail(
        ['tiers', index, 'min'],
        `the last tier must have min 0 so every score gets a label (got ${tier.min})`,
      );
  });
  const blocks = blockCount(quiz.questions.length);
  if (quiz.blocks && quiz.blocks.length !== blocks)
    fail(
      ['blocks'],
      `must name every block of ${QUESTIONS_PER_BLOCK} questions: ${blocks} for ${quiz.questions.length} questions (got ${quiz.blocks.length})`,
    );
  if (quiz.questions[0] && quiz.questions[0].opener !== true)
    fail(
      ['questions', 0, 'opener'],
      'the first question needs "opener: true", set by a reviewer who judged it common (most takers answer Yes); open with such a question, then climb',
    );
  quiz.questions.forEach(({ id }, index) => {
    if (!id.startsWith(`${quiz.slug}-`))
      fail(['questions', index, 'id'], `must start with "${quiz.slug}-" (got "${id}")`);
    const first = quiz.questions.findIndex((question) => question.id === id);
    if (first < index)
      fail(
        ['questions', index, 'id'],
        `"${id}" is already used by ${source.reference(['questions', first, 'id'])}; ids must be unique`,
      );
  });
  return errors;
}

/**
 * Each question in the passive of harm (a phrase of content/harm-words.txt after "been" or "gotten",
 * "been dumped", "gotten badly scammed") without a `harmReason`: a Yes would count a harm done to the
 * taker as experience. Words, not meaning: a harm said actively ("lost your luggage") is for the reader.
 */
export function harmRules(
  quiz: Quiz,
  source: YamlSource,
  phrases: readonly string[],
): ContentError[] {
  if (!phrases.length) return [];
  const words = phrases.map((phrase) =>
    phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+'),
  );
  const pattern = new RegExp(
    `\\b(?:been|gotten|got|get|gets|getting)\\s+(?:\\p{L}+ly\\s+)?(?:${words.join('|')})\\b`,
    'giu',
  );
  const texts = source
    .textValues(new Set())
    .filter(({ path }) => path[0] === 'questions' && path[2] === 'text');
  return texts.flatMap((text) => {
    if (quiz.questions[Number(text.path[1])]?.harmReason) return [];
    return [...text.source.matchAll(pattern)].map((match) =>
      text.errorAt(
        match.index,
        `"${match[0]}" is harm done to the taker, which a Yes would count as experience; ask about something the taker did, or give the question a harmReason (the phrases are in content/harm-words.txt)`,
      ),
    );
  });
}

/** Ids that translations find entries by: each privacy card, storage place and storage entry (in any place) is unique. */
export function privacyRules({ cards, storage }: PrivacyPage, source: YamlSource): ContentError[] {
  const ids = (list: { id: string }[], path: PathSegment[]) =>
    list.map((entry, index) => ({ id: entry.id, path: [...path, index, 'id'] }));
  const groups = [
    { why: 'each of the eight topics needs its own card', ids: ids(cards, ['cards']) },
    { why: 'each place is listed once', ids: ids(storage.places, ['storage', 'places']) },
    {
      why: 'translations find entries by their id',
      ids: storage.places.flatMap((place, p) =>
        ids(place.entries, ['storage', 'places', p, 'entries']),
      ),
    },
  ];
  return groups.flatMap(({ why, ids }) =>
    ids
      .filter(({ id }, index) => ids.findIndex((other) => other.id === id) < index)
      .map(({ id, path }) => source.errorAt(path, `"${id}" appears twice; ${why}`)),
  );
}
