// What makes the site installable: the web app manifest, the home-screen icons and the browser
// colours. The build writes the files (scripts/cards/write-app-files.ts); every page's head links
// them (page-meta.ts).

import { PAPER, PAPER_DARK } from '../design/tokens';

/** The browser's bar in the header's colour, light and dark (shared/design/tokens.ts). */
export const THEME_COLORS = { light: PAPER, dark: PAPER_DARK } as const;
/** The page background of the light scheme: the splash screen of the installed app. */
export const BACKGROUND_COLOR = PAPER;

export const MANIFEST_PATH = '/manifest.webmanifest';
export const APPLE_TOUCH_ICON = { path: '/apple-touch-icon.png', size: 180 } as const;
export const APP_ICONS = [
  { path: '/icons/icon-192.png', size: 192, purpose: 'any' },
  { path: '/icons/icon-512.png', size: 512, purpose: 'any' },
  { path: '/icons/icon-maskable-512.png', size: 512, purpose: 'maskable' },
] as const;

/** The head tags that are the same on every page. */
export function installHeadTags(): string[] {
  return [
    `<link rel="manifest" href="${MANIFEST_PATH}">`,
    `<link rel="apple-touch-icon" href="${APPLE_TOUCH_ICON.path}">`,
    `<meta name="theme-color" content="${THEME_COLORS.light}" media="(prefers-color-scheme: light)">`,
    `<meta name="theme-color" content="${THEME_COLORS.dark}" media="(prefers-color-scheme: dark)">`,
  ];
}
