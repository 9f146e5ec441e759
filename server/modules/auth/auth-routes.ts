import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { sessionLimits, staffMessages, type LoginResponse, type LogoutResponse, type VerifyResponse } from "#contracts/staff-api";
import { nulMessage, validate, withoutNul } from "#server/modules/staff/lib/validate";
import { createMemoryCounter, createRedisCounter } from "./attempt-counter";
import { createAuthService, ThrottledError } from "./auth-service";
import { revokeSession } from "./session-repository";

const loginBody = z.object({
  email: z.string({ error: "Email is required" }).trim().min(1, "Email is required").max(254, "Invalid email or password").refine(withoutNul, nulMessage),
  // Long enough for any passphrase, short enough that hashing it costs nothing extra.
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(1024, "Invalid email or password"),
});

/** POST /api/auth/login: public. */
export async function loginRoutes(app: FastifyInstance) {
  const windowMs = sessionLimits.failureWindowMinutes * 60_000;
  const counter = app.config.redisUrl
    ? createRedisCounter(app.config.redisUrl, windowMs, (error) => app.log.warn({ err: error }, "sign-in throttling: Redis unavailable, counting in memory"))
    : createMemoryCounter(windowMs);
  app.addHook("onClose", () => counter.close());
  const auth = createAuthService(app.db, counter);

  app.post("/auth/login", async (request, reply): Promise<LoginResponse> => {
    reply.header("Cache-Control", "no-store");
    const { email, password } = validate(loginBody, request.body);
    try {
      const session = await auth.login({ email, password, ip: request.ip });
      return { success: true, token: session.token, user: session.user, message: staffMessages.signedIn, expiresAt: session.expiresAt };
    } catch (error) {
      if (error instanceof ThrottledError) reply.header("Retry-After", String(error.retryAfterSeconds));
      throw error;
    }
  });
}

/** GET /api/auth/verify and POST /api/auth/logout: inside the staff plugin, behind requireStaff. */
export async function sessionRoutes(app: FastifyInstance) {
  app.get("/auth/verify", async (request): Promise<VerifyResponse> => ({ success: true, user: request.staff!.user }));

  app.post("/auth/logout", async (request): Promise<LogoutResponse> => {
    await revokeSession(app.db, request.staff!.sessionId);
    return { success: true, message: staffMessages.signedOut };
  });
}
