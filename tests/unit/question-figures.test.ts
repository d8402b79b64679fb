// The figures the API gives from a quiz's counters, and what a results view picks out of them.
import { describe, expect, it } from 'vitest';
import {
  answeredFigures,
  answerHighlights,
  questionFigures,
} from '../../shared/domain/question-figures';
import type { Answer } from '../../shared/generated/types';

const IDS = ['q-001', 'q-002', 'q-003', 'q-004'];

describe('questionFigures', () => {
  const counts = {
    results: 10,
    questions: [
      { question: 'q-001', answered: 10, yes: 1 },
      { question: 'q-002', answered: 9, yes: 6 },
      { question: 'q-003', answered: 3, yes: 3 },
      { question: 'gone-001', answered: 10, yes: 10 },
    ],
  };

  it('gives nothing per question below the threshold, only how many more results are needed', () => {
    expect(questionFigures('food', IDS, counts, 11)).toEqual({
      quiz: 'food',
      threshold: 11,
      moreNeeded: 1,
      questions: [],
    });
    expect(questionFigures('food', IDS, { results: 0, questions: [] }, 100).moreNeeded).toBe(100);
  });

  it('at the threshold: whole percentages per current question, null for a question answered too few times or never', () => {
    expect(questionFigures('food', IDS, counts, 5)).toEqual({
      quiz: 'food',
      threshold: 5,
      moreNeeded: 0,
      questions: [
        { id: 'q-001', yesPercent: 10 },
        { id: 'q-002', yesPercent: 67 },
        { id: 'q-003', yesPercent: null },
        { id: 'q-004', yesPercent: null },
      ],
    });
  });
});

describe('answerHighlights', () => {
  const questions = ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => ({
    id,
    text: `Have you ever ${id}?`,
  }));
  const figures = {
    quiz: 'food',
    threshold: 1,
    moreNeeded: 0,
    questions: [
      { id: 'a', yesPercent: 40 },
      { id: 'b', yesPercent: 6 },
      { id: 'c', yesPercent: 90 },
      { id: 'd', yesPercent: 6 },
      { id: 'e', yesPercent: null },
      { id: 'f', yesPercent: 75 },
    ],
  };
  const answers: Answer[] = ['yes', 'yes', 'no', 'yes', 'yes', 'no'];

  it('lists each question with the answer and share, in question order', () => {
    const answered = answeredFigures(questions, ['yes', ''], figures);
    expect(answered.map((item) => [item.id, item.answer, item.yesPercent])).toEqual([
      ['a', 'yes', 40],
      ['b', '', 6],
      ['c', '', 90],
      ['d', '', 6],
      ['e', '', null],
      ['f', '', 75],
    ]);
  });

  it('picks the rarest Yes answers and the most common experiences answered No, ties in question order, none without a share', () => {
    const { rarestYes, commonNo } = answerHighlights(
      answeredFigures(questions, answers, figures),
      2,
    );
    expect(rarestYes.map((item) => item.id)).toEqual(['b', 'd']);
    expect(commonNo.map((item) => item.id)).toEqual(['c', 'f']);
    expect(
      answerHighlights(answeredFigures(questions, answers, figures)).rarestYes.map(
        (item) => item.id,
      ),
    ).toEqual(['b', 'd', 'a']);
  });

  it('calls rare only what fewer than half said yes to, and common only what at least half did', () => {
    const even = {
      ...figures,
      questions: figures.questions.map((figure) => ({
        ...figure,
        yesPercent: figure.yesPercent === null ? null : 50,
      })),
    };
    const evenAnswered = answeredFigures(questions, answers, even);
    expect(answerHighlights(evenAnswered).rarestYes).toEqual([]);
    expect(answerHighlights(evenAnswered).commonNo.map((item) => item.id)).toEqual(['c', 'f']);
    const low = {
      ...figures,
      questions: figures.questions.map((figure) => ({
        ...figure,
        yesPercent: figure.yesPercent === null ? null : 49,
      })),
    };
    expect(answerHighlights(answeredFigures(questions, answers, low)).commonNo).toEqual([]);
  });
});
