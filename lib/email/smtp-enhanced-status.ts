/** RFC 3463 / RFC 5248, keyed by subject.detail; the class is added by `explainSmtp`. */
export interface StatusEntry {
  summary: string;
  detail: string;
  action: string;
  tempSummary?: string;
  tempAction?: string;
  /** a 5.x.x answer usually not final in practice: why it counts as soft */
  softWhenPermanent?: string;
}

const REMOVE =
  "Remove the address from your lists (check it for typos first). Sending to it again only hurts your sender reputation.";
const CHECK_DOMAIN =
  "Check the recipient's domain for typos. If it is right, the domain cannot receive email: remove the address.";
const FIX_AUTH =
  "Fix the sender domain's DNS records (DKIM, SPF and DMARC on the Sender domains page), then send again.";
const POLICY =
  "The address itself may be fine. Check that the sender domain passes DKIM, SPF and DMARC, review the content and links, and ask the recipient to allowlist the sender.";
const SMALLER =
  "Send a smaller message: link to large files instead of attaching them, and compress images.";
const THEIR_SIDE =
  "The problem is on the receiving side. Try again later; if it persists, contact the recipient another way.";
const CONTENT =
  "Check the message's encoding and attachments (plain UTF-8 HTML and common file types are safest).";
const SUPPORT =
  "This points to a fault in how the message was sent; if it repeats, report it to the Messaging API's support with the answer below.";

