// The request helper (credentialed, JSON body only when there is one) and its error rule
// ("STATUS: response text"), against a real node:http server on 127.0.0.1 — fetch is NOT mocked.
// The server records every request (method, url, headers, body) and answers per path.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, throwIfResNotOk } from '../../src/browser/api';
import { startRecordingServer, type RecordedRequest, type RecordingServer } from './helpers/recording-server';

let server: RecordingServer;
let base = '';
let requests: RecordedRequest[] = [];

beforeAll(async () => {
  server = await startRecordingServer((req, body, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    switch (path) {
      case '/ok':
        res.writeHead(201, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ ok: true, method: req.method, received: body ? JSON.parse(body) : null }));
        return;
      case '/no-content':
        res.writeHead(204);
        res.end();
        return;
      case '/fail':
        res.writeHead(500, { 'Content-Type': 'text/plain' });
        res.end('boom');
        return;
      case '/empty':
        res.writeHead(503);
        res.end();
        return;
      case '/unauthorized':
        res.writeHead(401, { 'Content-Type': 'application/json' });
        res.end('{"message":"Unauthorized"}');
        return;
      case '/custom-reason':
        res.writeHead(418, 'Short And Stout');
        res.end();
        return;
      case '/bad-request':
        res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end('answers: must have 100 items – got 3');
        return;
      default:
        res.writeHead(404);
        res.end();
    }
  });
  base = server.origin;
});

afterAll(() => server.close());

beforeEach(() => {
  server.requests.length = 0;
  requests = server.requests;
});

afterEach(() => {
  vi.restoreAllMocks();
});

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected the request to fail');
}

describe('apiRequest: what is sent', () => {
  it('POST with data: the method and URL as given, a JSON content type and a JSON body', async () => {
    const data = { score: 77, answers: ['yes', 'no', ''], language: 'en' };
    await apiRequest('POST', `${base}/ok?x=1`, data);
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/ok?x=1');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.body).toBe(JSON.stringify(data));
    expect(JSON.parse(request.body)).toEqual(data);
  });

  it('GET without data: no body and no content type', async () => {
    await apiRequest('GET', `${base}/ok`);
    const [request] = requests;
    expect(request.method).toBe('GET');
    expect(request.url).toBe('/ok');
    expect(request.headers['content-type']).toBeUndefined();
    expect(request.headers['content-length']).toBeUndefined();
    expect(request.headers['transfer-encoding']).toBeUndefined();
    expect(request.body).toBe('');
  });

  it('DELETE and POST without data: no body and no content type either', async () => {
    await apiRequest('DELETE', `${base}/ok`);
    await apiRequest('POST', `${base}/ok`);
    expect(requests.map((r) => r.method)).toEqual(['DELETE', 'POST']);
    for (const request of requests) {
      expect(request.headers['content-type']).toBeUndefined();
      expect(request.body).toBe('');
    }
  });

  it('PUT and PATCH with data carry the JSON body', async () => {
    await apiRequest('PUT', `${base}/ok`, { a: 1 });
    await apiRequest('PATCH', `${base}/ok`, [1, 2]);
    expect(requests.map((r) => [r.method, r.headers['content-type'], r.body])).toEqual([
      ['PUT', 'application/json', '{"a":1}'],
      ['PATCH', 'application/json', '[1,2]'],
    ]);
  });

  it('falsy data (null, 0, false, "") is still a body: only undefined means no body', async () => {
    for (const data of [null, 0, false, '']) await apiRequest('POST', `${base}/ok`, data);
    expect(requests.map((r) => r.body)).toEqual(['null', '0', 'false', '""']);
    expect(requests.every((r) => r.headers['content-type'] === 'application/json')).toBe(true);
  });

  it('sends non-ASCII text intact as UTF-8', async () => {
    await apiRequest('POST', `${base}/ok`, { text: 'Déjà vu – “quotes” 🎉' });
    expect(JSON.parse(requests[0].body)).toEqual({ text: 'Déjà vu – “quotes” 🎉' });
  });

  it('is credentialed (credentials: "include"), checked on the real fetch call via a pass-through spy', async () => {
    // Credentials cannot be seen by the server here (same-origin cookies are a browser concept),
    // so the spy only observes the init fetch receives; the request still goes to the real server.
    const spy = vi.spyOn(globalThis, 'fetch');
    await apiRequest('GET', `${base}/ok`);
    await apiRequest('POST', `${base}/ok`, { a: 1 });
    expect(spy).toHaveBeenCalledTimes(2);
    for (const [, init] of spy.mock.calls) expect(init?.credentials).toBe('include');
    expect(requests).toHaveLength(2);
  });

  it('makes exactly one request per call (no retry)', async () => {
    await rejection(apiRequest('POST', `${base}/fail`, { a: 1 }));
    await rejection(apiRequest('GET', `${base}/empty`));
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual(['POST /fail', 'GET /empty']);
  });
});

