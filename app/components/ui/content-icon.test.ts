import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { iconNames } from "#contracts/icons";

it("the icon sprite has a symbol for every content icon (rebuild it with scripts/build-icon-sprite.tsx)", () => {
  const sprite = readFileSync("public/media/icons.svg", "utf8");
  const ids = [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]);
  expect(ids).toEqual([...iconNames]);
});
