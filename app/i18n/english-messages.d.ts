/** English messages of locales/en.json by id prefix, bundled (scripts/vite-english-messages.ts). */
declare module "virtual:english/*" {
  const messages: Readonly<Record<string, string>>;
  export default messages;
}
