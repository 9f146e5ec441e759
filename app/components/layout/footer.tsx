import type { ReactNode } from "react";
import { Link } from "#app/i18n/link";
import { BrandIcon } from "#app/components/ui/brand-icons";
import { footerLinks } from "#app/content/navigation";
import { site } from "#app/content/site";
import { useCompanyContact } from "#app/content/use-company";
import { useT } from "#app/i18n/i18n-provider";
import { Logo } from "./logo";
import { LeftToRight } from "#app/components/content/left-to-right";

const socialLinks = [
  { key: "x", label: "social.x" },
  { key: "linkedin", label: "social.linkedin" },
  { key: "instagram", label: "social.instagram" },
] as const;

/** Site footer (every page but home). `newsletter` is the subscription form's slot. */
export function Footer({ newsletter }: { newsletter?: ReactNode }) {
  const t = useT();
  // The company's published facts, from the root loader's data (app/content/company.ts).
  const company = useCompanyContact();
  return (
    <footer className="border-t border-border bg-brand-navy text-slate-200 print:hidden">
      <div className="mx-auto grid max-w-7xl gap-10 px-page py-14 md:grid-cols-2 lg:grid-cols-[1.3fr_0.8fr_1.2fr]">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="sr-only">
            {site.name}
          </h2>
          <Logo className="h-10" onDark />
          {company && (
            // "Since {founded} …": the founding year is a published fact, like the contact details below.
            <p className="mt-4 max-w-md text-sm leading-relaxed text-slate-300">{t("footer.about", { founded: company.founded })}</p>
          )}
          {company && (
            <address className="mt-4 text-sm not-italic leading-relaxed text-slate-300">
              <span className="sr-only">{t("footer.address")}: </span>
              {/* The postal address as the post office reads it, in every language. */}
              <span translate="no" lang="en">
                {company.addressLines.join(", ")}
              </span>
              <br />
              <a className="underline-offset-4 hover:underline" href={`tel:${company.phone.tel}`}>
                <LeftToRight>{company.phone.display}</LeftToRight>
              </a>
              {" · "}
              <a className="underline-offset-4 hover:underline" href={`mailto:${company.email}`}>
                <LeftToRight wrap>{company.email}</LeftToRight>
              </a>
            </address>
          )}
          <h3 className="mt-6 text-sm font-semibold text-white">{t("footer.followUs")}</h3>
          <ul className="mt-3 flex gap-3">
            {socialLinks.map(({ key, label }) => (
              <li key={key}>
                <a
                  href={company?.social[key]}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${t(label, { name: site.name })} ${t("common.newTab")}`}
                  className="inline-flex size-10 items-center justify-center rounded-full bg-white/10 text-white transition-colors hover:bg-white/20"
                >
                  <BrandIcon name={key} className="size-5" />
                </a>
              </li>
            ))}
          </ul>
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className="text-sm font-semibold tracking-wide text-white uppercase">
            {t("footer.quickLinks")}
          </h2>
          <ul className="mt-4 grid gap-2.5 text-sm">
            {footerLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="text-slate-300 underline-offset-4 hover:text-white hover:underline">
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-newsletter">
          <h2 id="footer-newsletter" className="text-sm font-semibold tracking-wide text-white uppercase">
            {t("footer.newsletterHeading")}
          </h2>
          <p className="mt-4 text-sm text-slate-300">{t("footer.newsletterText")}</p>
          {newsletter}
        </section>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-page pt-5 pb-pinned text-xs text-slate-400">
          <p>{t("footer.rights", { year: new Date().getFullYear(), name: site.name })}</p>
          <div className="flex flex-wrap gap-x-5 gap-y-2">
            <Link to="/accessibility" className="underline-offset-4 hover:text-white hover:underline">
              {t("footer.accessibility")}
            </Link>
            <Link to="/privacy" className="underline-offset-4 hover:text-white hover:underline">
              {t("footer.privacy")}
            </Link>
          </div>
        </div>
      </div>
    </footer>
  );
}
