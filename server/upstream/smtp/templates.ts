import "server-only";

import { z } from "zod";

import type { EmailTemplate, ListResult } from "@/lib/schemas/resources";
import { numOrNull, text, textOr, textOrNull, toList, toText } from "@/server/upstream/coerce";
import { get, listed, readList, type PageQuery } from "@/server/upstream/reads";
import type { Transport } from "@/server/upstream/transport";

const templateRaw = z.looseObject({
  id: text,
  real_id: numOrNull,
  name: textOr(""),
  lang: textOrNull,
  created: textOrNull,
  preview: textOrNull,
  body: textOrNull,
  variables: z.unknown().optional(),
});

/** A template's variables: those the reply names, then the `{{…}}` its body uses. */
function toTemplate(t: z.output<typeof templateRaw>): EmailTemplate {
  const found = [...(t.body ?? "").matchAll(/\{\{\s*([\w.-]+)\s*\}\}/g)].map((m) => m[1] ?? "");
  const given = toList(t.variables).map(toText);
  const variables = [...new Set([...given, ...found].filter((v): v is string => !!v))];
  return {
    id: t.id,
    real_id: t.real_id,
    name: t.name,
    lang: t.lang,
    created: t.created,
    preview: t.preview,
    variables,
  };
}

/** The account's own email templates. */
export function templateEndpoints(t: Transport) {
  return {
    async listTemplates(q: PageQuery): Promise<ListResult<EmailTemplate>> {
      const raw = await get(t, "/templates", { query: { owner: "me", ...q }, cacheTtlMs: 30_000 });
      return listed(readList(templateRaw, raw, "templates", "template"), toTemplate);
    },
  };
}
