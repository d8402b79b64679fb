import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { track } from '../lib/analytics';
import { copyPayload, copyToClipboard, openSharePopup, shareUrl, type CopyKind, type ShareNetwork } from '../lib/share';
import { Icon } from './Icon';

interface ShareButtonsProps {
  url: string;
  text: string;
  /** What is shared, for analytics: "purity_test", "quiz_result"... */
  contentType: string;
  quiz?: string;
}

const NETWORKS: ShareNetwork[] = ['facebook', 'twitter', 'whatsapp', 'email'];
const COPY_OPTIONS: { kind: CopyKind; icon: 'link' | 'instagram' | 'tiktok'; label: string; alert: string }[] = [
  { kind: 'link', icon: 'link', label: 'share.copyLink', alert: 'share.linkCopied' },
  { kind: 'instagram', icon: 'instagram', label: 'share.instagram', alert: 'share.instagramCopied' },
  { kind: 'tiktok', icon: 'tiktok', label: 'share.tiktok', alert: 'share.tiktokCopied' },
];
const NETWORK_ICON = { facebook: 'facebook', twitter: 'twitter', whatsapp: 'whatsapp', email: 'mail' } as const;

/** The share row used by the home page and every results view. */
export function ShareButtons({ url, text, contentType, quiz }: ShareButtonsProps) {
  const { t } = useTranslation();
  // The Web Share API exists only in some browsers, so its button appears after hydration.
  const [canShareNatively, setCanShareNatively] = useState(false);
  useEffect(() => setCanShareNatively(typeof navigator.share === 'function'), []);

  const shareTo = (network: ShareNetwork) => {
    track({ event: 'share', quiz, method: network, content_type: contentType });
    openSharePopup(shareUrl(network, url, text, t('share.emailSubject')));
  };

  const copy = async (kind: CopyKind, alertKey: string) => {
    track({ event: 'share', quiz, method: `copy_${kind}`, content_type: contentType });
    const value = copyPayload(kind, url, text);
    const copied = await copyToClipboard(value);
    window.alert(copied ? t(alertKey as 'share.linkCopied') : t('share.copyFailed', { text: value }));
  };

  const shareNatively = async () => {
    track({ event: 'share', quiz, method: 'native', content_type: contentType });
    try {
      await navigator.share({ url, text });
    } catch {
      // Closing the share sheet is not an error worth showing.
    }
  };

  return (
    <ul className="share-buttons">
      {NETWORKS.map((network) => (
        <li key={network}>
          <button type="button" className="icon-button share-button" aria-label={t(`share.${network}`)} title={t(`share.${network}`)} onClick={() => shareTo(network)}>
            <Icon name={NETWORK_ICON[network]} />
          </button>
        </li>
      ))}
      {COPY_OPTIONS.map((option) => (
        <li key={option.kind}>
          <button type="button" className="icon-button share-button" aria-label={t(option.label as 'share.copyLink')} title={t(option.label as 'share.copyLink')} onClick={() => void copy(option.kind, option.alert)}>
            <Icon name={option.icon} />
          </button>
        </li>
      ))}
      {canShareNatively && (
        <li>
          <button type="button" className="icon-button share-button" aria-label={t('share.native')} title={t('share.native')} onClick={() => void shareNatively()}>
            <Icon name="share" />
          </button>
        </li>
      )}
    </ul>
  );
}
