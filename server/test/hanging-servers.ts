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

/**
 * Just enough of Redis for ioredis to connect and for the form limits' script to get an answer (a first request:
 * count 1 of a 60 s window), until hang(): from then on it reads every command and answers none, as a paused Redis
 * does. answer() makes it speak again, first to the commands it held, in order, as a resumed Redis does.
 */
export async function hangingRedis() {
  let hung = false;
  const sockets = new Set<Socket>();
  const held: [Socket, string][] = [];
  const reply = (command: string) => {
    if (command === "info") return bulk("# Server\r\nredis_version:7.0.0\r\n");
    if (command === "evalsha" || command === "eval") return "*2\r\n:1\r\n:60000\r\n";
    return "+OK\r\n";
  };
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on("error", () => {}).on("close", () => sockets.delete(socket));
    let pending = "";
    socket.setEncoding("latin1");
    socket.on("data", (chunk: string) => {
      pending += chunk;
      // Each command is an array of bulk strings: *<n>\r\n then n times $<length>\r\n<bytes>\r\n.
      for (;;) {
        const parsed = firstCommand(pending);
        if (!parsed) return;
        pending = pending.slice(parsed.length);
        if (hung) held.push([socket, parsed.name.toLowerCase()]);
        else socket.write(reply(parsed.name.toLowerCase()));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `redis://127.0.0.1:${(server.address() as { port: number }).port}`,
    hang: () => void (hung = true),
    answer() {
      hung = false;
      for (const [socket, command] of held.splice(0)) if (!socket.destroyed) socket.write(reply(command));
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

const bulk = (text: string) => `$${Buffer.byteLength(text)}\r\n${text}\r\n`;

function firstCommand(text: string): { name: string; length: number } | undefined {
  const header = /^\*(\d+)\r\n/.exec(text);
  if (!header) return undefined;
  let at = header[0].length;
  let name = "";
  for (let i = 0; i < Number(header[1]); i++) {
    const size = /^\$(\d+)\r\n/.exec(text.slice(at));
    if (!size) return undefined;
    at += size[0].length;
    const end = at + Number(size[1]) + 2;
    if (text.length < end) return undefined;
    if (i === 0) name = text.slice(at, end - 2);
    at = end;
  }
  return { name, length: at };
}
