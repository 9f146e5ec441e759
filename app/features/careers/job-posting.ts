import type { PublicOpening } from "#contracts/api/openings";
import { openingPath, schemaOrgEmploymentTypes } from "#contracts/opening-values";
import { site } from "#app/content/site";
import type { FormattedNode } from "#contracts/formatting/formatted-text";
import { paragraphsOf } from "#contracts/formatting/paragraphs";
import { absoluteUrl } from "#app/lib/meta";

/**
 * schema.org JobPosting for Google for Jobs (developers.google.com/search/docs/appearance/structured-data/job-posting):
 * the required title, description (HTML), datePosted, hiringOrganization, jobLocation or, for a remote
 * role, jobLocationType TELECOMMUTE with applicantLocationRequirements; and validThrough, employmentType
 * and baseSalary (when the opening gives one), which Google recommends. React Router escapes it into the page.
 */
export function jobPostingJsonLd(opening: PublicOpening) {
  const { location, salary } = opening;
  const country = "IN";
  return {
    "@context": "https://schema.org/",
    "@type": "JobPosting",
    title: opening.title,
    description: descriptionHtml(opening),
    identifier: { "@type": "PropertyValue", name: site.name, value: opening.slug },
    datePosted: opening.postedOn,
    // The closing date is the last day applications are taken, in India.
    validThrough: `${opening.closesOn}T23:59:59+05:30`,
    employmentType: schemaOrgEmploymentTypes[opening.employmentType],
    hiringOrganization: {
      "@type": "Organization",
      name: site.name,
      sameAs: absoluteUrl("/"),
      logo: absoluteUrl(site.logo.light.src),
    },
    ...(location.city
      ? {
          jobLocation: {
            "@type": "Place",
            address: {
              "@type": "PostalAddress",
              addressLocality: location.city,
              ...(location.region ? { addressRegion: location.region } : {}),
              addressCountry: country,
            },
          },
        }
      : {}),
    ...(location.remote ? { jobLocationType: "TELECOMMUTE", applicantLocationRequirements: { "@type": "Country", name: "India" } } : {}),
    ...(salary
      ? {
          baseSalary: {
            "@type": "MonetaryAmount",
            currency: salary.currency,
            value: {
              "@type": "QuantitativeValue",
              ...(salary.max === null || salary.max === salary.min
                ? { value: salary.min }
                : { minValue: salary.min, maxValue: salary.max }),
              unitText: salary.period === "month" ? "MONTH" : "YEAR",
            },
          },
        }
      : {}),
    experienceRequirements: {
      "@type": "OccupationalExperienceRequirements",
      monthsOfExperience: opening.experience.minYears * 12,
    },
    directApply: true,
    url: absoluteUrl(openingPath(opening.slug)),
  };
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** A formatted section's blocks as HTML, links without their address (Google reads the description's words). */
const formattedHtml = (node: FormattedNode): string =>
  typeof node === "string" ? escapeHtml(node) : `<${node[0]}>${node[1].map(formattedHtml).join("")}</${node[0]}>`;

/** The summary and sections as simple HTML (Google asks for HTML); every text is escaped, so nothing an editor typed becomes markup. */
function descriptionHtml(opening: PublicOpening) {
  const paragraphs = ({ content, formatted }: PublicOpening["sections"][number]) =>
    formatted
      ? formatted.map(formattedHtml).join("")
      : paragraphsOf(content)
          .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
          .join("");
  return [
    `<p>${escapeHtml(opening.summary)}</p>`,
    ...opening.sections.map((section) => `<h3>${escapeHtml(section.title)}</h3>${paragraphs(section)}`),
  ].join("");
}
