// GET /api/health: 200 when the store answers, 503 otherwise (also when it does not answer in time).
import { sendJson } from '../responses.js';
import type { ResultStore } from '../../store/types.js';
import type { ApiRoute } from './route.js';

const PING_TIMEOUT_MS = 2_000;

export function getHealth(store: ResultStore): ApiRoute {
  // Health checks arriving while a ping is under way share its answer instead of piling up pings.
  let pending: Promise<boolean> | null = null;
  const check = () =>
    (pending ??= answersWithin(store.ping(), PING_TIMEOUT_MS).finally(() => {
      pending = null;
    }));
  return {
    method: 'GET',
    path: '/api/health',
    async handle(_req, res) {
      const healthy = await check();
      sendJson(res, healthy ? 200 : 503, { status: healthy ? 'ok' : 'unavailable', store: store.kind });
    },
  };
}

async function answersWithin(ping: Promise<void>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([ping.then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
