export async function demoToken(apiUrl: string): Promise<string> {
  const res = await fetch(`${apiUrl}/oauth/access_token`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      grant_type: "client_credentials",
      client_id: "console-demo",
      client_secret: "console-demo-secret",
    }),
  });
  return ((await res.json()) as { access_token: string }).access_token;
}
