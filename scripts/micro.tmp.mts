import { pino } from 'pino';
import { Histogram, Counter, Registry } from 'prom-client';
import { randomUUID } from 'node:crypto';
const N = 200_000;
function bench(name: string, fn: (i: number) => void) {
  for (let i = 0; i < 20000; i++) fn(i);
  const t = process.cpuUsage(); const s = performance.now();
  for (let i = 0; i < N; i++) fn(i);
  const c = process.cpuUsage(t);
  console.log(name, ((performance.now() - s) * 1000 / N).toFixed(2), 'µs wall', ((c.user + c.system) / N).toFixed(2), 'µs cpu');
}
const r = new Registry();
const h = new Histogram({ name: 'h', help: 'h', labelNames: ['kind', 'status_class'], buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10], registers: [r] });
const c = new Counter({ name: 'c', help: 'c', labelNames: ['kind', 'status_class'], registers: [r] });
bench('histogram labels().observe', (i) => h.labels('api_save', '2xx').observe(0.003));
bench('histogram observe(obj)', (i) => h.observe({ kind: 'api_save', status_class: '2xx' }, 0.003));
bench('counter labels().inc', (i) => c.labels('api_save', '2xx').inc());
bench('randomUUID', () => randomUUID());
const dest = pino.destination({ dest: process.argv[2] ?? '/dev/null', sync: false });
const log = pino({ level: 'info', formatters: { level: (label) => ({ level: label }) } }, dest);
bench('pino info async', (i) => log.info({ reqId: '0b3c1f0e-4a5b-4c6d-8e9f-0a1b2c3d4e5f', method: 'POST', kind: 'api_save', path: '/api/test-results', status: 201, ms: 1.2 }, 'request'));
const dests = pino.destination({ dest: process.argv[2] ?? '/dev/null', sync: true });
const logs = pino({ level: 'info' }, dests);
bench('pino info sync', (i) => logs.info({ reqId: '0b3c1f0e-4a5b-4c6d-8e9f-0a1b2c3d4e5f', method: 'POST', kind: 'api_save', path: '/api/test-results', status: 201, ms: 1.2 }, 'request'));
