import { signIn } from "../../tools/console-process";
import { percentile } from "../../tools/stats";
import { startApiProcess } from "../lib/api-process";
import { startConsole } from "../lib/console";
import { csrf, largeBody, SIGN_IN_PATH, signInAttempt, slowBodies } from "../lib/sign-in-client";
import {
  cookieHeader,
  deviceCookies,
  forwardedAddress,
  isSessionCookie,
  tally,
  type Attempt,
} from "../lib/sign-in-figures";
import { signInFlood } from "../lib/sign-in-flood";
import { signInReport, type LargePhase, type Phase } from "../lib/sign-in-report";
import type { Section, SectionResult } from "../lib/types";

const PASSWORD = "bench-sign-in-password";
/** known devices: three browsers each of two people (the flood also guesses the first one's password) */
const PEOPLE = [
  { email: "bench-marketer@bench.example", role: "marketer" },
  { email: "bench-support@bench.example", role: "support" },
] as const;
const DEVICES = 6;
const FLOOD = { total: 2_000, perSecond: 100, seconds: 20 };
const SLOW = { sockets: 16, addresses: 4, seconds: 20 };
const LARGE_BYTES = 50 * 2 ** 20;
const QUIET_SECONDS = 10;
const FOUR_AT_ONCE_SECONDS = 8;
/** a known device signs in this often, a first-time visitor from a fresh address that often */
const DEVICE_EVERY_MS = 750;
const FRESH_EVERY_MS = 1_000;
/** the signed-in reader's pause between reads */
const READ_PAUSE_MS = 150;

const ABOUT = [
  "One console (`next start`, TRUST_PROXY=loopback: X-Forwarded-For stands for many client addresses) and the embedded Messaging API in its own process, loopback only.",
  `${DEVICES} known devices (two people, three browsers each) signed in once before; in every phase one of them signs in every ${DEVICE_EVERY_MS} ms with what that first sign-in set, a first-time visitor signs in from a fresh address every ${FRESH_EVERY_MS / 1000} s, and a signed-in user reads uncached campaign pages one after another.`,
  `Phases: quiet (${QUIET_SECONDS} s, the anchor); a flood of ${FLOOD.total.toLocaleString("en-US")} wrong sign-ins at ${FLOOD.perSecond}/s, each from another address (made-up emails, every fourth a wrong password for the first person), for ${FLOOD.seconds} s at most; ${SLOW.sockets} raw sockets from ${SLOW.addresses} addresses each announcing a 100,000-byte sign-in body and sending one byte every 5 s, for ${SLOW.seconds} s; then 50 MB bodies, one at a time, then four at once again and again for ${FOUR_AT_ONCE_SECONDS} s.`,
].join(" ");

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Device {
  email: string;
  xff: string;
  cookies: Map<string, string>;
}

/**
 * For `ms`: known devices sign in in turn, first-time visitors sign in from fresh
 * addresses, and a signed-in user reads uncached campaign pages one after another
 * (each another `limit`, so the console's 2 s list cache serves none).
 */
async function measure(
  url: string,
  reader: string,
  devices: Device[],
  fresh: { email: string; next: () => string },
  ms: number,
): Promise<Phase> {
  const until = Date.now() + ms;
  const readMs: number[] = [];
  let readErrors = 0;
  const reads = (async () => {
    for (let i = 0; Date.now() < until; i++) {
      const started = performance.now();
      const ok = await fetch(`${url}/api/viber/campaigns?limit=${20 + (i % 30)}`, {
        headers: { Cookie: reader },
        signal: AbortSignal.timeout(15_000),
      }).then(
        async (r) => (await r.arrayBuffer(), r.ok),
        () => false,
      );
      readMs.push(performance.now() - started);
      if (!ok) readErrors++;
      await sleep(READ_PAUSE_MS);
    }
  })();
  /** open loop: one attempt every `everyMs`, however long the ones before take */
  const every = async (everyMs: number, attempt: (i: number) => Promise<Attempt>) => {
    const started: Promise<Attempt>[] = [];
    for (let i = 0; Date.now() < until; i++) {
      started.push(attempt(i));
      await sleep(everyMs);
    }
    return Promise.all(started);
  };
  const [deviceAttempts, freshAttempts] = await Promise.all([
    every(DEVICE_EVERY_MS, (i) => {
      const d = devices[i % devices.length]!;
      return signInAttempt(url, {
        email: d.email,
        password: PASSWORD,
        xff: d.xff,
        device: d.cookies,
      });
    }),
    every(FRESH_EVERY_MS, () =>
      signInAttempt(url, { email: fresh.email, password: PASSWORD, xff: fresh.next() }),
    ),
    reads,
  ]);
  return {
    devices: tally(deviceAttempts),
    fresh: tally(freshAttempts),
    readP95: Math.round(percentile(readMs, 95)),
    reads: readMs.length,
    readErrors,
  };
}

