// The files that make the site installable: the web app manifest, the home-screen icons and the
// Apple touch icon, drawn by the card renderer from the site's mark.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { defaultLanguage } from '../../shared/generated/catalog.js';
import { createI18n } from '../../shared/i18n.js';
import {
  APP_ICONS,
  APPLE_TOUCH_ICON,
  BACKGROUND_COLOR,
  MANIFEST_PATH,
  THEME_COLORS,
} from '../../shared/lib/app-install.js';
import { iconElement } from './card-layout.js';
import { siteLogo } from './card-frame.js';
import { renderPng } from './render-png.js';

/** A maskable icon's mark stays inside the safe zone; a plain icon is the mark itself. */
const MASKABLE_MARK_SHARE = 0.72;

export async function writeAppFiles(siteDir: string): Promise<string[]> {
  const { t } = await createI18n(defaultLanguage);
  const logo = siteLogo();
  const write = (path: string, body: Buffer | string) => {
    const file = join(siteDir, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, body);
    return path;
  };
  const icons = APP_ICONS.map(async ({ path, size, purpose }) => {
    const element =
      purpose === 'maskable'
        ? iconElement(logo, size, {
            markShare: MASKABLE_MARK_SHARE,
            background: THEME_COLORS.light,
          })
        : iconElement(logo, size, { markShare: 1 });
    return write(path, await renderPng(element, size, size));
  });
  // iOS shows transparency as black and rounds the corners itself: a full square.
  const appleIcon = renderPng(
    iconElement(logo, APPLE_TOUCH_ICON.size, { markShare: 1, background: THEME_COLORS.light }),
    APPLE_TOUCH_ICON.size,
    APPLE_TOUCH_ICON.size,
  );
  const manifest = {
    id: '/',
    name: t('site.name'),
    short_name: t('site.name'),
    description: t('site.footerDescription'),
    lang: defaultLanguage,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLORS.light,
    background_color: BACKGROUND_COLOR,
    icons: APP_ICONS.map(({ path, size, purpose }) => ({
      src: path,
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose,
    })),
  };
  return [
    ...(await Promise.all(icons)),
    write(APPLE_TOUCH_ICON.path, await appleIcon),
    write(MANIFEST_PATH, `${JSON.stringify(manifest, null, 2)}\n`),
  ];
}
