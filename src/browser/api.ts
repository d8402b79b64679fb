/** The error a non-OK response becomes; its message is "STATUS: response text" (or the status text). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The reply's Retry-After, in milliseconds from now; null without one. */
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Retry-After as seconds or as an HTTP date, in milliseconds from `now`; null when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (header === null || header.trim() === '') return null;
  if (/^\s*\d+\s*$/.test(header)) return Number(header) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

export async function throwIfResNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = (await response.text()) || response.statusText;
  throw new ApiError(response.status, `${response.status}: ${text}`, retryAfterMs(response.headers.get('Retry-After')));
}

/**
 * One request helper for the whole site: credentialed, the method and URL as given,
 * and a JSON body with a JSON content type only when there is a body.
 */
export async function apiRequest(method: string, url: string, data?: unknown, { signal }: { signal?: AbortSignal } = {}): Promise<Response> {
  const response = await fetch(url, {
    method,
    headers: data !== undefined ? { 'Content-Type': 'application/json' } : {},
    body: data !== undefined ? JSON.stringify(data) : undefined,
    credentials: 'include',
    signal,
  });
  await throwIfResNotOk(response);
  return response;
}
