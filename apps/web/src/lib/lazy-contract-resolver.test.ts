import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { lazyContractResolver } from "./lazy-contract-resolver";

const nameSchema = z.object({ name: z.string().min(1, "Name is required") });
type NameValues = { name: string };
const resolverOptions = { fields: {}, shouldUseNativeValidation: false } as const;

describe("lazyContractResolver", () => {
  it("loads the schema at the first check only, and checks with it as contractResolver does", async () => {
    const loadSchema = vi.fn(async () => nameSchema);
    const resolve = lazyContractResolver<NameValues, NameValues>(loadSchema);
    expect(loadSchema).not.toHaveBeenCalled();

    const refused = await resolve({ name: "" }, undefined, resolverOptions);
    expect(refused.errors.name?.message).toBe("Name is required");
    const accepted = await resolve({ name: "Ada" }, undefined, resolverOptions);
    expect(accepted.values).toEqual({ name: "Ada" });
    expect(loadSchema).toHaveBeenCalledTimes(1);
  });

  it("fails the check whose schema could not load, and loads it again at the next", async () => {
    const loadSchema = vi
      .fn<() => Promise<typeof nameSchema>>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockResolvedValue(nameSchema);
    const resolve = lazyContractResolver<NameValues, NameValues>(loadSchema);

    await expect(resolve({ name: "Ada" }, undefined, resolverOptions)).rejects.toThrow(
      "Failed to fetch",
    );
    const accepted = await resolve({ name: "Ada" }, undefined, resolverOptions);
    expect(accepted.values).toEqual({ name: "Ada" });
    expect(loadSchema).toHaveBeenCalledTimes(2);
  });
});
