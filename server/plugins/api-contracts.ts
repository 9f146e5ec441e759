import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import fp from "fastify-plugin";
import type { RouteOptions } from "fastify";
import { failures } from "#contracts/api/responses";
import { apiReferenceParts, descriptionPart } from "./api-reference-parts";
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";

/**
 * The failures Fastify itself can answer before a handler runs, so every route
 * documents them without repeating them: 500 always; 400 for a malformed
 * address or input; 413 and 415 for a body too large or of the wrong type.
 */
function frameworkFailures(route: RouteOptions): number[] {
  const methods = [route.method].flat();
  const takesBody = methods.some((method) => ["POST", "PUT", "PATCH", "DELETE"].includes(method));
  const takesInput = takesBody || route.url.includes(":") || Boolean(route.schema?.querystring);
  return [500, ...(takesInput ? [400] : []), ...(takesBody ? [413, 415] : [])];
}

/**
 * Routes declare their contracts (zod schemas from contracts/) in `schema`;
 * this plugin makes Fastify validate requests and serialise responses with
 * them, and collects them into the OpenAPI description. It must be registered
 * before any route, because @fastify/swagger learns routes as they are added.
 */
export const apiContracts = fp(
  async (app) => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);

    await app.register(swagger, {
      openapi: {
        openapi: "3.1.0",
        info: {
          title: "Website API",
          version: "1.0.0",
          description:
            "The API behind the public forms, the blog and the staff area. Staff endpoints need `Authorization: Bearer <token>` from POST /api/auth/login.",
        },
        components: { securitySchemes: { staffToken: { type: "http", scheme: "bearer" } } },
      },
      transform: jsonSchemaTransform,
    });
    app.addHook("onRoute", (route) => {
      // Only /api is the API; pages, feeds and static files are not part of the description.
      if (!route.url.startsWith("/api/") || route.url.startsWith("/api/docs")) {
        route.schema = { ...route.schema, hide: true };
      } else if (route.schema?.response) {
        route.schema.response = { ...failures(...frameworkFailures(route)), ...(route.schema.response as object) };
      }
    });

    app.get("/api/openapi.json", { schema: { hide: true } }, async (_request, reply) => {
      reply.header("Cache-Control", "no-cache");
      return app.swagger();
    });
    for (const part of apiReferenceParts) {
      app.get(part.url, { schema: { hide: true } }, async (_request, reply) => {
        reply.header("Cache-Control", "no-cache");
        return descriptionPart(app.swagger() as Parameters<typeof descriptionPart>[0], part.staff);
      });
    }
    // The reference page is Swagger UI served from node_modules: no third-party host, scripts from 'self'.
    await app.register(swaggerUi, {
      routePrefix: "/api/docs",
      uiConfig: {
        deepLinking: true,
        validatorUrl: null,
        // The first is shown first.
        urls: apiReferenceParts.map(({ name, url }) => ({ name, url })),
      },
      staticCSP: false,
    });
  },
  { name: "api-contracts" },
);
