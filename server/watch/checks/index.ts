import "server-only";

/** Every check, imported for its job registration (server/jobs/all.ts). */
export { checkBounces } from "./bounces";
export { checkCampaigns } from "./campaigns";
export { checkDomains } from "./domains";
export { checkUnsubscribes } from "./unsubscribes";
export { checkUpstream } from "./upstream";
