// Small helpers for the printed report.

export const KB = 1024;

export function kb(bytes: number | null | undefined, digits = 1): string {
  return bytes == null ? 'n/a' : `${(bytes / KB).toFixed(digits)} KB`;
}

export function mb(bytes: number | null | undefined): string {
  return bytes == null ? 'n/a' : `${(bytes / (KB * KB)).toFixed(1)} MB`;
}

export function num(value: number | null | undefined, digits = 0): string {
  return value == null || Number.isNaN(value) ? 'n/a' : value.toFixed(digits);
}

export function pct(ratio: number | null | undefined): string {
  return ratio == null || Number.isNaN(ratio) ? 'n/a' : `${(ratio * 100).toFixed(1)}%`;
}

/** A plain-text table: first row is the header; columns after the first are right-aligned. */
export function table(rows: readonly (readonly string[])[]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length)));
  const line = (row: readonly string[]) =>
    row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ');
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  return [line(rows[0]!), rule, ...rows.slice(1).map(line)].join('\n');
}

export function heading(title: string): void {
  console.log(`\n=== ${title} ${'='.repeat(Math.max(0, 72 - title.length))}`);
}
