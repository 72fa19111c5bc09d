import "server-only";

import { health, takeMaxBudgetWait } from "@/server/upstream/health";

import { registerCheck, report } from "./check";

/**
 * The upstream's health as this instance's transport saw it (server/upstream/health.ts):
 * no upstream call of its own. For admins.
 */
export const checkUpstream = registerCheck(
  "watch-upstream",
  ["upstream.token", "upstream.failures", "upstream.budget-wait"],
  async (s) => {
    const waited = takeMaxBudgetWait() / 1000;
    if (s["upstream.token"].enabled) {
      const refused =
        health.tokenRefusedAt !== null && health.tokenRefusedAt > (health.tokenOkAt ?? 0);
      await report({
        ruleId: "upstream.token",
        subject: "account",
        holds: refused,
        measured: {
          what: "The console's credentials",
          value: refused ? "refused" : "accepted",
          window: "at the last call",
          threshold: "refused",
        },
        link: "/admin/alerts",
        fired: "The Messaging API refuses the console's credentials",
        resolved: "The Messaging API accepts the console's credentials again",
        severity: "critical",
      });
    }
    if (s["upstream.failures"].enabled) {
      const { run = 5 } = s["upstream.failures"].params;
      await report({
        ruleId: "upstream.failures",
        subject: "account",
        holds: health.failureRun >= run,
        measured: {
          what: "Calls in a row answered with a server error or not at all",
          value: String(health.failureRun),
          window: "the latest calls",
          threshold: `${run} in a row`,
        },
        link: "/admin/alerts",
        fired: `The Messaging API failed ${health.failureRun} calls in a row`,
        resolved: "The Messaging API answers again",
        severity: "critical",
      });
    }
    if (s["upstream.budget-wait"].enabled) {
      const { seconds = 10 } = s["upstream.budget-wait"].params;
      await report({
        ruleId: "upstream.budget-wait",
        subject: "account",
        holds: waited > seconds,
        measured: {
          what: "The longest wait for the request budget",
          value: `${waited.toFixed(1)} seconds`,
          window: "in the last minute",
          threshold: `more than ${seconds} seconds`,
        },
        link: "/admin/alerts",
        fired: `Calls waited ${waited.toFixed(0)} seconds for the request budget`,
        resolved: "Calls no longer wait long for the request budget",
      });
    }
  },
);
