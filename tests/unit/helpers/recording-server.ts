// A real node:http server on 127.0.0.1 that records every request (method, url, headers, body)
// and lets each test file decide the answer: requests are tested against it, fetch is not mocked.
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface RecordingServer {
  origin: string;
  requests: RecordedRequest[];
  close: () => Promise<void>;
}

/** `respond` gets the request with its whole body; requests it returns `false` for are not recorded. */
export async function startRecordingServer(
  respond: (req: IncomingMessage, body: string, res: ServerResponse) => boolean | void,
): Promise<RecordingServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      if (respond(req, body, res) !== false)
        requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
