/** One problem an editor must fix, pointing at the file, line and column of the offending field. */
export interface ContentError {
  file: string;
  line: number;
  col: number;
  path: string;
  message: string;
}

export function formatContentError(error: ContentError): string {
  const where = `${error.file}:${error.line}:${error.col}`;
  return error.path ? `${where} ${error.path}: ${error.message}` : `${where} ${error.message}`;
}

export type PathSegment = string | number;

/** ["questions", 12, "text"] -> "questions[12].text" */
export function formatPath(path: readonly PathSegment[]): string {
  let out = '';
  for (const segment of path) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else out += out ? `.${segment}` : segment;
  }
  return out;
}
