import type { ContentError, PathSegment } from './content-error.js';
import {
  isNearDuplicate,
  isSameExperience,
  MIN_SHARED_KEY_WORDS,
  NEAR_DUPLICATE_THRESHOLD,
  normalizeQuestion,
  QuestionComparer,
  SAME_EXPERIENCE_THRESHOLD,
  type AnalyzedQuestion,
  type Similarity,
} from './question-similarity.js';
import { loadWordMeanings } from './word-meanings.js';
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
  analyzed: AnalyzedQuestion;
}

const EXCEPTIONS_FILE = 'content/overlap-exceptions.yaml';

/**
 * Rules over every question of the site at once: no two questions say the same thing (same text
 * once case, spacing and punctuation are ignored), no two are near-duplicates and no two ask about the
 * same experience in other words (see question-similarity.ts), unless content/overlap-exceptions.yaml
 * allows the pair. Each problem is
 * reported at the later question (in file order) and names the earlier one.
 *
 * `allQuizzesLoaded` is false when some quiz file is not schema-valid: its questions are then
 * unknown, so an exception naming one of them is not reported as naming an unknown id.
 */
export function checkSiteQuestions(quizzes: QuizFile[], exceptions: ExceptionsFile | undefined, allQuizzesLoaded: boolean): ContentError[] {
  const errors: ContentError[] = [];
  const texts = quizzes.flatMap(({ quiz }) => quiz.questions.map((question) => question.text));
  const comparer = new QuestionComparer(texts, loadWordMeanings(QuestionComparer.keyWordsOf(texts)));
  const questions: PlacedQuestion[] = quizzes.flatMap(({ quiz, source }) =>
    quiz.questions.map((question, index) => ({
      id: question.id,
      index,
      source,
      normalized: normalizeQuestion(question.text),
      analyzed: comparer.analyze(question.text),
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
      const result = comparer.similarity(question.analyzed, earlier.analyzed);
      if (allowed.has(pairKey(question.id, earlier.id))) continue;
      if (isNearDuplicate(result)) {
        errors.push(question.source.errorAt(textPath, `is nearly the same question as ${where(earlier)}: they share ${describe(result)}, at or above the limit of ${LIMIT}; ${FIX}`));
      } else if (isSameExperience(result)) {
        errors.push(
          question.source.errorAt(
            textPath,
            `asks about the same experience as ${where(earlier)} in other words: they ask about the same verb and share ${sharedWords(result)}, ` +
              `which weigh ${result.coverage.toFixed(2)} of the shorter question, at or above the limit of ${SAME_EXPERIENCE_THRESHOLD.toFixed(2)}; ${FIX}`,
          ),
        );
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
    const result = comparer.similarity(byId.get(a)!.analyzed, byId.get(b)!.analyzed);
    if (!isNearDuplicate(result) && !isSameExperience(result)) {
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
function describe(result: Similarity): string {
  return `${sharedWords(result)}, similarity ${result.score.toFixed(2)}`;
}

/** "3 of their 4 key words (sung, karaoke, people)"; a match in meaning shows both words ("resold/sold"). */
function sharedWords({ shared, total }: Similarity): string {
  const words = shared.length ? ` (${shared.join(', ')})` : '';
  return `${shared.length} of their ${total} key words${words}`;
}

function whyNot({ score }: Similarity): string {
  return score < NEAR_DUPLICATE_THRESHOLD ? `under the limit of ${LIMIT}` : `fewer than ${MIN_SHARED_KEY_WORDS} shared key words`;
}
