// `npm run user:create -- --email a@b.c --name "A B" --role admin [--password …]`
// Creates a console user, or updates the role/password of an existing one.
// Without --password (or USER_PASSWORD) it asks for one on the terminal.
import { createInterface } from "node:readline/promises";
import { parseArgs } from "node:util";

import { passwordSchema } from "@/lib/users/schema";

import { ROLES, type Role } from "../lib/permissions";
import { createUser, findUserByEmail, updateUser } from "../server/auth/users";
import { database } from "../server/db/client";

const { values } = parseArgs({
  options: {
    email: { type: "string" },
    name: { type: "string" },
    role: { type: "string", default: "admin" },
    password: { type: "string" },
  },
});

function fail(message: string): never {
  console.error(`user:create: ${message}`);
  process.exit(1);
}

const email = values.email?.trim().toLowerCase();
if (!email || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) fail("give --email with a valid address");
if (!ROLES.includes(values.role as Role)) fail(`--role must be one of ${ROLES.join(", ")}`);
const role = values.role as Role;

let password = values.password ?? process.env.USER_PASSWORD;
if (!password) {
  if (!process.stdin.isTTY) fail("give --password or USER_PASSWORD when not on a terminal");
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  password = await rl.question("Password (at least 12 characters): ");
  rl.close();
}
const checked = passwordSchema.safeParse(password);
if (!checked.success) fail(`password: ${checked.error.issues[0]?.message}`);

const db = await database();
const existing = await findUserByEmail(email);
if (existing) {
  await updateUser(existing.id, { role, password, active: true, name: values.name });
  console.log(`Updated ${email}: role ${role}, new password set.`);
} else {
  await createUser({ email, name: values.name ?? email.split("@")[0]!, role, password });
  console.log(`Created ${email} (${role}).`);
}
await db.close();
