import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { countryLabel } from "@/lib/email/countries";
import { countBy } from "@/lib/email/tracking";
import type { ClientInfo, LinkClick } from "@/lib/schemas/resources";
import { chartColor } from "@/lib/theme-tokens";

type Event = ClientInfo | LinkClick;

/** Opens and clicks together, counted by browser, OS and country, as small bar lists. */
export function TrackingBreakdowns({ events }: { events: Event[] }) {
  const lists = [
    { title: "By browser", rows: countBy(events, (e) => e.browser) },
    { title: "By OS", rows: countBy(events, (e) => e.os) },
    { title: "By country", rows: countBy(events, (e) => countryLabel(e.country)) },
  ];
  return (
    <section aria-labelledby="breakdowns" className="grid min-w-0 grid-cols-1 gap-3">
      <h2 id="breakdowns" className="text-lg font-semibold">
        Where it was read
        <span className="ml-2 text-sm font-normal text-muted-foreground">
          opens and clicks together
        </span>
      </h2>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
        {lists.map((list, i) => (
          <Card key={list.title} className="gap-3 py-4">
            <CardHeader className="px-4">
              <CardTitle className="text-sm">{list.title}</CardTitle>
            </CardHeader>
            <CardContent className="px-4">
              {list.rows.length === 0 ? (
                <p className="text-sm text-muted-foreground">Nothing yet</p>
              ) : (
                <ul aria-label={list.title} className="grid grid-cols-1 gap-2">
                  {list.rows.map((r) => {
                    const max = list.rows[0]?.count ?? 1;
                    return (
                      <li key={r.name} className="grid grid-cols-1 gap-1 text-sm">
                        <div className="flex items-baseline justify-between gap-2">
                          <span className="truncate">{r.name}</span>
                          <span className="text-muted-foreground tabular-nums">{r.count}</span>
                        </div>
                        <div className="h-1.5 rounded-full bg-muted" aria-hidden="true">
                          <div
                            className="h-full rounded-full"
                            style={{
                              width: `${(r.count / max) * 100}%`,
                              background: chartColor(i),
                            }}
                          />
                        </div>
                      </li>
                    );
                  })}
                </ul>
              )}
            </CardContent>
          </Card>
        ))}
      </div>
    </section>
  );
}
