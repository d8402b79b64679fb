// The compare part of a results view: the comparison with the friend whose compare link opened
// the quiz (if any), and the action that makes the visitor's own compare link. A chunk of its own,
// loaded with the results view.
import { useEffect, useId, useState, type FormEvent } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { track } from '../browser/analytics';
import { copyWithConfirmation } from '../browser/clipboard';
import { shareUrl } from '../browser/share';
import { Icon } from '../components/Icon';
import { useBriefState } from '../browser/use-brief-state';
import {
  compareAnswers,
  compareFragment,
  compareQuizOf,
  friendAnswersFor,
  MAX_NAME_LENGTH,
  replyFragment,
  type FriendAnswers,
} from '../../shared/domain/compare-link';
import type { Answer, Quiz } from '../../shared/generated/types';
import { scoreFromAnswers } from '../../shared/domain/scoring';

type CompareText = TFunction<'compare'>;

export interface CompareWithFriendProps {
  quiz: Quiz;
  /** The visitor's answers. */
  answers: readonly Answer[];
  /** The answers of the friend whose link opened the quiz, as the page kept them; checked again here. */
  friend: FriendAnswers | null;
  /** The visitor's score link, which the compare link extends with the answers after the `#`. */
  scoreLink: string;
  /** The results view shows the friend's comparison right after the score, and the link maker with the share options. */
  part: 'friend' | 'maker';
}

export default function CompareWithFriend({
  quiz,
  answers,
  friend,
  scoreLink,
  part,
}: CompareWithFriendProps) {
  const { t: text } = useTranslation('compare');
  const theirs = friendAnswersFor(friend, compareQuizOf(quiz));
  // With a friend's comparison, its send-back is the one compare form: a second link maker
  // would ask for the same name again.
  if (part === 'maker')
    return theirs ? null : (
      <CompareLinkMaker quiz={quiz} answers={answers} scoreLink={scoreLink} text={text} />
    );
  return theirs ? (
    <FriendComparison quiz={quiz} mine={answers} friend={theirs} scoreLink={scoreLink} />
  ) : null;
}

/** The verdict's wording by the share of answers that match, highest first. */
const VERDICTS: [
  atLeast: number,
  key: 'verdictHigh' | 'verdictMid' | 'verdictSome' | 'verdictLow',
][] = [
  [0.8, 'verdictHigh'],
  [0.6, 'verdictMid'],
  [0.4, 'verdictSome'],
  [0, 'verdictLow'],
];

/**
 * The comparison, as both people see it: the two names and scores with how much they match and a
 * verdict, then the differences (what only the friend did, what only you did), which are what
 * people talk about, then what you both did. `scoreLink`, when given, lets the visitor send their
 * answers back (after the lists), so the friend sees the same comparison.
 */
function FriendComparison({
  quiz,
  mine,
  friend,
  scoreLink,
}: {
  quiz: Quiz;
  mine: readonly Answer[];
  friend: FriendAnswers;
  scoreLink?: string;
}) {
  const { t: text } = useTranslation('compare');
  const id = useId();
  const { t, i18n } = useTranslation();
  const comparison = compareAnswers(mine, friend.answers);
  const share = comparison.matching / mine.length;
  const percent = new Intl.NumberFormat(i18n.language, {
    style: 'percent',
    maximumFractionDigits: 0,
  }).format(share);
  const verdict = VERDICTS.find(([atLeast]) => share >= atLeast)![1];
  const scoreText = (answers: readonly Answer[]) => {
    const score = scoreFromAnswers(quiz.scoring, answers);
    return quiz.scoring === 'yes-count'
      ? t('results.scoreOutOf', { score, total: answers.length })
      : String(score);
  };
  return (
    <section className="compare-result" aria-labelledby={`${id}-heading`}>
      {/* Focused when the results view opens with it (src/components/ResultView.tsx). */}
      <h2 id={`${id}-heading`} tabIndex={-1}>
        {friend.name ? text('resultTitleNamed', { name: friend.name }) : text('resultTitle')}
      </h2>
      <div className="compare-scores">
        <p className="compare-side">
          <span className="compare-score">{scoreText(mine)}</span>
          <span className="compare-who">{text('you')}</span>
        </p>
        <p className="compare-match">{text('matchPercent', { percent })}</p>
        <p className="compare-side">
          <span className="compare-score">{scoreText(friend.answers)}</span>
          <span className="compare-who">{friend.name || text('friend')}</span>
        </p>
      </div>
      <p className="compare-verdict">{text(verdict)}</p>
      <p className="compare-matched">
        {text('matched', { matches: comparison.matching, total: mine.length })}
      </p>
      <ExperienceList
        quiz={quiz}
        kind="theirs"
        title={
          friend.name
            ? text('onlyThem', { name: friend.name, number: comparison.onlyTheirs.length })
            : text('onlyFriend', { number: comparison.onlyTheirs.length })
        }
        indexes={comparison.onlyTheirs}
        text={text}
      />
      <ExperienceList
        quiz={quiz}
        kind="mine"
        title={text('onlyYou', { number: comparison.onlyMine.length })}
        indexes={comparison.onlyMine}
        text={text}
      />
      <ExperienceList
        quiz={quiz}
        kind="both"
        title={text('both', { number: comparison.bothYes.length })}
        indexes={comparison.bothYes}
        text={text}
      />
      {/* An answer back closes the conversation: sending it back again would only loop. */}
      {scoreLink && !friend.answeredBack && (
        <SendBack quiz={quiz} mine={mine} friend={friend} scoreLink={scoreLink} text={text} />
      )}
    </section>
  );
}

