import { describe, expect, it } from "vitest";
import { pdfDownloadName } from "./pdf-download";

// An uploaded PDF's name is the uploader's: résumés (applications) and shipment documents are downloaded by staff and customers.
describe("pdfDownloadName", () => {
  it.each([
    ["Asha CV.pdf", "Asha CV.pdf", "Asha%20CV.pdf"],
    ["resume.PDF", "resume.pdf", "resume.pdf"],
    ['evil"; filename=x.exe', "evil filenamex.exe.pdf", "evil%20filename%3Dx.exe.pdf"],
    ["a\r\nSet-Cookie: x=1.pdf", "a Set-Cookie x1.pdf", "a%20Set-Cookie%20x%3D1.pdf"],
    ["../../etc/passwd", "etc passwd.pdf", "..%20..%20etc%20passwd.pdf"],
    [
      "प्रिया बायोडाटा.pdf",
      "resume-7.pdf",
      "%E0%A4%AA%E0%A5%8D%E0%A4%B0%E0%A4%BF%E0%A4%AF%E0%A4%BE%20%E0%A4%AC%E0%A4%BE%E0%A4%AF%E0%A5%8B%E0%A4%A1%E0%A4%BE%E0%A4%9F%E0%A4%BE.pdf",
    ],
    ["", "resume-7.pdf", "resume-7.pdf"],
  ])("%j → %j / %j", (input, ascii, utf8) => {
    const name = pdfDownloadName(input, "resume-7");
    expect(name.ascii).toBe(ascii);
    expect(name.utf8).toBe(utf8);
    expect(name.ascii).not.toMatch(/["\\\r\n;]/);
  });

  it("keeps long names short", () => {
    expect(pdfDownloadName(`${"x".repeat(300)}.pdf`, "resume-1").ascii.length).toBeLessThanOrEqual(104);
  });
});
