import type { Config } from "./config";
import { ConfigError } from "./config";

/**
 * The one line a failed start prints after "Cannot start: ", naming what to fix; never a stack trace, whatever
 * failed: the environment, the database, the build, a plugin that took too long, the port (issue 12).
 */
export function startFailureMessage(error: unknown, listening?: Pick<Config, "port" | "host">): string {
  if (error instanceof ConfigError) return error.message;
  const { code, message } = (error instanceof Error ? error : {}) as Partial<NodeJS.ErrnoException>;
  switch (code) {
    case "EADDRINUSE":
      return `PORT: ${listening?.port} is already in use`;
    case "EACCES":
      return `PORT: no permission to listen on ${listening?.port}`;
    case "EADDRNOTAVAIL":
    case "ENOTFOUND":
      return `HOST: ${listening?.host} is not an address of this machine`;
    case "FST_ERR_PLUGIN_TIMEOUT": {
      const plugin = /'([^']+)'/.exec(message ?? "")?.[1] ?? "a";
      return `the server's ${plugin} plugin did not finish loading within Fastify's plugin timeout (is the machine overloaded?)`;
    }
  }
  if (!(error instanceof Error)) return String(error).split("\n")[0]!;
  return message?.split("\n")[0] || error.name;
}
