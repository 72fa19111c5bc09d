import type { ReactNode } from "react";

import { PageHeader } from "./page-header";

/** A page's header over its content, in one column that a wide table cannot widen. */
export function PageColumn({
  title,
  description,
  actions,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader title={title} description={description} actions={actions} />
      {children}
    </div>
  );
}
