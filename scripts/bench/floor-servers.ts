// The yardsticks the app is measured against, each run as its own process like the app:
//   express: a bare Express 5 route for POST /api/test-results (the framework's floor): it parses
//            the JSON body with express.json and answers 201 with a small JSON;
//   http:    the same on raw node:http (read the body, JSON.parse, answer);
//   static:  raw node:http sending the given bytes and headers from memory (the app's GET / with br).
// Usage: floor-servers.ts express | http | static <body-file> <headers-json-file>
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';

const [mode, bodyFile, headersFile] = process.argv.slice(2);
let saved = 0;
const savedReply = (quiz: unknown) => ({ id: (saved += 1), quiz: quiz ?? null, ok: true });

function expressFloor(): http.RequestListener {
  const app = express();
  app.post('/api/test-results', express.json({ limit: '4kb' }), (req, res) => {
    res.status(201).json(savedReply((req.body as { quiz?: unknown }).quiz));
  });
  return app;
}

function httpFloor(): http.RequestListener {
  return (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      let body: string;
      try {
        body = JSON.stringify(savedReply((JSON.parse(Buffer.concat(chunks).toString('utf8')) as { quiz?: unknown }).quiz));
      } catch {
        res.writeHead(400).end();
        return;
      }
      res.writeHead(201, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(body) });
      res.end(body);
    });
  };
}

function staticFloor(): http.RequestListener {
  const body = fs.readFileSync(bodyFile!);
  const headers = { ...(JSON.parse(fs.readFileSync(headersFile!, 'utf8')) as Record<string, string>), 'content-length': String(body.length) };
  return (_req, res) => res.writeHead(200, headers).end(body);
}

const floors: Record<string, () => http.RequestListener> = { express: expressFloor, http: httpFloor, static: staticFloor };
const listener = floors[mode ?? '']?.();
if (!listener) {
  console.error('Usage: floor-servers.ts express | http | static <body-file> <headers-json-file>');
  process.exit(2);
}
const server = http.createServer(listener);
server.listen(0, '127.0.0.1', () => console.log(`Listening on http://127.0.0.1:${(server.address() as AddressInfo).port}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
