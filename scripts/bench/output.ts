// What the bench prints is also kept, so that the run can write it to bench-results/report.md:
// the figures in the docs come from that file, never pasted by hand.
const printed: string[] = [];

/** Prints a line (or block) of the bench's report and keeps it for the written report. */
export function print(text = ''): void {
  console.log(text);
  printed.push(text);
}

/** Everything printed with print() so far, as one text. */
export function printedText(): string {
  return printed.join('\n');
}
