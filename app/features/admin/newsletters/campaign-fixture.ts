import type { Campaign } from "#contracts/api/campaigns";

/** A saved draft campaign for the newsletter screens' tests: English only, all subscribers, nothing sent. */
export function campaignFixture(changes: Partial<Campaign> = {}): Campaign {
  const subject = changes.subject ?? "December: new customs rules at JNPT";
  return {
    id: 12,
    subject,
    status: "draft",
    languages: ["en"],
    audience: { languages: [] },
    ratePerMinute: 60,
    scheduledAt: null,
    startedAt: null,
    finishedAt: null,
    counts: { recipients: 0, queued: 0, sent: 0, failed: 0, unsubscribedAfter: 0 },
    audienceSize: 0,
    version: 3,
    createdAt: "2026-11-28T08:00:00.000Z",
    updatedAt: "2026-11-28T08:00:00.000Z",
    versions: { en: { subject, preheader: "", body: "Dear reader, **three** changes." } },
    ...changes,
  };
}
