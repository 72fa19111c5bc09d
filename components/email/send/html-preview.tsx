"use client";

import { MonitorIcon, SmartphoneIcon } from "lucide-react";
import { useEffect, useState } from "react";

import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

/**
 * The HTML as the recipient's client would show it, in a sandboxed iframe
 * (`sandbox=""`: no scripts, no forms, no same-origin access; srcDoc, never
 * injected into the page). Updates a moment after typing stops.
 */
export function HtmlPreview({ html }: { html: string }) {
  const [shown, setShown] = useState(html);
  const [phone, setPhone] = useState(false);
  useEffect(() => {
    const t = setTimeout(() => setShown(html), 300);
    return () => clearTimeout(t);
  }, [html]);
  return (
    <div className="grid grid-cols-1 gap-2">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-medium" id="preview-label">
          Preview
        </p>
        <div className="flex gap-1" role="group" aria-label="Preview width">
          <Button
            type="button"
            size="sm"
            variant={phone ? "ghost" : "secondary"}
            aria-pressed={!phone}
            onClick={() => setPhone(false)}
          >
            <MonitorIcon aria-hidden="true" /> Wide
          </Button>
          <Button
            type="button"
            size="sm"
            variant={phone ? "secondary" : "ghost"}
            aria-pressed={phone}
            onClick={() => setPhone(true)}
          >
            <SmartphoneIcon aria-hidden="true" /> Phone
          </Button>
        </div>
      </div>
      <div className="overflow-hidden rounded-lg border bg-muted/40 p-2">
        {shown.trim() ? (
          <iframe
            title="Preview of the email's HTML"
            sandbox=""
            srcDoc={shown}
            referrerPolicy="no-referrer"
            className={cn(
              "mx-auto block h-96 rounded-md border bg-white transition-[width]",
              phone ? "w-[375px] max-w-full" : "w-full",
            )}
          />
        ) : (
          <p className="flex h-40 items-center justify-center text-sm text-muted-foreground">
            The preview appears as you write the HTML.
          </p>
        )}
      </div>
      <p className="text-xs text-muted-foreground">
        Shown without scripts. Remote images load only if the reader&apos;s client allows them.
      </p>
    </div>
  );
}
