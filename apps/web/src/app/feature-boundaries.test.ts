import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// biome.json forbids cross-feature imports with one override per feature folder (Biome has no
// per-folder variable), so a new feature must get its own override; this test says so.
// Vitest runs in apps/web (npm test -w), the repository root two folders up.
const root = path.resolve(process.cwd(), "../..");

type Override = { includes?: string[] };

function featureFolders(): string[] {
  return readdirSync(path.join(root, "apps/web/src/features"), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

function guardedFolders(): string[] {
  const biome = JSON.parse(readFileSync(path.join(root, "biome.json"), "utf8")) as {
    overrides?: Override[];
  };
  return (biome.overrides ?? []).flatMap((override) =>
    (override.includes ?? [])
      .map((pattern) => /^apps\/web\/src\/features\/([^/]+)\/\*\*$/.exec(pattern)?.[1])
      .filter((name): name is string => name !== undefined),
  );
}

describe("feature boundaries", () => {
  it("has a Biome override forbidding cross-feature imports for every feature folder", () => {
    expect(guardedFolders().sort()).toEqual(featureFolders().sort());
  });
});
