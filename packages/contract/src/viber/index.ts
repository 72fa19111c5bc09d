/**
 * Viber contract pieces (MESSAGING-API.md, part A) shared by the embedded
 * Messaging API, the console's route handlers and the composer form.
 */
export * from "./campaign";
export * from "./blacklist";
