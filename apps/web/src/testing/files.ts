/**
 * A file as the user would choose it; with `size` it reports that many bytes without holding
 * them, to try a size limit.
 */
export function buildFile(name: string, type: string, size?: number): File {
  const file = new File(["content"], name, { type });
  if (size !== undefined) Object.defineProperty(file, "size", { value: size });
  return file;
}
