// The quiz flow (and its rule that a question needs an answer before moving on) as the pure reducer in
// shared/domain/quiz-machine.ts. Every state passed to the reducer is deep-frozen, so any mutation of
// the input throws (ESM test files run in strict mode) and the "never mutates" rule is checked
// by every single transition below, not only by the dedicated test.
import { describe, expect, it } from 'vitest';
import {
  canFinish,
  canGoNext,
  canGoPrevious,
  initialQuizState,
  isLastQuestion,
  quizReducer,
  type QuizAction,
  type QuizState,
} from '../../shared/domain/quiz-machine';

type Result = { score: number };
type State = QuizState<Result>;

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
}

/** Applies actions one by one, freezing every intermediate state before it is reduced. */
function run(state: State, ...actions: QuizAction<Result>[]): State {
  return actions.reduce((s, action) => quizReducer(deepFreeze(s), action), state);
}

function fresh(total = 3, started = true): State {
  return deepFreeze(initialQuizState<Result>(total, started));
}

/** Answers every question with `answer`, ending on the last question (answered). */
function answerAll(state: State, answer: 'yes' | 'no' = 'no'): State {
  let s = state;
  for (let i = 0; i < s.total; i++) {
    s = run(s, { type: 'answer', answer });
    if (i < s.total - 1) s = run(s, { type: 'next' });
  }
  return s;
}

describe('initial state', () => {
  it('starts on question 1 with every answer empty and no result', () => {
    const s = initialQuizState<Result>(100);
    expect(s.total).toBe(100);
    expect(s.current).toBe(0);
    expect(s.answers).toHaveLength(100);
    expect(s.answers.every((a) => a === '')).toBe(true);
    expect(s.result).toBeNull();
  });

  it('is "answering" by default and "not-started" when asked', () => {
    expect(initialQuizState(35).status).toBe('answering');
    expect(initialQuizState(35, true).status).toBe('answering');
    expect(initialQuizState(35, false).status).toBe('not-started');
  });

  it('has Next and Previous disabled and cannot finish', () => {
    const s = fresh();
    expect(canGoNext(s)).toBe(false);
    expect(canGoPrevious(s)).toBe(false);
    expect(canFinish(s)).toBe(false);
    expect(isLastQuestion(s)).toBe(false);
  });

  it('returns a new answers array each time (no shared state between quizzes)', () => {
    const a = initialQuizState(3);
    const b = initialQuizState(3);
    expect(a.answers).not.toBe(b.answers);
  });
});

describe('start', () => {
  it('moves not-started to answering, keeping question 1 and the empty answers', () => {
    const s = run(fresh(3, false), { type: 'start' });
    expect(s.status).toBe('answering');
    expect(s.current).toBe(0);
    expect(s.answers).toEqual(['', '', '']);
  });

  it('is a no-op once started (returns the same state object)', () => {
    const s = answerAll(fresh());
    expect(quizReducer(deepFreeze(s), { type: 'start' })).toBe(s);
    const saving = run(s, { type: 'submit' });
    expect(quizReducer(saving, { type: 'start' })).toBe(saving);
    const finished = run(saving, { type: 'finished', result: { score: 3 } });
    expect(quizReducer(finished, { type: 'start' })).toBe(finished);
  });

  it('before start, answering, moving and submitting are all no-ops', () => {
    const s = fresh(3, false);
    for (const action of [
      { type: 'answer', answer: 'yes' },
      { type: 'next' },
      { type: 'previous' },
      { type: 'jump', index: 2 },
      { type: 'submit' },
    ] as QuizAction<Result>[]) {
      expect(quizReducer(s, action)).toBe(s);
    }
    expect(canGoNext(s)).toBe(false);
    expect(canGoPrevious(s)).toBe(false);
    expect(canFinish(s)).toBe(false);
  });
});

