/**
 * The Content area's page of the company's facts (/admin/content/company-facts). A module of its own: the picture
 * slots name it, and they are read by content modules whose facts the public pages bundle, which must not pull in
 * the Content area's whole map of pages (content-pages.ts builds it when loaded: about 2 KB on every page).
 */
export const companyFactsKey = "company-facts";
