import { afterEach, beforeEach, vi } from "vitest";

/**
 * jsdom has no object URLs; this stands in for the browser's inside the calling describe block,
 * numbering them `blob:{prefix}-1`, `blob:{prefix}-2`, ... afresh for each test.
 */
export function stubObjectUrls(prefix: string) {
  let urlCount = 0;
  const createObjectURL = vi.fn(() => {
    urlCount += 1;
    return `blob:${prefix}-${urlCount}`;
  });
  const revokeObjectURL = vi.fn();

  beforeEach(() => {
    urlCount = 0;
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });

  afterEach(() => {
    createObjectURL.mockClear();
    revokeObjectURL.mockClear();
    Reflect.deleteProperty(URL, "createObjectURL");
    Reflect.deleteProperty(URL, "revokeObjectURL");
  });

  return { createObjectURL, revokeObjectURL };
}
