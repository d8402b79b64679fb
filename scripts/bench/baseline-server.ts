// A bare node:http server, the yardstick for the real one (run as its own process, pinned to a core).
//   api:    POST answers after reading the body and JSON.parse: 201 with a tiny JSON object.
//   static: GET answers with the given file's bytes from memory and the given headers.
// Usage: baseline-server.ts api | baseline-server.ts static <body-file> <headers-json-file>
// Listens on 127.0.0.1 on a free port and prints "LISTENING <port>".
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

const [mode, bodyFile, headersFile] = process.argv.slice(2);

function apiHandler(): http.RequestListener {
  let id = 0;
  return (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        res.writeHead(400, { 'Content-Type': 'application/json; charset=utf-8' });
        res.end('{"error":"invalid_json"}');
        return;
      }
      id += 1;
      const quiz = (parsed as { quiz?: unknown }).quiz ?? null;
      const body = JSON.stringify({ id, quiz, ok: true });
      res.writeHead(201, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(body) });
      res.end(body);
    });
  };
}

function staticHandler(): http.RequestListener {
  if (!bodyFile || !headersFile) throw new Error('static mode needs <body-file> <headers-json-file>');
  const body = fs.readFileSync(bodyFile);
  const headers = JSON.parse(fs.readFileSync(headersFile, 'utf8')) as Record<string, string>;
  const entries = Object.entries({ ...headers, 'content-length': String(body.length) });
  return (_req, res) => {
    for (const [name, value] of entries) res.setHeader(name, value);
    res.statusCode = 200;
    res.end(body);
  };
}

const handler = mode === 'api' ? apiHandler() : mode === 'static' ? staticHandler() : null;
if (!handler) {
  console.error('Usage: baseline-server.ts api | static <body-file> <headers-json-file>');
  process.exit(2);
}
const server = http.createServer(handler);
server.listen(0, '127.0.0.1', () => {
  console.log(`LISTENING ${(server.address() as AddressInfo).port}`);
});
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
