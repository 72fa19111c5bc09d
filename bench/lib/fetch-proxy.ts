import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** The smallest useful forwarder: a baseline for what a proxy hop costs at all. */
export async function startFetchProxy(
  upstream: string,
  token: string,
): Promise<{ url: string; server: Server }> {
  const forward = async (req: IncomingMessage, res: ServerResponse) => {
    try {
      const r = await fetch(`${upstream}${req.url}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      res.writeHead(r.status, {
        "Content-Type": r.headers.get("content-type") ?? "application/json",
      });
      res.end(Buffer.from(await r.arrayBuffer()));
    } catch {
      res.writeHead(502).end();
    }
  };
  const server = createServer((req, res) => void forward(req, res));
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}
