/** Whether two moments fall on the same day where the visitor is. */
export function sameLocalDay(a: Date, b: Date): boolean {
  return (
    a.getFullYear() === b.getFullYear() &&
    a.getMonth() === b.getMonth() &&
    a.getDate() === b.getDate()
  );
}

/** "March 3" (or "3 de marzo"), with the year only when it is not this year's. */
export function formatDay(at: Date, language: string, now = new Date()): string {
  const options: Intl.DateTimeFormatOptions = { month: 'long', day: 'numeric' };
  if (at.getFullYear() !== now.getFullYear()) options.year = 'numeric';
  return new Intl.DateTimeFormat(language, options).format(at);
}
