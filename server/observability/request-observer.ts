// One hook per request: when its response is done, the request metrics move and one log line is
// written. The request gets an id of the server's own (never one a client sent, which could be
// made to collide with another's), sent back as X-Request-Id so a visitor's report can be matched
// with its line.
import { randomUUID } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import type { AppMetrics } from './metrics.js';
import { isKnownRoute, routeKind, type ApiRouteKind } from './route-kind.js';

export const REQUEST_ID_HEADER = 'X-Request-Id';
/** Longest path written to the log. */
const MAX_LOGGED_PATH = 200;

export interface RequestObserverOptions {
  metrics?: AppMetrics | undefined;
  logger?: Logger | undefined;
  /** Adds the client's address (req.ip, as TRUST_PROXY resolves it) to each line. */
  logClientAddress?: boolean | undefined;
}

export function observeRequests({
  metrics,
  logger,
  logClientAddress = false,
}: RequestObserverOptions): RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    const id = randomUUID();
    res.setHeader(REQUEST_ID_HEADER, id);
    // Counted when the answer has been handed to the network ('finish'), so the figures have moved
    // before the client can have read it; a request whose client left first is counted at 'close'.
    let counted = false;
    const count = () => {
      if (counted) return;
      counted = true;
      const ms = performance.now() - started;
      // A response the app did not end has no meaningful status. `writableEnded`, not
      // `writableFinished`: on a busy server a client that read the whole answer can close the
      // connection before the last write's callback runs.
      const aborted = !res.writableEnded;
      const kind = routeKind(
        req.method,
        req.originalUrl,
        res.statusCode,
        (res.locals as { routeKind?: ApiRouteKind }).routeKind,
      );
      if (metrics) {
        if (aborted) metrics.observeAbortedRequest(kind, ms / 1000);
        else {
          metrics.observeRequest(kind, res.statusCode, ms / 1000);
          if (kind === 'api_save') metrics.observeSave(req.body, res.statusCode);
        }
      }
      if (logger?.isLevelEnabled('info'))
        logger.info(requestLine(req, res, { id, kind, ms, aborted, logClientAddress }), 'request');
    };
    // `on`, not `once`: `counted` already keeps it to one count, without a wrapper per listener.
    res.on('finish', count);
    res.on('close', count);
    next();
  };
}

/**
 * The line's fields. The path is logged for the site's own routes only, without its query string:
 * a score link's query is the visitor's score, and what a scanner makes up is noise in the log.
 */
function requestLine(
  req: Request,
  res: Response,
  {
    id,
    kind,
    ms,
    aborted,
    logClientAddress,
  }: {
    id: string;
    kind: ReturnType<typeof routeKind>;
    ms: number;
    aborted: boolean;
    logClientAddress: boolean;
  },
): Record<string, unknown> {
  const line: Record<string, unknown> = { reqId: id, method: req.method, kind };
  // Before its headers were sent, a request's status (and with it whether the path exists) is not known.
  if (res.headersSent && isKnownRoute(kind)) line.path = pathOf(req.originalUrl);
  if (aborted) line.aborted = true;
  else line.status = res.statusCode;
  line.ms = Math.round(ms * 10) / 10;
  if (logClientAddress) line.ip = req.ip;
  return line;
}

function pathOf(url: string): string {
  const query = url.indexOf('?');
  return (query < 0 ? url : url.slice(0, query)).slice(0, MAX_LOGGED_PATH);
}
