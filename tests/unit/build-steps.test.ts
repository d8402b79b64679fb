// Build steps with logic of their own: Vite's manifest read for the stylesheet and moved out of the
// served folder, robots.txt, and the precompressed copies.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Manifest } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { moveManifest, stylesheetFile } from '../../scripts/build/client-manifest.js';
import { compressTree } from '../../scripts/build/compress.js';
import { robotsTxt } from '../../scripts/build/robots.js';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'build-steps-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('the client manifest', () => {
  const manifest: Manifest = {
    'src/entry-client.tsx': {
      file: 'assets/entry-client-a1.js',
      isEntry: true,
      imports: ['_shared.js'],
    },
    '_shared.js': { file: 'assets/shared-b2.js' },
    'style.css': { file: 'assets/style-c3.css', src: 'style.css' },
  };

  it('names the one stylesheet, and refuses a bundle with none or two', () => {
    expect(stylesheetFile(manifest)).toBe('assets/style-c3.css');
    expect(() => stylesheetFile({ 'a.js': { file: 'a.js' } })).toThrow(/0 stylesheets/);
    expect(() => stylesheetFile({ ...manifest, 'b.css': { file: 'assets/b.css' } })).toThrow(
      /2 stylesheets/,
    );
  });

  it('moves out of the client folder, leaving no .vite folder to publish', () => {
    const dir = tempDir();
    mkdirSync(join(dir, 'client/.vite'), { recursive: true });
    writeFileSync(join(dir, 'client/.vite/manifest.json'), JSON.stringify(manifest));
    expect(moveManifest(join(dir, 'client'), join(dir, 'client-manifest.json'))).toEqual(manifest);
    expect(existsSync(join(dir, 'client/.vite'))).toBe(false);
    expect(JSON.parse(readFileSync(join(dir, 'client-manifest.json'), 'utf8'))).toEqual(manifest);
  });
});

describe('robotsTxt', () => {
  it('allows everything but the API and names the sitemap', () => {
    expect(robotsTxt('https://quiz.example')).toBe(
      'User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: https://quiz.example/sitemap.xml\n',
    );
  });
});

describe('compressTree', () => {
  it('writes a brotli and a gzip copy of every text file, in every folder, and none of an image', () => {
    const dir = tempDir();
    const page = '<!doctype html><p>hello</p>'.repeat(50);
    mkdirSync(join(dir, 'es/tests'), { recursive: true });
    writeFileSync(join(dir, 'es/tests/food.html'), page);
    writeFileSync(join(dir, 'app.js'), 'console.log(1)');
    writeFileSync(join(dir, 'card.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));

    expect(compressTree(dir)).toBe(2);
    expect(brotliDecompressSync(readFileSync(join(dir, 'es/tests/food.html.br'))).toString()).toBe(
      page,
    );
    expect(gunzipSync(readFileSync(join(dir, 'es/tests/food.html.gz'))).toString()).toBe(page);
    expect(existsSync(join(dir, 'app.js.br'))).toBe(true);
    expect(existsSync(join(dir, 'card.png.br'))).toBe(false);
    expect(existsSync(join(dir, 'card.png.gz'))).toBe(false);
  });
});
