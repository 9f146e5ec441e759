import { connect } from "node:net";

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * Sends `request` as written (a malformed or missing Host, HTTP/1.0, two Host lines: what inject() and HTTP
 * clients will not send) and reads the answer until the server closes the connection: an HTTP/1.1 request
 * without a Connection header gets "Connection: close". The socket is not half-closed, since Node's server drops
 * a response still being made when the client ends its side. Header names are lower-cased; a repeated one keeps
 * its last value.
 */
export function rawHttp(port: number, request: string): Promise<RawResponse> {
  const closing =
    /^[^\r]*HTTP\/1\.1\r\n/.test(request) && !/\r\nconnection:/i.test(request)
      ? request.replace(/\r\n\r\n$/, "\r\nConnection: close\r\n\r\n")
      : request;
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(closing));
    const chunks: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const text = Buffer.concat(chunks).toString();
      const split = text.indexOf("\r\n\r\n");
      const [statusLine = "", ...lines] = text.slice(0, split === -1 ? text.length : split).split("\r\n");
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(":");
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status: Number(statusLine.split(" ")[1]), headers, body: split === -1 ? "" : text.slice(split + 4) });
    });
  });
}
