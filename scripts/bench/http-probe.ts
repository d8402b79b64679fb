// One plain HTTP request to a local server, raw bytes and headers, no decompression.
import http from 'node:http';

export interface ProbeResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export function probe(
  origin: string,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<ProbeResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      new URL(path, origin),
      { method: options.method ?? 'GET', headers: options.headers, timeout: 10_000, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`Timed out: ${options.method ?? 'GET'} ${origin}${path}`)));
    req.on('error', reject);
    req.end(options.body);
  });
}
