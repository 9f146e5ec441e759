/** Decided in docs/product/decisions.md (Shell behaviour): light by default, kept in localStorage under this key. */
export const themeStorageKey = "ui-theme";
export type Theme = "light" | "dark";
export const splashSessionKey = "splash-seen";
/** docs/product/product-spec.md §9: 3000 ms minimum display plus the 400 ms fade. */
export const splashTotalMs = 3400;
