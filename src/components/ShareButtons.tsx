import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { track } from '../browser/analytics';
import {
  copyPayload,
  openSharePopup,
  shareUrl,
  type CopyKind,
  type ShareNetwork,
} from '../browser/share';
import { copyWithConfirmation } from '../browser/clipboard';
import { useBriefState } from '../browser/use-brief-state';
import { Icon, type IconName } from './Icon';

interface ShareButtonsProps {
  url: string;
  text: string;
  /** What is shared, for analytics: "purity_test", "quiz_result"... */
  contentType: string;
  quiz?: string;
  /** The share sheet's own icon where the browser has one; off where a Share button opens it. */
  native?: boolean;
}

const NETWORKS = [
  { network: 'facebook', icon: 'facebook', label: 'share.facebook' },
  { network: 'twitter', icon: 'twitter', label: 'share.twitter' },
  { network: 'whatsapp', icon: 'whatsapp', label: 'share.whatsapp' },
  { network: 'email', icon: 'mail', label: 'share.email' },
] as const satisfies readonly { network: ShareNetwork; icon: IconName; label: string }[];
const COPY_OPTIONS = [
  { kind: 'link', icon: 'link', label: 'share.copyLink', alert: 'share.linkCopied' },
  {
    kind: 'instagram',
    icon: 'instagram',
    label: 'share.instagram',
    alert: 'share.instagramCopied',
  },
  { kind: 'tiktok', icon: 'tiktok', label: 'share.tiktok', alert: 'share.tiktokCopied' },
] as const satisfies readonly { kind: CopyKind; icon: IconName; label: string; alert: string }[];

/** The share row used by the home page and every results view. */
export function ShareButtons({ url, text, contentType, quiz, native = true }: ShareButtonsProps) {
  const { t } = useTranslation();
  // The Web Share API exists only in some browsers, so its button appears after hydration.
  const [canShareNatively, setCanShareNatively] = useState(false);
  useEffect(() => setCanShareNatively(typeof navigator.share === 'function'), []);

  const shareTo = (network: ShareNetwork) => {
    track({ event: 'share', quiz, method: network, contentType });
    openSharePopup(shareUrl(network, url, text, t('share.emailSubject')));
  };

  // Besides the toast, the tapped copy button shows a check mark for a moment, under the thumb.
  const [justCopied, setJustCopied] = useBriefState<CopyKind>();
  const copy = async ({ kind, alert }: (typeof COPY_OPTIONS)[number]) => {
    track({ event: 'share', quiz, method: `copy_${kind}`, contentType });
    const value = copyPayload(kind, url, text);
    const copied = await copyWithConfirmation(value, {
      copied: t(alert),
      refused: t('share.copyFailed', { text: value }),
    });
    if (copied) setJustCopied(kind);
  };

  const shareNatively = async () => {
    track({ event: 'share', quiz, method: 'native', contentType });
    try {
      await navigator.share({ url, text });
    } catch {
      // Closing the share sheet is not an error worth showing.
    }
  };

  return (
    <ul className="share-buttons">
      {NETWORKS.map(({ network, icon, label }) => (
        <li key={network}>
          <button
            type="button"
            className="icon-button share-button"
            aria-label={t(label)}
            title={t(label)}
            onClick={() => shareTo(network)}
          >
            <Icon name={icon} />
          </button>
        </li>
      ))}
      {COPY_OPTIONS.map((option) => (
        <li key={option.kind}>
          <button
            type="button"
            className="icon-button share-button"
            aria-label={t(option.label)}
            title={t(option.label)}
            data-copied={justCopied === option.kind || undefined}
            onClick={() => void copy(option)}
          >
            <Icon name={justCopied === option.kind ? 'check' : option.icon} />
          </button>
        </li>
      ))}
      {native && canShareNatively && (
        <li>
          <button
            type="button"
            className="icon-button share-button"
            aria-label={t('share.native')}
            title={t('share.native')}
            onClick={() => void shareNatively()}
          >
            <Icon name="share" />
          </button>
        </li>
      )}
    </ul>
  );
}
