// The metrics endpoint on an address of its own (METRICS_HOST:METRICS_PORT), so the public port never
// serves it: GET /metrics, and 404 for anything else.
import http from 'node:http';
import type { Registry } from 'prom-client';

export const METRICS_PATH = '/metrics';

export async function startMetricsServer(
  registry: Registry,
  host: string,
  port: number,
): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== METRICS_PATH) return reply(res, 404, 'Not found: the metrics are at /metrics.\n');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      return reply(res, 405, 'Use GET.\n');
    }
    registry.metrics().then(
      (text) => reply(res, 200, text, registry.contentType),
      (error: unknown) =>
        reply(
          res,
          500,
          `Could not collect the metrics: ${error instanceof Error ? error.message : String(error)}\n`,
        ),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return server;
}

function reply(
  res: http.ServerResponse,
  status: number,
  body: string,
  contentType = 'text/plain; charset=utf-8',
): void {
  res.writeHead(status, { 'Content-Type': contentType, 'Cache-Control': 'no-store' });
  res.end(res.req.method === 'HEAD' ? undefined : body);
}
