import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffMessages } from "#contracts/api/auth";
import { staffAccountMessages as m } from "#contracts/api/staff-accounts";
import { createTestApp, testDialects, type TestApp } from "#server/test/test-app";
import { cheapScrypt, signIn } from "#server/modules/staff/test-kit";
import { createStaffAccountService } from "./staff-account-service";

const password = "a long enough passphrase";

describe.each(testDialects)("staff accounts managed by administrators on %s", (dialect) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signIn>>;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    // Accepting hashes the new password; at full cost (~1 s each on a busy machine) the suite would crawl.
    Object.assign(t.app, {
      staffAccounts: createStaffAccountService({ db: t.database.db, config: t.config, mailWorker: t.app.mailWorker, scrypt: cheapScrypt }),
    });
    admin = await signIn(t, "chief@example.in");
  });
  afterAll(() => t.close());

  const invite = (body: object, headers = admin.headers) =>
    t.app.inject({ method: "POST", url: "/api/staff/accounts/invitations", headers, payload: body });
  const accept = (body: object) => t.app.inject({ method: "POST", url: "/api/auth/invitations/accept", payload: body });
  const patch = (id: number, body: object, headers = admin.headers) =>
    t.app.inject({ method: "PATCH", url: `/api/staff/accounts/${id}`, headers, payload: body });
  /** The token of the last invitation mailed to `email`, read from the outbox as the invitee would from the e-mail. */
  async function tokenMailedTo(email: string) {
    const mail = await t.database.db
      .selectFrom("mail_outbox")
      .select(["text_body", "kind"])
      .where("to_address", "=", email)
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(mail.kind).toBe("staff-invitation");
    return decodeURIComponent(/\/admin\/invite\?token=([^\s]+)/.exec(mail.text_body)![1]!);
  }
  const login = (email: string) => t.app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password } });

  it("invites by e-mail; the link creates the account with its role once, and a second use changes nothing", async () => {
    const sent = await invite({ email: "Neha@Example.in", role: "recruiter", name: "Neha" });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().data).toMatchObject({ email: "neha@example.in", role: "recruiter" });
    const token = await tokenMailedTo("neha@example.in");
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await t.database.db.selectFrom("staff_invitations").select("token_hash").executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toBe(token);

    const listed = await t.app.inject({ method: "GET", url: "/api/staff/accounts", headers: admin.headers });
    expect(listed.json().data.invitations).toEqual([expect.objectContaining({ email: "neha@example.in", role: "recruiter" })]);

    expect((await accept({ token, password })).statusCode).toBe(201);
    const signedIn = await login("neha@example.in");
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user).toMatchObject({ email: "neha@example.in", name: "Neha", role: "recruiter" });

    const again = await accept({ token, password: "another passphrase here" });
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toBe(m.invitationInvalid);
    expect(await t.database.db.selectFrom("staff_users").select("id").where("email", "=", "neha@example.in").execute()).toHaveLength(1);
  });

  it("refuses a link after 72 hours, an unknown token, and an invitation to an existing account", async () => {
    await invite({ email: "late@example.in", role: "sales" });
    const token = await tokenMailedTo("late@example.in");
    await t.database.db
      .updateTable("staff_invitations")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("email", "=", "late@example.in")
      .execute();
    const late = await accept({ token, password });
    expect(late.statusCode).toBe(410);
    expect(late.json().message).toBe(m.invitationExpired);
    expect((await accept({ token: "A".repeat(43), password })).statusCode).toBe(410);
    expect(await t.database.db.selectFrom("staff_users").select("id").where("email", "=", "late@example.in").execute()).toEqual([]);

    const existing = await invite({ email: "chief@example.in", role: "editor" });
    expect(existing.statusCode).toBe(409);
    expect(existing.json().message).toBe(m.accountExists);
  });

  // Issue 28: invitations could be neither revoked nor resent, and the link's page did not say what it creates.
  describe("a pending invitation", () => {
    const revoke = (id: number, headers = admin.headers) =>
      t.app.inject({ method: "DELETE", url: `/api/staff/accounts/invitations/${id}`, headers });
    const resend = (id: number, headers = admin.headers) =>
      t.app.inject({ method: "POST", url: `/api/staff/accounts/invitations/${id}/resend`, headers });
    const preview = (token: string) => t.app.inject({ method: "POST", url: "/api/auth/invitations/preview", payload: { token } });
    const pendingEmails = async () =>
      (
        (await t.app.inject({ method: "GET", url: "/api/staff/accounts", headers: admin.headers })).json().data.invitations as {
          email: string;
        }[]
      ).map((invitation) => invitation.email);
    const lastAudit = () => t.database.db.selectFrom("audit_log").selectAll().orderBy("id", "desc").executeTakeFirstOrThrow();

    it("shows the link's e-mail address and role before it is accepted, and nothing for a link that cannot be", async () => {
      await invite({ email: "preview@example.in", role: "editor" });
      const token = await tokenMailedTo("preview@example.in");
      const shown = await preview(token);
      expect(shown.statusCode).toBe(200);
      expect(shown.headers["cache-control"]).toBe("no-store");
      expect(shown.json().data).toMatchObject({ email: "preview@example.in", role: "editor" });
      expect(Date.parse(shown.json().data.expiresAt)).toBeGreaterThan(Date.now() + 71 * 3600_000);
      for (const bad of ["A".repeat(43), "not a token"]) {
        const answer = await preview(bad);
        expect(answer.statusCode, bad).toBe(410);
        expect(answer.json().message).toBe(m.invitationInvalid);
      }
      expect((await t.app.inject({ method: "POST", url: "/api/auth/invitations/preview", payload: {} })).statusCode).toBe(400);
      expect((await accept({ token, password })).statusCode).toBe(201);
      expect((await preview(token)).json().message).toBe(m.invitationInvalid);
    });

    it("is withdrawn by an administrator: its link stops working and says why, and the withdrawal is audited", async () => {
      const sent = await invite({ email: "withdrawn@example.in", role: "sales" });
      const { id } = sent.json().data as { id: number };
      const token = await tokenMailedTo("withdrawn@example.in");
      const withdrawn = await revoke(id);
      expect(withdrawn.statusCode).toBe(200);
      expect(withdrawn.json()).toEqual({ success: true, message: m.invitationRevoked });
      expect(await lastAudit()).toMatchObject({ action: "account.revoke-invitation", subject_type: "invitation", subject_id: String(id) });
      expect(await pendingEmails()).not.toContain("withdrawn@example.in");
      for (const answer of [await preview(token), await accept({ token, password })]) {
        expect(answer.statusCode).toBe(410);
        expect(answer.json().message).toBe(m.invitationWithdrawn);
      }
      expect(await t.database.db.selectFrom("staff_users").select("id").where("email", "=", "withdrawn@example.in").execute()).toEqual([]);
      const again = await revoke(id);
      expect(again.statusCode).toBe(404);
      expect(again.json().message).toBe(m.invitationNotPending);
      expect((await revoke(999_999)).statusCode).toBe(404);
    });

    it("is sent again with a new link: the old one stops working, the new one creates the account with the same role", async () => {
      const sent = await invite({ email: "resent@example.in", role: "recruiter", name: "Ritu" });
      const first = sent.json().data as { id: number };
      const oldToken = await tokenMailedTo("resent@example.in");
      const again = await resend(first.id);
      expect(again.statusCode).toBe(201);
      expect(again.json()).toMatchObject({
        success: true,
        message: m.invitationResent,
        data: { email: "resent@example.in", role: "recruiter", name: "Ritu" },
      });
      expect(again.json().data.id).not.toBe(first.id);
      expect(await lastAudit()).toMatchObject({
        action: "account.resend-invitation",
        subject_type: "invitation",
        subject_id: String(first.id),
      });
      const newToken = await tokenMailedTo("resent@example.in");
      expect(newToken).not.toBe(oldToken);
      expect((await accept({ token: oldToken, password })).json().message).toBe(m.invitationWithdrawn);
      expect((await pendingEmails()).filter((email) => email === "resent@example.in")).toHaveLength(1);
      expect((await accept({ token: newToken, password })).statusCode).toBe(201);
      expect((await login("resent@example.in")).json().user).toMatchObject({ role: "recruiter", name: "Ritu" });
      expect((await resend(first.id)).statusCode).toBe(404);
      expect((await resend(again.json().data.id)).statusCode).toBe(404);
    });

    it("is withdrawn or resent by administrators only", async () => {
      const { id } = (await invite({ email: "guarded@example.in", role: "sales" })).json().data as { id: number };
      const recruiter = await signIn(t, "hr.lead@example.in", "recruiter");
      expect((await revoke(id, recruiter.headers)).statusCode).toBe(403);
      expect((await resend(id, recruiter.headers)).statusCode).toBe(403);
      expect(await pendingEmails()).toContain("guarded@example.in");
    });
  });

  it("answers 400 to an unknown role and changes nothing", async () => {
    const before = await t.database.db.selectFrom("staff_invitations").select("id").execute();
    expect((await invite({ email: "x@example.in", role: "owner" })).statusCode).toBe(400);
    expect((await patch(admin.user.id, { role: "superuser" })).statusCode).toBe(400);
    expect((await patch(admin.user.id, {})).statusCode).toBe(400);
    expect(await t.database.db.selectFrom("staff_invitations").select("id").execute()).toEqual(before);
    const me = await t.database.db.selectFrom("staff_users").select("role").where("id", "=", admin.user.id).executeTakeFirstOrThrow();
    expect(me.role).toBe("admin");
  });

  it("changes a role at the next request, and a disabled account can neither use its session nor sign in", async () => {
    const editor = await signIn(t, "writer@example.in", "editor");
    expect((await t.app.inject({ method: "GET", url: "/api/staff/posts", headers: editor.headers })).statusCode).toBe(200);
    const changed = await patch(editor.user.id, { role: "sales" });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ role: "sales", disabled: false });
    expect((await t.app.inject({ method: "GET", url: "/api/staff/posts", headers: editor.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: "/api/contact", headers: editor.headers })).statusCode).toBe(200);

    expect((await patch(editor.user.id, { disabled: true })).json().data.disabled).toBe(true);
    const afterwards = await t.app.inject({ method: "GET", url: "/api/auth/verify", headers: editor.headers });
    expect(afterwards.statusCode).toBe(401);
    expect(afterwards.json().message).toBe(staffMessages.sessionExpired);
    const again = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: "writer@example.in", password: "correct horse battery staple" },
      remoteAddress: "10.77.0.1",
    });
    expect(again.statusCode).toBe(401);
    expect((await patch(editor.user.id, { disabled: false })).json().data.disabled).toBe(false);
  });

  it("never demotes or disables the last active administrator", async () => {
    const accounts = (await t.app.inject({ method: "GET", url: "/api/staff/accounts", headers: admin.headers })).json().data.accounts as {
      id: number;
      role: string;
    }[];
    // Leave exactly one administrator: demote every other one first.
    for (const other of accounts.filter((a) => a.role === "admin" && a.id !== admin.user.id))
      expect((await patch(other.id, { role: "editor" })).statusCode).toBe(200);
    for (const change of [{ role: "sales" }, { disabled: true }, { role: "editor", disabled: true }]) {
      const res = await patch(admin.user.id, change);
      expect(res.statusCode, JSON.stringify(change)).toBe(409);
      expect(res.json().message).toBe(m.lastAdmin);
    }
    const me = await t.database.db
      .selectFrom("staff_users")
      .select(["role", "disabled_at"])
      .where("id", "=", admin.user.id)
      .executeTakeFirstOrThrow();
    expect(me).toEqual({ role: "admin", disabled_at: null });
    // With a second administrator, the first may step down.
    const second = await signIn(t, "deputy@example.in");
    expect((await patch(admin.user.id, { role: "recruiter" }, second.headers)).statusCode).toBe(200);
    expect((await patch(admin.user.id, { role: "admin" }, second.headers)).statusCode).toBe(200);
  });

  it("is for administrators only", async () => {
    const recruiter = await signIn(t, "hr@example.in", "recruiter");
    expect((await invite({ email: "friend@example.in", role: "admin" }, recruiter.headers)).statusCode).toBe(403);
    expect((await patch(recruiter.user.id, { role: "admin" }, recruiter.headers)).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: "/api/staff/accounts", headers: recruiter.headers })).statusCode).toBe(403);
  });

  it("gives a translator the languages it works on (issue 30): required, never English, shown to the translator on sign-in", async () => {
    const missing = await invite({ email: "tr1@example.in", role: "translator" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([expect.objectContaining({ field: "languages", message: m.languagesRequired })]);
    const english = await invite({ email: "tr1@example.in", role: "translator", languages: ["hi", "en"] });
    expect(english.statusCode).toBe(400);
    expect(english.json().message).toBe(m.languagesNotEnglish);
    expect((await invite({ email: "tr1@example.in", role: "translator", languages: ["xx"] })).statusCode).toBe(400);

    const sent = await invite({ email: "tr1@example.in", role: "translator", languages: ["ta", "hi", "hi"] });
    expect(sent.json().data).toMatchObject({ role: "translator", languages: ["hi", "ta"] });
    expect((await accept({ token: await tokenMailedTo("tr1@example.in"), password })).statusCode).toBe(201);
    const signedIn = await login("tr1@example.in");
    expect(signedIn.json().user).toMatchObject({ role: "translator", languages: ["hi", "ta"] });
    const verified = await t.app.inject({
      method: "GET",
      url: "/api/auth/verify",
      headers: { authorization: `Bearer ${signedIn.json().token}` },
    });
    expect(verified.json().user.languages).toEqual(["hi", "ta"]);

    // An editor's languages are none, whatever was sent; becoming a translator needs some.
    const editor = await signIn(t, "ed-lang@example.in", "editor");
    expect((await invite({ email: "ed2@example.in", role: "editor", languages: ["hi"] })).json().data.languages).toEqual([]);
    const refused = await patch(editor.user.id, { role: "translator" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([expect.objectContaining({ field: "languages", code: "languagesRequired" })]);
    expect((await patch(editor.user.id, { role: "translator", languages: [] })).statusCode).toBe(400);
    const changed = await patch(editor.user.id, { role: "translator", languages: ["mr"] });
    expect(changed.json().data).toMatchObject({ role: "translator", languages: ["mr"] });
    expect((await patch(editor.user.id, { languages: ["mr", "de"] })).json().data.languages).toEqual(["de", "mr"]);
    expect((await patch(editor.user.id, { role: "editor" })).json().data.languages).toEqual([]);
    // An editor cannot change roles or languages: accounts are for administrators.
    expect((await patch(editor.user.id, { languages: ["hi"] }, editor.headers)).statusCode).toBe(403);
  });
});
