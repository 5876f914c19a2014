/// <reference types="vite/client" />

/** Build-time settings of the SPA (Vite `VITE_*` variables). */
interface ImportMetaEnv {
  /** Base of every API call; default `/api`. */
  readonly VITE_API_BASE?: string;
}
