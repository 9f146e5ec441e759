import { BlockList, isIPv4 } from "node:net";
import { timingSafeEqual } from "node:crypto";

/** What /metrics needs to see to answer: the caller's addresses, and its Authorization header. */
export interface MetricsCaller {
  /** The client as Fastify sees it (after TRUST_PROXY). */
  ip: string;
  /** The peer of the TCP connection: the proxy itself when the request came through one. */
  socketAddress: string | undefined;
  authorization: string | undefined;
}

/** "::ffff:127.0.0.1" is how a dual-stack socket names an IPv4 peer. */
function plainAddress(address: string) {
  return address.startsWith("::ffff:") && isIPv4(address.slice(7)) ? address.slice(7) : address;
}

function family(address: string) {
  return isIPv4(address) ? "ipv4" : "ipv6";
}

/**
 * Who may read /metrics (METRICS_ALLOW, METRICS_TOKEN; docs/deploy.md). Without the token, both the
 * client address and the connection's peer must be allowed: a request relayed by a proxy on this
 * machine has a loopback peer but an outside client, and a client that connects directly and writes
 * its own X-Forwarded-For (believed only if TRUST_PROXY is set too widely) still has an outside peer.
 */
export function createMetricsAccess({ token, allow }: { token?: string; allow: string[] }) {
  const allowed = new BlockList();
  for (const entry of allow) {
    const [address, prefix] = entry.split("/");
    if (prefix === undefined) allowed.addAddress(address!, family(address!));
    else allowed.addSubnet(address!, Number(prefix), family(address!));
  }
  const isAllowed = (address: string | undefined) => {
    if (!address) return false;
    const plain = plainAddress(address);
    return allowed.check(plain, family(plain));
  };
  const expected = token ? Buffer.from(`Bearer ${token}`) : undefined;
  const hasToken = (authorization: string | undefined) => {
    if (!expected || !authorization) return false;
    const given = Buffer.from(authorization);
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
  return (caller: MetricsCaller) => hasToken(caller.authorization) || (isAllowed(caller.ip) && isAllowed(caller.socketAddress));
}
