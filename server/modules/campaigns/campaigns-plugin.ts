import fp from "fastify-plugin";
import { repeatEvery } from "#server/lib/repeating-task";
import { createCampaignService, type CampaignService } from "./campaign-service";

declare module "fastify" {
  interface FastifyInstance {
    campaigns: CampaignService;
  }
}

/** How often every instance starts the scheduled campaigns that are due and records finished ones as sent. */
const tickMs = 15_000;

/**
 * The campaigns service, once per app, and its tick: scheduled campaigns start within `tickMs` of their time (one
 * instance wins each, campaign-service.ts start()). The timer is unref'd and stops when the app closes, after a tick
 * under way.
 */
export const campaignsPlugin = fp(
  async (app, { intervalMs = tickMs }: { intervalMs?: number }) => {
    const service = createCampaignService({ db: app.db, config: app.config, newsletter: app.newsletter, mailWorker: app.mailWorker });
    app.decorate("campaigns", service);
    repeatEvery(app, intervalMs, () => service.tick(), {
      onFailure: (error) => app.log.warn({ err: error }, "campaigns: the scheduled-campaign check failed; trying again"),
    });
  },
  { name: "campaigns", dependencies: ["newsletter"] },
);
