import { describe, expect, it } from "vitest";
import { siteImageSrcSet } from "./site-image-paths";

describe("an uploaded image's srcset", () => {
  it.each([
    [
      "/media/uploads/AAAAAAAAAAAAAAAAAAAAAAAA-1280.webp",
      "/media/uploads/AAAAAAAAAAAAAAAAAAAAAAAA-640.webp 640w, /media/uploads/AAAAAAAAAAAAAAAAAAAAAAAA-1280.webp 1280w",
    ],
    [
      "/media/uploads/AAAAAAAAAAAAAAAAAAAAAAAA-640.webp",
      "/media/uploads/AAAAAAAAAAAAAAAAAAAAAAAA-640.webp 640w, /media/uploads/AAAAAAAAAAAAAAAAAAAAAAAA-1280.webp 1280w",
    ],
    ["/media/blog/default.svg", undefined],
    ["/media/uploads/AAAAAAAAAAAAAAAAAAAAAAAA-800.webp", undefined],
    ["https://evil.example/media/uploads/AAAAAAAAAAAAAAAAAAAAAAAA-640.webp", undefined],
  ])("%s → %s", (path, srcSet) => expect(siteImageSrcSet(path)).toBe(srcSet));
});
