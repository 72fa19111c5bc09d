import type { SuppressionList, SuppressionSource } from "@/lib/suppressions/search";

export const LIST_WORDS: Record<
  SuppressionList,
  { label: string; tone: "danger" | "warning" | "info" }
> = {
  blacklist: { label: "Viber blacklist", tone: "danger" },
  unsubscribes: { label: "Unsubscribed", tone: "warning" },
  bounces: { label: "Bounced hard", tone: "info" },
};

export const SOURCE_WORDS: Record<
  SuppressionSource,
  { label: string; title: string; who: string }
> = {
  console: {
    label: "Added here",
    title: "Added in this console by the person named",
    who: "This console",
  },
  import: {
    label: "Import",
    title: "Imported from a CSV file in this console",
    who: "This console",
  },
  link: {
    label: "Unsubscribe link",
    title: "The recipient clicked the unsubscribe link in an email",
    who: "The recipient",
  },
  spam_complaint: {
    label: "Spam complaint",
    title: "The recipient marked an email as spam",
    who: "The recipient",
  },
  bounce: {
    label: "Bounce",
    title: "The recipient's mail server refused an email for good (last 24 hours)",
    who: "Their mail server",
  },
  elsewhere: {
    label: "Elsewhere",
    title: "Added outside this console (the API or another tool): the audit log has no record",
    who: "Not this console",
  },
};
