import { viberTestSendSchema, type ViberCampaignCreate } from "@messaging-console/contract/viber";

import { apiRoutes } from "@/lib/api-routes";
import type { AuditDetails } from "@/lib/audit/details";
import { route } from "@/server/http/route";
import { upstream } from "@/server/upstream";
import { forgetCampaignList } from "@/server/viber/campaign-list";

/** A test's campaign is named as one in the list, sent now, once (no SMS re-send: one message). */
function testCampaign(body: ViberCampaignCreate): ViberCampaignCreate {
  const { resend_sms: _, ...additional } = body.additional ?? {};
  return {
    ...body,
    task_name: `Test: ${body.task_name ?? "campaign"}`.slice(0, 255),
    send_date: "now",
    stretch_time: 0,
    additional: body.additional ? additional : body.additional,
  };
}

const testDetails = (body: ViberCampaignCreate, id?: number): AuditDetails => ({
  kind: "campaign",
  name: `${testCampaign(body).task_name ?? ""} → +${body.recipients?.[0] ?? ""}`,
  ...(id === undefined ? {} : { id: String(id) }),
});

// POST /api/viber/campaigns/test — a real campaign to one phone: the composer's message sent as a test; needs an Idempotency-Key
export const POST = route(
  apiRoutes["POST /api/viber/campaigns/test"],
  {
    body: viberTestSendSchema,
    target: ({ body }) => `Test → +${body.recipients?.[0] ?? ""}`,
    details: ({ body }) => testDetails(body),
    upstreamId: (r: { id: number }) => r.id,
  },
  async ({ body, noteAudit }) => {
    const campaign = testCampaign(body);
    const created = await upstream().viber.createCampaign(campaign);
    forgetCampaignList();
    noteAudit(testDetails(body, created.id));
    return { id: created.id, name: campaign.task_name ?? "", phone: body.recipients?.[0] ?? "" };
  },
);
