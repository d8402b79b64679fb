// The server's JSON log lines (pino), read back from a process's output; other lines are skipped.

export interface LogLine {
  level: string;
  msg: string;
  [field: string]: unknown;
}

export function logLines(output: string): LogLine[] {
  const lines: LogLine[] = [];
  for (const text of output.split('\n')) {
    if (!text.startsWith('{')) continue;
    try {
      lines.push(JSON.parse(text) as LogLine);
    } catch {
      // A line cut short by the end of the captured output.
    }
  }
  return lines;
}

export function logMessages(output: string): string[] {
  return logLines(output).map((line) => line.msg);
}
