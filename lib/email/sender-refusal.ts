export function senderRefusal(message: string): string {
  const code = /\(code (\d+)\)\s*$/.exec(message)?.[1];
  if (code === "902")
    return "This address is already in use as a sender address, on this account or another one. Use a different address.";
  if (code === "904")
    return "The Messaging API has blacklisted this address, so it cannot send. Use an address on a domain you own.";
  if (/dmarc/i.test(message))
    return "This address's domain has a DMARC policy that forbids other servers to send in its name (free mail such as Gmail does). Use an address on your own domain, and add that domain under Sender domains.";
  return message;
}
