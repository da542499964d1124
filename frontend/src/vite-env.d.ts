/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />

interface ImportMetaEnv {
  /** Site key of the login bot check; unset = no widget (everywhere but production). */
  readonly VITE_BOT_CHECK_SITE_KEY?: string;
  /** Where the project's docs/ folder is readable (its repository); unset = named as text. */
  readonly VITE_DOCS_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
