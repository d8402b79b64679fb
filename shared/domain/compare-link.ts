// A "compare with a friend" link carries the sender's answers after the `#` (never sent to the
// server): `compare=1.<quiz>.<questions>.<answers>[.<name>]`. The friend's answer back carries both
// sets, so the first person sees the same comparison without taking the quiz again:
// `reply=1.<quiz>.<questions>.<answers>.<your answers>[.<name>]`, the sender's answers and name
// first, then the answers of the person it goes back to.
//   - `1` is the format's version;
//   - `<questions>` is a short checksum of the quiz's question ids, so a link made before the
//     questions changed is recognised as such instead of being compared question by question;
//   - `<answers>` packs two bits per answer (no 00, yes 01, unanswered 10), three answers per
//     base64url character: 100 answers in 34 characters;
//   - `<name>` is an optional first name or nickname, percent-encoded, shown as text only.
// Pure functions: the browser, the prerender and the tests share them.
import type { Answer } from '../generated/types';

export const COMPARE_PREFIX = 'compare=';
export const REPLY_PREFIX = 'reply=';
const VERSION = '1';
export const MAX_NAME_LENGTH = 24;
/** A fragment longer than any real link (100 answers, the longest name fully percent-encoded) is hostile. */
export const MAX_FRAGMENT_LENGTH = 400;
const DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const CODE: Record<Answer, number> = { no: 0, yes: 1, '': 2 };
const ANSWER: (Answer | undefined)[] = ['no', 'yes', '', undefined];

export interface CompareQuiz {
  slug: string;
  questionIds: readonly string[];
}

export type DecodedCompare =
  /** `yours`: in an answer back, the answers of the person it goes back to. */
  | { status: 'ok'; answers: Answer[]; name: string | null; yours?: Answer[] }
  /** Not a compare link at all: the page ignores the fragment. */
  | { status: 'none' }
  /** Malformed, truncated, oversized or tampered with. */
  | { status: 'invalid' }
  /** Made on another quiz. */
  | { status: 'other-quiz' }
  /** Made before this quiz's questions changed: it cannot be compared question by question. */
  | { status: 'changed' };

/** FNV-1a of the question ids, as 6 base36 characters: equal ids, equal checksum. */
export function questionsChecksum(questionIds: readonly string[]): string {
  let hash = 0x811c9dc5;
  for (const char of questionIds.join('\n')) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36).padStart(7, '0').slice(-6);
}

/** A name as it is kept: trimmed, control and formatting characters removed, at most MAX_NAME_LENGTH characters. */
export function cleanName(name: string): string {
  return [
    ...name
      .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '')
      .replace(/\s+/g, ' ')
      .trim(),
  ]
    .slice(0, MAX_NAME_LENGTH)
    .join('')
    .trim();
}

export function encodeAnswers(answers: readonly Answer[]): string {
  let packed = '';
  for (let i = 0; i < answers.length; i += 3) {
    const value = [0, 1, 2].reduce(
      (sum, offset) => sum | ((CODE[answers[i + offset] ?? 'no'] ?? 0) << (2 * offset)),
      0,
    );
    packed += DIGITS[value];
  }
  return packed;
}

function decodeAnswers(packed: string, count: number): Answer[] | null {
  if (packed.length !== Math.ceil(count / 3)) return null;
  const answers: Answer[] = [];
  for (const char of packed) {
    const value = DIGITS.indexOf(char);
    if (value < 0) return null;
    for (let offset = 0; offset < 3 && answers.length < count; offset++) {
      const answer = ANSWER[(value >> (2 * offset)) & 3];
      if (answer === undefined) return null;
      answers.push(answer);
    }
    // Bits past the last answer must be zero: anything else was not made by encodeAnswers.
    if (answers.length === count && value >> (2 * (count % 3 || 3)) !== 0) return null;
  }
  return answers;
}

/**
 * What every compare link to this quiz starts with (`1.<quiz>.<questions>`) and the length of
 * each of its answer parts: what a page can check of a link before its code arrives.
 */
export function compareLinkShape(quiz: CompareQuiz): { head: string; answersLength: number } {
  return {
    head: [VERSION, quiz.slug, questionsChecksum(quiz.questionIds)].join('.'),
    answersLength: encodeAnswers(quiz.questionIds.map(() => 'no')).length,
  };
}

/** The fragment (without `#`) of a compare link for these answers. */
export function compareFragment(quiz: CompareQuiz, answers: readonly Answer[], name = ''): string {
  const cleaned = cleanName(name);
  const parts = [VERSION, quiz.slug, questionsChecksum(quiz.questionIds), encodeAnswers(answers)];
  if (cleaned) parts.push(encodeURIComponent(cleaned));
  return COMPARE_PREFIX + parts.join('.');
}

