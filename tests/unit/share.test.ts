// Sharing: social share pages with the link and text as query
// parameters, a 600x400 popup, and copy options (link alone, or text + link for Instagram/TikTok).
// window and navigator do not exist in the node environment; they are stubbed per test.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SPEC_SHARE_POPUP } from '../spec-oracle';
import { copyToClipboard } from '../../src/browser/clipboard';
import { copyPayload, openSharePopup, shareUrl, type ShareNetwork } from '../../src/browser/share';

const URL_ = 'https://puritytest.example.com/tests/food?ref=share&x=1#top';
const TEXT = 'I scored 77/100 on the Purity Test! Can you beat me? 100% honest & fun + free';
const SUBJECT = 'My Purity Test score';

afterEach(() => {
  vi.unstubAllGlobals();
});

function parts(href: string): { origin: string; pathname: string; params: Record<string, string> } {
  const parsed = new URL(href);
  return {
    origin: parsed.protocol === 'mailto:' ? 'mailto:' : parsed.origin,
    pathname: parsed.pathname,
    params: Object.fromEntries(parsed.searchParams),
  };
}

describe('shareUrl', () => {
  it('facebook: the sharer page with u = link and quote = text', () => {
    expect(parts(shareUrl('facebook', URL_, TEXT, SUBJECT))).toEqual({
      origin: 'https://www.facebook.com',
      pathname: '/sharer/sharer.php',
      params: { u: URL_, quote: TEXT },
    });
  });

  it('twitter: the tweet intent with url = link and text = text', () => {
    expect(parts(shareUrl('twitter', URL_, TEXT, SUBJECT))).toEqual({
      origin: 'https://twitter.com',
      pathname: '/intent/tweet',
      params: { url: URL_, text: TEXT },
    });
  });

  it('whatsapp: the send page with the text followed by the link', () => {
    expect(parts(shareUrl('whatsapp', URL_, TEXT, SUBJECT))).toEqual({
      origin: 'https://api.whatsapp.com',
      pathname: '/send',
      params: { text: `${TEXT} ${URL_}` },
    });
  });

  it('email: a mailto with no recipient, the subject, and the text followed by the link as body', () => {
    const href = shareUrl('email', URL_, TEXT, SUBJECT);
    expect(href.startsWith('mailto:?')).toBe(true);
    expect(parts(href).params).toEqual({ subject: SUBJECT, body: `${TEXT} ${URL_}` });
  });

  it('encodes every reserved character, so the link and text never leak into other parameters', () => {
    for (const network of ['facebook', 'twitter', 'whatsapp', 'email'] as ShareNetwork[]) {
      const href = shareUrl(network, URL_, TEXT, SUBJECT);
      const query = href.slice(href.indexOf('?') + 1);
      expect(query).not.toContain('#');
      expect(query).not.toContain('://');
      expect(query.split('&').length).toBe(network === 'whatsapp' ? 1 : 2);
      // A literal "+" in the text must be sent as %2B, not read back as a space.
      expect(query).toContain('%2B');
    }
  });

  it('keeps non-ASCII text intact', () => {
    const text = 'Déjà vu – “quotes” 🎉';
    expect(parts(shareUrl('twitter', URL_, text, SUBJECT)).params.text).toBe(text);
  });

  it('handles empty text', () => {
    expect(parts(shareUrl('twitter', URL_, '', SUBJECT)).params).toEqual({ url: URL_, text: '' });
  });

  // BUG (reported, src/ not ours to edit): URLSearchParams writes spaces as "+", which is right
  // for the http(s) share pages (form decoding) but not for mailto: — RFC 6068 uses plain
  // percent-encoding, and mail clients (Outlook, Apple Mail, Gmail's mailto handler) show the
  // subject as "My+Purity+Test+score". Proposed fix in share.ts, case 'email':
  //   return `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(`${text} ${url}`)}`;
  it('email: spaces are percent-encoded (%20), not "+" (RFC 6068)', () => {
    const href = shareUrl('email', URL_, TEXT, SUBJECT);
    expect(href).toContain('subject=My%20Purity%20Test%20score');
    expect(href).not.toMatch(/[?&](subject|body)=[^&]*\+/);
    expect(decodeURIComponent(href.split('subject=')[1].split('&')[0])).toBe(SUBJECT);
  });
});

