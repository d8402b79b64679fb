// Draws an element tree as a PNG: satori lays it out and turns text into outlines (SVG), resvg
// rasterises the SVG on libuv's thread pool, so several cards render at once.
import { renderAsync, type RenderedImage } from '@resvg/resvg-js';
import type { ReactElement } from 'react';
import satori from 'satori';
import { cardFonts } from './card-fonts.js';

/** The element drawn at its size: `.asPng()` encodes it, `.pixels` holds its RGBA bytes. */
export async function renderImage(
  element: ReactElement,
  width: number,
  height: number,
): Promise<RenderedImage> {
  const svg = await satori(element, { width, height, fonts: cardFonts() });
  // Text is already outlines: resvg needs no font of its own, and skipping the system fonts is faster.
  return renderAsync(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } });
}

export async function renderPng(
  element: ReactElement,
  width: number,
  height: number,
): Promise<Buffer> {
  return (await renderImage(element, width, height)).asPng();
}
