/**
 * The company's postal address and public e-mail address: app/content/site.ts shows them on the site, and the
 * server prints them in every newsletter campaign (issue 32: a marketing mail names the sender's postal address).
 * A deployer rebrands them here; site.ts re-exports them.
 */
export const companyPostalAddress = [
  "Unit 804, Seawoods Trade Centre",
  "Plot 21, Sector 40, Nerul",
  "Navi Mumbai, Maharashtra 400706",
  "India",
] as const;

/** Read by people: the address a List-Unsubscribe mailto: reaches. */
export const companyEmail = "hello@taranglogistics.in";
