import {
  campaignLimits,
  campaignMessages,
  deletableCampaignStatuses,
  editableCampaignStatuses,
  type Campaign,
  type CampaignCounts,
  type CampaignInputData,
  type CampaignPreview,
  type CampaignReport,
  type CampaignStatus,
  type CampaignSummary,
  type CampaignVersion,
} from "#contracts/api/campaigns";
import { defaultLanguage, isLanguageCode, type LanguageCode } from "#contracts/languages";
import type { Config } from "#server/config";
import type { Db } from "#server/db/database";
import { HttpError } from "#server/errors";
import { nowIso } from "#server/lib/time";
import {
  createStream,
  dropWaitingStreamMail,
  lastMailId,
  queueMail,
  streamAddresses,
  streamCounts,
  streamFailures,
  streamSendsPerMinute,
  streamsSentTo,
  updateStream,
  waitingStreamAddresses,
  type DbOrTx,
} from "#server/modules/mail-outbox/outbox";
import type { MailWorker } from "#server/modules/mail-outbox/mail-worker";
import type { NewsletterService } from "#server/modules/newsletter/newsletter-service";
import { campaignMail, campaignMailKind, imagePathsOf, sampleToken, tokenPlaceholder, type ImageWidths } from "./campaign-mail";
import { imageWidths } from "./campaign-images";
import * as repo from "./campaign-repository";

export interface CampaignServiceDeps {
  db: Db;
  config: Pick<Config, "publicUrl" | "mail">;
  newsletter: Pick<NewsletterService, "queueCampaign" | "unsubscribedAmong" | "audienceSize">;
  mailWorker: Pick<MailWorker, "wake">;
}

export type CampaignService = ReturnType<typeof createCampaignService>;

type Versions = Partial<Record<LanguageCode, CampaignVersion>>;

const versionsOf = (row: repo.CampaignRow) => JSON.parse(row.versions) as Versions;
const audienceOf = (row: repo.CampaignRow) => (JSON.parse(row.audience_languages) as string[]).filter(isLanguageCode);

/** The version a subscriber of `lang` receives: their language's, or English. */
function versionFor(versions: Versions, lang: LanguageCode): CampaignVersion {
  return versions[lang] ?? versions[defaultLanguage] ?? Object.values(versions)[0]!;
}

const noCounts: CampaignCounts = { recipients: 0, queued: 0, sent: 0, failed: 0, unsubscribedAfter: 0 };

/** Reading a campaign: its row, its counts, its shape on the wire; and why a guarded change was refused. */
function campaignRows({ db, newsletter }: CampaignServiceDeps) {
  async function countsOf(row: repo.CampaignRow): Promise<CampaignCounts> {
    if (row.stream_id === null) return { ...noCounts, recipients: row.recipients };
    const counts = await streamCounts(db, row.stream_id);
    const unsubscribedAfter = row.started_at ? await newsletter.unsubscribedAmong(streamAddresses(db, row.stream_id), row.started_at) : 0;
    return { recipients: row.recipients, ...counts, unsubscribedAfter };
  }

  async function toSummary(row: repo.CampaignRow): Promise<CampaignSummary> {
    const versions = versionsOf(row);
    const languages = Object.keys(versions);
    return {
      id: row.id,
      subject: (versions.en ?? Object.values(versions)[0])?.subject ?? "",
      status: row.status,
      languages,
      audience: { languages: audienceOf(row) },
      ratePerMinute: row.rate_per_minute,
      scheduledAt: row.scheduled_at,
      startedAt: row.started_at,
      finishedAt: row.finished_at,
      counts: await countsOf(row),
      version: row.version,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    };
  }

  async function toCampaign(row: repo.CampaignRow): Promise<Campaign> {
    const audienceSize = await newsletter.audienceSize(audienceOf(row));
    return { ...(await toSummary(row)), audienceSize, versions: versionsOf(row) as Campaign["versions"] };
  }

  async function load(id: number, from: DbOrTx = db) {
    const row = await repo.findCampaign(from, id);
    if (!row) throw new HttpError(404, campaignMessages.notFound);
    return row;
  }

  /** Why a guarded change did not apply: gone (404), changed by someone else (409), or a status that forbids it (409). */
  async function refusal(id: number, version: number | undefined, statusMessage: string): Promise<never> {
    const row = await load(id);
    if (version !== undefined && row.version !== version) throw new HttpError(409, campaignMessages.staleVersion);
    throw new HttpError(409, statusMessage);
  }

  /** A campaign that was sending and has nothing left in the outbox is sent. */
  async function settle(row: repo.CampaignRow): Promise<repo.CampaignRow> {
    if (row.status !== "sending" || row.stream_id === null) return row;
    const { queued } = await streamCounts(db, row.stream_id);
    if (queued > 0) return row;
    const at = nowIso();
    await repo.updateCampaign(db, row.id, { from: ["sending"] }, { status: "sent", finished_at: at, updated_at: at });
    return load(row.id);
  }

  return { countsOf, toSummary, toCampaign, load, refusal, settle };
}

