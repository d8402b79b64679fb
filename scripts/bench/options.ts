// Command-line options of `npm run bench`.

export interface BenchOptions {
  /** Rebuild the site even when dist/client is up to date. */
  build: boolean;
  /** CI mode: short load runs, fewer connections, Lighthouse on / only. */
  quick: boolean;
  lighthouse: boolean;
  /** Add a profiled API run (node --cpu-prof) and print where the server's CPU time goes. */
  profile: boolean;
  /** Load-test length in seconds and concurrent connections. */
  loadSeconds: number;
  connections: number;
  /** Routes Lighthouse audits, and how many runs each (the median run is reported). */
  lighthouseRoutes: string[];
  lighthouseRuns: number;
}

const USAGE = `Usage: npm run bench -- [--build] [--quick] [--no-lighthouse] [--profile]
  --build           run \`npm run build\` even if dist/client is up to date
  --quick           CI mode: 2 s load runs with 10 connections, one Lighthouse run of / only
                    (default: 10 s, 50 connections, median of 3 Lighthouse runs of /, /test, /tests/food)
  --no-lighthouse   skip the Lighthouse section
  --profile         add a CPU-profiled API run (bench-results/profiles/) and print where the time goes
Budget failures are reported but never change the exit code; only a crash does.`;

export function parseOptions(argv: readonly string[]): BenchOptions {
  const flags = new Set(argv);
  if (flags.has('--help') || flags.has('-h')) {
    console.log(USAGE);
    process.exit(0);
  }
  const known = new Set(['--build', '--quick', '--no-lighthouse', '--profile']);
  const unknown = argv.filter((arg) => !known.has(arg));
  if (unknown.length > 0) {
    console.error(`Unknown option(s): ${unknown.join(' ')}\n${USAGE}`);
    process.exit(2);
  }
  const quick = flags.has('--quick');
  return {
    build: flags.has('--build'),
    quick,
    lighthouse: !flags.has('--no-lighthouse'),
    profile: flags.has('--profile'),
    loadSeconds: quick ? 2 : 10,
    connections: quick ? 10 : 50,
    lighthouseRoutes: quick ? ['/'] : ['/', '/test', '/tests/food'],
    lighthouseRuns: quick ? 1 : 3,
  };
}
