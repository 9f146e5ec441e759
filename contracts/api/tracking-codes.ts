/** /track's limits and answer codes (contracts/api/tracking.ts), without the schemas: the page reads them without zod. */
export const trackLimits = { referenceMax: 40, emailMax: 254, tokenLength: 43 } as const;

export const trackCodes = { notFound: "track.notFound", tooMany: "track.tooMany" } as const;
