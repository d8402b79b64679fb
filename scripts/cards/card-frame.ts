// The parts every card and icon share: the site's mark (the icons), and the site's name, host and
// call line in a language (the cards).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TFunction } from 'i18next';
import { siteSettings } from '../../shared/generated/site-settings.js';
import { projectRoot } from '../content/paths.js';
import { LOCAL_SITE_URL } from '../content/site-url.js';
import type { CardFrame } from './card-layout.js';

/** public/favicon.svg, the site's mark, as a data: URL satori can draw. */
export function siteLogo(): string {
  return `data:image/svg+xml;base64,${readFileSync(join(projectRoot, 'public/favicon.svg')).toString('base64')}`;
}

export function cardFrame(t: TFunction, siteUrl = siteSettings.siteUrl): CardFrame {
  return {
    siteName: t('site.name'),
    // With no address configured, the build's stand-in (localhost) would lead a viewer nowhere.
    host: siteUrl === LOCAL_SITE_URL ? '' : new URL(siteUrl).host,
    call: t('share.storyCall'),
  };
}
