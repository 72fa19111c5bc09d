import type { IncomingMessage, ServerResponse } from "node:http";

import { ApiError, RawJson, StreamedJson } from "./http";
import { decodeBody } from "./wire";

const MAX_BODY_BYTES = 30 * 1024 * 1024;

/** A request's body, decoded by its content type; undefined when it has none. */
export async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  // a declared size over the limit is refused before a byte is read
  if (Number(req.headers["content-length"] ?? 0) > MAX_BODY_BYTES)
    throw new ApiError(413, "Request body too large", 413);
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new ApiError(413, "Request body too large", 413);
    chunks.push(chunk as Buffer);
  }
  if (size === 0) return undefined;
  return decodeBody(Buffer.concat(chunks).toString("utf8"), req.headers["content-type"]);
}

/** Sends a JSON reply: a value, raw JSON text, or JSON streamed as it is produced. */
export function send(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  if (body instanceof StreamedJson) {
    res.writeHead(status, { "Content-Type": "application/json; charset=utf-8", ...headers });
    body
      .produce((piece) => void res.write(piece))
      .then(
        () => res.end(),
        (err: unknown) => {
          console.error(`[messaging-api] reply cut short: ${String(err)}`);
          res.destroy();
        },
      );
    return;
  }
  const text = body instanceof RawJson ? body.text : JSON.stringify(body);
  res.writeHead(status, {
    "Content-Type": "application/json; charset=utf-8",
    "Content-Length": Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
}
