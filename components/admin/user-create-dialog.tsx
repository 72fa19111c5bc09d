"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { UserPlusIcon } from "lucide-react";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";

import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useFocusTrigger, type OnIntentProps } from "@/components/ui/load-on-intent";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { ROLE_LABELS, ROLES } from "@/lib/permissions";
import { ApiError, newIdempotencyKey } from "@/lib/queries/api-client";
import { useCreateUser } from "@/lib/queries/users";
import { userCreateSchema, type UserCreate } from "@/lib/schemas/users";

/** Invite a user: the console generates a temporary password shown once to the admin. */
export function UserCreateDialog({
  onCreated,
  open,
  onOpenChange,
  focusTrigger,
}: {
  onCreated: (email: string, password?: string, notice?: string) => void;
} & OnIntentProps) {
  const setOpen = onOpenChange;
  const triggerRef = useFocusTrigger(focusTrigger, open);
  const [key, setKey] = useState(newIdempotencyKey);
  const create = useCreateUser();
  const form = useForm<UserCreate>({
    resolver: zodResolver(userCreateSchema),
    defaultValues: { email: "", name: "", role: "support" },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (body) => {
    try {
      const saved = await create.mutateAsync({ body, key });
      setKey(newIdempotencyKey());
      form.reset();
      setOpen(false);
      onCreated(saved.user.email, saved.temporaryPassword, saved.notice);
    } catch (err) {
      if (err instanceof ApiError && err.fields?.email)
        form.setError("email", { message: err.message });
      else
        form.setError("root", {
          message: err instanceof Error ? err.message : "Could not create the user.",
        });
    }
  });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button ref={triggerRef}>
          <UserPlusIcon aria-hidden="true" /> Add user
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add a user</DialogTitle>
          <DialogDescription>
            They sign in with a temporary password you hand on: it is shown once, works for 24
            hours, and they choose their own at first sign-in.
          </DialogDescription>
        </DialogHeader>
        <form id="user-create" className="grid gap-4" onSubmit={submit} noValidate>
          {errors.root && (
            <p role="alert" className="text-sm text-destructive">
              {errors.root.message}
            </p>
          )}
          <Field id="new-email" label="Email" error={errors.email?.message}>
            <Input
              id="new-email"
              type="email"
              aria-invalid={!!errors.email}
              {...form.register("email")}
            />
          </Field>
          <Field id="new-name" label="Name" error={errors.name?.message}>
            <Input id="new-name" aria-invalid={!!errors.name} {...form.register("name")} />
          </Field>
          <Field id="new-role" label="Role" error={errors.role?.message}>
            <Controller
              control={form.control}
              name="role"
              render={({ field }) => (
                <Select value={field.value} onValueChange={field.onChange}>
                  <SelectTrigger id="new-role" className="w-full">
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {ROLES.map((r) => (
                      <SelectItem key={r} value={r}>
                        {ROLE_LABELS[r]}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          </Field>
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button type="submit" form="user-create" disabled={create.isPending}>
            {create.isPending ? "Adding…" : "Add user"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function Field(props: { id: string; label: string; error?: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={props.id}>{props.label}</Label>
      {props.children}
      {props.error && <p className="text-sm text-destructive">{props.error}</p>}
    </div>
  );
}
