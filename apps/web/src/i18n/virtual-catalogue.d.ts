declare module "virtual:catalogue/*" {
  /** Compiled messages by key (vite-catalogues.ts). */
  const messages: import("@lingui/core").Messages;
  export default messages;
}