type CampaignRows = ReturnType<typeof campaignRows>;

/** Turning a campaign's versions into outbox mail, and starting to send it. */
function campaignOutbox({ db, config, newsletter, mailWorker }: CampaignServiceDeps) {
  /** The stored images the versions show, with their widths. */
  function imagesOf(trx: DbOrTx, versions: Versions) {
    const paths = Object.values(versions).flatMap((version) => imagePathsOf(version.body, config.publicUrl));
    return imageWidths(trx, [...new Set(paths)]);
  }

  /** The outbox template of `lang`'s mail, with the token placeholder the database fills per recipient. */
  function templateOf(versions: Versions, images: ImageWidths) {
    return (lang: LanguageCode) => {
      const mail = campaignMail(config, versionFor(versions, lang), lang, tokenPlaceholder, images);
      return { kind: campaignMailKind, subject: mail.subject, text: mail.text, html: mail.html, headers: JSON.stringify(mail.headers) };
    };
  }

  /**
   * Starts sending (status `from` → sending) and queues every recipient's mail in one transaction; answers whether
   * this call started it (false: someone else did, or it changed meanwhile).
   */
  async function start(id: number, guard: { version?: number; from: readonly CampaignStatus[] }, now = new Date()) {
    const started = await db.transaction().execute(async (trx) => {
      const at = nowIso(now);
      if (!(await repo.updateCampaign(trx, id, guard, { status: "sending", started_at: at, updated_at: at }))) return false;
      const row = (await repo.findCampaign(trx, id))!;
      const versions = versionsOf(row);
      const streamId = await createStream(trx, row.rate_per_minute, now);
      const recipients = await newsletter.queueCampaign(trx, {
        streamId,
        audience: audienceOf(row),
        tokenPlaceholder,
        now,
        templateFor: templateOf(versions, await imagesOf(trx, versions)),
      });
      // Not a staff change: the version stays as the caller will have it after this answer.
      await trx.updateTable("campaigns").set({ stream_id: streamId, recipients }).where("id", "=", id).execute();
      return true;
    });
    if (started) mailWorker.wake();
    return started;
  }

  return { imagesOf, templateOf, start };
}

type CampaignOutbox = ReturnType<typeof campaignOutbox>;

