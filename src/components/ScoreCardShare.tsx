import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { track } from '../browser/analytics';
import { canShareFiles, fetchCardFile, shareCard } from '../browser/share-card';

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
 * "Share image" where the browser can share files (the card and a caption with the link go to
 * the share sheet), "Save image" elsewhere. Both are one button of the same size, so the switch
 * after the first render moves nothing.
 */
export function ScoreCardShare({ card, fileName, url, text, contentType, quiz }: ScoreCardShareProps) {
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
    return (
      <a className="button button-secondary card-action" href={card} download={fileName} onClick={() => track({ event: 'share', quiz, method: 'save_image', contentType })}>
        {t('share.saveImage')}
      </a>
    );
  }
  const share = async () => {
    track({ event: 'share', quiz, method: 'native_image', contentType });
    await shareCard(await (file.current ?? fetchCardFile(card, fileName)), url, text);
  };
  return (
    <button type="button" className="button button-secondary card-action" onClick={() => void share()}>
      {t('share.shareImage')}
    </button>
  );
}
