// Valid POST /api/test-results bodies for the load test: several quizzes, varied answers, each
// with the score the server expects (purity: 100 - yes; themed quizzes: the yes count).

export interface QuizShape {
  slug: string;
  questions: number;
  scoring: 'purity' | 'yes-count';
}

const FALLBACK_QUIZZES: QuizShape[] = [
  { slug: 'purity', questions: 100, scoring: 'purity' },
  { slug: 'food', questions: 35, scoring: 'yes-count' },
];

/** The quizzes from the generated content when present, else purity and food. */
export async function loadQuizShapes(): Promise<QuizShape[]> {
  try {
    const module = (await import('../../src/generated/quiz-data.en.js')) as {
      quizzes: readonly { slug: string; scoring: QuizShape['scoring']; questions: readonly unknown[] }[];
    };
    const shapes = module.quizzes.map((quiz) => ({ slug: quiz.slug, questions: quiz.questions.length, scoring: quiz.scoring }));
    return shapes.length > 0 ? shapes : FALLBACK_QUIZZES;
  } catch {
    return FALLBACK_QUIZZES;
  }
}

/** A small deterministic PRNG so every run sends the same bodies. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function makeBody(quiz: QuizShape, random: () => number): string {
  const yesShare = random();
  const answers = Array.from({ length: quiz.questions }, () => (random() < yesShare ? 'yes' : 'no'));
  const yes = answers.filter((answer) => answer === 'yes').length;
  const score = quiz.scoring === 'purity' ? quiz.questions - yes : yes;
  return JSON.stringify({ quiz: quiz.slug, score, answers, language: 'en' });
}

/**
 * `count` bodies: half for the main quiz (the site's main traffic), the rest spread over the
 * themed quizzes, food first.
 */
export function makeBodies(quizzes: readonly QuizShape[], count = 64, seed = 42): string[] {
  const random = mulberry32(seed);
  const main = quizzes.find((quiz) => quiz.slug === 'purity') ?? quizzes[0]!;
  const themed = quizzes.filter((quiz) => quiz !== main);
  const ordered = [themed.find((quiz) => quiz.slug === 'food'), ...themed.filter((quiz) => quiz.slug !== 'food')].filter(
    (quiz): quiz is QuizShape => quiz !== undefined,
  );
  return Array.from({ length: count }, (_, index) =>
    makeBody(index % 2 === 0 || ordered.length === 0 ? main : ordered[(index >> 1) % ordered.length]!, random),
  );
}
