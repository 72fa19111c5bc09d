/**
 * Header fields (subject, names, addresses, file names, subject variables) must be one line:
 * a CR or LF could add headers of its own ("Bcc: …"). Refused before the route's schema.
 */

/** C0 (tab, CR, LF included), DEL, C1, and U+2028/U+2029 */
export const HEADER_CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

export const HEADER_CONTROL_MESSAGE = "must be one line, without line breaks or control characters";

type Issue = { path: (string | number)[]; message: string };

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

const SUBJECT_VARIABLE = /\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}/g;

/** Reads the body as sent (any shape): the route's schema checks types. */
export function headerControlIssues(email: Record<string, unknown>): Issue[] {
  const issues: Issue[] = [];
  const check = (value: unknown, path: (string | number)[]) => {
    if (typeof value === "string" && HEADER_CONTROL.test(value))
      issues.push({ path: ["email", ...path], message: HEADER_CONTROL_MESSAGE });
  };
  const party = (value: unknown, path: (string | number)[]) => {
    if (!isObject(value)) return;
    check(value.name, [...path, "name"]);
    check(value.email, [...path, "email"]);
  };

  check(email.subject, ["subject"]);
  party(email.from, ["from"]);
  party(email.reply_to, ["reply_to"]);
  for (const list of ["to", "cc", "bcc"] as const) {
    const items = email[list];
    if (Array.isArray(items)) items.forEach((r, i) => party(r, [list, i]));
  }
  for (const files of ["attachments", "attachments_binary"] as const) {
    const map = email[files];
    if (!isObject(map)) continue;
    for (const name of Object.keys(map))
      if (HEADER_CONTROL.test(name))
        issues.push({
          path: ["email", files],
          message: `A file name ${HEADER_CONTROL_MESSAGE}`,
        });
  }
  const variables = isObject(email.template) ? email.template.variables : undefined;
  if (typeof email.subject === "string" && isObject(variables)) {
    for (const [, name] of email.subject.matchAll(SUBJECT_VARIABLE))
      if (name && Object.hasOwn(variables, name))
        check(variables[name], ["template", "variables", name]);
  }
  return issues;
}