/** The two people, created through the admin's session, with passwords of their own. */
async function createPeople(url: string, admin: string) {
  for (const p of PEOPLE) {
    const temporary = `${PASSWORD}-temporary`;
    const created = await fetch(`${url}/api/users`, {
      method: "POST",
      headers: { Cookie: admin, Origin: url, "Content-Type": "application/json" },
      body: JSON.stringify({ email: p.email, name: p.role, role: p.role, password: temporary }),
    });
    if (!created.ok) throw new Error(`could not create ${p.email}: ${created.status}`);
    // a password an admin set is temporary: each chooses its own first, as a person must
    const changed = await fetch(`${url}/api/account/password`, {
      method: "POST",
      headers: {
        Cookie: await signIn(url, p.email, temporary),
        Origin: url,
        "Content-Type": "application/json",
      },
      body: JSON.stringify({ currentPassword: temporary, newPassword: PASSWORD }),
    });
    if (!changed.ok) throw new Error(`${p.email} could not change its password: ${changed.status}`);
  }
}

/** Each known device's first sign-in (sent again after a 429's wait); keeps what it set. */
async function prepareDevices(url: string): Promise<{ devices: Device[]; session: string }> {
  const devices: Device[] = [];
  let session = "";
  for (let k = 0; k < DEVICES; k++) {
    const email = PEOPLE[k % PEOPLE.length]!.email;
    const xff = forwardedAddress(k + 1, 192);
    for (let attempt = 0; ; attempt++) {
      const a = await signInAttempt(url, { email, password: PASSWORD, xff });
      if (a.outcome === "ok") {
        devices.push({ email, xff, cookies: deviceCookies(a.set) });
        session ||= cookieHeader(new Map([...a.set].filter(([name]) => isSessionCookie(name))));
        break;
      }
      if (attempt === 5) throw new Error(`device ${k + 1} could not sign in (${a.outcome})`);
      await sleep(1_000);
    }
  }
  return { devices, session };
}

/**
 * The 50 MB bodies, each shaped so that today's route would read and check all of it:
 * a sign-in whose password is the body (with a valid CSRF token, as an attacker gets
 * one), a draft whose one field is, and a blacklist addition of millions of phones.
 */
async function largeBodies(url: string, session: string) {
  const token = await csrf(url);
  const json = { Cookie: session, "Content-Type": "application/json" };
  return [
    {
      name: `POST ${SIGN_IN_PATH}`,
      path: SIGN_IN_PATH,
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Cookie: cookieHeader(token.cookies),
        "X-Forwarded-For": "203.0.113.50",
      },
      shape: {
        prefix: `csrfToken=${token.csrfToken}&json=true&email=large%40bench.example&password=`,
      },
    },
    {
      name: "PUT /api/drafts/viber-campaign (signed in)",
      path: "/api/drafts/viber-campaign",
      method: "PUT",
      headers: json,
      shape: { prefix: '{"data":{"text":"', suffix: '"}}' },
    },
    {
      name: "POST /api/viber/blacklist (signed in)",
      path: "/api/viber/blacklist",
      method: "POST",
      headers: json,
      shape: {
        prefix: '{"description":"bench","phones":[',
        unit: '"+380501234567",',
        suffix: '"+380501234567"]}',
      },
    },
  ];
}

