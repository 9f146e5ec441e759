import type { Dialect } from "#server/db/database";
import { insertApplication, insertContact, insertSubscriber, minimalPdf, signIn } from "#server/modules/staff/test-kit";
import { createTestApp, type TestApp } from "#server/test/test-app";
import type { OpenApiDocument } from "./openapi-operations";

export interface FuzzApp {
  t: TestApp;
  doc: OpenApiDocument;
  token: string;
  knownValues: Record<string, string[]>;
}

/**
 * The API in-process on a fresh database, with a few rows of every kind (so
 * ids in paths find something) and one staff session. Sign-in is rate
 * limited, so the whole run shares this one token. The form rate limits are
 * off: the fuzzer sends far more than a visitor could.
 */
export async function startFuzzApp(dialect: Dialect): Promise<FuzzApp> {
  const t = await createTestApp(dialect, { RATE_LIMIT_DISABLED: "true" });
  const { db } = t.database;
  for (let i = 0; i < 3; i++) {
    await insertApplication(db, { email: `fuzz${i}@example.in`, resume: i === 0 ? minimalPdf : null });
    await insertContact(db, { email: `fuzz${i}@example.in` });
    await insertSubscriber(db);
  }
  const { token } = await signIn(t);
  // One release of published words (issue 30), so /api/staff/content/releases/:id finds one.
  const headers = { authorization: `Bearer ${token}` };
  await t.app.inject({
    method: "PUT",
    url: "/api/staff/content/words/hi/shell.nav.home",
    headers,
    payload: { text: "होम पेज", version: 0 },
  });
  await t.app.inject({ method: "POST", url: "/api/staff/content/publish", headers, payload: {} });
  const described = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
  if (described.statusCode !== 200) throw new Error(`GET /api/openapi.json answered ${described.statusCode}`);

  // Ids that name a row in every table, so a path id finds something whichever resource it is for.
  const idSets = await Promise.all(
    (["applications", "contact_messages", "subscribers", "posts"] as const).map(async (table) =>
      (await db.selectFrom(table).select("id").execute()).map((row) => row.id),
    ),
  );
  const ids = idSets.reduce((shared, set) => shared.filter((id) => set.includes(id)));
  const slugs = (await db.selectFrom("posts").select("slug").execute()).map((row) => row.slug);
  return {
    t,
    doc: described.json<OpenApiDocument>(),
    token,
    // Content pages by key, and message ids beside the row ids (a word's `:id` is one).
    knownValues: {
      id: [...ids.map(String), "shell.nav.home", "services.service2.title"],
      key: ["home", "service2", "shell", "about-us"],
      // A page picture's slot (contracts/site-content/image-slots.ts), so an upload gets past the 404.
      slot: ["about.story", "contact.map"],
      slug: slugs,
      "*": slugs,
    },
  };
}
