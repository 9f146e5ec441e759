import { languages, languageStorageKey } from "#app/i18n/languages";
import { splashSessionKey, splashTotalMs, themeStorageKey } from "./theme";

/**
 * Runs in <head> before the first paint, so the stored theme and language
 * apply with no flash, and decides whether this load shows the splash:
 * once per browser session, never for reduced motion or the staff area.
 * It is inline (allowed by a CSP hash or nonce) because an external file
 * would arrive too late to prevent the flash.
 */
const rtl = languages.filter((l) => l.dir === "rtl").map((l) => l.code);
const codes = languages.map((l) => l.code);

export const bootScript = `(function(){var d=document.documentElement;try{var t=localStorage.getItem(${JSON.stringify(themeStorageKey)});if(t==="dark")d.classList.add("dark");var l=localStorage.getItem(${JSON.stringify(languageStorageKey)});if(${JSON.stringify(codes)}.indexOf(l)>0){d.lang=l;d.dir=${JSON.stringify(rtl)}.indexOf(l)>=0?"rtl":"ltr"}}catch(e){}try{var m=window.matchMedia("(prefers-reduced-motion: reduce)").matches;if(!m&&location.pathname.indexOf("/admin")!==0&&!sessionStorage.getItem(${JSON.stringify(splashSessionKey)})){sessionStorage.setItem(${JSON.stringify(splashSessionKey)},"1");d.classList.add("splash");setTimeout(function(){d.classList.remove("splash")},${splashTotalMs})}}catch(e){}})();`;