describe('answer', () => {
  it('stores Yes or No for the current question only', () => {
    const s = run(fresh(), { type: 'answer', answer: 'yes' });
    expect(s.answers).toEqual(['yes', '', '']);
    expect(s.current).toBe(0);
    const t = run(s, { type: 'next' }, { type: 'answer', answer: 'no' });
    expect(t.answers).toEqual(['yes', 'no', '']);
    expect(t.current).toBe(1);
  });

  it('replaces an earlier answer to the same question', () => {
    const s = run(fresh(), { type: 'answer', answer: 'yes' }, { type: 'answer', answer: 'no' });
    expect(s.answers).toEqual(['no', '', '']);
    expect(run(s, { type: 'answer', answer: 'yes' }).answers).toEqual(['yes', '', '']);
  });

  it('takes an answer given on a question no longer on screen as no answer at all', () => {
    // A tap on the prerendered question 1 that React replays after kept progress moved on.
    const restored = run(fresh(), { type: 'restore', current: 2, answers: ['no', 'no', ''] });
    const s = run(restored, { type: 'answer', answer: 'yes', index: 0 });
    expect(s.answers).toEqual(['no', 'no', '']);
    expect(run(s, { type: 'answer', answer: 'yes', index: 2 }).answers).toEqual([
      'no',
      'no',
      'yes',
    ]);
  });

  it('enables Next once the current question is answered', () => {
    const s = fresh();
    expect(canGoNext(s)).toBe(false);
    expect(canGoNext(run(s, { type: 'answer', answer: 'no' }))).toBe(true);
  });
});

describe('next', () => {
  it('is a no-op until the current question has an answer', () => {
    const s = fresh();
    expect(quizReducer(s, { type: 'next' })).toBe(s);
  });

  it('advances one question once answered', () => {
    const s = run(fresh(), { type: 'answer', answer: 'yes' }, { type: 'next' });
    expect(s.current).toBe(1);
    expect(s.status).toBe('answering');
  });

  it('preloads empty for a question never answered', () => {
    const s = run(fresh(), { type: 'answer', answer: 'yes' }, { type: 'next' });
    expect(s.answers[s.current]).toBe('');
    expect(canGoNext(s)).toBe(false);
  });

  it('preloads the earlier saved answer of the new question', () => {
    const s = run(
      fresh(),
      { type: 'answer', answer: 'yes' },
      { type: 'next' },
      { type: 'answer', answer: 'no' },
      { type: 'previous' },
      { type: 'next' },
    );
    expect(s.current).toBe(1);
    expect(s.answers[s.current]).toBe('no');
    expect(canGoNext(s)).toBe(true);
  });

  it('does not advance past the last question (that is Finish Test)', () => {
    const s = answerAll(fresh());
    expect(s.current).toBe(2);
    expect(isLastQuestion(s)).toBe(true);
    expect(canGoNext(s)).toBe(true);
    expect(quizReducer(s, { type: 'next' })).toBe(s);
  });
});

describe('previous', () => {
  it('is disabled and a no-op on question 1, answered or not', () => {
    const s = fresh();
    expect(canGoPrevious(s)).toBe(false);
    expect(quizReducer(s, { type: 'previous' })).toBe(s);
    const answered = run(s, { type: 'answer', answer: 'yes' });
    expect(canGoPrevious(answered)).toBe(false);
    expect(quizReducer(answered, { type: 'previous' })).toBe(answered);
  });

  it('goes back one question and restores its saved answer', () => {
    const s = run(fresh(), { type: 'answer', answer: 'yes' }, { type: 'next' });
    expect(canGoPrevious(s)).toBe(true);
    const back = run(s, { type: 'previous' });
    expect(back.current).toBe(0);
    expect(back.answers[back.current]).toBe('yes');
    expect(canGoNext(back)).toBe(true);
  });

  it('works without an answer on the current question, and keeps the other answers', () => {
    const s = run(fresh(), { type: 'answer', answer: 'no' }, { type: 'next' });
    expect(s.answers[1]).toBe('');
    const back = run(s, { type: 'previous' });
    expect(back.current).toBe(0);
    expect(back.answers).toEqual(['no', '', '']);
  });
});

describe('jump (the /test dot buttons)', () => {
  it('moves to any question, answered or not, and restores its answer', () => {
    let s = answerAll(fresh(5), 'yes');
    s = run(s, { type: 'jump', index: 1 });
    expect(s.current).toBe(1);
    expect(s.answers[s.current]).toBe('yes');
    s = run(fresh(5), { type: 'jump', index: 4 });
    expect(s.current).toBe(4);
    expect(s.answers[s.current]).toBe('');
    expect(isLastQuestion(s)).toBe(true);
    expect(run(s, { type: 'jump', index: 0 }).current).toBe(0);
  });

  it('allows jumping to the current question (no change in position)', () => {
    const s = run(fresh(), { type: 'jump', index: 0 });
    expect(s.current).toBe(0);
  });

  it('rejects out-of-range and non-integer indexes', () => {
    const s = run(fresh(5), { type: 'jump', index: 2 });
    for (const index of [-1, 5, 6, 1.5, Number.NaN, Number.POSITIVE_INFINITY, -0.5]) {
      expect(quizReducer(s, { type: 'jump', index })).toBe(s);
    }
  });

  it('is a no-op while saving and once finished', () => {
    const saving = run(answerAll(fresh()), { type: 'submit' });
    expect(quizReducer(saving, { type: 'jump', index: 0 })).toBe(saving);
    const finished = run(saving, { type: 'finished', result: { score: 1 } });
    expect(quizReducer(finished, { type: 'jump', index: 0 })).toBe(finished);
  });
});

