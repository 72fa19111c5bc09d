"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { UserPlusIcon } from "lucide-react";
import { useForm } from "react-hook-form";

import { Button } from "@/components/ui/button";
import { DialogForm } from "@/components/ui/dialog-form";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import type { OnIntentProps } from "@/components/ui/load-on-intent";
import { NativeSelect } from "@/components/ui/native-select";
import { ROLE_LABELS, ROLES } from "@/lib/permissions";
import { ApiError } from "@/lib/queries/api-client";
import { useCreateUser } from "@/lib/users/queries";
import { userCreateSchema, type UserCreate } from "@/lib/users/schema";

/** Invite a user: the console generates a temporary password shown once to the admin. */
export function UserCreateDialog({
  onCreated,
  ...intent
}: {
  onCreated: (email: string, password?: string, notice?: string) => void;
} & OnIntentProps) {
  const create = useCreateUser();
  const form = useForm<UserCreate>({
    resolver: zodResolver(userCreateSchema),
    defaultValues: { email: "", name: "", role: "support" },
  });

  return (
    <DialogForm
      form={form}
      id="user-create"
      {...intent}
      trigger={
        <Button>
          <UserPlusIcon aria-hidden="true" /> Add user
        </Button>
      }
      title="Add a user"
      description="They sign in with a temporary password you hand on: it is shown once, works for 24 hours, and they choose their own at first sign-in."
      submitLabel="Add user"
      pendingLabel="Adding…"
      write={create}
      onSent={(saved) => onCreated(saved.user.email, saved.temporaryPassword, saved.notice)}
      onError={(err) => {
        if (err instanceof ApiError && err.fields?.email)
          form.setError("email", { message: err.message });
        else
          form.setError("root", {
            message: err instanceof Error ? err.message : "Could not create the user.",
          });
      }}
    >
      <FormField control={form.control} name="email" id="new-email" label="Email">
        {(control) => <Input type="email" {...control} />}
      </FormField>
      <FormField control={form.control} name="name" id="new-name" label="Name">
        {(control) => <Input {...control} />}
      </FormField>
      <FormField control={form.control} name="role" id="new-role" label="Role">
        {(control) => (
          <NativeSelect {...control}>
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {ROLE_LABELS[r]}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
    </DialogForm>
  );
}
