// The compare part of a results view: the comparison with the friend whose compare link opened
// the quiz (if any), and the action that makes the visitor's own compare link. A chunk of its own,
// loaded with the results view.
import { useEffect, useId, useState, type FormEvent } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { copyWithConfirmation } from '../browser/clipboard';
import {
  compareAnswers,
  compareFragment,
  compareQuizOf,
  friendAnswersFor,
  MAX_NAME_LENGTH,
  type FriendAnswers,
} from '../../shared/domain/compare-link';
import type { Answer, Quiz } from '../../shared/generated/types';
import { scoreFromAnswers } from '../../shared/domain/scoring';

type CompareText = TFunction<'translation', 'compare'>;

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
  const { t: text } = useTranslation('translation', { keyPrefix: 'compare' });
  if (part === 'maker')
    return <CompareLinkMaker quiz={quiz} answers={answers} scoreLink={scoreLink} text={text} />;
  const theirs = friendAnswersFor(friend, compareQuizOf(quiz));
  return theirs ? (
    <FriendComparison quiz={quiz} mine={answers} friend={theirs} text={text} />
  ) : null;
}

type Shown = 'both' | 'all';

function FriendComparison({
  quiz,
  mine,
  friend,
  text,
}: {
  quiz: Quiz;
  mine: readonly Answer[];
  friend: FriendAnswers;
  text: CompareText;
}) {
  const [shown, setShown] = useState<Shown>('both');
  const id = useId();
  const { t, i18n } = useTranslation();
  const comparison = compareAnswers(mine, friend.answers);
  const percent = new Intl.NumberFormat(i18n.language, {
    style: 'percent',
    maximumFractionDigits: 0,
  }).format(comparison.matching / mine.length);
  const scoreText = (answers: readonly Answer[]) => {
    const score = scoreFromAnswers(quiz.scoring, answers);
    return quiz.scoring === 'yes-count'
      ? t('results.scoreOutOf', { score, total: answers.length })
      : String(score);
  };
  const choices: [Shown, string][] = [
    ['both', text('showBoth')],
    ['all', text('showAll')],
  ];
  return (
    <section className="compare-result" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>
        {friend.name ? text('resultTitleNamed', { name: friend.name }) : text('resultTitle')}
      </h3>
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
      <p className="compare-matched">
        {text('matched', { matches: comparison.matching, total: mine.length })}
      </p>
      <fieldset className="compare-shown segmented">
        <legend>{text('show')}</legend>
        {choices.map(([value, label]) => (
          <label key={value}>
            <input
              type="radio"
              name={`${id}-shown`}
              value={value}
              checked={shown === value}
              onChange={() => setShown(value)}
            />
            <span>{label}</span>
          </label>
        ))}
      </fieldset>
      <ExperienceList
        quiz={quiz}
        kind="both"
        title={text('both', { number: comparison.bothYes.length })}
        indexes={comparison.bothYes}
        text={text}
      />
      {shown === 'all' && (
        <>
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
        </>
      )}
    </section>
  );
}

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
  return (
    <div className="compare-list" data-kind={kind}>
      <h4>{title}</h4>
      {indexes.length > 0 ? (
        <ul>
          {indexes.map((index) => (
            <li key={quiz.questions[index]!.id}>{quiz.questions[index]!.text}</li>
          ))}
        </ul>
      ) : (
        <p>{text('nothing')}</p>
      )}
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
  const { t } = useTranslation();
  const id = useId();
  const [name, setName] = useState('');
  const [link, setLink] = useState<string | null>(null);
  // The Web Share API exists only in some browsers, so its button appears after hydration.
  const [canShareNatively, setCanShareNatively] = useState(false);
  useEffect(() => setCanShareNatively(typeof navigator.share === 'function'), []);

  // One action: the link is made and, at once, shared (share sheet) or copied.
  const make = (event: FormEvent) => {
    event.preventDefault();
    const made = `${scoreLink}#${compareFragment(compareQuizOf(quiz), answers, name)}`;
    setLink(made);
    void (canShareNatively ? share(made) : copy(made));
  };
  const copy = async (value: string) => {
    await copyWithConfirmation(value, {
      copied: t('share.linkCopied'),
      refused: t('share.copyFailed', { text: value }),
    });
  };
  const share = async (value: string) => {
    try {
      await navigator.share({ url: value });
    } catch {
      // Closing the share sheet is not an error worth showing.
    }
  };

  return (
    <section className="compare-maker" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{text('title')}</h3>
      <p>{text('intro')}</p>
      <form className="compare-form" onSubmit={make}>
        <label htmlFor={`${id}-name`}>{text('nameLabel')}</label>
        <input
          id={`${id}-name`}
          type="text"
          autoComplete="nickname"
          maxLength={MAX_NAME_LENGTH}
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setLink(null);
          }}
        />
        <p className="compare-notice">{text('notice')}</p>
        <button type="submit" className="button button-primary">
          {canShareNatively ? text('makeShare') : text('make')}
        </button>
      </form>
      {link && (
        <div className="compare-link">
          <label htmlFor={`${id}-link`}>{text('linkLabel')}</label>
          <input
            id={`${id}-link`}
            type="url"
            readOnly
            value={link}
            onFocus={(event) => event.currentTarget.select()}
          />
          <div className="compare-link-actions">
            <button
              type="button"
              className="button button-secondary"
              onClick={() => void copy(link)}
            >
              {text('copy')}
            </button>
            {canShareNatively && (
              <button
                type="button"
                className="button button-secondary"
                onClick={() => void share(link)}
              >
                {text('share')}
              </button>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