describe('submit (Finish Test)', () => {
  it('is a no-op on the last question while it is unanswered', () => {
    const s = run(fresh(), { type: 'jump', index: 2 });
    expect(isLastQuestion(s)).toBe(true);
    expect(canFinish(s)).toBe(false);
    expect(quizReducer(s, { type: 'submit' })).toBe(s);
  });

  it('is a no-op before the last question, even when answered', () => {
    const s = run(fresh(), { type: 'answer', answer: 'yes' });
    expect(canFinish(s)).toBe(false);
    expect(quizReducer(s, { type: 'submit' })).toBe(s);
  });

  it('moves to saving once the last question is answered', () => {
    const s = answerAll(fresh());
    expect(canFinish(s)).toBe(true);
    const saving = run(s, { type: 'submit' });
    expect(saving.status).toBe('saving');
    expect(saving.answers).toEqual(['no', 'no', 'no']);
    expect(saving.result).toBeNull();
  });

  it('follows the reducer: earlier questions may be unanswered (the dots can skip them)', () => {
    // An answer is required only before moving forward or finishing, i.e. on the
    // current question; skipped questions are scored as unanswered.
    const s = run(fresh(), { type: 'jump', index: 2 }, { type: 'answer', answer: 'yes' });
    expect(canFinish(s)).toBe(true);
    expect(run(s, { type: 'submit' }).status).toBe('saving');
  });

  it('while saving: Next, Previous and Finish are disabled and answers cannot change', () => {
    const saving = run(answerAll(fresh()), { type: 'submit' });
    expect(canGoNext(saving)).toBe(false);
    expect(canGoPrevious(saving)).toBe(false);
    expect(canFinish(saving)).toBe(false);
    for (const action of [
      { type: 'answer', answer: 'yes' },
      { type: 'next' },
      { type: 'previous' },
      { type: 'submit' },
    ] as QuizAction<Result>[]) {
      expect(quizReducer(saving, action)).toBe(saving);
    }
    expect(saving.answers).toEqual(['no', 'no', 'no']);
  });
});

describe('finished', () => {
  it('stores the result after a save', () => {
    const saving = run(answerAll(fresh()), { type: 'submit' });
    const done = run(saving, { type: 'finished', result: { score: 42 } });
    expect(done.status).toBe('finished');
    expect(done.result).toEqual({ score: 42 });
    expect(done.answers).toEqual(['no', 'no', 'no']);
  });

  it('is accepted straight from answering (quizzes that keep their result locally)', () => {
    const done = run(answerAll(fresh()), { type: 'finished', result: { score: 7 } });
    expect(done.status).toBe('finished');
    expect(done.result).toEqual({ score: 7 });
  });

  it('is ignored before start and after finishing (the first result stays)', () => {
    const notStarted = fresh(3, false);
    expect(quizReducer(notStarted, { type: 'finished', result: { score: 1 } })).toBe(notStarted);
    const done = run(
      answerAll(fresh()),
      { type: 'submit' },
      { type: 'finished', result: { score: 1 } },
    );
    expect(quizReducer(done, { type: 'finished', result: { score: 2 } })).toBe(done);
  });

  it('once finished, the answers and position are frozen', () => {
    const done = run(
      answerAll(fresh()),
      { type: 'submit' },
      { type: 'finished', result: { score: 1 } },
    );
    for (const action of [
      { type: 'answer', answer: 'yes' },
      { type: 'next' },
      { type: 'previous' },
      { type: 'submit' },
    ] as QuizAction<Result>[]) {
      expect(quizReducer(done, action)).toBe(done);
    }
    expect(canGoNext(done)).toBe(false);
    expect(canGoPrevious(done)).toBe(false);
    expect(canFinish(done)).toBe(false);
  });
});

