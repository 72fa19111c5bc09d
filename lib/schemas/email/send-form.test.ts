import { MAX_ATTACHMENTS_BYTES } from "@messaging-console/contract/limits";
import { describe, expect, it } from "vitest";

import {
  emptySendForm,
  formFieldOf,
  formFieldOfUpstreamCode,
  sendRefusal,
  toSendBody,
  upstreamCodeOf,
  type SendFormValues,
} from "./send-form";
import { sendFormSchema } from "./send-form-checks";

const filled: SendFormValues = {
  ...emptySendForm,
  fromEmail: "news@shop.example",
  fromName: "Shop",
  to: [{ email: "ann@example.com", name: "Ann" }],
  subject: "Hello",
  html: "<p>Hi</p>",
};
const errorsOf = (v: SendFormValues) => {
  const r = sendFormSchema.safeParse(v);
  return r.success
    ? {}
    : Object.fromEntries(r.error.issues.map((i) => [i.path.join(".") || "root", i.message]));
};

describe("toSendBody", () => {
  it("builds the API body: html as typed, empty lists left out", () => {
    expect(toSendBody({ ...filled, replyTo: "Help <help@shop.example>" })).toEqual({
      email: {
        from: { email: "news@shop.example", name: "Shop" },
        to: [{ email: "ann@example.com", name: "Ann" }],
        cc: undefined,
        bcc: undefined,
        reply_to: { name: "Help", email: "help@shop.example" },
        subject: "Hello",
        html: "<p>Hi</p>",
        text: undefined,
        auto_plain_text: true,
        attachments_binary: undefined,
      },
    });
  });

  it("sends a template with its variables, and attachments by name", () => {
    const body = toSendBody({
      ...filled,
      content: "template",
      templateId: "tpl1",
      variables: [
        { name: " name ", value: "Ann" },
        { name: "", value: "" },
      ],
      attachments: [{ name: "a.txt", size: 3, base64: "YWJj" }],
    });
    expect(body.email).toMatchObject({
      template: { id: "tpl1", variables: { name: "Ann" } },
      attachments_binary: { "a.txt": "YWJj" },
    });
    expect(body.email).not.toHaveProperty("html");
  });
});

describe("sendFormSchema", () => {
  it("accepts a complete form", () => {
    expect(errorsOf(filled)).toEqual({});
  });

  it("puts each problem on its field", () => {
    expect(errorsOf({ ...emptySendForm })).toEqual({
      fromEmail: "Pick a sender address",
      to: "Give at least one recipient",
      subject: "Give a subject",
      html: "Write the HTML or the plain text",
    });
    expect(errorsOf({ ...filled, replyTo: "not an address" })).toEqual({
      replyTo: "must be an email address",
    });
    expect(errorsOf({ ...filled, content: "template" })).toEqual({ templateId: "Pick a template" });
  });

  it("checks variable rows and the attachment total", () => {
    const template = { ...filled, content: "template" as const, templateId: "t" };
    expect(
      errorsOf({
        ...template,
        variables: [
          { name: "a", value: "1" },
          { name: "a", value: "2" },
        ],
      }),
    ).toEqual({ variables: "A variable name is given twice" });
    const big = "A".repeat(Math.ceil((MAX_ATTACHMENTS_BYTES + 4) / 3) * 4);
    expect(
      errorsOf({
        ...filled,
        attachments: [{ name: "big.bin", size: MAX_ATTACHMENTS_BYTES + 4, base64: big }],
      }).attachments,
    ).toMatch(/the limit is 10 MB in all/);
  });
});

describe("server refusals map onto fields", () => {
  it("reads field paths of the API's errors", () => {
    expect(formFieldOf("email.to.0.email")).toBe("to");
    expect(formFieldOf(["email", "template", "variables", "x"])).toBe("variables");
    expect(formFieldOf("email.reply_to.email")).toBe("replyTo");
    expect(formFieldOf("email.attachments_binary")).toBe("attachments");
    expect(formFieldOf("Idempotency-Key")).toBe("root");
  });

  it("reads the upstream's codes", () => {
    expect(upstreamCodeOf("The Messaging API refused this: Template not found (code 31)")).toBe(31);
    expect(upstreamCodeOf("no code here")).toBeNull();
    expect(formFieldOfUpstreamCode(31, "template")).toBe("templateId");
    expect(formFieldOfUpstreamCode(10, "html")).toBe("fromEmail");
    expect(formFieldOfUpstreamCode(12, "html")).toBe("subject");
    expect(formFieldOfUpstreamCode(999, "html")).toBe("root");
  });

  it("turns a refusal into field messages and a summary", () => {
    const rejected = {
      code: "upstream_rejected",
      message: "The Messaging API refused this: Template body is empty (code 32)",
    };
    expect(sendRefusal(rejected, "template")).toEqual({
      fields: [["templateId", rejected.message]],
      summary: `Not sent: ${rejected.message}`,
    });
    const invalid = {
      code: "validation_failed",
      message: "email.to.0.email: must be an email address",
      fields: { "email.to.0.email": "must be an email address", "Idempotency-Key": "required" },
    };
    expect(sendRefusal(invalid, "html").fields).toEqual([["to", "must be an email address"]]);
    const down = { code: "upstream_unavailable", message: "The Messaging API is down." };
    expect(sendRefusal(down, "html")).toMatchObject({ fields: [] });
    expect(sendRefusal(down, "html").summary).toMatch(/sending again is safe/);
    // a send whose reply was lost, or timed out, may have gone out: no "safe to send again"
    for (const unknown of [
      { ...down, outcome: "unknown" },
      { code: "upstream_timeout", message: "No answer in time." },
    ]) {
      const summary = sendRefusal(unknown, "html").summary;
      expect(summary).toMatch(/^Not confirmed: .* may have been sent: check the email log/);
      expect(summary).not.toMatch(/safe/);
    }
  });
});
