// API response writers: JSON and 204 bodies that no cache keeps.
import type { Response } from 'express';

export function sendJson(
  res: Response,
  status: number,
  body: unknown,
  headers?: Record<string, string>,
): void {
  res
    .status(status)
    .set({ 'Cache-Control': 'no-store', ...headers })
    .json(body);
}

export function sendNoContent(res: Response): void {
  res.status(204).set('Cache-Control', 'no-store').end();
}
