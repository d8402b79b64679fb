import type { ContentError, PathSegment } from './content-error.js';
import { isNearDuplicate, MIN_SHARED_KEY_WORDS, NEAR_DUPLICATE_THRESHOLD, normalizeQuestion, QuestionComparer, type KeyWords, type Similarity } from './question-similarity.js';
import type { YamlSource } from './yaml-source.js';
import type { OverlapExceptions, Quiz } from '../../shared/generated/types.js';

/** A schema-valid quiz file. */
export interface QuizFile {
  quiz: Quiz;
  source: YamlSource;
}

/** content/overlap-exceptions.yaml, when it exists and is schema-valid. */
export interface ExceptionsFile {
  data: OverlapExceptions;
  source: YamlSource;
}

interface PlacedQuestion {
  id: string;
  index: number;
  source: YamlSource;
  normalized: string;
  keyWords: KeyWords;
}

const EXCEPTIONS_FILE = 'content/overlap-exceptions.yaml';

/**
 * Rules over every question of the site at once: no two questions say the same thing (same text
 * once case, spacing and punctuation are ignored) and no two are near-duplicates (see
 * question-similarity.ts), unless content/overlap-exceptions.yaml allows the pair. Each problem is
 * reported at the later question (in file order) and names the earlier one.
 *
 * `allQuizzesLoaded` is false when some quiz file is not schema-valid: its questions are then
 * unknown, so an exception naming one of them is not reported as naming an unknown id.
 */
export function checkSiteQuestions(quizzes: QuizFile[], exceptions: ExceptionsFile | undefined, allQuizzesLoaded: boolean): ContentError[] {
  const errors: ContentError[] = [];
  const texts = quizzes.flatMap(({ quiz }) => quiz.questions.map((question) => question.text));
  const comparer = new QuestionComparer(texts);
  const questions: PlacedQuestion[] = quizzes.flatMap(({ quiz, source }) =>
    quiz.questions.map((question, index) => ({
      id: question.id,
      index,
      source,
      normalized: normalizeQuestion(question.text),
      keyWords: comparer.keyWords(question.text),
    })),
  );
  const byId = new Map(questions.map((question) => [question.id, question]));
  const allowed = checkExceptions(exceptions, byId, comparer, allQuizzesLoaded, errors);

  const firstWithText = new Map<string, PlacedQuestion>();
  questions.forEach((question, position) => {
    const textPath = ['questions', question.index, 'text'];
    const same = firstWithText.get(question.normalized);
    if (same) {
      errors.push(question.source.errorAt(textPath, `says the same thing as ${where(same)}; every question on the site must be different`));
      return;
    }
    firstWithText.set(question.normalized, question);
    for (let before = 0; before < position; before += 1) {
      const earlier = questions[before];
      // Most pairs share no key word: the full comparison only runs when the score can reach the limit.
      if (comparer.score(question.keyWords, earlier.keyWords) < NEAR_DUPLICATE_THRESHOLD) continue;
      const result = comparer.similarity(question.keyWords, earlier.keyWords);
      if (allowed.has(pairKey(question.id, earlier.id))) continue;
      if (isNearDuplicate(result)) {
        errors.push(question.source.errorAt(textPath, `is nearly the same question as ${where(earlier)}: they share ${describe(result)}, at or above the limit of ${LIMIT}; ${FIX}`));
      }
    }
  });
  return errors;
}

/** Validates the exceptions and returns the pairs they allow. */
function checkExceptions(
  exceptions: ExceptionsFile | undefined,
  byId: Map<string, PlacedQuestion>,
  comparer: QuestionComparer,
  allQuizzesLoaded: boolean,
  errors: ContentError[],
): Set<string> {
  const allowed = new Set<string>();
  if (!exceptions) return allowed;
  const { data, source } = exceptions;
  const firstEntry = new Map<string, number>();
  data.exceptions.forEach((entry, index) => {
    const at = (...rest: PathSegment[]) => ['exceptions', index, ...rest];
    const [a, b] = entry.questions;
    if (a === b) {
      errors.push(source.errorAt(at('questions'), `names ${a} twice; an exception is for two different questions`));
      return;
    }
    const key = pairKey(a, b);
    const earlier = firstEntry.get(key);
    if (earlier !== undefined) {
      errors.push(source.errorAt(at('questions'), `${a} and ${b} are already listed in exceptions[${earlier}]`));
      return;
    }
    firstEntry.set(key, index);
    const unknown = entry.questions.map((id, k) => ({ id, k })).filter(({ id }) => !byId.has(id));
    if (unknown.length) {
      if (allQuizzesLoaded) {
        for (const { id, k } of unknown) errors.push(source.errorAt(at('questions', k), `"${id}" is not the id of any question on the site`));
      }
      return;
    }
    const result = comparer.similarity(byId.get(a)!.keyWords, byId.get(b)!.keyWords);
    if (!isNearDuplicate(result)) {
      errors.push(
        source.errorAt(at('questions'), `${a} and ${b} are not near-duplicates (they share ${describe(result)}, ${whyNot(result)}); remove this exception`),
      );
      return;
    }
    allowed.add(key);
  });
  return allowed;
}

function pairKey(a: string, b: string): string {
  return a < b ? `${a} ${b}` : `${b} ${a}`;
}

function where(question: PlacedQuestion): string {
  return `${question.source.reference(['questions', question.index, 'text'])} (${question.id})`;
}

const LIMIT = NEAR_DUPLICATE_THRESHOLD.toFixed(2);
const FIX = `reword one of them, or list the pair in ${EXCEPTIONS_FILE} with a reason`;

/** "3 of their 4 key words (sung, karaoke, people), similarity 0.75" */
function describe({ shared, total, score }: Similarity): string {
  const words = shared.length ? ` (${shared.join(', ')})` : '';
  return `${shared.length} of their ${total} key words${words}, similarity ${score.toFixed(2)}`;
}

function whyNot({ score }: Similarity): string {
  return score < NEAR_DUPLICATE_THRESHOLD ? `under the limit of ${LIMIT}` : `fewer than ${MIN_SHARED_KEY_WORDS} shared key words`;
}
