// Per-question figures on both stores: counting on save (against the ids the visitor saw), the
// counters against the stored rows under concurrent saves, the threshold both ways, the minute-long
// snapshot, the endpoint's bad input, and a content change (a replaced and a reworded question),
// with the ids joined as pages send them.
import Ajv from 'ajv';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import figuresSchema from '../../schemas/api-question-figures.schema.json' with { type: 'json' };
import type { CatalogQuiz } from '../../server/http/quiz-catalog.js';
import type { CountedAnswers } from '../../server/store/types.js';
import type { Answer } from '../../shared/generated/types.js';
import { quizCatalog as generatedQuizzes } from '../../shared/generated/quiz-catalog.js';
import { postJson, request, startTestServer, type TestServer } from './helpers/http.js';
import { openTestStore, STORE_KINDS, type StoreKind, type TestStore } from './helpers/stores.js';

const validateFigures = new Ajv({ allErrors: true, strict: true }).compile(figuresSchema);
const FOOD_IDS = generatedQuizzes
  .find((quiz) => quiz.slug === 'food')!
  .questions.map((question) => question.id);
/** The index of food's last question. */
const LAST = FOOD_IDS.length - 1;
const TRAVEL_COUNT = generatedQuizzes.find((quiz) => quiz.slug === 'travel')!.questions.length;
/** The ids as a page sends them: one string. */
const joined = (ids: readonly string[]) => ids.join(',');
const MINUTE_MS = 60_000;

/** `total` answers: index i is "yes" when yesAt(i), "" when blankAt(i), "no" otherwise. */
function answersOf(
  total: number,
  yesAt: (index: number) => boolean,
  blankAt: (index: number) => boolean = () => false,
): Answer[] {
  return Array.from({ length: total }, (_, index): Answer =>
    blankAt(index) ? '' : yesAt(index) ? 'yes' : 'no',
  );
}

function body(quiz: string, answers: Answer[], questions?: string | readonly string[]) {
  const yes = answers.filter((answer) => answer === 'yes').length;
  return {
    quiz,
    score: quiz === 'purity' ? 100 - yes : yes,
    answers,
    language: 'en',
    ...(questions !== undefined ? { questions } : {}),
  };
}

/** The figures a count over `rows` gives: Yes share per id among answered ones. */
function expectedPercents(ids: readonly string[], rows: readonly Answer[][]): (number | null)[] {
  return ids.map((_, index) => {
    const answered = rows.filter((row) => row[index] !== '');
    const yes = answered.filter((row) => row[index] === 'yes').length;
    return answered.length === 0 ? null : Math.round((100 * yes) / answered.length);
  });
}

/** A copy of the generated quizzes with `slug`'s questions given as `ids` (texts are not the server's concern). */
function quizzesWith(slug: string, ids: readonly string[]): CatalogQuiz[] {
  return generatedQuizzes.map((quiz) =>
    quiz.slug === slug
      ? { ...quiz, questions: ids.map((id) => ({ id, text: `Have you ever ${id}?` })) }
      : quiz,
  );
}

interface Setup {
  handle: TestStore;
  server: TestServer;
  clock: { now: number };
}

async function startOn(
  handle: TestStore,
  threshold: number,
  quizzes?: CatalogQuiz[],
): Promise<Setup> {
  const clock = { now: Date.UTC(2026, 0, 1) };
  const server = await startTestServer({
    store: handle.store,
    quizzes,
    now: () => clock.now,
    config: { questionFiguresMinResults: threshold },
  });
  return { handle, server, clock };
}

const getFigures = (server: TestServer, query: string) =>
  request(server.url, `/api/question-figures${query}`);

