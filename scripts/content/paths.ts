import { fileURLToPath } from 'node:url';

export const projectRoot = fileURLToPath(new URL('../../', import.meta.url));
export const defaultContentDir = fileURLToPath(new URL('../../content/', import.meta.url));
export const generatedDir = fileURLToPath(new URL('../../src/generated/', import.meta.url));
