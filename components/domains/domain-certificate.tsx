import { DateTime } from "@/components/ui/date-time";
import { statusText } from "@/components/ui/status-text";
import { dateState, relativeDays, sslLabel, type Tone } from "@/lib/email/domain-dns";
import type { Domain } from "@/lib/schemas/resources";

const TONE_TEXT: Record<Tone, string> = {
  success: "text-muted-foreground",
  neutral: "text-muted-foreground",
  warning: statusText.warning,
  danger: statusText.danger,
};

/**
 * A domain's two dates, each named for what it is: the SSL certificate's end
 * (ssl_expired) and the domain's own expiry in the Messaging API (expire_date),
 * so an expired domain never reads as an expired certificate.
 */
export function DomainCertificate({
  domain: d,
  timeZone,
  checkedAt,
}: {
  domain: Domain;
  timeZone: string;
  checkedAt: number;
}) {
  const ssl = dateState(d.ssl_expired, timeZone, checkedAt);
  const expiry = dateState(d.expire_date, timeZone, checkedAt);
  return (
    <div className="grid gap-2 text-sm">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-muted-foreground">SSL certificate</dt>
        <dd title={`ssl_type ${d.ssl_type ?? "not given"}`}>{sslLabel(d.ssl_type, !!ssl)}</dd>
        {ssl && (
          <>
            <dt className="text-muted-foreground">
              {ssl.tone === "danger" ? "Certificate expired" : "Certificate valid until"}
            </dt>
            <dd className={TONE_TEXT[ssl.tone]}>
              <DateTime value={d.ssl_expired} style="date" hint={false} /> ({relativeDays(ssl.days)}
              )
            </dd>
          </>
        )}
        {expiry && (
          <>
            <dt className="text-muted-foreground">
              {expiry.tone === "danger" ? "Domain expired" : "Domain expires"}
            </dt>
            <dd className={TONE_TEXT[expiry.tone]}>
              <DateTime value={d.expire_date} style="date" hint={false} /> (
              {relativeDays(expiry.days)})
            </dd>
          </>
        )}
      </dl>
      {(ssl || expiry) && (
        <p className="text-xs text-muted-foreground">
          {ssl && "The certificate’s date is when its SSL certificate stops being valid. "}
          {expiry &&
            "The domain’s date is its expiry as the Messaging API reports it (expire_date), not the certificate’s."}
        </p>
      )}
    </div>
  );
}
