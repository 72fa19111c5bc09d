"use client";

import { FileTextIcon, MailQuestionIcon, PaperclipIcon } from "lucide-react";

import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ErrorState, retryOf } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { formatBytes, formatNumber } from "@/lib/format";
import { errorMessage } from "@/lib/queries/api-client";
import { useEmailBody } from "@/lib/queries/email/messages";
import {
  BODY_HTML_MAX_CHARS,
  type NoBodyReason,
  type StoredEmailBody,
} from "@/lib/schemas/email/body";

import { EmailFrame } from "./email-frame";

const days = (n: number) => `${formatNumber(n)} ${n === 1 ? "day" : "days"}`;

function whyNone(reason: NoBodyReason, retentionDays: number): string {
  switch (reason) {
    case "retention_off":
      return "This console is set to keep no email bodies (a retention of 0 days), and the Messaging API keeps none.";
    case "expired":
      return `This email is older than the ${days(retentionDays)} the console keeps the bodies of the emails it sends, and the Messaging API keeps none.`;
    case "not_from_console":
      return `This email was not sent from this console (or was sent before it kept bodies), and the Messaging API keeps no bodies. The console keeps the body of each email it sends for ${days(retentionDays)}.`;
  }
}

/**
 * The message itself, as the console sent it: untrusted HTML only inside a
 * sandboxed iframe without remote content until asked (`EmailFrame`; srcDoc,
 * never injected into the page), the text version as text.
 */
export function EmailBody({ id }: { id: string }) {
  const q = useEmailBody(id);
  return (
    <Card role="region" className="gap-3 py-5" aria-labelledby="email-body-title">
      <CardHeader className="px-5">
        <CardTitle id="email-body-title" className="text-base">
          Message
        </CardTitle>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-3 px-5 text-sm">
        {q.isPending ? (
          <Skeleton role="status" aria-label="Loading the message body" className="h-64 w-full" />
        ) : q.isError ? (
          <ErrorState
            title="The message body could not be loaded"
            message={errorMessage(q.error)}
            {...retryOf(q)}
          />
        ) : q.data.stored ? (
          <BodyView body={q.data.body} retentionDays={q.data.retentionDays} />
        ) : (
          <div className="flex items-start gap-3 rounded-md bg-muted/60 p-3">
            <MailQuestionIcon
              className="mt-0.5 size-5 shrink-0 text-muted-foreground"
              aria-hidden="true"
            />
            <div className="grid gap-1">
              <p className="font-medium">No copy of the message</p>
              <p className="text-muted-foreground">
                {whyNone(q.data.reason, q.data.retentionDays)}
              </p>
            </div>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function BodyView({ body, retentionDays }: { body: StoredEmailBody; retentionDays: number }) {
  return (
    <>
      {body.html ? (
        <EmailFrame html={body.html} />
      ) : body.template ? (
        <TemplateNote template={body.template} />
      ) : null}
      {body.text &&
        (body.html ? (
          <details className="rounded-md border">
            <summary className="cursor-pointer px-3 py-2 font-medium">Text version</summary>
            <TextBody text={body.text} />
          </details>
        ) : (
          <div className="rounded-md border">
            <TextBody text={body.text} />
          </div>
        ))}
      {body.attachments.length > 0 && (
        <div className="grid gap-1">
          <p className="font-medium">Attachments</p>
          <ul aria-label="Attachments" className="grid gap-1">
            {body.attachments.map((a) => (
              <li key={a.name} className="flex min-w-0 items-center gap-2">
                <PaperclipIcon
                  className="size-4 shrink-0 text-muted-foreground"
                  aria-hidden="true"
                />
                <span className="min-w-0 break-all">{a.name}</span>
                <span className="shrink-0 text-muted-foreground">{formatBytes(a.size)}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      <p className="text-xs text-muted-foreground">
        {body.html ? "Shown without scripts; links open in a new tab. " : ""}
        {body.truncated
          ? `Only the first ${formatNumber(BODY_HTML_MAX_CHARS / 1000)} thousand characters were kept. `
          : ""}
        Kept by the console from its own send, for {days(retentionDays)}; attachments are listed by
        name and size only.
      </p>
    </>
  );
}

function TextBody({ text }: { text: string }) {
  return (
    <pre
      aria-label="Text version"
      className="max-h-96 overflow-auto px-3 py-2 font-mono text-xs leading-5 break-words whitespace-pre-wrap"
    >
      {text}
    </pre>
  );
}

function TemplateNote({ template }: { template: NonNullable<StoredEmailBody["template"]> }) {
  const vars = Object.entries(template.variables);
  return (
    <div className="flex items-start gap-3 rounded-md bg-muted/60 p-3">
      <FileTextIcon className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
      <div className="grid min-w-0 gap-1">
        <p className="font-medium">Sent with stored template {String(template.id)}</p>
        <p className="text-muted-foreground">
          The Messaging API filled the template in, so the console kept the template and its
          variables rather than the HTML.
        </p>
        {vars.length > 0 && (
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs">
            {vars.map(([k, v]) => (
              <div key={k} className="contents">
                <dt className="font-mono text-muted-foreground">{k}</dt>
                <dd className="min-w-0 font-mono break-all">{String(v)}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </div>
  );
}
