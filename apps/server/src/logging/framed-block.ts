/**
 * Text framed in a box, for what a person reading the terminal must not miss (a development
 * e-mail with its code, the first admin's password). Lines are never cut: the box grows to fit.
 * It starts on a new line so a log prefix ('INFO:') does not push the frame out of line.
 */
export function frameBlock(title: string, lines: readonly string[]): string {
  const width = Math.max(title.length + 2, ...lines.map((line) => line.length));
  const top = `┌─ ${title} ${"─".repeat(width - title.length - 1)}┐`;
  const body = lines.map((line) => `│ ${line.padEnd(width)} │`);
  const bottom = `└${"─".repeat(width + 2)}┘`;
  return ["", top, ...body, bottom].join("\n");
}
