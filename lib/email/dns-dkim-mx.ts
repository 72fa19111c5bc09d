import type { Finding } from "./dns-rules";

export function dkimFindings(
  domain: string,
  selector: string | null,
  txt: string[] | null,
): Finding[] {
  if (!selector)
    return [
      {
        severity: "info",
        text: `Not checked here: the Messaging API does not name the DKIM selector for ${domain}, so the key's DNS name (<selector>._domainkey.${domain}) is unknown. Its own DKIM check is shown above; its dashboard shows the selector and the key.`,
      },
    ];
  const name = `${selector}._domainkey.${domain}`;
  const keys = (txt ?? []).filter((t) => /(^|;)\s*p=/i.test(t) || /^v=DKIM1/i.test(t.trim()));
  if (keys.length === 0)
    return [
      {
        severity: "error",
        text: `No DKIM key at ${name}: mail is not signed verifiably, and DMARC relies on SPF alone. Publish the key the Messaging API's dashboard shows for this domain as a TXT record at ${name}.`,
      },
    ];
  if (keys.some((k) => /(^|;)\s*p=\s*(;|$)/i.test(k)))
    return [
      {
        severity: "error",
        text: `The DKIM key at ${name} is empty (p=): the key has been revoked.`,
      },
    ];
  return [{ severity: "ok", text: `A DKIM key is published at ${name}.` }];
}

export function mxFindings(domain: string, mx: string[]): Finding[] {
  return mx.length === 0
    ? [
        {
          severity: "warning",
          text: `No MX record: replies to addresses at ${domain} and bounce notices sent there cannot be delivered. Sending still works; publish an MX record for the server that receives ${domain}'s mail if people may answer.`,
        },
      ]
    : [{ severity: "ok", text: `Mail for ${domain} is received by ${mx.join(", ")}.` }];
}
