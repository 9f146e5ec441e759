import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SERVER_RATE_LIMIT } from "#contracts/forms/limits";
import { createTestApp, type TestApp } from "#server/test/test-app";

/**
 * TRUST_PROXY decides which X-Forwarded-For entry is the client (issue 12). The address matters for the
 * per-address form limits and is stored with each message as its consent record.
 */
const message = {
  firstName: "Asha",
  lastName: "Patil",
  email: "asha@example.com",
  subject: "Freight quote",
  message: "Please send a quote for one 20 ft container to Rotterdam.",
};

const proxy = "10.9.9.9";
let counter = 0;
/** An address no earlier request in the file used, so each test starts with an empty limit. */
const freshAddress = () => `198.51.100.${++counter}`;

function post(t: TestApp, remoteAddress: string, forwardedFor?: string, payload: object = {}) {
  return t.app.inject({
    method: "POST",
    url: "/api/contact",
    payload,
    remoteAddress,
    headers: forwardedFor === undefined ? {} : { "x-forwarded-for": forwardedFor },
  });
}

async function storedAddress(t: TestApp) {
  const row = await t.database.db.selectFrom("contact_messages").select("ip").orderBy("id", "desc").executeTakeFirstOrThrow();
  return row.ip;
}

describe.each([
  ["the proxy's address (TRUST_PROXY=10.9.9.9)", proxy],
  ["the proxy's range (TRUST_PROXY=10.0.0.0/8)", "10.0.0.0/8"],
])("behind %s", (_name, setting) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("sqlite", { TRUST_PROXY: setting });
  });
  afterAll(() => t.close());

  it("takes the address the proxy saw, not one the client wrote in front of it", async () => {
    const client = freshAddress();
    expect((await post(t, proxy, `203.0.113.66, ${client}`, message)).statusCode).toBe(201);
    expect(await storedAddress(t)).toBe(client);
  });

  it("keeps limiting a client that writes a new address into X-Forwarded-For each time", async () => {
    const client = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i <= SERVER_RATE_LIMIT.max; i++) statuses.push((await post(t, proxy, `203.0.113.${i + 1}, ${client}`)).statusCode);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1)).not.toContain(429);
  });

  it("knows a request that does not come through the proxy by its own address, whatever X-Forwarded-For says", async () => {
    const direct = freshAddress();
    expect((await post(t, direct, "203.0.113.66", message)).statusCode).toBe(201);
    expect(await storedAddress(t)).toBe(direct);
  });
});

describe("without TRUST_PROXY", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("sqlite");
  });
  afterAll(() => t.close());

  it("ignores X-Forwarded-For", async () => {
    const direct = freshAddress();
    expect((await post(t, direct, "203.0.113.66", message)).statusCode).toBe(201);
    expect(await storedAddress(t)).toBe(direct);
  });
});
