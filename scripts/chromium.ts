// Debian's Chromium, as the browser tests and the Lighthouse bench launch it. Without the
// background-networking flags it keeps trying to reach Google's hosts, which a closed network refuses.
export const CHROMIUM_PATH =
  process.env.CHROME_PATH || process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
