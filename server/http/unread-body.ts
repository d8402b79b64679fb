// Past a refusal, the server never reads the rest of a request body.
import type { RequestHandler } from 'express';

/**
 * A response sent before its request's body has fully arrived (a 413, 415, 429, 404 or 405 that
 * does not read it) ends the connection once sent. Node would otherwise read and drop the rest
 * of the body to keep the connection alive: for as long as the client sends, without limit.
 */
export const closeConnectionOnUnreadBody: RequestHandler = (req, res, next) => {
  if (req.headers['content-length'] !== undefined || req.headers['transfer-encoding'] !== undefined) {
    res.once('finish', () => {
      if (!req.complete) req.socket.destroy();
    });
  }
  next();
};
