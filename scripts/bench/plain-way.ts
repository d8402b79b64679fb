// The yardstick for the save: the plain way to write the same endpoint with the same libraries, run
// as its own process like the app. Express 5, helmet's defaults, one pino JSON line per request (to
// stdout, as the app logs), express.json, the body checked by ajv against the API's schema, and one
// durable better-sqlite3 INSERT per save (WAL, synchronous=FULL) before the 201.
// Usage: plain-way.js <database-file>
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Ajv from 'ajv';
import Database from 'better-sqlite3';
import express from 'express';
import helmet from 'helmet';
import pino from 'pino';
import schema from '../../schemas/api-test-result.schema.json' with { type: 'json' };

const db = new Database(process.argv[2] ?? ':memory:');
db.pragma('journal_mode = WAL');
db.pragma('synchronous = FULL');
db.exec(
  'CREATE TABLE IF NOT EXISTS results (id INTEGER PRIMARY KEY, quiz TEXT, score INTEGER NOT NULL, answers TEXT NOT NULL, language TEXT NOT NULL, created_at TEXT NOT NULL)',
);
const insert = db.prepare(
  'INSERT INTO results (quiz, score, answers, language, created_at) VALUES (?, ?, ?, ?, ?)',
);
const validate = new Ajv({ allErrors: true }).compile<{
  quiz?: string;
  score: number;
  answers: string[];
  language: string;
}>(schema);
const logger = pino();

const app = express();
app.use(helmet());
app.use((req, res, next) => {
  const started = performance.now();
  res.on('finish', () =>
    logger.info(
      {
        method: req.method,
        path: req.path,
        status: res.statusCode,
        ms: performance.now() - started,
      },
      'request',
    ),
  );
  next();
});
app.post('/api/test-results', express.json({ limit: '4kb' }), (req, res) => {
  if (!validate(req.body)) {
    res
      .status(400)
      .json({ error: { code: 'invalid_request', message: new Ajv().errorsText(validate.errors) } });
    return;
  }
  const { quiz, score, answers, language } = req.body;
  const createdAt = new Date().toISOString();
  const { lastInsertRowid } = insert.run(
    quiz ?? null,
    score,
    JSON.stringify(answers),
    language,
    createdAt,
  );
  res.status(201).json({
    id: Number(lastInsertRowid),
    quiz: quiz ?? null,
    score,
    total: answers.length,
    language,
    createdAt,
  });
});

const server = http.createServer(app);
server.listen(0, '127.0.0.1', () =>
  console.error(`Listening on http://127.0.0.1:${(server.address() as AddressInfo).port}`),
);
process.on('SIGTERM', () => server.close(() => process.exit(0)));
