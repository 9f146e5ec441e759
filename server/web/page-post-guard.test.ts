import { describe, expect, it } from "vitest";
import { refusedPagePost } from "./page-post-guard";

const site = "https://www.example.test";
const post = (pathname: string, headers: Record<string, string>, method = "POST") => refusedPagePost({ method, headers }, pathname, site);
const form = "application/x-www-form-urlencoded";
const multipart = "multipart/form-data; boundary=----x";

describe("posts to a page (issue 28)", () => {
  it.each([
    ["/contact", { "content-type": form }],
    ["/hi/contact", { "content-type": `${form}; charset=UTF-8`, origin: site }],
    ["/co2-calculator", { "content-type": form, origin: `${site}/` }],
    ["/careers", { "content-type": multipart }],
    ["/ar/careers/customs-executive", { "content-type": multipart, origin: site }],
    ["/careers/customs-executive.data", { "content-type": multipart }],
    ["/zh-CN/careers", { "content-type": "Multipart/Form-Data; Boundary=abc" }],
  ])("lets a form's own post to %s through (%o)", (path, headers) => {
    expect(post(path, headers)).toBeUndefined();
  });

  it.each([
    ["/co2-calculator", { "content-type": "text/plain" }, 415],
    ["/co2-calculator", { "content-type": "application/json" }, 415],
    ["/contact", {}, 415],
    ["/contact", { "content-type": "" }, 415],
    ["/careers", { "content-type": "text/xml" }, 415],
    ["/careers", { "content-type": "multipart/form-data" }, 400],
    ["/hi/careers/x", { "content-type": "multipart/form-data; charset=utf-8" }, 400],
    ["/careers", { "content-type": "multipart/form-data; boundary=" }, 400],
    ["/careers", { "content-type": 'multipart/form-data; boundary=""' }, 400],
    ["/contact", { "content-type": multipart }, 415],
    ["/co2-calculator", { "content-type": multipart }, 415],
    ["/xx/careers", { "content-type": multipart }, 415],
    ["/careers/a/b", { "content-type": multipart }, 415],
  ])("refuses a body no form of %s sends (%o) with %i", (path, headers, status) => {
    expect(post(path, headers)).toEqual({ status, reason: "body" });
  });

  it.each([["https://evil.example"], ["null"], ["not a url"], ["http://www.example.test"], ["https://www.example.test:8443"], [""]])(
    "refuses a post from the origin %j with 400, before looking at its body",
    (origin) => {
      expect(post("/contact", { origin, "content-type": form })).toEqual({ status: 400, reason: "origin" });
      expect(post("/contact", { origin, "content-type": "text/plain" })).toEqual({ status: 400, reason: "origin" });
    },
  );

  it.each(["PUT", "PATCH", "DELETE"])("judges %s as it judges POST", (method) => {
    expect(post("/contact", { "content-type": "text/plain" }, method)).toEqual({ status: 415, reason: "body" });
    expect(post("/contact", { "content-type": form }, method)).toBeUndefined();
  });

  it("never refuses a read", () => {
    for (const method of ["GET", "HEAD"])
      expect(post("/contact", { origin: "https://evil.example", "content-type": "text/plain" }, method)).toBeUndefined();
  });
});
