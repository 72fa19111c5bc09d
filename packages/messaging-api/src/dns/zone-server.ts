import dns2 from "dns2";

const { Packet } = dns2;

export type ZoneRecord =
  | { type: "TXT"; value: string | string[] }
  | { type: "MX"; exchange: string; priority: number }
  | { type: "A"; address: string };

export type Zones = Record<string, ZoneRecord[]>;

export interface ZoneServer {
  host: string;
  port: number;
  address: string;
  /** a live view */
  zones(): Zones;
  /** an empty list removes the name */
  set(name: string, records: ZoneRecord[]): void;
  /** never answered (a resolver that hangs), for timeout tests */
  silence(names: string[]): void;
  replaceAll(zones: Zones): void;
  close(): Promise<void>;
}

const TYPE_NAME: Record<number, ZoneRecord["type"]> = {
  [Packet.TYPE.TXT]: "TXT",
  [Packet.TYPE.MX]: "MX",
  [Packet.TYPE.A]: "A",
};

/** as DNS hosts publish TXT strings over 255 octets */
const chunks = (s: string) => s.match(/.{1,255}/gsu) ?? [""];

/** Unknown names get NXDOMAIN; a known name without the asked type an empty NOERROR. */
export async function startZoneServer(
  initial: Zones = {},
  opts: { host?: string; port?: number } = {},
): Promise<ZoneServer> {
  let zones: Zones = normalise(initial);
  let silent = new Set<string>();
  const host = opts.host ?? "127.0.0.1";

  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request);
      const [q] = request.questions;
      if (!q) {
        void send(response);
        return;
      }
      const name = q.name.toLowerCase().replace(/\.$/, "");
      if (silent.has(name)) return; // never answers: the client times out
      const records = zones[name];
      if (!records) {
        response.header.rcode = Packet.RCODE?.NXDOMAIN ?? 3;
        void send(response);
        return;
      }
      // dns2's Resource type wants methods its encoder does not use: plain records it encodes
      const answer = (rr: object) => response.answers.push(rr as unknown as dns2.Packet.Resource);
      for (const r of records) {
        if (TYPE_NAME[q.type] !== r.type) continue;
        const base = { name: q.name, class: Packet.CLASS.IN, ttl: 60 };
        if (r.type === "TXT")
          answer({
            ...base,
            type: Packet.TYPE.TXT,
            data: (Array.isArray(r.value) ? r.value : [r.value]).flatMap(chunks),
          });
        else if (r.type === "MX")
          answer({
            ...base,
            type: Packet.TYPE.MX,
            exchange: r.exchange,
            priority: r.priority,
          });
        else answer({ ...base, type: Packet.TYPE.A, address: r.address });
      }
      void send(response);
    },
  });
  await server.listen({ udp: { port: opts.port ?? 0, address: host } });
  const port = server.addresses().udp?.port;
  if (!port) throw new Error("the DNS server did not bind a UDP port");

  return {
    host,
    port,
    address: `${host}:${port}`,
    zones: () => zones,
    set(name, records) {
      const key = name.toLowerCase().replace(/\.$/, "");
      const next = { ...zones };
      if (records.length === 0) delete next[key];
      else next[key] = records;
      zones = next;
    },
    silence(names) {
      silent = new Set(names.map((n) => n.toLowerCase()));
    },
    replaceAll(z) {
      zones = normalise(z);
    },
    close: () => server.close(),
  };
}

function normalise(z: Zones): Zones {
  return Object.fromEntries(
    Object.entries(z).map(([k, v]) => [k.toLowerCase().replace(/\.$/, ""), v]),
  );
}
