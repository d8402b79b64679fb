// Entry point: environment → config → store → app → listen, and a graceful shutdown on
// SIGTERM/SIGINT (stop accepting, finish in-flight requests, close the store).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from './http/app.js';
import { configFromEnv, DEFAULT_CONFIG, type ServerConfig } from './config.js';
import { createLoggers, errorLogTo, faultLogTo } from './observability/logger.js';
import { AppMetrics } from './observability/metrics.js';
import { METRICS_PATH, startMetricsServer } from './observability/metrics-server.js';
import { FaultLog } from './store/fault-log.js';
import { openStore } from './store/index.js';

/** How often Node looks for requests past their header or request timeout (its default is 30 s). */
const TIMEOUT_CHECK_INTERVAL_MS = 1_000;

/**
 * A signal this soon after the first is the same one delivered twice: Ctrl-C under `npm start`
 * reaches node from the terminal and again forwarded by npm. Only a later one forces the close.
 */
const REPEATED_SIGNAL_GRACE_MS = 1_000;

/** The longest an exiting server waits for its last log lines to be written. */
const LOG_FLUSH_WAIT_MS = 1_000;

/** Until the configuration is read, lines go out at the default level. */
const loggers = createLoggers(DEFAULT_CONFIG.logLevel);
const logger = loggers.log;

async function main(): Promise<void> {
  let config: ServerConfig;
  try {
    config = configFromEnv();
  } catch (error) {
    logger.fatal(`Configuration error: ${(error as Error).message}`);
    return exitAfterLogs(1);
  }
  logger.level = config.logLevel;
  loggers.requests.level = config.logLevel;

  const store = await openStore(config.databaseUrl, {
    timeoutMs: config.storeTimeoutMs,
    log: faultLogTo(logger),
  });
  const metrics = config.metricsPort === null ? undefined : new AppMetrics();
  const app = createApp({
    store,
    config,
    metrics,
    logger: config.logRequests ? loggers.requests : undefined,
    log: errorLogTo(logger),
  });
  if (app.staticSite.fileCount === 0) {
    logger.warn(`No built site in ${config.staticDir}: serving the API only (run npm run build).`);
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
  metrics?.watchServer(server);
  const connectionLog = new FaultLog(faultLogTo(logger));
  server.on('drop', () =>
    connectionLog.report(
      `Connection refused: ${config.maxConnections} connections are open (MAX_CONNECTIONS).`,
    ),
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
  logger.info(`Listening on ${origin(server)} (pid ${process.pid}, ${store.kind} store)`);
  // Its own address, never the public port: only the operator's scraper reads it.
  const metricsServer =
    metrics &&
    (await startMetricsServer(metrics.registry, config.metricsHost, config.metricsPort!));
  if (metricsServer) logger.info(`Metrics on ${origin(metricsServer)}${METRICS_PATH}`);

  const shutdown = (signal: NodeJS.Signals) => {
    if (shuttingDown) {
      if (Date.now() - firstSignalAt < REPEATED_SIGNAL_GRACE_MS) return;
      logger.info(`${signal} again: closing open connections now.`);
      server.closeAllConnections();
      return;
    }
    shuttingDown = true;
    firstSignalAt = Date.now();
    // Keep-alive connections become idle between requests; close them as soon as they do.
    const idleSweep = setInterval(() => server.closeIdleConnections(), 100);
    const deadline = setTimeout(() => {
      logger.warn('Shutdown timeout: closing the connections still open.');
      server.closeAllConnections();
    }, config.shutdownTimeoutMs);
    metricsServer?.close();
    server.close(() => {
      clearInterval(idleSweep);
      clearTimeout(deadline);
      store.close().then(
        () => exitAfterLogs(0),
        (error) => {
          logger.error({ err: error }, 'Could not close the store cleanly');
          exitAfterLogs(1);
        },
      );
    });
    server.closeIdleConnections();
    // Logged once the listening socket is closed, so anyone reading it knows new connections are refused.
    logger.info(`${signal}: finishing in-flight requests, then stopping.`);
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

function origin(server: http.Server): string {
  const { address, port } = server.address() as AddressInfo;
  return `http://${address.includes(':') ? `[${address}]` : address}:${port}`;
}

/**
 * Exits once the lines logged so far are written (the logs are asynchronous, see logger.ts), or
 * after LOG_FLUSH_WAIT_MS when stdout is not being read.
 */
function exitAfterLogs(code: number): void {
  process.exitCode = code;
  setTimeout(() => process.exit(code), LOG_FLUSH_WAIT_MS).unref();
  logger.flush(() => process.exit(code));
}

main().catch((error) => {
  logger.fatal(`Could not start the server: ${error instanceof Error ? error.message : error}`);
  exitAfterLogs(1);
});
