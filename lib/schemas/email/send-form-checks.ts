import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";

import { consoleEmailSendSchema } from "./console";
import { formFieldOf, toSendBody, type SendFormField, type SendFormValues } from "./send-form";

/** Apart from the values, so zod loads when the form is first touched, not with the page. */
export const sendFormSchema = z
  .custom<SendFormValues>((v) => typeof v === "object" && v !== null)
  .superRefine((v, ctx) => {
    const issue = (path: SendFormField, message: string) =>
      ctx.addIssue({ code: "custom", path: path === "root" ? [] : [path], message });
    if (!v.fromEmail) issue("fromEmail", "Pick a sender address");
    if (v.content === "template") {
      if (!v.templateId) issue("templateId", "Pick a template");
      const names = v.variables.map((r) => r.name.trim()).filter(Boolean);
      if (v.variables.some((r) => !r.name.trim() && r.value.trim()))
        issue("variables", "Every value needs a variable name");
      else if (new Set(names).size !== names.length)
        issue("variables", "A variable name is given twice");
    }
    const parsed = consoleEmailSendSchema.safeParse(toSendBody(v));
    if (parsed.success) return;
    const taken = new Set<SendFormField>(v.fromEmail ? [] : ["fromEmail"]);
    if (v.content === "template" && !v.templateId) taken.add("templateId");
    for (const i of parsed.error.issues) {
      const field = formFieldOf(i.path);
      if (taken.has(field)) continue;
      taken.add(field);
      issue(
        field,
        field === "html" && i.path.length === 2 ? "Write the HTML or the plain text" : i.message,
      );
    }
  });

export const sendFormResolver = zodResolver<SendFormValues, unknown, SendFormValues>(
  sendFormSchema,
);
