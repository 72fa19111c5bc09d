import "server-only";

import { z } from "zod";

import type { ViberTemplate } from "@/lib/schemas/resources";
import { id, textOr } from "@/server/upstream/coerce";
import { UpstreamError } from "@/server/upstream/errors";
import { get, readList } from "@/server/upstream/reads";
import type { Transport } from "@/server/upstream/transport";

const templateRaw = z.looseObject({
  id,
  name: textOr(""),
  text: textOr(""),
  status: textOr(""),
});

export function templateEndpoints(t: Transport) {
  return {
    /** null: GET /viber/templates is the embedded API's only. */
    async listApprovedTemplates(): Promise<ViberTemplate[] | null> {
      let raw: unknown;
      try {
        raw = await get(t, "/viber/templates", { cacheTtlMs: 30_000 });
      } catch (err) {
        if (err instanceof UpstreamError && err.code === "not_found") return null;
        throw err;
      }
      return readList(templateRaw, raw, "viber templates", "viber template")
        .items.filter((tpl) => tpl.status === "approved" && tpl.text !== "")
        .map(({ id, name, text }) => ({ id, name, text }));
    },
  };
}
