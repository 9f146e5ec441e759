import { z } from "zod/mini";

/** GET /api/health: whether the server and its database answer. */
export const HealthSchema = z.object({
  status: z.enum(["ok", "degraded"]),
  db: z.enum(["ok", "unavailable"]),
});
export type Health = z.infer<typeof HealthSchema>;

/** GET /api/health/live: the process answers (a restart is the cure when it does not); the database is not asked. */
export const LivenessSchema = z.object({ status: z.literal("ok") });
export type Liveness = z.infer<typeof LivenessSchema>;

/** GET /api/health/ready: whether this instance should be sent traffic (its database answers). */
export const ReadinessSchema = z.object({
  status: z.enum(["ready", "not-ready"]),
  db: z.enum(["ok", "unavailable"]),
});
export type Readiness = z.infer<typeof ReadinessSchema>;
