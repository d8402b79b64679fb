// Starts the real app on a loopback port and sends raw HTTP requests to it.
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { createApp, type AppDeps } from '../../../server/http/app.js';
import { DEFAULT_CONFIG } from '../../../server/config.js';

export interface TestServer {
  url: string;
  port: number;
  /** Bytes the server has read from all its connections so far. */
  bytesRead(): number;
  close(): Promise<void>;
}

export async function startTestServer(
  deps: Omit<AppDeps, 'config'> & { config?: Partial<AppDeps['config']> },
): Promise<TestServer> {
  const app = createApp({
    ...deps,
    config: {
      ...DEFAULT_CONFIG,
      staticDir: '/nonexistent',
      rateLimitWritesPerMinute: null,
      ...deps.config,
    },
    log: deps.log ?? (() => {}),
  });
  const server = http.createServer(app);
  const sockets = new Set<Socket>();
  server.on('connection', (socket) => sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    bytesRead: () => [...sockets].reduce((sum, socket) => sum + socket.bytesRead, 0),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  text: string;
  json(): any;
}

/** One request with exactly the given headers and body (fetch would add or fix some). */
export function request(
  baseUrl: string,
  path: string,
  options: {
    method?: string;
    headers?: Record<string, string | number>;
    body?: string | Buffer;
  } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${baseUrl}${path}`,
      { method: options.method ?? 'GET', headers: options.headers, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          const text = body.toString('utf8');
          resolve({
            status: res.statusCode!,
            headers: res.headers,
            body,
            text,
            json: () => JSON.parse(text),
          });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

/** POST a JSON value (or a raw string) with Content-Type: application/json. */
export function postJson(
  baseUrl: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return request(baseUrl, path, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'Content-Length': Buffer.byteLength(text),
      ...headers,
    },
    body: text,
  });
}