/** The console answers /api/health (whatever it says) within 5 s. */
const answering = (url: string) =>
  fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5_000) }).then(
    () => true,
    () => false,
  );

/** Four senders of 50 MB bodies, each sending again as soon as answered, while `phase` measures. */
async function fourAtOnce(
  url: string,
  targets: Awaited<ReturnType<typeof largeBodies>>,
  phase: (ms: number) => Promise<Phase>,
): Promise<LargePhase> {
  const until = Date.now() + FOUR_AT_ONCE_SECONDS * 1_000;
  const statuses: (number | null)[] = [];
  const senders = [0, 1, 2, 0].map(async (which) => {
    while (Date.now() < until - 100) {
      const t = targets[which]!;
      const r = await largeBody(url, t.path, {
        bytes: LARGE_BYTES,
        ...t,
        limitMs: until - Date.now(),
      });
      statuses.push(r.status);
      if (r.status === null) await sleep(250); // a broken connection: not a tight loop
    }
  });
  const [measured] = await Promise.all([phase(FOUR_AT_ONCE_SECONDS * 1_000), ...senders]);
  return { ...measured, statuses };
}

export const signInSection: Section = {
  name: "sign-in",
  limitMs: 300_000,
  async run(): Promise<SectionResult> {
    const api = await startApiProcess(1_000);
    let c: Awaited<ReturnType<typeof startConsole>> | null = null;
    const stops: (() => void)[] = [];
    try {
      // behind a proxy on the same host: X-Forwarded-For stands for many client addresses
      c = await startConsole(api.url, { TRUST_PROXY: "loopback", MESSAGING_API_MAX_RPS: "1000" });
      const url = c.url;
      await createPeople(url, c.cookie);
      const { devices, session } = await prepareDevices(url);
      let freshN = 0;
      const fresh = { email: PEOPLE[1].email, next: () => forwardedAddress(freshN++, 172) };
      const phase = (ms: number) => measure(url, c!.cookie, devices, fresh, ms);

      const quiet = await phase(QUIET_SECONDS * 1_000);

      const token = await csrf(url);
      const flooding = signInFlood(url, {
        csrfToken: token.csrfToken,
        cookie: cookieHeader(token.cookies),
        account: PEOPLE[0].email,
        ...FLOOD,
      });
      await sleep(1_000);
      const flood = await phase((FLOOD.seconds - 1) * 1_000);
      const floodFigures = await flooding;
      await sleep(2_000);

      const slowAddresses = Array.from({ length: SLOW.addresses }, (_, i) =>
        forwardedAddress(i + 1, 198),
      );
      const slow = slowBodies(url, { count: SLOW.sockets, addresses: slowAddresses });
      stops.push(() => slow.stop());
      await sleep(1_000);
      const slowPhase = await phase((SLOW.seconds - 1) * 1_000);
      const slowClosed = [...slow.closed];
      slow.stop();
      await sleep(2_000);

      // one 50 MB body at a time, then four at once (again and again) while the others measure
      const targets = await largeBodies(url, session);
      const single: { name: string; status: number | null; ms: number; error?: string }[] = [];
      let down: string | undefined;
      for (const t of targets) {
        single.push({
          name: t.name,
          ...(await largeBody(url, t.path, { bytes: LARGE_BYTES, ...t })),
        });
        // a body read whole can take the process's heap: then nothing is left to measure
        if (!(await answering(url))) {
          down = `after the 50 MB body to ${t.name}`;
          break;
        }
      }
      let four: LargePhase | null = null;
      if (!down) {
        four = await fourAtOnce(url, targets, (ms) => phase(ms));
        if (!(await answering(url))) down = "during the four 50 MB bodies at once";
      }

      return signInReport({
        about: ABOUT,
        devices: devices.length,
        deviceCookieNames: [...new Set(devices.flatMap((d) => [...d.cookies.keys()]))],
        quiet,
        flood: { ...flood, attack: floodFigures },
        slow: { ...slowPhase, sockets: SLOW.sockets, closed: slowClosed },
        large: { single, four, down },
      });
    } finally {
      for (const stop of stops) stop();
      c?.stop();
      api.stop();
    }
  },
};
