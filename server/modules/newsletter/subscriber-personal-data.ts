import type { z } from "zod/mini";
import type { PersonSubscriptionSchema } from "#contracts/api/people";
import type { PersonalData } from "#server/lib/personal-data";
import { correctSubscriptionsOf, eraseSubscriptionsOf, findSubscriptionsByEmail } from "./subscriber-repository";

/** The subscriptions' part of a data-subject request (decision 024); a subscription holds only the address. */
export const subscriberPersonalData: PersonalData<z.infer<typeof PersonSubscriptionSchema>> = {
  async find(db, email) {
    return (await findSubscriptionsByEmail(db, email)).map((s) => ({
      id: s.id,
      email: s.email,
      status: s.status,
      source: s.source,
      consentAt: s.consent_at,
      confirmedAt: s.confirmed_at,
      unsubscribedAt: s.unsubscribed_at,
    }));
  },
  correct: correctSubscriptionsOf,
  erase: eraseSubscriptionsOf,
};
