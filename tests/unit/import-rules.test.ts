// The folder boundaries the import-graph check enforces (scripts/checks/import-rules.ts), on small
// graphs in the shape the check builds: each file, relative to the project, with the files it imports.
import { describe, expect, it } from 'vitest';
import { folderViolations } from '../../scripts/checks/import-rules.js';

describe('folderViolations', () => {
  it('allows each folder its own files and shared/, and scripts/ the server', () => {
    const graph = {
      'src/App.tsx': ['src/routes.ts', 'shared/route-paths.ts'],
      'server/index.ts': ['server/http/app.ts', 'shared/domain/scoring.ts'],
      'scripts/stats/stats.ts': ['server/store/index.ts', 'shared/generated/catalog.ts'],
      'shared/lib/page-meta.ts': ['shared/generated/site-settings.ts'],
    };
    expect(folderViolations(graph)).toEqual([]);
  });

  it('names every import of the browser app from the server, the build and shared/', () => {
    const graph = {
      'server/http/security-headers.ts': ['src/lib/app-loader.ts'],
      'scripts/build/prerender.ts': ['src/routes.ts', 'shared/route-paths.ts'],
      'shared/route-paths.ts': ['src/generated/catalog.ts'],
    };
    expect(folderViolations(graph)).toEqual([
      'server/http/security-headers.ts imports src/lib/app-loader.ts (server/ imports only from server/, shared/)',
      'scripts/build/prerender.ts imports src/routes.ts (scripts/ imports only from scripts/, shared/, server/)',
      'shared/route-paths.ts imports src/generated/catalog.ts (shared/ imports only from shared/)',
    ]);
  });

  it('keeps shared/ and the browser app apart from the server and the build', () => {
    const graph = {
      'shared/lib/score-link-html.ts': ['server/http/static.ts'],
      'src/browser/api.ts': ['server/http/routes/events.ts', 'scripts/content/paths.ts'],
    };
    expect(folderViolations(graph)).toHaveLength(3);
  });

  it('leaves files outside the code folders alone, and imports of data files', () => {
    expect(
      folderViolations({
        'vite.config.ts': ['src/routes.ts'],
        'server/http/validation.ts': ['schemas/quiz.schema.json'],
      }),
    ).toEqual([]);
  });
});
