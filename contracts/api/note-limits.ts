/** How long a note may be (staff notes, and the buyer's question kept as one): apart from the schemas, so a page can read it without zod. */
export const noteLimits = { maxLength: 2000 } as const;
