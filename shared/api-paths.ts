// The API's paths: the browser's requests and the server's routes name them from here. Their
// bodies' types are generated from schemas/api-*.schema.json (shared/generated/types.ts); the
// contract in prose is docs/api.md.
/** Where the API is mounted: every path below starts with it. */
export const API_PREFIX = '/api';

export const API_PATHS = {
  testResults: '/api/test-results',
  events: '/api/events',
  scoreDistribution: '/api/score-distribution',
  questionFigures: '/api/question-figures',
  health: '/api/health',
} as const;
