import { createServer, connect, type Server, type Socket } from "node:net";

/**
 * A TCP relay to `target` that can be made to hang: paused, it keeps every connection open and accepts new ones,
 * but passes nothing either way, as a paused (SIGSTOP) server or a half-open network path looks to its client.
 * Resumed, what was held flows again. Nothing shared is paused: only this relay's own connections (issue 33).
 */
function relay([client, upstream]: [Socket, Socket]) {
  client.pipe(upstream);
  upstream.pipe(client);
}

export async function pausableProxy(target: { host: string; port: number }) {
  let paused = false;
  const pairs = new Set<[Socket, Socket]>();
  const server: Server = createServer((client) => {
    const upstream = connect(target);
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    if (paused) for (const socket of pair) socket.pause();
    else relay(pair);
    const close = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on("error", close).on("close", close);
    upstream.on("error", close).on("close", close);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    port,
    /** Holds every byte, of the connections open now and of those opened meanwhile. */
    pause() {
      paused = true;
      // pipe() resumes a paused source when its destination drains: unpipe first, so nothing moves.
      for (const [client, upstream] of pairs) {
        client.unpipe(upstream);
        upstream.unpipe(client);
        client.pause();
        upstream.pause();
      }
    },
    resume() {
      paused = false;
      for (const pair of pairs) relay(pair);
    },
    async close() {
      for (const [client, upstream] of pairs) {
        client.destroy();
        upstream.destroy();
      }
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A TCP listener that accepts connections and never says a word: a server that hangs before its first answer. */
export async function silentListener() {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on("error", () => {}).on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as { port: number }).port,
    /** How many connections it has taken. */
    accepted: () => sockets.size,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
