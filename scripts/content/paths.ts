import { fileURLToPath } from 'node:url';

export const projectRoot = fileURLToPath(new URL('../../', import.meta.url));
export const defaultContentDir = fileURLToPath(new URL('../../content/', import.meta.url));
export const generatedDir = fileURLToPath(new URL('../../shared/generated/', import.meta.url));
export const clientDir = fileURLToPath(new URL('../../dist/client/', import.meta.url));
/** Vite's manifest of the client bundle, kept beside dist/client (never served) for the build and the bench. */
export const clientManifestFile = fileURLToPath(
  new URL('../../dist/client-manifest.json', import.meta.url),
);
