import { captionWithLink } from './share-caption';

export type ShareNetwork = 'facebook' | 'twitter' | 'whatsapp' | 'email';
export type CopyKind = 'link' | 'instagram' | 'tiktok';

export const SHARE_POPUP = { width: 600, height: 400 } as const;

/** The network's own share page, with the link and text as query parameters. */
export function shareUrl(
  network: ShareNetwork,
  url: string,
  text: string,
  subject: string,
): string {
  const q = (params: Record<string, string>) => new URLSearchParams(params).toString();
  switch (network) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?${q({ u: url, quote: text })}`;
    case 'twitter':
      return `https://twitter.com/intent/tweet?${q({ url, text })}`;
    case 'whatsapp':
      return `https://api.whatsapp.com/send?${q({ text: `${text} ${url}` })}`;
    case 'email':
      // mailto wants %20 for spaces (RFC 6068), not the "+" URLSearchParams writes.
      return `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(`${text} ${url}`)}`;
  }
}

export function openSharePopup(href: string): void {
  const { width, height } = SHARE_POPUP;
  const left = Math.max(0, Math.round((window.screen.width - width) / 2));
  const top = Math.max(0, Math.round((window.screen.height - height) / 2));
  window.open(
    href,
    'share',
    `width=${width},height=${height},left=${left},top=${top},noopener,noreferrer`,
  );
}

/** What a copy option puts on the clipboard: the link alone, or the text with the link for a caption. */
export function copyPayload(kind: CopyKind, url: string, text: string): string {
  return kind === 'link' ? url : captionWithLink(text, url);
}
