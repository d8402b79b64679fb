// Sharing the score card image: through the system share sheet where the browser can share files
// (phones, which is how a result reaches Instagram or TikTok), as a download elsewhere.
import { captionWithLink } from './share-caption';

export function canShareFiles(): boolean {
  try {
    const probe = new File([new Uint8Array(0)], 'card.png', { type: 'image/png' });
    return (
      typeof navigator.canShare === 'function' &&
      typeof navigator.share === 'function' &&
      navigator.canShare({ files: [probe] })
    );
  } catch {
    return false;
  }
}

/** The card as a file to share, or null when it cannot be fetched (the share then sends the link). */
export async function fetchCardFile(card: string, fileName: string): Promise<File | null> {
  try {
    const response = await fetch(card);
    if (!response.ok) return null;
    return new File([await response.blob()], fileName, { type: 'image/png' });
  } catch {
    return null;
  }
}

/** Opens the share sheet with the card and a caption carrying the link; closing it is not an error. */
export async function shareCard(file: File | null, url: string, text: string): Promise<void> {
  try {
    await navigator.share(
      file && navigator.canShare({ files: [file] })
        ? { files: [file], text: captionWithLink(text, url) }
        : { url, text },
    );
  } catch {
    // The visitor closed the share sheet.
  }
}
