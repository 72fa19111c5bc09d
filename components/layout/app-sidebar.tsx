import { Brand } from "./brand";
import { SidebarNav } from "./sidebar-nav";

/**
 * The desktop sidebar (≥ 1024 px); smaller screens get the same nav in a sheet.
 * The column (background and border) stretches with the page, however long it
 * is; the nav inside it stays in view while the page scrolls.
 */
export function AppSidebar({ permissions }: { permissions: readonly string[] }) {
  return (
    <div data-testid="sidebar-column" className="hidden w-64 shrink-0 border-r bg-sidebar lg:block">
      <aside aria-label="Sidebar" className="sticky top-0 flex h-dvh flex-col">
        <div className="flex h-14 items-center border-b px-5">
          <Brand />
        </div>
        <div className="flex-1 overflow-y-auto">
          <SidebarNav permissions={permissions} />
        </div>
      </aside>
    </div>
  );
}
