// Draws an element tree as a PNG: satori lays it out and turns text into outlines (SVG), resvg
// rasterises the SVG on libuv's thread pool, so several cards render at once.
import { renderAsync } from '@resvg/resvg-js';
import type { ReactElement } from 'react';
import satori from 'satori';
import { cardFonts } from './card-fonts.js';

export async function renderPng(
  element: ReactElement,
  width: number,
  height: number,
): Promise<Buffer> {
  const svg = await satori(element, { width, height, fonts: cardFonts() });
  // Text is already outlines: resvg needs no font of its own, and skipping the system fonts is faster.
  const image = await renderAsync(svg, {
    fitTo: { mode: 'original' },
    font: { loadSystemFonts: false },
  });
  return image.asPng();
}
