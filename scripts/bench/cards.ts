// Share cards, served by the app from the pre-rendered files: time to first byte of cards this
// server process has never sent and of the same cards again, its memory once every card was
// requested, and the API's p99 at the steady save rate while cards are fetched at the same time.
import autocannon from 'autocannon';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { autocannonResult, SERVER_CORE, type LoadOptions } from './load.js';
import { openLoop, type LoadResult } from './open-loop.js';
import { peakRssBytes, rssBytes } from './processes.js';
import { requestBodies } from './request-bodies.js';
import { startApp } from './servers.js';

/** Cards timed one by one, spread over every quiz and score. */
const TIMED_CARDS = 40;
/** Card requests per second sent beside the saves, far above what link previews ask for. */
const CARD_RATE = 500;

export interface FirstByte {
  medianMs: number;
  maxMs: number;
}

export interface CardReport {
  cards: number;
  firstByte: { neverRequested: FirstByte; requestedBefore: FirstByte };
  /** Resident memory of the server after every card was requested once, and its peak so far. */
  rssAfterEveryCardBytes: number | null;
  peakRssBytes: number | null;
  cardRate: number;
  /** The saves at the open-loop rate, and the cards fetched meanwhile. */
  apiWhileCards: LoadResult;
  cardsMeanwhile: LoadResult;
}

export function cardPaths(siteDir: string): string[] {
  const root = path.join(siteDir, 'og');
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.png'))
    .map((entry) => `/${path.relative(siteDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`)
    .sort();
}

/** Milliseconds from sending a GET to its response headers; the body is read to the end. */
function timeToFirstByte(agent: http.Agent, origin: string, urlPath: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const sent = performance.now();
    http
      .get(`${origin}${urlPath}`, { agent }, (res) => {
        const ms = performance.now() - sent;
        res.resume();
        res.on('end', () => (res.statusCode === 200 ? resolve(ms) : reject(new Error(`GET ${urlPath} answered ${res.statusCode}`))));
      })
      .on('error', reject);
  });
}

async function firstBytes(agent: http.Agent, origin: string, paths: readonly string[]): Promise<FirstByte> {
  const times: number[] = [];
  for (const urlPath of paths) times.push(await timeToFirstByte(agent, origin, urlPath));
  times.sort((a, b) => a - b);
  return { medianMs: times[Math.floor(times.length / 2)]!, maxMs: times[times.length - 1]! };
}

export async function runCards(siteDir: string, options: LoadOptions): Promise<CardReport> {
  const paths = cardPaths(siteDir);
  const timed = Array.from({ length: TIMED_CARDS }, (_, index) => paths[Math.floor((index * paths.length) / TIMED_CARDS)]!);
  const server = await startApp('app (cards)', siteDir, { core: SERVER_CORE });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
  try {
    options.log(`cards: first byte of ${TIMED_CARDS} cards never requested, then again; every one of ${paths.length} cards once; saves at ${options.rate}/s with ${CARD_RATE} cards/s for ${options.seconds} s`);
    const neverRequested = await firstBytes(agent, server.origin, timed);
    const requestedBefore = await firstBytes(agent, server.origin, timed);
    let next = 0;
    const sweep = async () => {
      for (let urlPath = paths[next++]; urlPath; urlPath = paths[next++]) await timeToFirstByte(agent, server.origin, urlPath);
    };
    await Promise.all(Array.from({ length: 8 }, sweep));
    const rssAfterEveryCardBytes = rssBytes(server.child.pid);

    const cardLoad = autocannon({
      url: server.origin,
      connections: 8,
      overallRate: CARD_RATE,
      duration: options.seconds,
      timeout: 10,
      requests: paths.map((urlPath) => ({ method: 'GET' as const, path: urlPath })),
    });
    const apiWhileCards = await openLoop(server.origin, requestBodies(), options.rate, options.seconds);
    const cardsMeanwhile = autocannonResult(await cardLoad);
    return {
      cards: paths.length,
      firstByte: { neverRequested, requestedBefore },
      rssAfterEveryCardBytes,
      peakRssBytes: peakRssBytes(server.child.pid),
      cardRate: CARD_RATE,
      apiWhileCards,
      cardsMeanwhile,
    };
  } finally {
    agent.destroy();
    await server.child.stop();
  }
}
