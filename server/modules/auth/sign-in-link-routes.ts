import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ApiMessageSchema, failures } from "#contracts/api/responses";
import { SignInLinkRequestSchema, signInLinkMessages } from "#contracts/api/sign-in-link";
import { recordSignIn } from "#server/modules/audit/record-sign-in";

/**
 * POST /api/auth/sign-in-link: public. E-mails a sign-in link to a staff account under attack (issue 28,
 * docs/decisions/032-sign-in-link-during-an-attack.md); the answer is the same for every address.
 */
export async function signInLinkRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    "/auth/sign-in-link",
    {
      config: app.formRateLimit(signInLinkMessages.tooManyRequests),
      bodyLimit: 4 * 1024,
      schema: {
        tags: ["auth"],
        summary:
          "E-mail a staff account a link that signs it in past the limit on attempts from elsewhere (the same answer for any address)",
        body: SignInLinkRequestSchema,
        response: { 202: ApiMessageSchema, ...failures(400, 413, 415, 429, 500, 503) },
      },
    },
    async (request, reply) => {
      reply.header("Cache-Control", "no-store");
      const account = await app.signInLinks.send(request.body.email);
      if (account) await recordSignIn(request, account, "auth.sign-in-link");
      return reply.code(202).send({ success: true as const, message: signInLinkMessages.sent });
    },
  );
}