/** The fragment (without `#`) of an answer back: the sender's answers and name, and the answers it goes back to. */
export function replyFragment(
  quiz: CompareQuiz,
  answers: readonly Answer[],
  yours: readonly Answer[],
  name = '',
): string {
  const [version, slug, checksum, packed, ...rest] = compareFragment(quiz, answers, name)
    .slice(COMPARE_PREFIX.length)
    .split('.');
  return REPLY_PREFIX + [version, slug, checksum, packed, encodeAnswers(yours), ...rest].join('.');
}

/** Reads a fragment (with or without its `#`) for `quiz`; never throws, whatever it is given. */
export function decodeCompareFragment(fragment: string, quiz: CompareQuiz): DecodedCompare {
  const text = fragment.startsWith('#') ? fragment.slice(1) : fragment;
  if (text.startsWith(REPLY_PREFIX)) return decodeReply(text, quiz);
  if (!text.startsWith(COMPARE_PREFIX)) return { status: 'none' };
  if (text.length > MAX_FRAGMENT_LENGTH) return { status: 'invalid' };
  const parts = text.slice(COMPARE_PREFIX.length).split('.');
  if (parts.length < 4 || parts.length > 5) return { status: 'invalid' };
  const [version, slug, checksum, packed, encodedName] = parts as [
    string,
    string,
    string,
    string,
    string | undefined,
  ];
  if (
    version !== VERSION ||
    !/^[a-z][a-z0-9-]{0,63}$/.test(slug) ||
    !/^[0-9a-z]{6}$/.test(checksum)
  )
    return { status: 'invalid' };
  if (slug !== quiz.slug) return { status: 'other-quiz' };
  if (checksum !== questionsChecksum(quiz.questionIds)) return { status: 'changed' };
  const answers = decodeAnswers(packed, quiz.questionIds.length);
  if (!answers) return { status: 'invalid' };
  let name: string | null = null;
  if (encodedName !== undefined) {
    try {
      name = cleanName(decodeURIComponent(encodedName));
    } catch {
      return { status: 'invalid' };
    }
    if (!name) return { status: 'invalid' };
  }
  return { status: 'ok', answers, name };
}

/** An answer back is a compare link with one more set of answers, the fifth part. */
function decodeReply(text: string, quiz: CompareQuiz): DecodedCompare {
  if (text.length > MAX_FRAGMENT_LENGTH + 40) return { status: 'invalid' };
  const parts = text.slice(REPLY_PREFIX.length).split('.');
  if (parts.length < 5 || parts.length > 6) return { status: 'invalid' };
  const [yoursPacked] = parts.splice(4, 1) as [string];
  const decoded = decodeCompareFragment(COMPARE_PREFIX + parts.join('.'), quiz);
  if (decoded.status !== 'ok') return decoded;
  const yours = decodeAnswers(yoursPacked, quiz.questionIds.length);
  return yours ? { ...decoded, yours } : { status: 'invalid' };
}

export interface AnswerComparison {
  /** Questions both answered the same way (both Yes, or both No). */
  matching: number;
  /** Question indexes, in order. */
  bothYes: number[];
  onlyMine: number[];
  onlyTheirs: number[];
}

/** How two people's answers to the same questions compare; unanswered counts as not Yes. */
export function compareAnswers(
  mine: readonly Answer[],
  theirs: readonly Answer[],
): AnswerComparison {
  const comparison: AnswerComparison = { matching: 0, bothYes: [], onlyMine: [], onlyTheirs: [] };
  mine.forEach((answer, index) => {
    const me = answer === 'yes';
    const them = theirs[index] === 'yes';
    if (me === them) comparison.matching += 1;
    if (me && them) comparison.bothYes.push(index);
    else if (me) comparison.onlyMine.push(index);
    else if (them) comparison.onlyTheirs.push(index);
  });
  return comparison;
}

/** What a compare link needs to know of a quiz. */
export function compareQuizOf(quiz: {
  slug: string;
  questions: readonly { id: string }[];
}): CompareQuiz {
  return { slug: quiz.slug, questionIds: quiz.questions.map((question) => question.id) };
}

/** A friend's answers from a compare link, as the results view compares them. */
export interface FriendAnswers {
  answers: Answer[];
  name: string | null;
  /** The friend's answer back to the visitor's own link: the conversation is closed, nothing to send again. */
  answeredBack?: true;
}

/** Answers kept on the device (with /test's outcome) that still fit this quiz, or null. */
export function friendAnswersFor(kept: unknown, quiz: CompareQuiz): FriendAnswers | null {
  if (typeof kept !== 'object' || kept === null) return null;
  const { answers, name, answeredBack } = kept as Partial<FriendAnswers>;
  const valid =
    Array.isArray(answers) &&
    answers.length === quiz.questionIds.length &&
    answers.every((answer) => answer === 'yes' || answer === 'no' || answer === '') &&
    (name === null || (typeof name === 'string' && name === cleanName(name) && name !== ''));
  if (!valid) return null;
  return { answers: [...answers], name, ...(answeredBack === true && { answeredBack }) };
}
