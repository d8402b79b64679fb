// The share cards: the build draws a link preview (Open Graph image) per quiz, score and language,
// and a story image per quiz, score and language (scripts/cards/); every page's head names the
// preview's size. Their URLs are in shared/route-paths.ts.

/** Size of every link preview, in pixels. */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** Size of every story image (Instagram and TikTok stories, 9:16), in pixels. */
export const STORY_WIDTH = 1080;
export const STORY_HEIGHT = 1920;
