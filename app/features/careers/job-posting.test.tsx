import { describe, expect, it } from "vitest";
import { employmentTypes, type PublicOpening } from "#contracts/api/openings";
import { formattedSectionOf } from "#contracts/formatting/parse-formatting.server";
import { jobPostingJsonLd } from "./job-posting";

const opening = (overrides: Partial<PublicOpening> = {}): PublicOpening => ({
  id: 7,
  slug: "customs-documentation-executive-navi-mumbai",
  title: "Customs Documentation Executive",
  department: "Customs & Compliance",
  location: { city: "Navi Mumbai", region: "Maharashtra", remote: false },
  employmentType: "full_time",
  experience: { minYears: 2, maxYears: 5 },
  salary: { min: 360_000, max: 540_000, currency: "INR", period: "year" },
  summary: "File bills of entry & shipping bills <fast>.",
  sections: [{ title: "Requirements", content: "ICEGATE.\n\nA <script>alert(1)</script> test.", icon: null }],
  lang: "en",
  translations: [],
  postedOn: "2026-11-24",
  closesOn: "2027-01-23",
  updatedAt: "2026-11-24T05:00:00.000Z",
  ...overrides,
});

const isoDate = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2}([+-]\d{2}:\d{2}|Z))?$/;
const googleEmploymentTypes = ["FULL_TIME", "PART_TIME", "CONTRACTOR", "TEMPORARY", "INTERN", "VOLUNTEER", "PER_DIEM", "OTHER"];

/**
 * Google for Jobs' required properties and the rules on the recommended ones this site sends
 * (developers.google.com/search/docs/appearance/structured-data/job-posting). Returns what is wrong.
 */
function jobPostingProblems(json: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const get = (path: string) =>
    path.split(".").reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], json);
  const text = (path: string) => typeof get(path) === "string" && (get(path) as string).trim() !== "";
  if (json["@context"] !== "https://schema.org/" || json["@type"] !== "JobPosting") problems.push("@context/@type");
  for (const path of ["title", "description", "hiringOrganization.name", "hiringOrganization.sameAs"]) if (!text(path)) problems.push(path);
  if (!isoDate.test(String(get("datePosted")))) problems.push("datePosted");
  if (!isoDate.test(String(get("validThrough")))) problems.push("validThrough");
  if (!googleEmploymentTypes.includes(String(get("employmentType")))) problems.push("employmentType");
  const located = text("jobLocation.address.addressLocality") && text("jobLocation.address.addressCountry");
  const remote = get("jobLocationType") === "TELECOMMUTE" && text("applicantLocationRequirements.name");
  if (!located && !remote) problems.push("jobLocation or applicantLocationRequirements");
  if (get("jobLocation") !== undefined && get("jobLocation.@type") !== "Place") problems.push("jobLocation.@type");
  if (get("baseSalary") !== undefined) {
    if (get("baseSalary.@type") !== "MonetaryAmount" || !/^[A-Z]{3}$/.test(String(get("baseSalary.currency")))) problems.push("baseSalary");
    const value = get("baseSalary.value") as Record<string, unknown>;
    const amounts = [value.value, value.minValue, value.maxValue].filter((n) => n !== undefined);
    if (value["@type"] !== "QuantitativeValue" || amounts.length === 0 || amounts.some((n) => typeof n !== "number"))
      problems.push("baseSalary.value");
    if (!["HOUR", "DAY", "WEEK", "MONTH", "YEAR"].includes(String(value.unitText))) problems.push("baseSalary.value.unitText");
  }
  return problems;
}

describe("JobPosting JSON-LD", () => {
  it("has every property Google for Jobs requires, with a salary range and an address", () => {
    const json = jobPostingJsonLd(opening());
    expect(jobPostingProblems(json)).toEqual([]);
    expect(json).toMatchObject({
      title: "Customs Documentation Executive",
      datePosted: "2026-11-24",
      validThrough: "2027-01-23T23:59:59+05:30",
      employmentType: "FULL_TIME",
      jobLocation: { address: { addressLocality: "Navi Mumbai", addressRegion: "Maharashtra", addressCountry: "IN" } },
      baseSalary: { currency: "INR", value: { minValue: 360_000, maxValue: 540_000, unitText: "YEAR" } },
    });
    expect(json.url).toMatch(/\/careers\/customs-documentation-executive-navi-mumbai$/);
  });

  it("describes a remote role without a salary by the applicant's country, and sends no baseSalary", () => {
    const json = jobPostingJsonLd(opening({ location: { city: null, region: null, remote: true }, salary: null }));
    expect(jobPostingProblems(json)).toEqual([]);
    expect(json).toMatchObject({ jobLocationType: "TELECOMMUTE", applicantLocationRequirements: { "@type": "Country", name: "India" } });
    expect(json).not.toHaveProperty("jobLocation");
    expect(json).not.toHaveProperty("baseSalary");
  });

  it("gives a single amount for a fixed monthly stipend, and maps every employment type", () => {
    const json = jobPostingJsonLd(
      opening({ employmentType: "internship", salary: { min: 15_000, max: 15_000, currency: "INR", period: "month" } }),
    );
    expect(jobPostingProblems(json)).toEqual([]);
    expect(json.baseSalary?.value).toEqual({ "@type": "QuantitativeValue", value: 15_000, unitText: "MONTH" });
    for (const type of employmentTypes) expect(jobPostingProblems(jobPostingJsonLd(opening({ employmentType: type })))).toEqual([]);
  });

  it("writes the description as HTML in which nothing an editor typed becomes markup", () => {
    const { description } = jobPostingJsonLd(opening());
    expect(description).toBe(
      "<p>File bills of entry &amp; shipping bills &lt;fast&gt;.</p><h3>Requirements</h3><p>ICEGATE.</p><p>A &lt;script&gt;alert(1)&lt;/script&gt; test.</p>",
    );
  });

  it("writes a formatted section's list and emphasis as HTML, its texts escaped and its links as their words", () => {
    const content = "You will:\n\n- file **bills** & <notes>\n- read [the tariff](https://example.com/tariff)";
    const section = { title: "Duties", content, icon: null, formatted: formattedSectionOf(content) };
    const { description } = jobPostingJsonLd(opening({ sections: [section] }));
    expect(description).toBe(
      "<p>File bills of entry &amp; shipping bills &lt;fast&gt;.</p><h3>Duties</h3><p>You will:</p>" +
        "<ul><li>file <strong>bills</strong> &amp; &lt;notes&gt;</li><li>read <a>the tariff</a></li></ul>",
    );
  });
});
