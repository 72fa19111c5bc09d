import { apiRoutes } from "@/lib/api-routes";
import { recipientsQuery } from "@/lib/schemas/queries";
import type { BatchRecipientPage } from "@/lib/schemas/viber/send-groups";
import { batchParams } from "@/lib/schemas/viber/send-groups";
import { batchRecipients } from "@/server/held-campaigns/batch-recipients";
import { csvResponse, csvStream } from "@/server/http/csv";
import { route } from "@/server/http/route";
import {
  filterRecipients,
  recipientCsvColumns,
  recipientsPage,
  summarise,
} from "@/server/viber/recipients-view";

// GET /api/viber/campaigns/groups/[batch]/recipients — every sent group's recipients as one list (a phone once); format=csv exports; group= an engagement group
export const GET = route(
  apiRoutes["GET /api/viber/campaigns/groups/[batch]/recipients"],
  { params: batchParams, query: recipientsQuery },
  async ({ params, query }): Promise<BatchRecipientPage | Response> => {
    const { rows, at } = await batchRecipients(params.batch);
    if (query.format === "csv")
      return csvResponse(
        csvStream(filterRecipients(rows, query), recipientCsvColumns),
        `campaign-groups-${query.group ?? "recipients"}.csv`,
      );
    return {
      ...recipientsPage(rows, query, query.offset, query.limit),
      asOf: new Date(at).toISOString(),
      summary: summarise(rows),
    };
  },
);