describe('reset (Retake)', () => {
  it('after finishing: clears the result, returns to question 1 and empties all answers', () => {
    const done = run(
      answerAll(fresh(4), 'yes'),
      { type: 'submit' },
      { type: 'finished', result: { score: 4 } },
    );
    const s = run(done, { type: 'reset' });
    expect(s).toEqual({
      total: 4,
      status: 'answering',
      current: 0,
      answers: ['', '', '', ''],
      result: null,
    });
    expect(s.answers[s.current]).toBe(''); // the selection is cleared too
    expect(canGoNext(s)).toBe(false);
  });

  it('mid-quiz and while saving: back to question 1, answering, nothing answered', () => {
    const mid = run(
      fresh(),
      { type: 'answer', answer: 'yes' },
      { type: 'next' },
      { type: 'answer', answer: 'no' },
    );
    expect(run(mid, { type: 'reset' })).toEqual(initialQuizState(3));
    const saving = run(answerAll(fresh()), { type: 'submit' });
    expect(run(saving, { type: 'reset' })).toEqual(initialQuizState(3));
  });

  it('keeps a not-started quiz not started (a started one restarts straight at question 1)', () => {
    const s = run(fresh(3, false), { type: 'reset' });
    expect(s.status).toBe('not-started');
    expect(s).toEqual(initialQuizState(3, false));
  });

  it('keeps the quiz length', () => {
    expect(run(fresh(45), { type: 'reset' }).answers).toHaveLength(45);
  });
});

describe("exit (the home test's Back to Home)", () => {
  it('from any state: back to not started, question 1, nothing answered, no result', () => {
    const mid = run(fresh(), { type: 'answer', answer: 'yes' }, { type: 'next' });
    expect(run(mid, { type: 'exit' })).toEqual(initialQuizState(3, false));
    const done = run(
      answerAll(fresh(3), 'no'),
      { type: 'submit' },
      { type: 'finished', result: { score: 3 } },
    );
    expect(run(done, { type: 'exit' })).toEqual(initialQuizState(3, false));
  });
});

describe('restore (answers kept across a reload)', () => {
  it('resumes an untouched quiz at the kept question with the kept answers', () => {
    const s = run(fresh(3), { type: 'restore', current: 1, answers: ['yes', '', ''] });
    expect(s).toMatchObject({
      status: 'answering',
      current: 1,
      answers: ['yes', '', ''],
      result: null,
    });
  });

  it('starts a not-started quiz (the home test after a reload)', () => {
    expect(
      run(fresh(3, false), { type: 'restore', current: 0, answers: ['no', '', ''] }).status,
    ).toBe('answering');
  });

  it('ignores kept answers that do not fit: wrong length, bad values, nothing answered, bad index', () => {
    const s = fresh(3);
    expect(run(s, { type: 'restore', current: 0, answers: ['yes', 'no'] })).toEqual(s);
    expect(run(s, { type: 'restore', current: 0, answers: ['maybe', '', ''] as never })).toEqual(s);
    expect(run(s, { type: 'restore', current: 0, answers: ['', '', ''] })).toEqual(s);
    expect(run(s, { type: 'restore', current: 3, answers: ['yes', '', ''] })).toEqual(s);
    expect(run(s, { type: 'restore', current: 1.5, answers: ['yes', '', ''] })).toEqual(s);
  });

  it('never lets a tap on the prerendered question 1 change its kept answer, and goes to the kept question', () => {
    const answered = run(fresh(3), { type: 'answer', answer: 'no' });
    expect(
      run(answered, { type: 'restore', current: 2, answers: ['yes', 'yes', ''] }),
    ).toMatchObject({ status: 'answering', current: 2, answers: ['yes', 'yes', ''] });
  });

  it('takes a tap on the prerendered question 1 where the kept progress left it unanswered', () => {
    const answered = run(fresh(3), { type: 'answer', answer: 'no' });
    expect(run(answered, { type: 'restore', current: 2, answers: ['', 'yes', ''] })).toMatchObject({
      current: 2,
      answers: ['no', 'yes', ''],
    });
  });

  it('keeps a question moved to before it (a dot tapped on the prerendered page) on screen', () => {
    const jumped = run(fresh(3), { type: 'jump', index: 1 });
    expect(run(jumped, { type: 'restore', current: 2, answers: ['yes', '', ''] })).toMatchObject({
      current: 1,
      answers: ['yes', '', ''],
    });
  });

  it('never touches a quiz being saved or finished', () => {
    const done = run(
      answerAll(fresh(3)),
      { type: 'submit' },
      { type: 'finished', result: { score: 0 } },
    );
    expect(run(done, { type: 'restore', current: 0, answers: ['yes', '', ''] })).toEqual(done);
    const saving = run(answerAll(fresh(3)), { type: 'submit' });
    expect(run(saving, { type: 'restore', current: 0, answers: ['yes', '', ''] })).toEqual(saving);
  });
});