/** Writing a campaign: list, read, create, save, delete. */
function composing(
  { db, newsletter }: CampaignServiceDeps,
  { toSummary, toCampaign, load, refusal, settle }: CampaignRows,
  { imagesOf, templateOf }: CampaignOutbox,
) {
  return {
    async list() {
      const rows = await repo.listCampaigns(db);
      return { items: await Promise.all(rows.map(async (row) => toSummary(await settle(row)))) };
    },

    async get(id: number) {
      return toCampaign(await settle(await load(id)));
    },

    async create(input: CampaignInputData) {
      const id = await repo.insertCampaign(db, {
        versions: JSON.stringify(input.versions),
        audience_languages: JSON.stringify(input.audience.languages),
        rate_per_minute: input.ratePerMinute,
        at: nowIso(),
      });
      return toCampaign(await load(id));
    },

    /** Saves the whole campaign; a paused one's waiting mails take the new versions and rate. */
    async update(id: number, version: number, input: CampaignInputData) {
      const at = nowIso();
      const change = {
        versions: JSON.stringify(input.versions),
        audience_languages: JSON.stringify(input.audience.languages),
        rate_per_minute: input.ratePerMinute,
        updated_at: at,
      };
      const row = await load(id);
      if (row.status === "paused" && row.stream_id !== null && row.audience_languages !== change.audience_languages)
        throw new HttpError(409, campaignMessages.audienceFixed);
      const saved = await db.transaction().execute(async (trx) => {
        if (!(await repo.updateCampaign(trx, id, { version, from: editableCampaignStatuses }, change))) return false;
        if (row.stream_id !== null && row.status === "paused") {
          // Its waiting mails are written again from the new versions, for the same recipients, in the same transaction.
          await updateStream(trx, row.stream_id, { ratePerMinute: input.ratePerMinute });
          const before = await lastMailId(trx);
          await newsletter.queueCampaign(trx, {
            streamId: row.stream_id,
            audience: audienceOf(row),
            tokenPlaceholder,
            now: new Date(),
            templateFor: templateOf(input.versions, await imagesOf(trx, input.versions)),
            onlyAddresses: waitingStreamAddresses(trx, row.stream_id, before),
          });
          await dropWaitingStreamMail(trx, row.stream_id, before);
        }
        return true;
      });
      if (!saved) await refusal(id, version, campaignMessages.notEditable);
      return toCampaign(await load(id));
    },

    async remove(id: number) {
      if (!(await repo.deleteCampaign(db, id, deletableCampaignStatuses))) {
        await load(id);
        throw new HttpError(409, campaignMessages.notDeletable);
      }
    },
  };
}

/** Sending: now or at a time, pausing and resuming, and the tick that starts what is due. */
function sending({ db, mailWorker }: CampaignServiceDeps, { toCampaign, load, refusal, settle }: CampaignRows, { start }: CampaignOutbox) {
  return {
    /** Sends now (`at` null) or schedules it for `at`. */
    async send(id: number, version: number, at: string | null, now = new Date()) {
      const from: CampaignStatus[] = ["draft", "scheduled"];
      if (at !== null) {
        if (Date.parse(at) <= now.getTime())
          throw new HttpError(400, campaignMessages.pastTime, [{ field: "at", code: "past", message: campaignMessages.pastTime }]);
        const scheduled = await repo.updateCampaign(
          db,
          id,
          { version, from },
          { status: "scheduled", scheduled_at: nowIso(new Date(at)), updated_at: nowIso(now) },
        );
        if (!scheduled) await refusal(id, version, campaignMessages.notSendable);
      } else if (!(await start(id, { version, from }, now))) await refusal(id, version, campaignMessages.notSendable);
      return toCampaign(await load(id));
    },

    async pause(id: number, version: number) {
      const row = await load(id);
      const paused = await db.transaction().execute(async (trx) => {
        if (!(await repo.updateCampaign(trx, id, { version, from: ["sending", "scheduled"] }, { status: "paused", updated_at: nowIso() })))
          return false;
        if (row.stream_id !== null) await updateStream(trx, row.stream_id, { paused: true });
        return true;
      });
      if (!paused) await refusal(id, version, campaignMessages.notPausable);
      return toCampaign(await load(id));
    },

    /** A paused campaign goes on: sending again, or scheduled when it never started and its time is still ahead. */
    async resume(id: number, version: number, now = new Date()) {
      const row = await load(id);
      let resumed: boolean;
      if (row.stream_id !== null) {
        resumed = await db.transaction().execute(async (trx) => {
          if (!(await repo.updateCampaign(trx, id, { version, from: ["paused"] }, { status: "sending", updated_at: nowIso(now) })))
            return false;
          await updateStream(trx, row.stream_id!, { paused: false });
          return true;
        });
        if (resumed) mailWorker.wake();
      } else if (row.scheduled_at && Date.parse(row.scheduled_at) > now.getTime()) {
        resumed = await repo.updateCampaign(db, id, { version, from: ["paused"] }, { status: "scheduled", updated_at: nowIso(now) });
      } else {
        resumed = await start(id, { version, from: ["paused"] }, now);
      }
      if (!resumed) await refusal(id, version, campaignMessages.notResumable);
      return toCampaign(await load(id));
    },

    /**
     * Starts the scheduled campaigns whose time has come and records as sent those with nothing left to send. Every
     * instance runs it; the conditional UPDATE in start() lets one of them start each campaign.
     */
    async tick(now = new Date()) {
      for (const due of await repo.dueCampaigns(db, nowIso(now))) await start(due.id, { from: ["scheduled"] }, now);
      for (const row of await repo.campaignsInStatus(db, "sending")) await settle(row);
    },
  };
}