/** The visitor's answers sent back with the friend's, so the friend opens the same comparison. */
function SendBack({
  quiz,
  mine,
  friend,
  scoreLink,
  text,
}: {
  quiz: Quiz;
  mine: readonly Answer[];
  friend: FriendAnswers;
  scoreLink: string;
  text: CompareText;
}) {
  const id = useId();
  const [name, setName] = useState('');
  const [link, setLink] = useState<string | null>(null);
  const { send: sendLink, copied } = useSendLink();
  const send = (event: FormEvent) => {
    event.preventDefault();
    const made = `${scoreLink}#${replyFragment(compareQuizOf(quiz), mine, friend.answers, name)}`;
    setLink(made);
    sendLink(made);
  };
  return (
    <form className="compare-form compare-send-back" onSubmit={send}>
      <h3>{friend.name ? text('sendBackNamed', { name: friend.name }) : text('sendBack')}</h3>
      <p className="compare-notice">{text('sendBackIntro')}</p>
      <NameField
        id={`${id}-name`}
        label={text('nameLabel')}
        value={name}
        onChange={(value) => {
          setName(value);
          setLink(null);
        }}
      />
      <button type="submit" className="button button-primary">
        {copied ? text('copied') : text('sendBackAction')}
      </button>
      {link && <LinkField link={link} quiz={quiz} text={text} />}
    </form>
  );
}

/** A list's first items; the rest wait behind "N more", so what you both did and the send-back stay near. */
const SHOWN_PER_LIST = 5;

function ExperienceList({
  quiz,
  kind,
  title,
  indexes,
  text,
}: {
  quiz: Quiz;
  kind: string;
  title: string;
  indexes: number[];
  text: CompareText;
}) {
  const items = (shown: number[]) => (
    <ul>
      {shown.map((index) => (
        <li key={quiz.questions[index]!.id}>{quiz.questions[index]!.text}</li>
      ))}
    </ul>
  );
  const rest = indexes.slice(SHOWN_PER_LIST);
  return (
    <div className="compare-list" data-kind={kind}>
      <h3>{title}</h3>
      {indexes.length > 0 ? items(indexes.slice(0, SHOWN_PER_LIST)) : <p>{text('nothing')}</p>}
      {rest.length > 0 && (
        <details>
          <summary>{text('more', { number: rest.length })}</summary>
          {items(rest)}
        </details>
      )}
    </div>
  );
}

/**
 * Sending a made link: the share sheet where the browser has one (known only after hydration),
 * else the clipboard, with the alert the spec names; `copied` is set for a moment after a copy, for
 * the button that sent it to say so. The same button sends the link again.
 */
function useSendLink() {
  const { t } = useTranslation();
  const [canShareNatively, setCanShareNatively] = useState(false);
  const [copied, setCopied] = useBriefState<true>();
  useEffect(() => setCanShareNatively(typeof navigator.share === 'function'), []);
  const copy = async (value: string) => {
    const done = await copyWithConfirmation(value, {
      copied: t('share.linkCopied'),
      refused: t('share.copyFailed', { text: value }),
    });
    if (done) setCopied(true);
  };
  const share = async (value: string) => {
    try {
      await navigator.share({ url: value });
    } catch {
      // Closing the share sheet is not an error worth showing.
    }
  };
  const send = (value: string) => void (canShareNatively ? share(value) : copy(value));
  return { canShareNatively, send, copied };
}

/** A made link, to select by hand or send straight to one person on WhatsApp. */
function LinkField({ link, quiz, text }: { link: string; quiz: Quiz; text: CompareText }) {
  const id = useId();
  const { t } = useTranslation();
  return (
    <div className="compare-link">
      <label htmlFor={`${id}-link`}>{text('linkLabel')}</label>
      <input
        id={`${id}-link`}
        type="url"
        readOnly
        value={link}
        onFocus={(event) => event.currentTarget.select()}
      />
      <a
        className="button button-secondary compare-whatsapp"
        href={shareUrl('whatsapp', link, quiz.title, '')}
        target="_blank"
        rel="noopener noreferrer"
        onClick={() =>
          track({
            event: 'share',
            quiz: quiz.slug,
            method: 'whatsapp',
            contentType: 'compare_link',
          })
        }
      >
        <Icon name="whatsapp" />
        {t('share.whatsapp')}
      </a>
    </div>
  );
}

function CompareLinkMaker({
  quiz,
  answers,
  scoreLink,
  text,
}: {
  quiz: Quiz;
  answers: readonly Answer[];
  scoreLink: string;
  text: CompareText;
}) {
  const id = useId();
  const [name, setName] = useState('');
  const [link, setLink] = useState<string | null>(null);
  const { canShareNatively, send, copied } = useSendLink();

  // One action: the link is made and, at once, shared (share sheet) or copied.
  const make = (event: FormEvent) => {
    event.preventDefault();
    const made = `${scoreLink}#${compareFragment(compareQuizOf(quiz), answers, name)}`;
    setLink(made);
    send(made);
  };

  return (
    <section className="compare-maker" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{text('title')}</h3>
      <p>{text('intro')}</p>
      <form className="compare-form" onSubmit={make}>
        <NameField
          id={`${id}-name`}
          label={text('nameLabel')}
          value={name}
          onChange={(value) => {
            setName(value);
            setLink(null);
          }}
        />
        <p className="compare-notice">{text('notice')}</p>
        <button type="submit" className="button button-primary">
          {copied ? text('copied') : canShareNatively ? text('makeShare') : text('make')}
        </button>
      </form>
      {link && <LinkField link={link} quiz={quiz} text={text} />}
    </section>
  );
}

/** The optional first name a compare link carries. */
function NameField({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        autoComplete="nickname"
        maxLength={MAX_NAME_LENGTH}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </>
  );
}
