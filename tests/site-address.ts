// The address the build writes into page heads, the sitemap and the share cards, as an operator
// sets it: SITE_URL, else content/site.yaml's siteUrl, else where `npm start` serves the site.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { siteUrlFrom } from '../scripts/content/site-url.js';

const site = parse(readFileSync('content/site.yaml', 'utf8')) as { siteUrl?: string };
export const SITE_URL = siteUrlFrom(process.env.SITE_URL, site.siteUrl);
