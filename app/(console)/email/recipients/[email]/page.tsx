import { emailAddressSchema } from "@messaging-console/contract/email/send";
import { MailQuestionIcon } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";

import { ConsolePage } from "@/app/(console)/console-page";
import { GET as readEmailLog } from "@/app/api/email/messages/route";
import { RecipientView } from "@/components/email/recipient/recipient-view";
import { CopyButton } from "@/components/ui/copy-button";
import { EmptyState } from "@/components/ui/empty-state";
import { decodeRecipientParam, RECIPIENT_MESSAGES_MAX } from "@/lib/email/recipient";
import { emailLogRead } from "@/lib/queries/email/messages";
import { Prefetched } from "@/server/http/prefetch";

export const metadata: Metadata = { title: "Recipient" };

// /email/recipients/[email] — one address: its messages, bounces and unsubscribe status
export default async function RecipientPage({ params }: { params: Promise<{ email: string }> }) {
  const decoded = decodeRecipientParam((await params).email);
  const email = decoded?.trim() ?? "";
  if (!emailAddressSchema.safeParse(email).success)
    return (
      <ConsolePage permission="email:read" title="Recipient">
        <EmptyState
          icon={MailQuestionIcon}
          title="That is not an email address"
          description={
            <>
              <span className="break-all">
                &ldquo;{(decoded ?? "").slice(0, 100) || "(nothing)"}&rdquo;
              </span>{" "}
              cannot be looked up. Type an address such as name@example.com in &ldquo;Look up an
              address&rdquo; at the top, or find it in the{" "}
              <Link href="/email/log" className="underline underline-offset-4">
                email log
              </Link>
              .
            </>
          }
        />
      </ConsolePage>
    );
  return (
    <ConsolePage
      permission="email:read"
      title={<span className="break-all">{email}</span>}
      description="Every message sent to this address, its bounces, and whether it is unsubscribed."
      actions={<CopyButton value={email} label="Copy address" />}
    >
      {/* the log's page arrives with the HTML when it answers within the prefetch wait */}
      <Prefetched
        prefetches={[
          {
            ...emailLogRead({ recipient: email, limit: RECIPIENT_MESSAGES_MAX, offset: 0 }),
            handler: readEmailLog,
          },
        ]}
      >
        <RecipientView key={email.toLowerCase()} email={email} />
      </Prefetched>
    </ConsolePage>
  );
}