describe.each(STORE_KINDS)('question counters in the store (%s)', (kind: StoreKind) => {
  let handle: TestStore;
  beforeAll(async () => {
    handle = await openTestStore(kind);
  });
  afterAll(async () => handle?.dispose());

  it('counts answered questions and Yes answers, and results; a result without counted answers adds nothing', async () => {
    const save = (countedAnswers: CountedAnswers | null) =>
      handle.store.saveTestResult({
        quiz: 'travel',
        total: TRAVEL_COUNT,
        score: 1,
        answers: answersOf(TRAVEL_COUNT, (i) => i === 0),
        language: 'en',
        createdAt: new Date(),
        countedAnswers,
      });
    // An unanswered question ("") counts nowhere.
    await save({
      questions: ['travel-001', 'travel-002', 'travel-003'],
      answers: ['yes', 'no', ''],
    });
    await save({ questions: ['travel-001'], answers: ['no'] });
    await save(null);
    const counts = await handle.store.questionCounts('travel');
    expect(counts.results).toBe(2);
    expect(counts.questions.sort((a, b) => a.question.localeCompare(b.question))).toEqual([
      { question: 'travel-001', answered: 2, yes: 1 },
      { question: 'travel-002', answered: 1, yes: 0 },
    ]);
    expect(await handle.store.questionCounts('music')).toEqual({ results: 0, questions: [] });
  });

  it('a save repeated with its idempotency key is counted once', async () => {
    const server = await startTestServer({ store: handle.store });
    try {
      const before = await handle.store.questionCounts('music');
      const ids = generatedQuizzes
        .find((quiz) => quiz.slug === 'music')!
        .questions.map((question) => question.id);
      const repeated = {
        ...body(
          'music',
          answersOf(ids.length, (i) => i < 5),
          joined(ids),
        ),
        idempotencyKey: '6f1c2b7e-3d4a-4b5c-9d8e-7f6a5b4c3d2e',
      };
      expect((await postJson(server.url, '/api/test-results', repeated)).status).toBe(201);
      expect((await postJson(server.url, '/api/test-results', repeated)).status).toBe(200);
      const after = await handle.store.questionCounts('music');
      expect(after.results).toBe(before.results + 1);
      expect(after.questions.find((count) => count.question === ids[0])?.yes).toBe(
        (before.questions.find((count) => count.question === ids[0])?.yes ?? 0) + 1,
      );
    } finally {
      await server.close();
    }
  });

  it('concurrent saves to one quiz leave the counters equal to a count over the stored rows', async () => {
    const server = await startTestServer({ store: handle.store });
    try {
      const saves = Array.from({ length: 120 }, (_, n) =>
        postJson(
          server.url,
          '/api/test-results',
          body(
            'food',
            answersOf(
              FOOD_IDS.length,
              (i) => (i * 7 + n) % 3 === 0,
              (i) => (i + n) % 11 === 0,
            ),
            joined(FOOD_IDS),
          ),
        ),
      );
      const replies = await Promise.all(saves);
      expect(replies.map((reply) => reply.status)).toEqual(replies.map(() => 201));
      const stored = await Promise.all(
        replies.map(async (reply) => (await handle.store.getTestResult(reply.json().id))!.answers),
      );
      const counts = await handle.store.questionCounts('food');
      expect(counts.results).toBe(stored.length);
      const byId = new Map(counts.questions.map((count) => [count.question, count]));
      FOOD_IDS.forEach((id, index) => {
        const answered = stored.filter((row) => row[index] !== '');
        expect(byId.get(id), id).toEqual({
          question: id,
          answered: answered.length,
          yes: answered.filter((row) => row[index] === 'yes').length,
        });
      });

      // Closing moves what is pending (PostgreSQL) into the counters; nothing changes in the sums.
      await server.close();
      await handle.reopen();
      expect(await handle.store.questionCounts('food')).toEqual(counts);
      if (kind === 'postgres') {
        const client = new pg.Client({ connectionString: handle.databaseUrl });
        await client.connect();
        try {
          expect(
            (await client.query('SELECT COUNT(*)::int AS pending FROM question_answers_pending'))
              .rows[0].pending,
          ).toBe(0);
          const food = await client.query(
            "SELECT SUM(answered)::int AS answered FROM question_counts WHERE quiz = 'food' AND question = ''",
          );
          expect(food.rows[0].answered).toBe(stored.length);
        } finally {
          await client.end();
        }
      }
    } finally {
      await server.close();
    }
  });
});