describe('openSharePopup', () => {
  function stubWindow(width: number, height: number) {
    const open = vi.fn(() => null);
    vi.stubGlobal('window', { screen: { width, height }, open });
    return open;
  }

  it("opens one popup of the spec's size, centred on the screen, at the given link", () => {
    const open = stubWindow(1920, 1080);
    const href = shareUrl('twitter', URL_, TEXT, SUBJECT);
    openSharePopup(href);
    expect(open).toHaveBeenCalledTimes(1);
    const [target, name, features] = open.mock.calls[0] as unknown as [string, string, string];
    expect(target).toBe(href);
    expect(name).toBe('share');
    const map = Object.fromEntries(
      features.split(',').map((f) => [f.split('=')[0], f.split('=')[1] ?? true]),
    );
    const { width, height } = SPEC_SHARE_POPUP;
    expect(map).toMatchObject({
      width: String(width),
      height: String(height),
      left: String((1920 - width) / 2),
      top: String((1080 - height) / 2),
    });
  });

  it('opens without a window.opener link back to the site (noopener, noreferrer)', () => {
    const open = stubWindow(1280, 800);
    openSharePopup('https://twitter.com/intent/tweet');
    const features = (open.mock.calls[0] as unknown as [string, string, string])[2].split(',');
    expect(features).toContain('noopener');
    expect(features).toContain('noreferrer');
  });

  it('never places the popup off-screen on a screen smaller than the popup', () => {
    const open = stubWindow(360, 640);
    openSharePopup('https://example.com');
    const features = (open.mock.calls[0] as unknown as [string, string, string])[2];
    expect(features).toContain('left=0');
    expect(features).toContain(`top=${(640 - SPEC_SHARE_POPUP.height) / 2}`);
  });

  it('rounds odd centring offsets to whole pixels', () => {
    const open = stubWindow(1001, 801);
    openSharePopup('https://example.com');
    const features = (open.mock.calls[0] as unknown as [string, string, string])[2];
    expect(features).toMatch(/left=\d+,top=\d+/);
    expect(features).toContain('left=201');
    expect(features).toContain('top=201');
  });
});

describe('copyPayload', () => {
  it('the link option copies the link alone', () => {
    expect(copyPayload('link', URL_, TEXT)).toBe(URL_);
  });

  it('Instagram and TikTok copy the text followed by the link', () => {
    expect(copyPayload('instagram', URL_, TEXT)).toBe(`${TEXT} ${URL_}`);
    expect(copyPayload('tiktok', URL_, TEXT)).toBe(`${TEXT} ${URL_}`);
  });
});

describe('copyToClipboard', () => {
  it('writes the value and resolves true', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    await expect(copyToClipboard('hello')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('hello');
  });

  it('resolves false when the write is refused (permission, insecure context)', async () => {
    vi.stubGlobal('navigator', {
      clipboard: {
        writeText: vi.fn(async () => Promise.reject(new DOMException('denied', 'NotAllowedError'))),
      },
    });
    await expect(copyToClipboard('hello')).resolves.toBe(false);
  });

  it('resolves false when the Clipboard API is missing (old browsers, http)', async () => {
    vi.stubGlobal('navigator', {});
    await expect(copyToClipboard('hello')).resolves.toBe(false);
  });

  it('resolves false when writeText throws synchronously', async () => {
    vi.stubGlobal('navigator', {
      clipboard: {
        writeText: () => {
          throw new Error('sync');
        },
      },
    });
    await expect(copyToClipboard('hello')).resolves.toBe(false);
  });
});
