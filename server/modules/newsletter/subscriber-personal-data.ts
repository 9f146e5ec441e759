import type { z } from "zod/mini";
import type { PersonSubscriptionSchema } from "#contracts/api/people";
import type { PersonalData } from "#server/lib/personal-data";
import { correctSubscriptionsOf, eraseSubscriptionsOf, findSubscriptionsByEmail } from "./subscriber-repository";

/** The subscriptions' part of a data-subject request (decision 024); a subscription holds only the address. */
export const subscriberPersonalData: PersonalData<z.infer<typeof PersonSubscriptionSchema>> = {
  find: findSubscriptionsByEmail,
  correct: correctSubscriptionsOf,
  erase: eraseSubscriptionsOf,
};