describe.each(STORE_KINDS)('GET /api/question-figures (%s)', (kind: StoreKind) => {
  let setup: Setup;
  beforeAll(async () => {
    setup = await startOn(await openTestStore(kind), 3);
  });
  afterAll(async () => {
    await setup?.server.close();
    await setup?.handle.dispose();
  });

  it('gives no per-question figure below the threshold, only how many more results are needed', async () => {
    const empty = await getFigures(setup.server, '?quiz=food');
    expect(empty.status).toBe(200);
    expect(empty.headers['cache-control']).toBe('public, max-age=60');
    expect(validateFigures(empty.json())).toBe(true);
    expect(empty.json()).toEqual({ quiz: 'food', threshold: 3, moreNeeded: 3, questions: [] });

    // Two results counted, one sent without ids (stored, not counted); the ids as an array (what
    // pages sent before the joined form; their outbox entries are joined when read) are refused.
    const rows = [
      answersOf(FOOD_IDS.length, (i) => i < 10),
      answersOf(
        FOOD_IDS.length,
        (i) => i < 20,
        (i) => i === LAST,
      ),
    ];
    expect(
      (
        await postJson(
          setup.server.url,
          '/api/test-results',
          body('food', rows[0]!, joined(FOOD_IDS)),
        )
      ).status,
    ).toBe(201);
    expect(
      (await postJson(setup.server.url, '/api/test-results', body('food', rows[1]!, FOOD_IDS)))
        .status,
    ).toBe(400);
    expect(
      (
        await postJson(
          setup.server.url,
          '/api/test-results',
          body('food', rows[1]!, joined(FOOD_IDS)),
        )
      ).status,
    ).toBe(201);
    expect(
      (
        await postJson(
          setup.server.url,
          '/api/test-results',
          body(
            'food',
            answersOf(FOOD_IDS.length, () => true),
          ),
        )
      ).status,
    ).toBe(201);
    setup.clock.now += MINUTE_MS;
    expect((await getFigures(setup.server, '?quiz=food')).json()).toEqual({
      quiz: 'food',
      threshold: 3,
      moreNeeded: 1,
      questions: [],
    });

    // The third counted result reaches the threshold: every question's share, whole percentages.
    rows.push(answersOf(FOOD_IDS.length, (i) => i % 2 === 0));
    await postJson(setup.server.url, '/api/test-results', body('food', rows[2]!, joined(FOOD_IDS)));
    setup.clock.now += MINUTE_MS;
    const figures = (await getFigures(setup.server, '?quiz=food')).json();
    expect(validateFigures(figures)).toBe(true);
    expect(figures.moreNeeded).toBe(0);
    expect(figures.questions.map((question: { id: string }) => question.id)).toEqual(FOOD_IDS);
    // The last question was left blank once: 2 answers, below the threshold of 3, so no share.
    expect(
      figures.questions.map((question: { yesPercent: number | null }) => question.yesPercent),
    ).toEqual(
      expectedPercents(FOOD_IDS, rows).map((percent, index) => (index === LAST ? null : percent)),
    );
    expect(figures.questions[0].yesPercent).toBe(100);
    expect(figures.questions[12].yesPercent).toBe(67);
  });

  it('serves the same snapshot for a minute after a save, then the new one', async () => {
    const before = (await getFigures(setup.server, '?quiz=food')).json();
    await postJson(
      setup.server.url,
      '/api/test-results',
      body(
        'food',
        answersOf(FOOD_IDS.length, () => false),
        joined(FOOD_IDS),
      ),
    );
    setup.clock.now += MINUTE_MS - 1;
    expect((await getFigures(setup.server, '?quiz=food')).json()).toEqual(before);
    setup.clock.now += 1;
    const after = (await getFigures(setup.server, '?quiz=food')).json();
    expect(after.questions[0].yesPercent).toBe(75);
    expect(after).not.toEqual(before);
  });

  it('answers HEAD like GET and refuses other methods', async () => {
    const head = await request(setup.server.url, '/api/question-figures?quiz=food', {
      method: 'HEAD',
    });
    expect(head.status).toBe(200);
    expect(head.body).toHaveLength(0);
    expect(
      (await request(setup.server.url, '/api/question-figures?quiz=food', { method: 'DELETE' }))
        .status,
    ).toBe(405);
  });

  it.each([
    ['no query', ''],
    ['no quiz parameter', '?slug=food'],
    ['an empty quiz', '?quiz='],
    ['two quizzes', '?quiz=food&quiz=travel'],
    ['an extra parameter', '?quiz=food&page=2'],
    ['a slug with capitals', '?quiz=Food'],
    ['a script tag', '?quiz=%3Cscript%3E'],
    ['a very long slug', `?quiz=${'a'.repeat(41)}`],
  ])('400 for %s', async (_name, query) => {
    const response = await getFigures(setup.server, query);
    expect(response.status).toBe(400);
    expect(response.json().error.code).toBe('invalid_request');
    expect(response.json().error.message).toMatch(/\?quiz=food/);
  });

  it('says what is wrong with the query', async () => {
    expect((await getFigures(setup.server, '?slug=food')).json().error.message).toBe(
      'The query is missing the required property "quiz". The query has an unknown property "slug". Name one quiz by its slug, e.g. ?quiz=food.',
    );
    expect((await getFigures(setup.server, '?quiz=food&quiz=travel')).json().error.message).toBe(
      '"quiz" is given more than once. Name one quiz by its slug, e.g. ?quiz=food.',
    );
  });

  it('404 for a quiz that does not exist', async () => {
    const response = await getFigures(setup.server, '?quiz=cheese');
    expect(response.status).toBe(404);
    expect(response.json().error.code).toBe('unknown_quiz');
  });

  it('refuses joined question ids that do not fit the answers or are not ids, and stores nothing', async () => {
    const count = await setup.handle.store.countTestResults();
    const post = (questions: string) =>
      postJson(
        setup.server.url,
        '/api/test-results',
        body(
          'food',
          answersOf(FOOD_IDS.length, () => false),
          questions,
        ),
      );
    const short = await post(joined(FOOD_IDS.slice(1)));
    expect(short.status).toBe(422);
    expect(short.json().error.code).toBe('question_count_mismatch');
    expect(short.json().error.message).toBe(
      `${LAST} question ids were sent with ${FOOD_IDS.length} answers; send one id per answer.`,
    );
    const twice = await post(joined([FOOD_IDS[0]!, ...FOOD_IDS.slice(0, LAST)]));
    expect(twice.status).toBe(400);
    expect(twice.json().error.message).toMatch(/same question id more than once/);
    for (const questions of [
      joined(FOOD_IDS.map((id, i) => (i === 3 ? 'Food 4' : id))),
      `${joined(FOOD_IDS)},`,
      FOOD_IDS.join(', '),
      '',
    ]) {
      expect((await post(questions)).status, questions).toBe(400);
    }
    expect(await setup.handle.store.countTestResults()).toBe(count);
  });
});

