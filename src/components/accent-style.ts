import type { CSSProperties } from 'react';

/** A quiz's accent colour (from its content file) as the `--accent` custom property its card's styles read. */
export function accentStyle(accent: string | undefined): CSSProperties | undefined {
  return accent ? ({ '--accent': accent } as CSSProperties) : undefined;
}
