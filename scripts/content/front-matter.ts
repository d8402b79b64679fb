import matter from 'gray-matter';

/**
 * gray-matter splits the file; the front matter itself is parsed by YamlSource (YAML 1.2, with
 * positions). `matter` starts right after the opening "---", so its first line is that line.
 */
export function splitFrontMatter(text: string): { frontMatter: string; markdown: string; bodyLine: number } | undefined {
  if (!/^---\r?\n/.test(text)) return undefined;
  const file = matter(text, { engines: { yaml: () => ({}) } });
  if (!file.matter.trim()) return undefined;
  const bodyLine = text.slice(0, text.length - file.content.length).split('\n').length;
  return { frontMatter: file.matter, markdown: file.content, bodyLine };
}
