// The client's address for rate limiting, with the same rule as Express's numeric "trust proxy":
// each trusted proxy appends the address it saw to X-Forwarded-For, so with N proxies in front the
// client is the Nth address counting back from the socket.
import type { IncomingMessage } from 'node:http';
import type { TrustProxySetting } from '../config.js';

export function clientAddress(req: IncomingMessage, trustProxy: TrustProxySetting): string {
  const socketAddress = req.socket.remoteAddress ?? '';
  if (trustProxy === false || trustProxy === 0) return socketAddress;
  const header = req.headers['x-forwarded-for'];
  if (!header) return socketAddress;
  const forwarded = (Array.isArray(header) ? header.join(',') : header)
    .split(',').map((part) => part.trim()).filter(Boolean);
  // Nearest hop first: the socket, then X-Forwarded-For from right to left.
  const hops = [socketAddress, ...forwarded.reverse()];
  const index = trustProxy === true ? hops.length - 1 : Math.min(trustProxy, hops.length - 1);
  return hops[index]!;
}
