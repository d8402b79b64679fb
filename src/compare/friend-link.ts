// Reads a friend's compare link on a quiz page. Loaded only when the page's fragment looks like one.
import type { i18n as I18n } from 'i18next';
import { compareQuizOf, decodeCompareFragment, type FriendAnswers } from '../domain/compare-link';
import { scoreFromAnswers } from '../domain/scoring';
import { compareStrings } from '../generated/compare-strings';
import type { Quiz } from '../generated/types';
import { loadSection } from '../browser/lazy-strings';

/** A compare link as the quiz page shows it: the friend's answers and score, or why there are none. */
export type FriendLink =
  | ({ status: 'ok'; score: number } & FriendAnswers)
  | { status: 'damaged' | 'other-quiz' | 'changed' }
  | { status: 'none' };

/** The link's answers for this quiz, once the compare strings are there to show them. */
export async function readFriendLink(fragment: string, quiz: Quiz, i18n: I18n): Promise<FriendLink> {
  const decoded = decodeCompareFragment(fragment, compareQuizOf(quiz));
  if (decoded.status === 'none') return decoded;
  await loadSection(i18n, 'compare', compareStrings);
  if (decoded.status === 'invalid') return { status: 'damaged' };
  if (decoded.status !== 'ok') return { status: decoded.status };
  return { status: 'ok', answers: decoded.answers, name: decoded.name, score: scoreFromAnswers(quiz.scoring, decoded.answers) };
}
