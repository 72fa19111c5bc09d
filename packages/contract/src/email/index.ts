/**
 * SMTP email contract pieces (MESSAGING-API.md, part B) shared by the embedded
 * Messaging API, the console's route handlers and the send form.
 */
export * from "./send";
export * from "./lists";
export * from "./domain";
