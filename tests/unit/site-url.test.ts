// SITE_URL, checked where it is used: by the build, which writes it into canonical links, Open
// Graph URLs and the sitemap.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { configFromEnv } from '../../server/config.js';
import { projectRoot } from '../../scripts/content/paths.js';
import { LOCAL_SITE_URL, siteUrlFrom } from '../../scripts/content/site-url.js';

const CONFIGURED = 'https://puritytest.example.com';

describe('siteUrlFrom', () => {
  it('uses content/site.yaml when SITE_URL is unset or blank', () => {
    expect(siteUrlFrom(undefined, CONFIGURED)).toBe(CONFIGURED);
    expect(siteUrlFrom('  ', CONFIGURED)).toBe(CONFIGURED);
  });

  it('names where `npm start` serves the site when no address is configured', () => {
    expect(siteUrlFrom(undefined, undefined)).toBe(LOCAL_SITE_URL);
    expect(siteUrlFrom('', undefined)).toBe(LOCAL_SITE_URL);
    expect(LOCAL_SITE_URL).toBe(`http://localhost:${configFromEnv({}).port}`);
  });

  it('takes an http(s) origin, without a trailing slash', () => {
    expect(siteUrlFrom('https://quiz.example.org/', CONFIGURED)).toBe('https://quiz.example.org');
    expect(siteUrlFrom(' http://localhost:3000 ', CONFIGURED)).toBe('http://localhost:3000');
    expect(siteUrlFrom('HTTPS://Quiz.Example.org', CONFIGURED)).toBe('https://quiz.example.org');
  });

  it.each([
    [
      'example.com',
      /^SITE_URL must be an absolute http\(s\) URL such as https:\/\/example\.com, got "example\.com"$/,
    ],
    ['/quiz', /^SITE_URL must be an absolute http\(s\) URL/],
    [
      'ftp://example.com',
      /^SITE_URL must be an absolute http\(s\) URL .*ftp: is not http or https/,
    ],
    ['javascript:alert(1)', /^SITE_URL must be an absolute http\(s\) URL/],
    [
      'https://example.com/quiz',
      /^SITE_URL must be an origin only .*got "https:\/\/example\.com\/quiz"$/,
    ],
    ['https://example.com/?a=1', /^SITE_URL must be an origin only/],
    ['https://user:pw@example.com', /^SITE_URL must be an origin only/],
  ])('refuses %s with a message naming SITE_URL', (value, message) => {
    expect(() => siteUrlFrom(value, CONFIGURED)).toThrow(message);
  });
});

describe('npm run content:check (the first step of npm run build)', () => {
  it('stops with that message and exit code 1 when SITE_URL is invalid', () => {
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/content/build-content.ts'],
      {
        cwd: projectRoot,
        env: { ...process.env, SITE_URL: 'www.example.com' },
        encoding: 'utf8',
        timeout: 60_000,
      },
    );
    expect(run.status).toBe(1);
    // Content warnings (a translation's to-do list) may come first: the error is the last line.
    expect(
      run.stderr
        .trim()
        .split('\n')
        .filter((line) => !line.startsWith('warning: ')),
    ).toEqual([
      'SITE_URL must be an absolute http(s) URL such as https://example.com, got "www.example.com"',
    ]);
  }, 60_000);
});
