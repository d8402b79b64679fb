// The share card (Open Graph image): the build draws one per quiz, score and language
// (scripts/cards/), and every page's head names its size. Its URLs are in shared/route-paths.ts.

/** Size of every share card, in pixels. */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
