// Shared by the share row (share.ts) and the score card (share-card.ts), which load separately.

/** A post's caption: the text, then the link (where a post has no separate link field). */
export function captionWithLink(text: string, url: string): string {
  return `${text} ${url}`;
}
