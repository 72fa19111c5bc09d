import { Brand } from "./brand";

/** The frame of the pages outside the console's shell (sign-in, choosing a password). */
export function AuthShell({ children }: { children: React.ReactNode }) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-muted/40 px-4 py-12">
      <div className="w-full max-w-sm">
        <div className="mb-8 flex justify-center">
          <Brand />
        </div>
        {children}
      </div>
    </main>
  );
}