describe.each(STORE_KINDS)('a content change (%s)', (kind: StoreKind) => {
  // Version 1 of a three-question quiz; version 2 rewords a-002 (same id) and replaces a-003 with a-004.
  const V1 = ['a-001', 'a-002', 'a-003'];
  const V2 = ['a-001', 'a-002', 'a-004'];
  let handle: TestStore;
  beforeAll(async () => {
    handle = await openTestStore(kind);
  });
  afterAll(async () => handle?.dispose());

  it.each([['joined', 'food', joined]] as const)(
    'with the ids %s: counts no answer against a replaced or unknown question, and a reworded question keeps its figures',
    async (_form, slug, form) => {
      const first = await startOn(handle, 2, quizzesWith(slug, V1));
      try {
        for (const answers of [
          ['yes', 'yes', 'yes'],
          ['no', 'yes', 'yes'],
        ] as Answer[][]) {
          expect(
            (await postJson(first.server.url, '/api/test-results', body(slug, answers, form(V1))))
              .status,
          ).toBe(201);
        }
      } finally {
        await first.server.close();
      }

      const second = await startOn(handle, 2, quizzesWith(slug, V2));
      try {
        // A page built before the change still sends a-003; a made-up id is not counted either.
        expect(
          (
            await postJson(
              second.server.url,
              '/api/test-results',
              body(slug, ['yes', 'no', 'yes'], form(V1)),
            )
          ).status,
        ).toBe(201);
        expect(
          (
            await postJson(
              second.server.url,
              '/api/test-results',
              body(slug, ['yes', 'no', 'yes'], form(['a-001', 'zz-999', 'a-004'])),
            )
          ).status,
        ).toBe(201);
        // A page of the new content, its questions in another order: each answer counts against its own id.
        expect(
          (
            await postJson(
              second.server.url,
              '/api/test-results',
              body(slug, ['no', 'yes', ''], form(['a-004', 'a-002', 'a-001'])),
            )
          ).status,
        ).toBe(201);
        const figures = (await getFigures(second.server, `?quiz=${slug}`)).json();
        expect(figures).toEqual({
          quiz: slug,
          threshold: 2,
          moreNeeded: 0,
          questions: [
            { id: 'a-001', yesPercent: 75 },
            { id: 'a-002', yesPercent: 75 },
            { id: 'a-004', yesPercent: 50 },
          ],
        });
        const counts = await handle.store.questionCounts(slug);
        expect(counts.results).toBe(5);
        expect(counts.questions.find((count) => count.question === 'a-003')).toEqual({
          question: 'a-003',
          answered: 2,
          yes: 2,
        });
        expect(counts.questions.find((count) => count.question === 'zz-999')).toBeUndefined();
      } finally {
        await second.server.close();
      }
    },
  );
});