export const ENHANCED_STATUS: Record<string, StatusEntry> = {
  "0.0": {
    summary: "Rejected (no reason given)",
    detail: "The receiving server refused the message without saying why.",
    action: "Read the server's text below for a clue; if the address keeps failing, check it.",
    tempSummary: "Deferred (no reason given)",
  },

  // X.1.x — the address
  "1.0": {
    summary: "Address rejected",
    detail: "The receiving server refused the recipient's address.",
    action: REMOVE,
  },
  "1.1": {
    summary: "Unknown mailbox",
    detail: "The mailbox does not exist at the recipient's domain: a typo, or a closed account.",
    action: REMOVE,
    tempSummary: "Mailbox not found (for now)",
  },
  "1.2": {
    summary: "Domain cannot receive email",
    detail:
      "The recipient's domain does not exist or has no mail server that accepts messages for it.",
    action: CHECK_DOMAIN,
    tempSummary: "Recipient's domain not reachable",
  },
  "1.3": {
    summary: "Malformed address",
    detail: "The recipient's address is not a valid email address.",
    action: "Correct the address; as it stands nothing can be delivered to it.",
  },
  "1.4": {
    summary: "Ambiguous address",
    detail: "The address matches several mailboxes at the recipient's server.",
    action: "Ask the recipient for their exact address.",
  },
  "1.6": {
    summary: "Mailbox has moved",
    detail: "The mailbox no longer exists at this address and the server gives no new one.",
    action: "Ask the recipient for their new address and remove the old one.",
  },
  "1.7": {
    summary: "Sender address malformed",
    detail: "The receiving server considers the sender's address invalid.",
    action: "Check the From address; use a sender address listed on the Sender addresses page.",
  },
  "1.8": {
    summary: "Sender domain not accepted",
    detail: "The sender's domain could not be resolved or is not accepted by the receiving server.",
    action: FIX_AUTH,
  },
  "1.10": {
    summary: "Domain accepts no email",
    detail: "The recipient's domain publishes a null MX record: it declares it receives no email.",
    action: REMOVE,
  },

  // X.2.x — the mailbox
  "2.0": {
    summary: "Mailbox unavailable",
    detail: "The mailbox exists but cannot take messages right now.",
    action: "If the address keeps failing, stop sending to it.",
    tempSummary: "Mailbox busy",
  },
  "2.1": {
    summary: "Mailbox disabled",
    detail: "The mailbox exists but its owner or provider has disabled it.",
    action: REMOVE,
    tempSummary: "Mailbox temporarily unavailable",
  },
  "2.2": {
    summary: "Mailbox full",
    detail: "The recipient's mailbox is over its storage quota.",
    action:
      "Keep the address for now. If it keeps bouncing as full for a week or more, the mailbox is probably abandoned: remove it.",
    softWhenPermanent:
      "Servers report this as permanent, but full mailboxes usually get emptied, so it counts as a soft bounce.",
    tempAction:
      "Nothing to do for now. If it keeps bouncing as full for a week or more, the mailbox is probably abandoned: remove it.",
  },
  "2.3": {
    summary: "Message too large for this mailbox",
    detail: "The message is bigger than the recipient's mailbox accepts.",
    action: SMALLER,
  },
  "2.4": {
    summary: "Mailing list problem",
    detail: "The address is a mailing list the receiving server could not expand.",
    action: THEIR_SIDE,
  },

  // X.3.x — the receiving mail system
  "3.0": {
    summary: "Receiving server error",
    detail: "The receiving mail system failed while handling the message.",
    action: THEIR_SIDE,
  },
  "3.1": {
    summary: "Receiving server out of space",
    detail: "The receiving mail system has no storage left.",
    action: THEIR_SIDE,
    softWhenPermanent: "It is the server's problem, not the address's, so it counts as soft.",
  },
  "3.2": {
    summary: "Receiving server not accepting mail",
    detail:
      "The receiving mail system is not taking messages at the moment (maintenance or shutdown).",
    action: THEIR_SIDE,
  },
  "3.3": {
    summary: "Feature not supported",
    detail: "The message needs a feature the receiving server does not support.",
    action: CONTENT,
  },
  "3.4": {
    summary: "Message too large",
    detail: "The message exceeds the receiving server's size limit.",
    action: SMALLER,
  },
  "3.5": {
    summary: "Receiving server misconfigured",
    detail: "The receiving mail system is set up incorrectly.",
    action: THEIR_SIDE,
  },

  // X.4.x — network and routing
  "4.0": {
    summary: "Network or routing problem",
    detail: "The message could not be routed to the recipient's server.",
    action: CHECK_DOMAIN,
    tempSummary: "Service unavailable",
  },
  "4.1": {
    summary: "No answer from the recipient's server",
    detail: "The recipient's mail server did not answer.",
    action: CHECK_DOMAIN,
  },
  "4.2": {
    summary: "Connection dropped",
    detail: "The connection to the recipient's server failed or timed out.",
    action: CHECK_DOMAIN,
  },
  "4.3": {
    summary: "DNS lookup failed",
    detail: "The recipient's domain could not be looked up in DNS.",
    action: CHECK_DOMAIN,
  },
  "4.4": {
    summary: "Unable to route",
    detail: "No mail server could be found for the recipient's domain.",
    action: CHECK_DOMAIN,
  },
  "4.5": {
    summary: "Recipient's server overloaded",
    detail: "The recipient's mail system is congested.",
    action: THEIR_SIDE,
  },
  "4.6": {
    summary: "Routing loop",
    detail: "The message was passed around between servers without reaching the mailbox.",
    action: THEIR_SIDE,
  },
  "4.7": {
    summary: "Delivery time expired",
    detail: "The message could not be delivered within the allowed time and was given up.",
    action: "Send it again if it still matters; check the address if it fails again.",
  },

  // X.5.x — the SMTP conversation
  "5.0": {
    summary: "Protocol error",
    detail: "The SMTP conversation with the receiving server went wrong.",
    action: SUPPORT,
  },
  "5.1": {
    summary: "Command rejected",
    detail: "The receiving server did not recognise or accept an SMTP command.",
    action: SUPPORT,
  },
  "5.2": {
    summary: "Syntax error",
    detail: "The receiving server could not parse an SMTP command.",
    action: SUPPORT,
  },
  "5.3": {
    summary: "Too many recipients",
    detail:
      "The message was addressed to more recipients than the receiving server accepts at once.",
    action: "Send to fewer recipients per message (use copies sparingly).",
  },
  "5.4": {
    summary: "Invalid command arguments",
    detail: "The receiving server refused the parameters of an SMTP command.",
    action: SUPPORT,
  },
  "5.5": {
    summary: "Wrong protocol version",
    detail: "The servers could not agree on a protocol version.",
    action: SUPPORT,
  },
  "5.6": {
    summary: "Authentication line too long",
    detail: "An authentication exchange exceeded the server's line length.",
    action: SUPPORT,
  },

  // X.6.x — content and media
  "6.0": {
    summary: "Content problem",
    detail: "The receiving server could not handle the message's content.",
    action: CONTENT,
  },
  "6.1": {
    summary: "Content type not supported",
    detail: "The message contains a media type the receiving server does not accept.",
    action: CONTENT,
  },
  "6.2": {
    summary: "Conversion prohibited",
    detail: "The message would need converting to be delivered, and conversion is not allowed.",
    action: CONTENT,
  },
  "6.3": {
    summary: "Conversion not supported",
    detail: "The message would need converting to be delivered, which the server cannot do.",
    action: CONTENT,
  },
  "6.5": {
    summary: "Conversion failed",
    detail: "Converting the message for delivery failed.",
    action: CONTENT,
  },
  "6.7": {
    summary: "Non-ASCII address not accepted",
    detail: "The address contains characters the receiving server does not accept.",
    action: "Use the recipient's plain ASCII address if they have one.",
  },

  // X.7.x — security and policy
  "7.0": {
    summary: "Refused by security policy",
    detail: "The receiving server refused the message for a security or policy reason.",
    action: POLICY,
  },
  "7.1": {
    summary: "Blocked by policy or as spam",
    detail:
      "The receiving server refused the message: its spam filter, a blocklist or the recipient's rules.",
    action: POLICY,
    tempSummary: "Deferred by policy",
    tempAction:
      "Nothing to do for now; if it repeats, check the sender domain's DKIM, SPF and DMARC and the message content.",
  },
  "7.2": {
    summary: "List expansion prohibited",
    detail: "The sender may not send to this mailing list.",
    action: "Ask the list's owner to allow the sender, or remove the list address.",
  },
  "7.4": {
    summary: "Security feature not supported",
    detail: "The receiving server does not support a required security feature.",
    action: THEIR_SIDE,
  },
  "7.5": {
    summary: "Cryptographic failure",
    detail: "A signature or encryption check on the message failed.",
    action: FIX_AUTH,
  },
  "7.7": {
    summary: "Message integrity failure",
    detail: "The message was altered in transit or its signature does not match.",
    action: FIX_AUTH,
  },
  "7.8": {
    summary: "Authentication failed",
    detail: "The credentials presented to the server were refused.",
    action: SUPPORT,
  },
  "7.9": {
    summary: "Authentication too weak",
    detail: "The server requires a stronger authentication mechanism.",
    action: SUPPORT,
  },
  "7.10": {
    summary: "Encryption required",
    detail: "The receiving server requires an encrypted (TLS) connection.",
    action: SUPPORT,
  },
  "7.13": {
    summary: "Recipient's account disabled",
    detail: "The recipient's account has been disabled by their provider.",
    action: REMOVE,
  },
  "7.17": {
    summary: "Mailbox owner has changed",
    detail: "The mailbox now belongs to someone else than the person you meant to reach.",
    action: REMOVE,
  },
  "7.18": {
    summary: "Domain owner has changed",
    detail: "The recipient's domain has a new owner.",
    action: REMOVE,
  },
  "7.20": {
    summary: "No valid DKIM signature",
    detail: "The receiving server found no passing DKIM signature on the message.",
    action: FIX_AUTH,
  },
  "7.21": {
    summary: "DKIM signature not acceptable",
    detail: "The message's DKIM signature does not meet the receiving server's requirements.",
    action: FIX_AUTH,
  },
  "7.22": {
    summary: "DKIM signature not aligned",
    detail: "No valid DKIM signature matches the domain of the From address.",
    action: FIX_AUTH,
  },
  "7.23": {
    summary: "SPF check failed",
    detail: "The sending server is not listed in the sender domain's SPF record.",
    action: FIX_AUTH,
  },
  "7.24": {
    summary: "SPF check error",
    detail: "The sender domain's SPF record could not be evaluated (a DNS or syntax error).",
    action: FIX_AUTH,
  },
  "7.25": {
    summary: "Reverse DNS check failed",
    detail: "The sending IP address has no matching reverse DNS name.",
    action: SUPPORT,
  },
  "7.26": {
    summary: "Sender authentication failed",
    detail: "The message failed several authentication checks (DKIM, SPF, DMARC).",
    action: FIX_AUTH,
  },
  "7.27": {
    summary: "Sender domain accepts no email",
    detail: "The sender's domain publishes a null MX record, so replies could not reach it.",
    action: FIX_AUTH,
  },
  "7.28": {
    summary: "Rate limited",
    detail: "The receiving server saw too many messages from this sender in a short time.",
    action: "Send more slowly to this provider; spread large sends over several hours.",
    softWhenPermanent: "It is about the sending rate, not the address, so it counts as soft.",
    tempSummary: "Rate limited",
    tempAction: "Nothing to do now; spread large sends to this provider over several hours.",
  },
  "7.29": {
    summary: "ARC validation failed",
    detail: "The message's forwarding (ARC) signatures did not validate.",
    action: THEIR_SIDE,
  },

  greylisted: {
    summary: "Greylisted",
    detail: "The receiving server defers first messages from an unknown sender on purpose.",
    action: "Nothing to do: the next attempt is normally accepted.",
    tempAction: "Nothing to do: the next attempt is normally accepted.",
  },
  dmarc: {
    summary: "DMARC check failed",
    detail: "The message failed the sender domain's DMARC policy.",
    action: FIX_AUTH,
  },
};
