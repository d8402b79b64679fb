// What kind of request a finished request was, from a fixed set: the label of the request metrics
// and the `kind` of the request log. Never a raw path, so a scan of random URLs adds no series.
export const ROUTE_KINDS = [
  'page',
  'score_link',
  'card',
  'api_save',
  'api_event',
  'api_read',
  'health',
  'static_asset',
  'not_found',
  'other',
] as const;
export type RouteKind = (typeof ROUTE_KINDS)[number];

/** The kinds an API route declares (server/http/routes/route.ts); the API's router sets it on res.locals. */
export type ApiRouteKind = Extract<RouteKind, 'api_save' | 'api_event' | 'api_read' | 'health'>;

/** A last path segment with an extension other than .html: a file, not a page. */
const FILE_NAME = /\/[^/]*\.(?!html$)[a-z0-9]+$/i;
/** A score link is a page asked for with a `score` parameter (/tests/food?score=19). */
const SCORE_PARAMETER = /[?&]score=/;

/**
 * `url` is the request's original URL (path and query); `apiKind` is the kind of the API route the
 * request reached, which it keeps whatever it answers (a 404 for an unknown quiz is an API read).
 * Anything else that answers 404 matched nothing.
 */
export function routeKind(
  method: string,
  url: string,
  status: number,
  apiKind?: ApiRouteKind,
): RouteKind {
  if (apiKind) return apiKind;
  const query = url.indexOf('?');
  const path = query < 0 ? url : url.slice(0, query);
  if (status === 404) return 'not_found';
  if (path.startsWith('/api/')) return 'other';
  if (path.startsWith('/og/')) return 'card';
  if (path.startsWith('/assets/') || FILE_NAME.test(path)) return 'static_asset';
  if (method !== 'GET' && method !== 'HEAD') return 'other';
  return query >= 0 && SCORE_PARAMETER.test(url.slice(query)) ? 'score_link' : 'page';
}

/** Kinds whose path is worth logging: the site's own routes, not whatever a scanner asked for. */
export function isKnownRoute(kind: RouteKind): boolean {
  return kind !== 'not_found' && kind !== 'other';
}

/** "2xx" … "5xx". */
export function statusClass(status: number): string {
  return `${Math.floor(status / 100)}xx`;
}
