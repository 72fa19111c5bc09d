/**
 * What Next.js gives an error boundary (error.tsx, global-error.tsx): the error, whose
 * `digest` matches the server log entry, and `reset` to try the segment again.
 */
export interface ErrorBoundaryProps {
  error: Error & { digest?: string };
  reset: () => void;
}
