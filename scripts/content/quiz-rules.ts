import type { ContentError } from './content-error.js';
import type { YamlSource } from './yaml-source.js';
import type { Quiz } from '../../shared/generated/types.js';

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
