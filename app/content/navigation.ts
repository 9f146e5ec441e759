import type { MessageKey } from "#app/i18n/messages/en";

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

/** The footer's quick links (docs/product/product-spec.md §2.2). */
export const footerLinks: NavItem[] = [
  { to: "/about-us", label: "footer.aboutUs" },
  { to: "/services", label: "nav.services" },
  { to: "/industries", label: "nav.industries" },
  { to: "/blog", label: "nav.blog" },
  { to: "/achievements", label: "nav.achievements" },
  { to: "/careers", label: "nav.careers" },
  { to: "/contact", label: "footer.contactUs" },
];

/** The two vertical side tabs. */
export const sideTabs: NavItem[] = [
  { to: "/green-logistics", label: "side.green" },
  { to: "/co2-calculator", label: "side.co2" },
];
