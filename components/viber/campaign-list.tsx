"use client";

import { MegaphoneIcon, PlusIcon } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useMemo } from "react";

import { useAccount, useCan } from "@/components/account/account-context";
import { DataTable } from "@/components/data-table/data-table";
import { PageHeader } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import { Pagination, readPaging } from "@/components/ui/pagination";
import { errorMessage } from "@/lib/queries/api-client";
import { useCampaignList } from "@/lib/queries/campaigns";
import { useUrlState } from "@/lib/use-url-state";

import { campaignColumns, campaignHref } from "./campaign-columns";

/** The campaign list: newest first, paged on the server (the upstream gives no total). */
export function CampaignList() {
  const { timeZone } = useAccount();
  const canWrite = useCan("campaigns:write");
  const router = useRouter();
  const [url, setUrl] = useUrlState(["page", "size"] as const);
  const { page, pageSize, offset } = readPaging(url);
  const list = useCampaignList({ limit: pageSize, offset });
  const columns = useMemo(() => campaignColumns(timeZone), [timeZone]);
  const items = list.data?.items;

  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader
        title="Campaigns"
        description={
          <>Viber campaigns, newest first. Dates are in the account&apos;s timezone ({timeZone}).</>
        }
        actions={
          canWrite && (
            <Button asChild>
              <Link href="/viber/campaigns/new">
                <PlusIcon aria-hidden="true" />
                New campaign
              </Link>
            </Button>
          )
        }
      />
      <div className="grid grid-cols-1 gap-3">
        <DataTable
          unreadable={list.data?.unreadable}
          label="Campaigns"
          columns={columns}
          rows={list.isError && !items ? undefined : items}
          getRowId={(c) => String(c.id)}
          error={list.isError ? errorMessage(list.error) : null}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
          fetching={list.isPlaceholderData}
          onRowClick={(c) => router.push(campaignHref(c.id))}
          empty={{
            icon: MegaphoneIcon,
            title: page > 1 ? "No more campaigns" : "No campaigns yet",
            description:
              page > 1
                ? "This page is past the last campaign."
                : canWrite
                  ? "Create the first one with New campaign."
                  : "Campaigns your team creates will appear here.",
          }}
        />
        {(items?.length || page > 1) && (
          <Pagination
            page={page}
            pageSize={pageSize}
            pageItems={items?.length ?? 0}
            onPage={(p) => setUrl({ page: p > 1 ? p : undefined })}
            onPageSize={(size) => setUrl({ size, page: undefined })}
            label="campaigns"
          />
        )}
      </div>
    </div>
  );
}
