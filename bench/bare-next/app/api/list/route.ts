// The bare Next.js route-handler proxy (bench/sections/proxy-hop.ts): what a
// minimal Next 16 app costs for the console's hop — one handler that forwards
// the query to the upstream's campaign list with the bearer token and returns
// the reply as it came. No session, permission, validation, queue or cache.
export const dynamic = "force-dynamic";

export async function GET(request: Request): Promise<Response> {
  const { search } = new URL(request.url);
  const r = await fetch(`${process.env.BARE_UPSTREAM}/viber/task${search}`, {
    headers: { Authorization: `Bearer ${process.env.BARE_TOKEN}` },
    cache: "no-store",
  });
  return new Response(await r.arrayBuffer(), {
    status: r.status,
    headers: { "Content-Type": r.headers.get("content-type") ?? "application/json" },
  });
}
