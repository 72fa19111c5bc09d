import type { UseQueryResult } from "@tanstack/react-query";

import { errorMessage } from "@/lib/queries/api-client";

/** A DataTable's `error`, `onRetry` and `retrying`, from the query its rows come from. */
export function queryErrorProps(query: UseQueryResult<unknown>) {
  return {
    error: query.isError ? errorMessage(query.error) : null,
    onRetry: () => void query.refetch(),
    retrying: query.isFetching,
  };
}
