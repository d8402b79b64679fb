// Which top-level folders each code folder may import from. The browser app (src/), the server and
// the build share what is in shared/; nothing outside the browser app imports from it, and shared/
// imports only itself. Scripts may start and read the server (the bench, the statistics). The
// tests import anything; nothing imports from them.
export const FOLDER_IMPORTS: Readonly<Record<string, readonly string[]>> = {
  shared: ['shared'],
  src: ['src', 'shared'],
  server: ['server', 'shared'],
  scripts: ['scripts', 'shared', 'server'],
  tests: ['tests', 'src', 'shared', 'server', 'scripts'],
};

/** Each import that crosses into a code folder its folder may not import from, as a sentence. */
export function folderViolations(
  graph: Readonly<Record<string, readonly string[]>>,
  rules = FOLDER_IMPORTS,
): string[] {
  const folderOf = (file: string) => file.split('/')[0]!;
  const problems: string[] = [];
  for (const [file, imports] of Object.entries(graph)) {
    const allowed = rules[folderOf(file)];
    if (!allowed) continue;
    for (const imported of imports) {
      const folder = folderOf(imported);
      if (folder in rules && !allowed.includes(folder))
        problems.push(
          `${file} imports ${imported} (${folderOf(file)}/ imports only from ${allowed.map((name) => `${name}/`).join(', ')})`,
        );
    }
  }
  return problems;
}
