// Runs once when the console's server starts: configuration, database
// migrations and the first users, before any request is served.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { startup } = await import("./server/startup");
  await startup();
}
