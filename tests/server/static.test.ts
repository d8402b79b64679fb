// Serving the built site: prerendered routes, precompressed assets, caching, security headers, 404.
import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { APP_LOADER_SCRIPT } from '../../shared/lib/app-loader.js';
import { FAKE_SITE_FILES, useFakeSiteServer } from './helpers/fake-site.js';
import { request, startTestServer } from './helpers/http.js';
import { openTestStore } from './helpers/stores.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('static site', () => {
  const server = useFakeSiteServer();

  it.each([
    ['/', 'index.html'],
    ['/test', 'test/index.html'],
    ['/test/', 'test/index.html'],
    ['/results', 'results/index.html'],
    ['/tests/food', 'tests/food/index.html'],
    ['/tests/food/', 'tests/food/index.html'],
    ['/privacy', 'privacy/index.html'],
    ['/contact?ref=home', 'contact/index.html'],
    ['/es/', 'es/index.html'],
    ['/es/tests/food', 'es/tests/food/index.html'],
  ])('serves the prerendered page for %s, revalidating', async (path, file) => {
    const response = await request(server.url, path);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.etag).toMatch(/^(W\/)?".+"$/);
    expect(response.text).toBe(FAKE_SITE_FILES[file]);
  });

  it('sends security headers with a strict Content-Security-Policy', async () => {
    const response = await request(server.url, '/');
    const csp = response.headers['content-security-policy'] as string;
    const directives = Object.fromEntries(
      csp.split(';').map((part) => [part.trim().split(' ')[0], part.trim()]),
    );
    // Scripts from the site, and the one inline script of the pages, by its hash.
    const loaderHash = createHash('sha256').update(APP_LOADER_SCRIPT).digest('base64');
    expect(directives['script-src']).toBe(`script-src 'self' 'sha256-${loaderHash}'`);
    expect(directives['default-src']).toBe("default-src 'self'");
    expect(directives['object-src']).toBe("object-src 'none'");
    expect(directives['frame-ancestors']).toBe("frame-ancestors 'none'");
    expect(directives['style-src']).toBe("style-src 'self' 'unsafe-inline'");
    expect(directives['img-src']).toBe("img-src 'self' data:");
    expect(directives['connect-src']).toBe("connect-src 'self'");
    expect(directives['base-uri']).toBe("base-uri 'self'");
    expect(directives['form-action']).toBe("form-action 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('sends the document policies on documents only, and nosniff and CORP on every response', async () => {
    const documents = ['/', '/contact', '/no-such-page', '/favicon.svg', '/assets/logo-1a2b3c.svg'];
    const others = [
      '/assets/index-3f9a1c.js',
      '/assets/index-77b0e2.css',
      '/og/en/food.png',
      '/robots.txt',
      '/api/health',
      '/api/nothing',
    ];
    for (const path of [...documents, ...others]) {
      const response = await request(server.url, path);
      const document = documents.includes(path);
      for (const header of [
        'content-security-policy',
        'permissions-policy',
        'x-frame-options',
        'cross-origin-opener-policy',
      ]) {
        expect(response.headers[header] !== undefined, `${path} ${header}`).toBe(document);
      }
      expect(response.headers['x-content-type-options'], path).toBe('nosniff');
      expect(response.headers['cross-origin-resource-policy'], path).toMatch(
        /^(same|cross)-origin$/,
      );
      expect(response.headers['referrer-policy'], path).toBe('no-referrer');
    }
  });

  it('denies in Permissions-Policy the browser features the site does not use, on pages and the 404 page', async () => {
    for (const path of ['/', '/contact', '/es/', '/no-such-page', '/tests/food?score=3']) {
      const header = (await request(server.url, path)).headers['permissions-policy'] as string;
      const policy = Object.fromEntries(
        header.split(',').map((item) => item.trim().split('=') as [string, string]),
      );
      for (const feature of [
        'camera',
        'microphone',
        'geolocation',
        'payment',
        'usb',
        'serial',
        'hid',
        'midi',
        'display-capture',
        'browsing-topics',
      ]) {
        expect(policy[feature], `${path} ${feature}`).toBe('()');
      }
      // Copying a link (the share buttons) stays the site's own.
      expect(policy['clipboard-write'], path).toBe('(self)');
      expect(
        Object.values(policy).every((allow) => allow === '()' || allow === '(self)'),
        path,
      ).toBe(true);
    }
  });

  it('lets any site show the public images and icons, and keeps everything else same-origin', async () => {
    for (const path of ['/og/en/food.png', '/favicon.svg']) {
      const response = await request(server.url, path);
      expect(response.status, path).toBe(200);
      expect(response.headers['cross-origin-resource-policy'], path).toBe('cross-origin');
    }
    const notModified = await request(server.url, '/og/en/food.png', {
      headers: {
        'If-None-Match': (await request(server.url, '/og/en/food.png')).headers.etag as string,
      },
    });
    expect(notModified.status).toBe(304);
    expect(notModified.headers['cross-origin-resource-policy']).toBe('cross-origin');
    for (const path of [
      '/',
      '/assets/logo-1a2b3c.svg',
      '/assets/index-3f9a1c.js',
      '/sitemap.xml',
      '/api/health',
      '/no-such-page',
    ]) {
      const response = await request(server.url, path);
      expect(response.headers['cross-origin-resource-policy'], path).toBe('same-origin');
    }
  });

  it('serves a hashed asset as brotli, gzip or plain by Accept-Encoding, immutable', async () => {
    const file = 'assets/index-3f9a1c.js';
    const br = await request(server.url, `/${file}`, {
      headers: { 'Accept-Encoding': 'gzip, deflate, br' },
    });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(br.headers['cache-control']).toBe(IMMUTABLE);
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(brotliDecompressSync(br.body).toString()).toBe(FAKE_SITE_FILES[file]);

    const gzip = await request(server.url, `/${file}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(FAKE_SITE_FILES[file]);

    const preferGzip = await request(server.url, `/${file}`, {
      headers: { 'Accept-Encoding': 'br;q=0.5, gzip' },
    });
    expect(preferGzip.headers['content-encoding']).toBe('gzip');

    const refused = await request(server.url, `/${file}`, {
      headers: { 'Accept-Encoding': 'br;q=0, gzip;q=0' },
    });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.text).toBe(FAKE_SITE_FILES[file]);

    const plain = await request(server.url, `/${file}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.text).toBe(FAKE_SITE_FILES[file]);
    expect(new Set([br.headers.etag, gzip.headers.etag, plain.headers.etag]).size).toBe(3);
  });

  it('serves the prerendered HTML precompressed too', async () => {
    const response = await request(server.url, '/test', { headers: { 'Accept-Encoding': 'br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(response.body).toString()).toBe(FAKE_SITE_FILES['test/index.html']);
  });

  it('answers 304 to a matching If-None-Match and sends no body for HEAD', async () => {
    const first = await request(server.url, '/', { headers: { 'Accept-Encoding': 'gzip' } });
    const again = await request(server.url, '/', {
      headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': first.headers.etag as string },
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);

    const head = await request(server.url, '/assets/logo-1a2b3c.svg', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers['content-type']).toBe('image/svg+xml');
    expect(head.headers['content-length']).toBe(
      String(FAKE_SITE_FILES['assets/logo-1a2b3c.svg']!.length),
    );
    expect(head.headers.vary).toBeUndefined();
    expect(head.body.length).toBe(0);
  });

  it('serves sitemap.xml and robots.txt with their types', async () => {
    const sitemap = await request(server.url, '/sitemap.xml');
    // mime-types' answer: the sitemap names its encoding in its XML declaration (RFC 7303).
    expect(sitemap.headers['content-type']).toBe('application/xml');
    const robots = await request(server.url, '/robots.txt');
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(robots.text).toBe(FAKE_SITE_FILES['robots.txt']);
  });

  it.each([
    '/no-such-page',
    '/tests/astrology',
    '/assets/missing-000000.js',
    '/.secret',
    '/../package.json',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/%E0%A4%A',
    '/assets/index-3f9a1c.js.br',
    '/404.html',
  ])('answers %s with the 404 page and status 404', async (path) => {
    const response = await request(server.url, path, {
      headers: { 'Accept-Encoding': 'identity' },
    });
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.text).toBe(FAKE_SITE_FILES['404.html']);
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it.each(['/es/no-such-page', '/es/tests/astrology', '/es/404.html'])(
    'answers %s, under a folder with its own 404 page, with that page and status 404',
    async (path) => {
      for (const encoding of ['identity', 'br']) {
        const response = await request(server.url, path, {
          headers: { 'Accept-Encoding': encoding },
        });
        expect(response.status).toBe(404);
        expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
        const body =
          encoding === 'br' ? brotliDecompressSync(response.body).toString() : response.text;
        expect(body).toBe(FAKE_SITE_FILES['es/404.html']);
      }
    },
  );

  it("sends a language folder's URL without its slash to the folder (/es to /es/), query kept", async () => {
    for (const [path, location] of [
      ['/es', '/es/'],
      ['/es?lng=en-XA', '/es/?lng=en-XA'],
    ]) {
      const response = await request(server.url, path!);
      expect(response.status, path).toBe(301);
      expect(response.headers.location, path).toBe(location);
    }
  });

  it('answers a path that only starts like a language folder (/estonia, /it/x) with the root 404 page', async () => {
    for (const path of ['/estonia', '/it/tests/food', '/ES/tests/food']) {
      const response = await request(server.url, path, {
        headers: { 'Accept-Encoding': 'identity' },
      });
      expect(response.status, path).toBe(404);
      expect(response.text, path).toBe(FAKE_SITE_FILES['404.html']);
    }
  });

  it('answers other methods than GET and HEAD on pages with 405 and Allow, as the API does', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      for (const path of ['/', '/contact', '/es/privacy', '/og/en/food.png', '/no-such-page']) {
        const response = await request(server.url, path, {
          method,
          headers: { 'Content-Type': 'text/plain' },
          body: 'name=Jane',
        });
        expect(response.status, `${method} ${path}`).toBe(405);
        expect(response.headers.allow, `${method} ${path}`).toBe('GET, HEAD');
        expect(response.json().error.code, `${method} ${path}`).toBe('method_not_allowed');
        expect(response.headers['x-content-type-options'], `${method} ${path}`).toBe('nosniff');
        expect(response.text).not.toBe(FAKE_SITE_FILES['contact/index.html']);
      }
    }
    // The API keeps its own answers: 405 with the route's methods, 404 for an unknown endpoint.
    for (const method of ['PUT', 'DELETE', 'OPTIONS']) {
      const route = await request(server.url, '/api/test-results', { method });
      expect(route.status, method).toBe(405);
      expect(route.headers.allow, method).toBe('POST');
      const unknown = await request(server.url, '/api/nothing-here', { method });
      expect(unknown.status, method).toBe(404);
      expect(unknown.json().error.code, method).toBe('not_found');
    }
    const head = await request(server.url, '/contact', { method: 'HEAD' });
    expect(head.status).toBe(200);
  });
});

describe('without a built site', () => {
  it('still serves the API and answers other paths with a plain 404', async () => {
    const handle = await openTestStore('sqlite');
    const server = await startTestServer({
      store: handle.store,
      config: { staticDir: '/nonexistent/dist' },
    });
    try {
      expect((await request(server.url, '/api/health')).status).toBe(200);
      const page = await request(server.url, '/');
      expect(page.status).toBe(404);
      expect(page.text).toBe('404 Page Not Found');
    } finally {
      await server.close();
      await handle.dispose();
    }
  });
});