/** Seeing a campaign's mail before it goes: the preview and a test mail. */
function previewing({ db, config, mailWorker }: CampaignServiceDeps, { load }: CampaignRows, { imagesOf }: CampaignOutbox) {
  return {
    async preview(id: number, lang: LanguageCode): Promise<CampaignPreview> {
      const version = versionFor(versionsOf(await load(id)), lang);
      const mail = campaignMail(config, version, lang, sampleToken, await imagesOf(db, { [lang]: version }));
      return { subject: mail.subject, preheader: mail.preheader, html: mail.html, text: mail.text };
    },

    /** One mail to a staff address through the outbox, subject marked "[Test] ". */
    async test(id: number, email: string, lang: LanguageCode) {
      const version = versionFor(versionsOf(await load(id)), lang);
      const mail = campaignMail(config, version, lang, sampleToken, await imagesOf(db, { [lang]: version }));
      await queueMail(db, {
        kind: "campaign-test",
        to: email,
        subject: `[Test] ${mail.subject}`,
        text: mail.text,
        html: mail.html,
        headers: mail.headers,
      });
      mailWorker.wake();
    },
  };
}

/** What happened: the report, and the campaigns an address was sent. */
function reporting({ db }: CampaignServiceDeps, { countsOf, load, settle }: CampaignRows) {
  return {
    async report(id: number): Promise<CampaignReport> {
      const row = await settle(await load(id));
      if (row.stream_id === null) return { counts: await countsOf(row), failures: [], sendsOverTime: [] };
      const [counts, failures, perMinute] = await Promise.all([
        countsOf(row),
        streamFailures(db, row.stream_id, campaignLimits.reportFailuresMax),
        streamSendsPerMinute(db, row.stream_id),
      ]);
      return {
        counts,
        failures: failures.map((failure) => ({ email: failure.email, error: failure.error ?? "", at: failure.at })),
        sendsOverTime: perMinute.map(({ minute, sent }) => ({ at: `${minute}:00.000Z`, sent })),
      };
    },

    /** The campaigns sent to an address (a data-subject request). */
    async sentTo(from: DbOrTx, email: string) {
      const sends = await streamsSentTo(from, email);
      const campaigns = await repo.campaignsOfStreams(from, [...new Set(sends.map((send) => send.stream_id!))]);
      return sends.flatMap((send) => {
        const campaign = campaigns.find((row) => row.stream_id === send.stream_id);
        if (!campaign) return [];
        const versions = JSON.parse(campaign.versions) as Versions;
        return [{ id: campaign.id, subject: (versions.en ?? Object.values(versions)[0])?.subject ?? "", sentAt: send.sent_at ?? "" }];
      });
    },
  };
}

/**
 * Newsletter campaigns (issue 32): compose, preview, test, send now or at a time, pause and resume, report. Sending
 * opens an outbox stream at the campaign's rate and queues every recipient's mail in the same transaction as the
 * status change, which is a conditional UPDATE: of two requests or two instances exactly one starts it.
 */
export function createCampaignService(deps: CampaignServiceDeps) {
  const rows = campaignRows(deps);
  const outbox = campaignOutbox(deps);
  return {
    ...composing(deps, rows, outbox),
    ...sending(deps, rows, outbox),
    ...previewing(deps, rows, outbox),
    ...reporting(deps, rows),
  };
}