describe('apiRequest: what comes back', () => {
  it('resolves with the unread Response on 2xx, so the caller can parse it', async () => {
    const response = await apiRequest('POST', `${base}/ok`, { n: 5 });
    expect(response).toBeInstanceOf(Response);
    expect(response.status).toBe(201);
    expect(response.bodyUsed).toBe(false);
    expect(await response.json()).toEqual({ ok: true, method: 'POST', received: { n: 5 } });
  });

  it('resolves on 204 No Content', async () => {
    const response = await apiRequest('DELETE', `${base}/no-content`);
    expect(response.status).toBe(204);
  });

  it('500 with a body: ApiError "500: boom" with status 500', async () => {
    const error = await rejection(apiRequest('POST', `${base}/fail`, { a: 1 }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ApiError');
    expect(error.message).toBe('500: boom');
    expect(error.status).toBe(500);
  });

  it('503 with an empty body: the status text, "503: Service Unavailable"', async () => {
    const error = await rejection(apiRequest('GET', `${base}/empty`));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('503: Service Unavailable');
    expect(error.status).toBe(503);
  });

  it('401: the raw response text, JSON included, is the message', async () => {
    const error = await rejection(apiRequest('GET', `${base}/unauthorized`));
    expect(error.message).toBe('401: {"message":"Unauthorized"}');
    expect(error.status).toBe(401);
  });

  it('404 with an empty body: "404: Not Found"', async () => {
    const error = await rejection(apiRequest('GET', `${base}/nowhere`));
    expect(error.message).toBe('404: Not Found');
    expect(error.status).toBe(404);
  });

  it('uses the status text the server actually sent', async () => {
    const error = await rejection(apiRequest('GET', `${base}/custom-reason`));
    expect(error.message).toBe('418: Short And Stout');
    expect(error.status).toBe(418);
  });

  it('keeps non-ASCII response text intact', async () => {
    const error = await rejection(apiRequest('POST', `${base}/bad-request`, { answers: [] }));
    expect(error.message).toBe('400: answers: must have 100 items – got 3');
  });

  it('a network failure rejects with fetch\'s own TypeError, not an ApiError', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const error = await rejection(apiRequest('GET', `http://127.0.0.1:${port}/ok`));
    expect(error).toBeInstanceOf(TypeError);
    expect(error).not.toBeInstanceOf(ApiError);
  });
});

describe('throwIfResNotOk', () => {
  it('resolves for every 2xx without reading the body', async () => {
    for (const status of [200, 201, 204, 299]) {
      const response = new Response(status === 204 ? null : 'fine', { status });
      await expect(throwIfResNotOk(response)).resolves.toBeUndefined();
      expect(response.bodyUsed).toBe(false);
    }
  });

  it('"STATUS: text" for a non-OK response with a body', async () => {
    const error = await rejection(throwIfResNotOk(new Response('nope', { status: 400, statusText: 'Bad Request' })));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('400: nope');
    expect(error.status).toBe(400);
  });

  it('"STATUS: status text" when the body is empty', async () => {
    const error = await rejection(throwIfResNotOk(new Response('', { status: 429, statusText: 'Too Many Requests' })));
    expect(error.message).toBe('429: Too Many Requests');
    expect(error.status).toBe(429);
    const nullBody = await rejection(throwIfResNotOk(new Response(null, { status: 502, statusText: 'Bad Gateway' })));
    expect(nullBody.message).toBe('502: Bad Gateway');
  });

  it('treats a 3xx that reaches it as an error too (ok is 2xx only)', async () => {
    const error = await rejection(throwIfResNotOk(new Response('moved', { status: 302, statusText: 'Found' })));
    expect(error.message).toBe('302: moved');
  });

  it('a whitespace-only body is kept as the text (only an empty body falls back)', async () => {
    const error = await rejection(throwIfResNotOk(new Response(' ', { status: 500, statusText: 'Internal Server Error' })));
    expect(error.message).toBe('500:  ');
  });
});

describe('ApiError', () => {
  it('carries status and message and is a normal Error', () => {
    const error = new ApiError(422, '422: invalid');
    expect(error.status).toBe(422);
    expect(error.message).toBe('422: invalid');
    expect(error.name).toBe('ApiError');
    expect(error.stack).toBeTypeOf('string');
    expect(String(error)).toBe('ApiError: 422: invalid');
  });
});
