import type { MessageKey } from "#app/i18n/shell-messages";

export interface NavItem {
  to: string;
  label: MessageKey;
}

/** The eight items of docs/product/product-spec.md §2.2, in order. */
export const mainNavigation: NavItem[] = [
  { to: "/", label: "nav.home" },
  { to: "/about-us", label: "nav.about" },
  { to: "/services", label: "nav.services" },
  { to: "/industries", label: "nav.industries" },
  { to: "/blog", label: "nav.blog" },
  { to: "/achievements", label: "nav.achievements" },
  { to: "/careers", label: "nav.careers" },
  { to: "/contact", label: "nav.contact" },
];

/** The quote request (issue 14): a button of its own beside the navigation, not one of the eight items. */
export const quoteLink: NavItem = { to: "/quote", label: "nav.quote" };

/** Where the footer words a link differently from the navigation bar. */
const footerLabels: Partial<Record<string, MessageKey>> = { "/about-us": "footer.aboutUs", "/contact": "footer.contactUs" };

/** The footer's quick links (docs/product/product-spec.md §2.2): the navigation's items after Home. */
export const footerLinks: NavItem[] = mainNavigation.slice(1).map((item) => ({ ...item, label: footerLabels[item.to] ?? item.label }));

/** The two vertical side tabs. */
export const sideTabs: NavItem[] = [
  { to: "/green-logistics", label: "side.green" },
  { to: "/co2-calculator", label: "side.co2" },
];

/** Pages that belong under a navigation item without being below its path. */
const sectionPages: [pattern: RegExp, item: string][] = [
  [/^\/(philosophy|how-it-works|our-team)$/, "/about-us"],
  [/^\/(bloglist|blog\d+)$/, "/blog"],
];

/**
 * The navigation item a page belongs to, for highlighting: its own item, the item its path is below
 * (/industries/industrie2 → Industries, /blog/{slug} → Blog), or the section it is part of
 * (/philosophy → About Us, /bloglist → Blog). Undefined for pages of no item (/privacy).
 */
export function navigationSectionOf(pathname: string): string | undefined {
  const path = normalPath(pathname);
  if (path === "/") return "/";
  const section = sectionPages.find(([pattern]) => pattern.test(path));
  if (section) return section[1];
  return [...mainNavigation, ...sideTabs].find((item) => item.to !== "/" && (path === item.to || path.startsWith(`${item.to}/`)))?.to;
}

/** aria-current for a navigation item on `pathname`: "page" on the item's own page, "true" elsewhere in its section. */
export function navigationCurrent(pathname: string, to: string): "page" | "true" | undefined {
  if (navigationSectionOf(pathname) !== to) return undefined;
  return normalPath(pathname) === to ? "page" : "true";
}

/** Paths are matched case-insensitively (/blogList) and without a trailing slash. */
function normalPath(pathname: string) {
  return pathname.toLowerCase().replace(/(.)\/+$/, "$1");
}
