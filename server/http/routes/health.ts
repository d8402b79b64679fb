// GET /api/health: 200 when the store answers and takes writes, 503 otherwise (also when it does not
// answer in time). While writes are known to fail the store answers at once (see WriteHealth).
import { API_PATHS } from '../../../shared/api-paths.js';
import { sendJson } from '../responses.js';
import type { ResultStore } from '../../store/types.js';
import type { ApiRoute } from './route.js';

const PING_TIMEOUT_MS = 2_000;

export function getHealth(store: ResultStore): ApiRoute {
  // Health checks arriving while a ping is under way share it instead of piling up pings, also
  // after they stopped waiting for it (a hung database would otherwise collect one per check).
  let pending: Promise<void> | null = null;
  let pendingSince = 0;
  const check = async () => {
    if (!pending) {
      pendingSince = Date.now();
      pending = store.ping().finally(() => {
        pending = null;
      });
    }
    // A ping already overdue will not be answered in time now either.
    const waitMs = PING_TIMEOUT_MS - (Date.now() - pendingSince);
    return waitMs > 0 && answersWithin(pending, waitMs);
  };
  return {
    method: 'GET',
    path: API_PATHS.health,
    kind: 'health',
    async handle(_req, res) {
      const healthy = await check();
      sendJson(res, healthy ? 200 : 503, {
        status: healthy ? 'ok' : 'unavailable',
        store: store.kind,
      });
    },
  };
}

/** Whether `ping` resolves within `ms`; a rejection is a no. */
export async function answersWithin(ping: Promise<void>, ms: number): Promise<boolean> {
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
