import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { track } from '../browser/analytics';
import { canShareFiles, fetchCardFile, shareCard } from '../browser/share-card';
import { Icon } from './Icon';
import { ShareButtons } from './ShareButtons';

interface ScoreCardShareProps {
  /** Path of the story image (1080x1920) of this score. */
  card: string;
  /** The name the image gets when saved or shared, e.g. "food-19.png". */
  fileName: string;
  url: string;
  text: string;
  contentType: string;
  quiz?: string;
}

/** What this browser's share sheet takes: files (phones), a link, or nothing (no Web Share API). */
type ShareSheet = 'files' | 'link' | 'none';

/**
 * The result's one primary action, "Share". Where the browser has a share sheet it opens it, with
 * the story image as a file where files can be shared (how a result reaches Instagram or TikTok);
 * elsewhere it opens the list of the other ways: "Save image" and the network and copy icons, which a share sheet's browser reaches by "More ways to share".
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
  const optionsId = useId();
  const [sheet, setSheet] = useState<ShareSheet>('none');
  const [open, setOpen] = useState(false);
  // Fetched ahead, so the share sheet opens within the click's user activation.
  const file = useRef<Promise<File | null>>(null);
  useEffect(() => {
    const found: ShareSheet = canShareFiles()
      ? 'files'
      : typeof navigator.share === 'function'
        ? 'link'
        : 'none';
    setSheet(found);
    if (found === 'files') file.current = fetchCardFile(card, fileName);
  }, [card, fileName]);

  const share = async () => {
    if (sheet === 'none') {
      setOpen((shown) => !shown);
      return;
    }
    track({
      event: 'share',
      quiz,
      method: sheet === 'files' ? 'native_image' : 'native',
      contentType,
    });
    const image = sheet === 'files' ? await (file.current ?? fetchCardFile(card, fileName)) : null;
    await shareCard(image, url, text);
  };
  const disclosure = { 'aria-expanded': open, 'aria-controls': optionsId };

  return (
    <>
      <button
        type="button"
        className="button button-primary button-large share-primary"
        onClick={() => void share()}
        {...(sheet === 'none' ? disclosure : {})}
      >
        <Icon name="share" /> {t('share.primary')}
      </button>
      {sheet !== 'none' && (
        <button
          type="button"
          className="link-button"
          onClick={() => setOpen((shown) => !shown)}
          {...disclosure}
        >
          {t('share.moreOptions')}
        </button>
      )}
      <div id={optionsId} className="share-options" hidden={!open}>
        <a
          className="share-save"
          href={card}
          download={fileName}
          onClick={() => track({ event: 'share', quiz, method: 'save_image', contentType })}
        >
          {t('share.saveImage')}
        </a>
        <ShareButtons url={url} text={text} contentType={contentType} quiz={quiz} native={false} />
      </div>
    </>
  );
}
