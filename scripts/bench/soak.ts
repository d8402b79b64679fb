// The soak: the app alone on core 0 for ten minutes (30 s with --quick) taking saves at a steady
// 300/s open-loop while pages, score links and share cards are fetched beside them (30/s), its RSS
// read every 5 s. It must answer every request, and its RSS may grow less than 10 % over the second
// half of the run (the last five minutes of the full run): memory that keeps growing under a
// steady load is a leak.
import { setTimeout as sleep } from 'node:timers/promises';
import { cardPaths } from './cards.js';
import { SERVER_CORE } from './load.js';
import { openLoop, type LoadResult } from './open-loop.js';
import { peakRssBytes, rssBytes } from './processes.js';
import { requestBodies } from './request-bodies.js';
import { startApp } from './servers.js';

export const SOAK_SAVE_RATE = 300;
const GET_RATE = 30;
const SAMPLE_MS = 5_000;

export interface SoakReport {
  seconds: number;
  saves: LoadResult;
  gets: LoadResult;
  /** RSS in bytes every SAMPLE_MS from the start. */
  rssSamples: number[];
  /** RSS at the end over RSS at half time, minus 1. */
  secondHalfGrowth: number;
  peakRssBytes: number | null;
}

export async function runSoak(siteDir: string, seconds: number, log: (line: string) => void): Promise<SoakReport> {
  const cards = cardPaths(siteDir);
  const gets = ['/', '/test', '/tests/food', '/es/tests/food', '/results', '/tests/food?score=19', '/test?score=73', '/es/tests/travel?score=4'];
  // A page or score link, then a card, in turn, over cards spread across every quiz and score.
  const mixed = Array.from({ length: 200 }, (_, index) => (index % 2 ? cards[Math.floor((index * cards.length) / 200)]! : gets[(index / 2) % gets.length]!));
  const server = await startApp('app (soak)', siteDir, { core: SERVER_CORE });
  try {
    log(`soak: ${SOAK_SAVE_RATE} saves/s and ${GET_RATE} pages, score links and cards/s open-loop for ${seconds} s`);
    const rssSamples: number[] = [];
    let running = true;
    const sampling = (async () => {
      while (running) {
        rssSamples.push(rssBytes(server.child.pid) ?? NaN);
        await sleep(SAMPLE_MS);
      }
    })();
    const [saves, pages] = await Promise.all([
      openLoop(server.origin, requestBodies(), SOAK_SAVE_RATE, seconds),
      openLoop(server.origin, [], GET_RATE, seconds, { gets: mixed }),
    ]);
    running = false;
    await sampling;
    rssSamples.push(rssBytes(server.child.pid) ?? NaN);
    const half = rssSamples[Math.floor(rssSamples.length / 2)]!;
    return { seconds, saves, gets: pages, rssSamples, secondHalfGrowth: rssSamples.at(-1)! / half - 1, peakRssBytes: peakRssBytes(server.child.pid) };
  } finally {
    await server.child.stop();
  }
}
