// Valid POST /api/test-results bodies, the same on every run: half for the main test (the site's
// main traffic), the rest spread over the themed quizzes, with varied answers and matching scores,
// and the question ids as our pages send them, joined (so each save is counted per question).
import { catalog } from '../../shared/generated/catalog.js';
import { quizzes } from '../../shared/generated/quiz-data.en.js';
import { joinQuestionIds } from '../../shared/domain/question-ids.js';
import { scoreFromAnswers } from '../../shared/domain/scoring.js';
import type { Answer } from '../../shared/generated/types.js';

export function requestBodies(count = 64): string[] {
  let state = 42;
  // mulberry32: a small seeded generator, so every run sends the same bodies.
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const main = quizzes.find((quiz) => quiz.slug === catalog.main.slug)!;
  const themed = quizzes.filter((quiz) => quiz !== main);
  return Array.from({ length: count }, (_, index) => {
    const quiz = index % 2 === 0 ? main : themed[(index >> 1) % themed.length]!;
    const yesShare = random();
    const answers: Answer[] = quiz.questions.map(() => (random() < yesShare ? 'yes' : 'no'));
    return JSON.stringify({ quiz: quiz.slug, score: scoreFromAnswers(quiz.scoring, answers), answers, questions: joinQuestionIds(quiz.questions.map((question) => question.id)), language: 'en' });
  });
}

/** The bodies as autocannon requests, sent in turn on each connection. */
export function saveRequests(bodies: readonly string[] = requestBodies()) {
  return bodies.map((body) => ({ method: 'POST' as const, path: '/api/test-results', headers: { 'content-type': 'application/json' }, body }));
}