describe('resume-result (a result kept across a reload)', () => {
  it('shows the kept result, even over an answer tapped on the prerendered question 1', () => {
    for (const s of [fresh(3), run(fresh(3), { type: 'answer', answer: 'yes' })]) {
      expect(
        run(s, { type: 'resume-result', result: { score: 1 }, answers: ['no', 'yes', 'no'] }),
      ).toMatchObject({ status: 'finished', answers: ['no', 'yes', 'no'], result: { score: 1 } });
    }
  });

  it('ignores a kept result that does not fit the quiz, and a quiz not being answered', () => {
    expect(
      run(fresh(3), { type: 'resume-result', result: { score: 1 }, answers: ['no', 'yes'] }),
    ).toEqual(fresh(3));
    expect(
      run(fresh(3, false), {
        type: 'resume-result',
        result: { score: 1 },
        answers: ['no', 'yes', 'no'],
      }),
    ).toEqual(fresh(3, false));
  });
});

describe('helpers', () => {
  it('isLastQuestion is true only on index total - 1', () => {
    const s = fresh(3);
    expect(isLastQuestion(s)).toBe(false);
    expect(isLastQuestion(run(s, { type: 'jump', index: 1 }))).toBe(false);
    expect(isLastQuestion(run(s, { type: 'jump', index: 2 }))).toBe(true);
  });

  it('a one-question quiz: question 1 is the last, Previous is disabled, Finish needs an answer', () => {
    const s = fresh(1);
    expect(isLastQuestion(s)).toBe(true);
    expect(canFinish(s)).toBe(false);
    const answered = run(s, { type: 'answer', answer: 'yes' });
    expect(canGoPrevious(answered)).toBe(false);
    expect(canFinish(answered)).toBe(true);
    expect(quizReducer(answered, { type: 'next' })).toBe(answered);
    expect(run(answered, { type: 'submit' }).status).toBe('saving');
  });

  it('canFinish is exactly canGoNext on the last question', () => {
    const states: State[] = [];
    let s = fresh(3, false);
    states.push(s);
    s = run(s, { type: 'start' });
    states.push(s);
    for (let i = 0; i < 3; i++) {
      states.push(s);
      s = run(s, { type: 'answer', answer: 'yes' });
      states.push(s);
      s = run(s, { type: 'next' });
    }
    s = run(s, { type: 'submit' });
    states.push(s, run(s, { type: 'finished', result: { score: 0 } }));
    for (const state of states) {
      expect(canFinish(state)).toBe(canGoNext(state) && isLastQuestion(state));
    }
  });
});

describe('purity', () => {
  it('never mutates its input, on any action from any status', () => {
    const actions: QuizAction<Result>[] = [
      { type: 'start' },
      { type: 'answer', answer: 'yes' },
      { type: 'answer', answer: 'no' },
      { type: 'next' },
      { type: 'previous' },
      { type: 'jump', index: 1 },
      { type: 'jump', index: 99 },
      { type: 'submit' },
      { type: 'finished', result: { score: 5 } },
      { type: 'reset' },
    ];
    const notStarted = fresh(3, false);
    const answering = run(
      fresh(),
      { type: 'answer', answer: 'yes' },
      { type: 'next' },
      { type: 'answer', answer: 'no' },
    );
    const last = answerAll(fresh());
    const saving = run(last, { type: 'submit' });
    const finished = run(saving, { type: 'finished', result: { score: 9 } });
    for (const state of [notStarted, answering, last, saving, finished]) {
      const snapshot = structuredClone(state);
      deepFreeze(state);
      for (const action of actions) {
        // A write into the frozen state would throw here (strict mode).
        quizReducer(state, action);
        expect(state).toEqual(snapshot);
      }
    }
  });

  it('an answer produces a new answers array rather than writing into the old one', () => {
    const s = fresh();
    const t = quizReducer(s, { type: 'answer', answer: 'yes' });
    expect(t.answers).not.toBe(s.answers);
    expect(s.answers).toEqual(['', '', '']);
  });
});
