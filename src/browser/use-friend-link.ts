import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Quiz } from '../../shared/generated/types';
import type { FriendLink } from '../compare';

/** The markers of a compare link's fragment and of an answer back (shared/domain/compare-link.ts). */
const MARKERS = ['#compare=', '#reply='];

/**
 * The compare link this quiz page was opened with (a friend's answers after the `#`), or null;
 * `score` is the score link's (the line above the quiz says it, as the server and the page's
 * loader wrote it).
 * Only a page whose fragment starts like one downloads the code that reads it, so a quiz page's
 * own JavaScript stays as small as it was.
 */
export function useFriendLink(quiz: Quiz, score: number | null): FriendLink | null {
  const { i18n } = useTranslation();
  const [link, setLink] = useState<FriendLink | null>(null);
  useEffect(() => {
    const fragment = window.location.hash;
    if (!MARKERS.some((marker) => fragment.startsWith(marker))) return;
    import('../compare')
      .then((module) => module.readFriendLink(fragment, quiz, i18n, score))
      .then(setLink)
      .catch(() => {}); // offline: the plain quiz, as without the link
  }, [quiz, i18n, score]);
  return link;
}
