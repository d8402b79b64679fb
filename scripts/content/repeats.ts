// Exact and near repeats among every question of the site (content/QUIZ-FORMAT.md, "Near-duplicates"). Near:
// a weighted Jaccard index over Porter-stemmed key words, a key word weighing ln(1 + N / n) for N
// questions on the site of which n use it, so a common word ("friend") says less than a rare one.
import { stemmer } from 'stemmer';
import type { OverlapExceptions, Quiz } from '../../shared/generated/types.js';
import type { Validated } from './schema-validation.js';
import type { ContentError, PathSegment } from './yaml-source.js';

/** Two questions at or above this similarity are near-duplicates... */
const LIMIT = 0.5;
/** ...provided they share at least this many key words, or have the same ones ("been on a date" and "gone on a blind date" share only "date"). */
const MIN_SHARED_KEY_WORDS = 2;

/** Compared after lower-casing, before stemming. */
const STOP_WORDS = new Set(
  `a an the and or but nor if then than so as at by for from in into of off on onto out over to up down with without
  about after before during while until
  you your yours yourself yourselves i me my we us our they them their he him his she her it its this that these those
  there here who whom whose which what when where why how
  have has had having ever been be being is are was were am do does did done doing get gets got gotten getting
  go goes went gone going make makes made making take takes took taken taking try tries tried trying
  not no any some all every each other another more most much many very just only own same such too also even really
  one someone something somewhere anyone anything
  can could would should will shall may might must let`.split(/\s+/),
);

/** Case, accents, spacing and punctuation do not make two questions different. */
export function normalizeQuestion(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Two questions' `score` (weight of the shared key words / weight of all their distinct ones, 0 to 1), `shared` key words as the first writes them, `total` distinct key words. */
type Similarity = { score: number; shared: string[]; total: number; near: boolean };

const words = (text: string) =>
  normalizeQuestion(text.replace(/['’]s\b/g, ''))
    .split(' ')
    .filter(Boolean);

/** Key words and similarity for the questions of one site (`texts`), whose words and word counts they use. */
export function questionComparer(texts: readonly string[]) {
  const vocabulary = new Set(texts.flatMap(words));
  /** A question's key words (stem -> the word as written); two words that a question of the site writes as one ("mountain top") are that one. */
  const keyWords = (text: string): Map<string, string> => {
    const keys = new Map<string, string>();
    const all = words(text);
    for (let i = 0; i < all.length; i += 1) {
      // "been asked out" is not "asked someone out": a word right after "been" is marked as such.
      const passive = all[i - 1] === 'been' ? 'been ' : '';
      let word = all[i];
      if (
        i + 1 < all.length &&
        !STOP_WORDS.has(word) &&
        !STOP_WORDS.has(all[i + 1]) &&
        vocabulary.has(word + all[i + 1])
      )
        word += all[++i];
      const stem = passive + stemmer(word);
      if (!STOP_WORDS.has(word) && !keys.has(stem)) keys.set(stem, passive + word);
    }
    return keys;
  };
  const questionsWith = new Map<string, number>();
  for (const text of texts)
    for (const stem of keyWords(text).keys())
      questionsWith.set(stem, (questionsWith.get(stem) ?? 0) + 1);
  const weight = (stems: Iterable<string>) =>
    [...stems].reduce(
      (sum, stem) => sum + Math.log(1 + texts.length / (questionsWith.get(stem) ?? 1)),
      0,
    );
  const similarity = (a: Map<string, string>, b: Map<string, string>): Similarity => {
    const shared = [...a.keys()].filter((stem) => b.has(stem));
    const sharedWeight = weight(shared);
    const score =
      sharedWeight && sharedWeight / (weight(a.keys()) + weight(b.keys()) - sharedWeight);
    const total = a.size + b.size - shared.length;
    return {
      score,
      shared: shared.map((stem) => a.get(stem)!),
      total,
      near: score >= LIMIT && (shared.length >= MIN_SHARED_KEY_WORDS || shared.length === total),
    };
  };
  return { keyWords, similarity };
}

/** "3 of their 4 key words (sung, karaoke, people), similarity 0.75" */
const describe = ({ shared, total, score }: Similarity) =>
  `${shared.length} of their ${total} key words${shared.length ? ` (${shared.join(', ')})` : ''}, similarity ${score.toFixed(2)}`;
const pairKey = (a: string, b: string) => [a, b].sort().join(' ');

/**
 * No two questions of the site are the same or near-duplicates, unless content/overlap-exceptions.yaml
 * allows the pair (a near one only). Each is reported at the later question, naming the earlier. While
 * a quiz file is not schema-valid (`allLoaded` false), an id no question has is not reported.
 */
export function checkSiteQuestions(
  quizzes: Validated<Quiz>[],
  exceptions: Validated<OverlapExceptions> | undefined,
  allLoaded: boolean,
): ContentError[] {
  const errors: ContentError[] = [];
  const comparer = questionComparer(
    quizzes.flatMap(({ data }) => data.questions.map((question) => question.text)),
  );
  const questions = quizzes.flatMap(({ data, source }) =>
    data.questions.map((question, index) => ({
      id: question.id,
      source,
      path: ['questions', index, 'text'],
      normalized: normalizeQuestion(question.text),
      keyWords: comparer.keyWords(question.text),
    })),
  );
  const where = (question: (typeof questions)[number]) =>
    `${question.source.reference(question.path)} (${question.id})`;
  const byId = new Map(questions.map((question) => [question.id, question]));

  const allowed = new Set<string>();
  exceptions?.data.exceptions.forEach(({ questions: [a, b] }, index) => {
    const fail = (message: string, ...rest: PathSegment[]) =>
      errors.push(exceptions.source.errorAt(['exceptions', index, 'questions', ...rest], message));
    if (!byId.has(a) || !byId.has(b)) {
      if (allLoaded)
        [a, b].forEach(
          (id, k) => byId.has(id) || fail(`"${id}" is not the id of any question on the site`, k),
        );
      return;
    }
    const result = comparer.similarity(byId.get(a)!.keyWords, byId.get(b)!.keyWords);
    if (result.near) return allowed.add(pairKey(a, b));
    const why =
      result.score < LIMIT
        ? `under the limit of ${LIMIT.toFixed(2)}`
        : `fewer than ${MIN_SHARED_KEY_WORDS} shared key words`;
    fail(
      `${a} and ${b} are not near-duplicates (they share ${describe(result)}, ${why}); remove this exception`,
    );
  });

  questions.forEach((question, position) => {
    const earlierOnes = questions.slice(0, position);
    const same = earlierOnes.find((earlier) => earlier.normalized === question.normalized);
    if (same)
      return errors.push(
        question.source.errorAt(
          question.path,
          `says the same thing as ${where(same)}; every question on the site must be different`,
        ),
      );
    for (const earlier of earlierOnes) {
      const result = comparer.similarity(question.keyWords, earlier.keyWords);
      if (!result.near || allowed.has(pairKey(question.id, earlier.id))) continue;
      const message = `is nearly the same question as ${where(earlier)}: they share ${describe(result)}, at or above the limit of ${LIMIT.toFixed(2)}; reword one of them, or list the pair in content/overlap-exceptions.yaml with a reason`;
      errors.push(question.source.errorAt(question.path, message));
    }
  });
  return errors;
}
