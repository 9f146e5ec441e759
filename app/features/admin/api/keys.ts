/** Query keys of the staff area; a mutation invalidates the family it changed. */
export const adminKeys = {
  stats: ["admin", "stats"] as const,
  applications: ["admin", "applications"] as const,
  application: (id: number) => ["admin", "applications", "detail", id] as const,
  contact: ["admin", "contact"] as const,
  contactMessage: (id: number) => ["admin", "contact", "detail", id] as const,
  subscribers: ["admin", "subscribers"] as const,
  posts: ["admin", "posts"] as const,
  post: (id: number) => ["admin", "posts", "detail", id] as const,
  openings: ["admin", "openings"] as const,
  opening: (id: number) => ["admin", "openings", "detail", id] as const,
  openingChoices: ["admin", "openings", "choices"] as const,
  retention: ["admin", "retention"] as const,
  mailOutbox: ["admin", "mail-outbox"] as const,
  staffAccounts: ["admin", "staff-accounts"] as const,
};
