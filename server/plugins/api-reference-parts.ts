/**
 * The API reference page (/api/docs) shows the description in two parts, the public API and the staff API, chosen
 * at its top: Swagger UI stopped drawing operations once the whole description passed 124 of them (it drew the first
 * three tags and nothing more, with no error; Chromium 156, swagger-ui-dist of @fastify/swagger-ui 6, issue 30
 * brought it to 130). /api/openapi.json stays the whole description.
 */
export const apiReferenceParts = [
  { name: "Public API", url: "/api/docs/public.json", staff: false },
  { name: "Staff API", url: "/api/docs/staff.json", staff: true },
] as const;

interface Description {
  paths?: Record<string, Record<string, { security?: Record<string, unknown>[] }>>;
}

/** The description with only the operations a staff token guards (`staff`), or only the others. */
export function descriptionPart<D extends Description>(description: D, staff: boolean): D {
  const paths: NonNullable<Description["paths"]> = {};
  for (const [path, operations] of Object.entries(description.paths ?? {})) {
    const kept = Object.entries(operations).filter(
      ([, operation]) => Boolean(operation.security?.some((s) => "staffToken" in s)) === staff,
    );
    if (kept.length > 0) paths[path] = Object.fromEntries(kept);
  }
  return { ...description, paths };
}
