"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";

import { cn } from "@/lib/utils";

import { activeNavItem, navSections, visibleNavItems } from "./nav-items";

/**
 * The grouped section links. Used by the desktop sidebar and the mobile sheet;
 * `onNavigate` lets the sheet close itself after a click.
 */
export function SidebarNav({
  permissions,
  onNavigate,
}: {
  permissions?: readonly string[];
  onNavigate?: () => void;
}) {
  const pathname = usePathname();
  const active = activeNavItem(pathname);
  const items = visibleNavItems(permissions);

  return (
    <nav aria-label="Main" className="flex flex-col gap-5 px-3 py-4">
      {navSections.map((section) => {
        const sectionItems = items.filter((i) => i.section === section);
        if (sectionItems.length === 0) return null;
        const headingId = `nav-section-${section.toLowerCase()}`;
        const showHeading = section !== "Overview";
        return (
          <div key={section} className="flex flex-col gap-1">
            {showHeading && (
              <p
                id={headingId}
                className="px-2 pb-1 text-xs font-medium tracking-wide text-muted-foreground uppercase"
              >
                {section}
              </p>
            )}
            <ul
              aria-labelledby={showHeading ? headingId : undefined}
              className="flex flex-col gap-0.5"
            >
              {sectionItems.map((item) => {
                const isActive = active?.href === item.href;
                // Exact page vs. a page inside the section (e.g. one email of the log).
                const current = isActive ? (pathname === item.href ? "page" : "true") : undefined;
                const Icon = item.icon;
                return (
                  <li key={item.href}>
                    <Link
                      href={item.href}
                      aria-current={current}
                      onClick={onNavigate}
                      className={cn(
                        "flex h-9 items-center gap-3 rounded-md px-2 text-sm font-medium text-foreground/80 transition-colors outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50",
                        isActive && "bg-accent text-accent-foreground",
                      )}
                    >
                      <Icon
                        aria-hidden="true"
                        className={cn(
                          "size-4 shrink-0 text-muted-foreground",
                          isActive && "text-primary",
                        )}
                      />
                      {item.label}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}
