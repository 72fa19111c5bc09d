import { AccountProvider } from "@/components/account/account-context";
import { ConsoleProviders } from "@/components/console-providers";
import { AppHeader } from "@/components/layout/app-header";
import { AppSidebar } from "@/components/layout/app-sidebar";
import { permissionsOf } from "@/lib/permissions";
import { requireUser } from "@/server/auth/page-guard";
import { env } from "@/server/env";

export default async function ConsoleLayout({ children }: { children: React.ReactNode }) {
  // proxy.ts only looks for a cookie; here the session is checked against the database.
  const user = await requireUser();
  const permissions = permissionsOf(user.role);
  const account = {
    timeZone: env().MESSAGING_API_TIMEZONE,
    role: user.role,
    grants: user.grants,
    email: user.email,
  };
  return (
    <ConsoleProviders>
      <AccountProvider value={account}>
        <a
          href="#main-content"
          className="sr-only rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[100]"
        >
          Skip to content
        </a>
        <div className="flex min-h-dvh">
          <AppSidebar permissions={permissions} />
          <div className="flex min-w-0 flex-1 flex-col">
            <AppHeader
              user={{ name: user.name, email: user.email, role: user.role }}
              permissions={permissions}
            />
            <main
              id="main-content"
              tabIndex={-1}
              className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 outline-none sm:px-6 lg:px-8 lg:py-8"
            >
              {children}
            </main>
          </div>
        </div>
      </AccountProvider>
    </ConsoleProviders>
  );
}
