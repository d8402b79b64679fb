import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { track } from '../browser/analytics';
import { canShareFiles, fetchCardFile, shareCard } from '../browser/share-card';
import { copyToClipboard } from '../browser/clipboard';

interface ScoreCardShareProps {
  /** Path of the score card image. */
  card: string;
  /** The name the image gets when saved or shared, e.g. "food-test-19.png". */
  fileName: string;
  url: string;
  text: string;
  contentType: string;
  quiz?: string;
}

/**
 * The result's one primary share action: "Share image" where the browser can share files (the
 * card and a caption with the link go to the share sheet, which is how a result reaches
 * Instagram or TikTok); elsewhere "Copy my score link", with the card as a "Save image" link
 * beside the network icons. The button keeps its size when it changes after the first render.
 */
export function ScoreCardShare({
  card,
  fileName,
  url,
  text,
  contentType,
  quiz,
}: ScoreCardShareProps) {
  const { t } = useTranslation();
  const [shareable, setShareable] = useState(false);
  // Fetched ahead, so the share sheet opens within the click's user activation.
  const file = useRef<Promise<File | null>>(null);
  useEffect(() => {
    const canShare = canShareFiles();
    setShareable(canShare);
    if (canShare) file.current = fetchCardFile(card, fileName);
  }, [card, fileName]);

  if (!shareable) {
    const copyLink = async () => {
      track({ event: 'share', quiz, method: 'copy_link', contentType });
      const copied = await copyToClipboard(url);
      window.alert(copied ? t('share.linkCopied') : t('share.copyFailed', { text: url }));
    };
    return (
      <>
        <button
          type="button"
          className="button button-primary share-primary"
          onClick={() => void copyLink()}
        >
          {t('share.copyScoreLink')}
        </button>
        <a
          className="share-save"
          href={card}
          download={fileName}
          onClick={() => track({ event: 'share', quiz, method: 'save_image', contentType })}
        >
          {t('share.saveImage')}
        </a>
      </>
    );
  }
  const share = async () => {
    track({ event: 'share', quiz, method: 'native_image', contentType });
    await shareCard(await (file.current ?? fetchCardFile(card, fileName)), url, text);
  };
  return (
    <button
      type="button"
      className="button button-primary share-primary"
      onClick={() => void share()}
    >
      {t('share.shareImage')}
    </button>
  );
}
