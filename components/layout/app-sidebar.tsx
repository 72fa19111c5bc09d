import { Brand } from "./brand";
import { SidebarNav } from "./sidebar-nav";

/** The desktop sidebar (≥ 1024 px); smaller screens get the same nav in a sheet. */
export function AppSidebar({ permissions }: { permissions: readonly string[] }) {
  return (
    <aside
      aria-label="Sidebar"
      className="sticky top-0 hidden h-dvh w-64 shrink-0 flex-col border-r bg-sidebar lg:flex"
    >
      <div className="flex h-14 items-center border-b px-5">
        <Brand />
      </div>
      <div className="flex-1 overflow-y-auto">
        <SidebarNav permissions={permissions} />
      </div>
    </aside>
  );
}
