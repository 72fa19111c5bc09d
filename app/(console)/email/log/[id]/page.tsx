import type { Metadata } from "next";

import { ConsolePage } from "@/app/(console)/console-page";
import { GET as readEmailBody } from "@/app/api/email/messages/[id]/body/route";
import { GET as readEmail } from "@/app/api/email/messages/[id]/route";
import { EmailMessage } from "@/components/email/message/email-message";
import { CopyButton } from "@/components/ui/copy-button";
import { emailBodyRead, emailRead } from "@/lib/queries/email/messages";
import { Prefetched, type RoutePrefetch } from "@/server/http/prefetch";

export const metadata: Metadata = { title: "Email" };

export default async function EmailMessagePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const shown = id.slice(0, 200);
  const prefetches: RoutePrefetch[] = [
    { ...emailRead(shown), handler: readEmail, params: { id: shown } },
    { ...emailBodyRead(shown), handler: readEmailBody, params: { id: shown } },
  ];
  return (
    <ConsolePage
      permission="email:read"
      title="Email"
      description={
        <>
          Message id <span className="font-mono">{shown}</span>
        </>
      }
      actions={<CopyButton value={shown} label="Copy id" />}
    >
      <Prefetched prefetches={prefetches}>
        <EmailMessage id={shown} />
      </Prefetched>
    </ConsolePage>
  );
}
