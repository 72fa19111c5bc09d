import { lazyResolver } from "@/lib/lazy-resolver";

import type { AddForm, ResubscribeBody, ResubscribeForm } from "./unsubscribe-form-checks";

/** The unsubscribes page's resolvers; their checks load when a form is first touched. */
const checks = () => import("./unsubscribe-form-checks");

export const checkResolver = lazyResolver<{ email: string }>(() =>
  checks().then((m) => m.checkResolver),
);
export const addResolver = lazyResolver<AddForm>(() => checks().then((m) => m.addResolver));
export const resubscribeResolver = lazyResolver<ResubscribeForm, unknown, ResubscribeBody>(() =>
  checks().then((m) => m.resubscribeResolver),
);
