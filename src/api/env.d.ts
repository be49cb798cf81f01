// The environment the client reads at build time (Vite replaces these).
interface ImportMetaEnv {
  /** Base URL of the REST API; `/api/` (same origin) when unset. */
  readonly VITE_API_BASE?: string;
}
