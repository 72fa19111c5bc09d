import { apiRoutes } from "@/lib/api-routes";
import { idParams, recipientsQuery } from "@/lib/schemas/queries";
import type { RecipientPage } from "@/lib/schemas/resources";
import { csvResponse, csvStream } from "@/server/http/csv";
import { route } from "@/server/http/route";
import { recipientsSnapshot } from "@/server/viber/recipient-snapshots";
import {
  filterRecipients,
  recipientCsvColumns,
  recipientsPage,
} from "@/server/viber/recipients-view";

// GET /api/viber/campaigns/[id]/recipients — paged, filtered and sorted here (the upstream sends them all); format=csv exports the filtered set; group= an engagement group
export const GET = route(
  apiRoutes["GET /api/viber/campaigns/[id]/recipients"],
  { params: idParams, query: recipientsQuery },
  async ({ params, query }): Promise<RecipientPage | Response> => {
    const snapshot = await recipientsSnapshot(params.id);
    if (query.format === "csv")
      return csvResponse(
        csvStream(filterRecipients(snapshot.rows, query), recipientCsvColumns),
        `campaign-${params.id}-${query.group ?? "recipients"}.csv`,
      );
    return {
      ...recipientsPage(snapshot.rows, query, query.offset, query.limit),
      asOf: new Date(snapshot.at).toISOString(),
    };
  },
);
