// Vitest runs server code outside React's server environment; `server-only` is a no-op there.
export {};
