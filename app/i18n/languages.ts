/** The languages live in contracts/ because the server needs them too (sitemap, prerendering, mails). */
export * from "#contracts/languages";
