// Entry point: environment → config → store → app → listen, and a graceful shutdown on
// SIGTERM/SIGINT (stop accepting, finish in-flight requests, close the store).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from './http/app.js';
import { configFromEnv, type ServerConfig } from './config.js';
import { FaultLog } from './store/fault-log.js';
import { openStore } from './store/index.js';

/** How often Node looks for requests past their header or request timeout (its default is 30 s). */
const TIMEOUT_CHECK_INTERVAL_MS = 1_000;

/**
 * A signal this soon after the first is the same one delivered twice: Ctrl-C under `npm start`
 * reaches node from the terminal and again forwarded by npm. Only a later one forces the close.
 */
const REPEATED_SIGNAL_GRACE_MS = 1_000;

async function main(): Promise<void> {
  let config: ServerConfig;
  try {
    config = configFromEnv();
  } catch (error) {
    console.error(`Configuration error: ${(error as Error).message}`);
    process.exit(1);
  }

  const store = await openStore(config.databaseUrl, { timeoutMs: config.storeTimeoutMs });
  const app = createApp({ store, config });
  if (app.staticSite.fileCount === 0) {
    console.warn(`No built site in ${config.staticDir}: serving the API only (run npm run build).`);
  }

  // Bounds slow clients (headers or bodies trickling in) well below Node's 5-minute default.
  const server = http.createServer(
    {
      headersTimeout: config.headersTimeoutMs,
      requestTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS,
    },
    app,
  );
  server.maxConnections = config.maxConnections;
  const connectionLog = new FaultLog();
  server.on('drop', () =>
    connectionLog.report(`Connection refused: ${config.maxConnections} connections are open (MAX_CONNECTIONS).`),
  );
  let shuttingDown = false;
  let firstSignalAt = 0;
  // Responses written during shutdown close their connection instead of keeping it alive.
  server.prependListener('request', (_req, res) => {
    if (shuttingDown) res.setHeader('Connection', 'close');
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const { address, port } = server.address() as AddressInfo;
  console.log(
    `Listening on http://${address.includes(':') ? `[${address}]` : address}:${port} (pid ${process.pid}, ${store.kind} store)`,
  );

  const shutdown = (signal: NodeJS.Signals) => {
    if (shuttingDown) {
      if (Date.now() - firstSignalAt < REPEATED_SIGNAL_GRACE_MS) return;
      console.log(`${signal} again: closing open connections now.`);
      server.closeAllConnections();
      return;
    }
    shuttingDown = true;
    firstSignalAt = Date.now();
    // Keep-alive connections become idle between requests; close them as soon as they do.
    const idleSweep = setInterval(() => server.closeIdleConnections(), 100);
    const deadline = setTimeout(() => {
      console.warn('Shutdown timeout: closing the connections still open.');
      server.closeAllConnections();
    }, config.shutdownTimeoutMs);
    server.close(() => {
      clearInterval(idleSweep);
      clearTimeout(deadline);
      store.close().then(
        () => process.exit(0),
        (error) => {
          console.error('Could not close the store cleanly:', error);
          process.exit(1);
        },
      );
    });
    server.closeIdleConnections();
    // Logged once the listening socket is closed, so anyone reading it knows new connections are refused.
    console.log(`${signal}: finishing in-flight requests, then stopping.`);
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

main().catch((error) => {
  console.error('Could not start the server:', error instanceof Error ? error.message : error);
  process.exit(1);
});
