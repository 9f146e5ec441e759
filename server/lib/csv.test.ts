import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv";
import { likePattern } from "./list-query";

describe("csvCell", () => {
  it.each([
    ["plain", "plain"],
    ["=1+1", "'=1+1"],
    ["+91 98765 43210", "'+91 98765 43210"],
    ["-5", "'-5"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tcmd", "'\tcmd"],
    ["\rcmd", `"'\rcmd"`],
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ["a,b", '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ["line\nbreak", '"line\nbreak"'],
    [" padded ", '" padded "'],
    ["a=b", "a=b"],
    ["", ""],
  ])("%j → %j", (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it("writes numbers, booleans and empty values as they are", () => {
    expect([csvCell(-5), csvCell(42), csvCell(true), csvCell(null), csvCell(undefined)]).toEqual(["-5", "42", "true", "", ""]);
  });

  it("joins rows with CRLF after a BOM", () => {
    expect(toCsv(["A", "B"], [["1", "x,y"]])).toBe('\uFEFFA,B\r\n1,"x,y"\r\n');
  });
});

describe("likePattern", () => {
  it.each([
    ["Asha", "%asha%"],
    ["50%", "%50\\%%"],
    ["a_b", "%a\\_b%"],
    ["back\\slash", "%back\\\\slash%"],
  ])("escapes %j as %j", (input, expected) => {
    expect(likePattern(input)).toBe(expected);
  });
});
