// The site's own counts as an operator reads them: takers per quiz and language, and the analytics
// events of each of the last days (days without any counted as zero).
import eventSchema from '../../schemas/api-event.schema.json' with { type: 'json' };
import type { EventCount, TakerCount } from '../../server/store/types.js';

/** The events the beacon counts, in the schema's order: the columns of the daily table. */
export const EVENT_NAMES: readonly string[] = eventSchema.properties.event.enum;

/** How slug-less themed results (quiz null) are shown. */
export const UNNAMED_QUIZ = '(themed, no slug)';
const DAY_MS = 86_400_000;

export interface SiteCounts {
  store: 'sqlite' | 'postgres';
  days: number;
  /** quiz null: slug-less themed results. */
  takers: TakerCount[];
  /** One row per UTC day, oldest first, with a count per event summed over quizzes. */
  events: ({ day: string } & Record<string, number | string>)[];
}

/** The first UTC day of a window of `days` days ending today. */
export function firstDay(days: number, today: Date): string {
  return new Date(today.getTime() - (days - 1) * DAY_MS).toISOString().slice(0, 10);
}

export function siteCounts(
  store: SiteCounts['store'],
  days: number,
  today: Date,
  takers: readonly TakerCount[],
  events: readonly EventCount[],
): SiteCounts {
  const rows = Array.from({ length: days }, (_, index) => {
    const day = new Date(today.getTime() - (days - 1 - index) * DAY_MS).toISOString().slice(0, 10);
    return {
      day,
      ...Object.fromEntries(EVENT_NAMES.map((event) => [event, 0])),
    } as SiteCounts['events'][number];
  });
  const byDay = new Map(rows.map((row) => [row.day, row]));
  for (const { day, event, count } of events) {
    const row = byDay.get(day);
    if (row && typeof row[event] === 'number') row[event] = row[event] + count;
  }
  return {
    store,
    days,
    takers: [...takers],
    events: rows,
  };
}

/** Both tables as plain text, numbers right-aligned. */
export function formatSiteCounts(counts: SiteCounts): string {
  const takerTotal = counts.takers.reduce((sum, row) => sum + row.count, 0);
  const takers = table(
    ['Quiz', 'Language', 'Takers'],
    [
      ...counts.takers.map((row) => [row.quiz ?? UNNAMED_QUIZ, row.language, row.count]),
      ['Total', '', takerTotal],
    ],
  );
  const events = table(
    ['Day (UTC)', ...EVENT_NAMES],
    counts.events.map((row) => [row.day, ...EVENT_NAMES.map((event) => row[event] as number)]),
  );
  return [
    `Takers per quiz and language (${counts.store} store, all time)`,
    takers,
    '',
    `Analytics events per day, last ${counts.days} day${counts.days === 1 ? '' : 's'}`,
    events,
    '',
  ].join('\n');
}

function table(header: string[], rows: (string | number)[][]): string {
  const cells = [header, ...rows].map((row) => row.map(String));
  const widths = header.map((_, column) => Math.max(...cells.map((row) => row[column]!.length)));
  const numeric = header.map(
    (_, column) =>
      rows.length > 0 && rows.every((row) => typeof row[column] === 'number' || row[column] === ''),
  );
  const line = (row: string[]) =>
    row
      .map((cell, column) =>
        numeric[column] ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!),
      )
      .join('  ')
      .trimEnd();
  return [
    line(cells[0]!),
    widths.map((width) => '-'.repeat(width)).join('  '),
    ...cells.slice(1).map(line),
  ].join('\n');
}
