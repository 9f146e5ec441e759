import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

/**
 * The import rules of docs/contributing.md fail where they should (issue 29): each case lints one import line as if
 * it stood in the named file, with the project's own eslint.config.js.
 */
describe("import rules", () => {
  let eslint: ESLint;
  beforeAll(() => {
    eslint = new ESLint({ cwd: process.cwd() });
  });

  async function restrictedPathErrors(filePath: string, source: string) {
    const [result] = await eslint.lintText(`${source}\nexport const used = probe;\n`, { filePath });
    return result!.messages.filter((message) => message.ruleId === "import-x/no-restricted-paths").map((message) => message.message);
  }

  it.each([
    ["server/modules/people/probe.ts", 'import { findQuotesByEmail as probe } from "#server/modules/quotes/quote-repository";'],
    ["server/modules/people/probe.ts", 'import { findQuotesByEmail as probe } from "../quotes/quote-repository";'],
    ["server/modules/retention/probe.ts", 'import { purgeAuditRows as probe } from "#server/modules/audit/audit-repository";'],
    ["server/mail/probe.ts", 'import { claimDueMail as probe } from "#server/modules/mail-outbox/outbox-repository";'],
    ["server/lib/probe.test.ts", 'import { insertInvitation as probe } from "#server/modules/auth/invitation-repository";'],
    ["server/app-probe.ts", 'import { listQuotes as probe } from "#server/modules/quotes/quote-repository";'],
  ])("%s may not import another module's repository: %s", async (file, source) => {
    expect(await restrictedPathErrors(file, source)).toEqual([expect.stringContaining("A module's repository is private to it")]);
  });

  it.each([
    ["app/features/admin/quotes/probe.tsx", 'import { ApplicationWorkflow as probe } from "../applications/application-workflow";'],
    ["app/features/admin/openings/probe.ts", 'import { toFormValues as probe } from "#app/features/admin/posts/post-form-values";'],
  ])("%s may not import another staff area: %s", async (file, source) => {
    expect(await restrictedPathErrors(file, source)).toEqual([expect.stringContaining("A staff area never imports another")]);
  });

  it("keeps the shared staff UI free of the areas", async () => {
    expect(
      await restrictedPathErrors("app/features/admin/shared/probe.ts", 'import { quotesQuery as probe } from "../quotes/quotes-api";'),
    ).toEqual([expect.stringContaining("The shared staff UI never imports a staff area")]);
  });

  it.each([
    ["server/modules/quotes/probe.ts", 'import { listQuotes as probe } from "./quote-repository";'],
    ["server/modules/people/probe.ts", 'import { quotePersonalData as probe } from "#server/modules/quotes/quote-personal-data";'],
    ["server/modules/contact/probe.ts", 'import { queueMail as probe } from "#server/modules/mail-outbox/outbox";'],
    ["server/db/seeds/probe.ts", 'import { insertPost as probe } from "#server/modules/posts/post-repository";'],
    ["app/features/admin/quotes/probe.tsx", 'import { PageHeader as probe } from "../shared/page-header";'],
    ["app/routes/admin/probe.tsx", 'import { QuoteWorkflow as probe } from "#app/features/admin/quotes/quote-workflow";'],
  ])("%s may import %s", async (file, source) => {
    expect(await restrictedPathErrors(file, source)).toEqual([]);
  });
});
