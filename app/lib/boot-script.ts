import { languages, languageStorageKey } from "#app/i18n/languages";
import { splashSessionKey, splashTotalMs, themeStorageKey } from "./theme";

/**
 * The shell's controls that work from the first paint: pages request their scripts only after it
 * (docs/decisions/008), and a click in between must not be lost. Spread one on its element,
 * e.g. `<button {...bootControl.themeToggle}>`; the boot script below answers for it.
 */
export const bootControl = {
  /** Switches the theme: the `dark` class on <html>, kept in localStorage. */
  themeToggle: { "data-theme-toggle": "" },
  /** A button with aria-controls and aria-expanded that shows and hides the element it controls (its `hidden`). */
  disclosure: { "data-disclosure": "" },
  /** A language <select>: the choice is stored and the same page opens in that language. */
  languageSelect: { "data-language-select": "" },
} as const;

const attribute = (control: Record<string, string>) => Object.keys(control)[0]!;
const json = JSON.stringify;

/**
 * Runs in <head> before the first paint. It marks <html> with the class "js" (without it, app.css offers the
 * mobile menu as a link instead of the script's button), applies the stored theme and language with no flash, and
 * decides whether this load shows the splash (once per browser session, never for reduced motion or the
 * staff area). It is inline (allowed by a CSP hash or nonce) because an external file would arrive too late.
 *
 * It also answers the controls of `bootControl`, through one listener on the document for the page's whole
 * life, before hydration and after: so a click is never lost, and never handled twice. Their state stays in
 * the document (the `dark` class, aria-expanded and hidden, <html lang dir> and localStorage), where React
 * reads it (useTheme, useDisclosure, I18nProvider): what a visitor did before hydration is simply adopted.
 * While a disclosure is open (the mobile menu, which covers the page), Tab past its last item comes back to
 * its button and Shift+Tab from the button goes to the last item, so focus never reaches the page under it
 * (issue 17); app.css keeps that page from scrolling meanwhile.
 * Languages live at their own addresses (/hi/contact). A visitor who chose one and opens an English address is
 * moved to that language's page before anything is painted; a stored value that is not one of ours is replaced.
 * The language select stores the choice and opens the same page in the chosen language.
 */
export function bootScript(): string {
  const codes = json(languages.map((l) => l.code));
  return `(function(){
var d=document.documentElement,codes=${codes},L=${json(languageStorageKey)};d.classList.add("js");
function store(k,v){try{localStorage.setItem(k,v)}catch(e){}}
function page(p){var m=/^\\/([^\\/]+)(.*)$/.exec(p);return m&&codes.indexOf(m[1])>0?m[2]||"/":p}
function addr(l,p){return(l==="en"?p:"/"+l+(p==="/"?"":p))+location.search+location.hash}
var staff=/^\\/admin(\\/|$)/i.test(location.pathname);
try{if(localStorage.getItem(${json(themeStorageKey)})==="dark")d.classList.add("dark");var l=localStorage.getItem(L);
if(l!==null&&codes.indexOf(l)<0)store(L,d.lang);
else if(l&&l!=="en"&&!staff&&page(location.pathname)===location.pathname){d.style.visibility="hidden";location.replace(addr(l,location.pathname))}}catch(e){}
try{if(!matchMedia("(prefers-reduced-motion: reduce)").matches&&location.pathname.indexOf("/admin")!==0&&!sessionStorage.getItem(${json(splashSessionKey)})){sessionStorage.setItem(${json(splashSessionKey)},"1");d.classList.add("splash");setTimeout(function(){d.classList.remove("splash")},${splashTotalMs})}}catch(e){}
document.addEventListener("click",function(e){
var t=e.target;if(!(t instanceof Element))return;
if(t.closest("[${attribute(bootControl.themeToggle)}]"))return store(${json(themeStorageKey)},d.classList.toggle("dark")?"dark":"light");
var b=t.closest("[${attribute(bootControl.disclosure)}]");if(!b)return;
var open=b.getAttribute("aria-expanded")!=="true",p=document.getElementById(b.getAttribute("aria-controls"));
b.setAttribute("aria-expanded",String(open));if(p)p.hidden=!open});
document.addEventListener("keydown",function(e){
var b=e.key==="Tab"&&document.querySelector("[${attribute(bootControl.disclosure)}][aria-expanded=true]");if(!b)return;
var p=document.getElementById(b.getAttribute("aria-controls")),c=[b].concat(p?[].slice.call(p.querySelectorAll("a[href],button,select,input")):[]).filter(function(x){return x.getClientRects().length>0});
var i=c.indexOf(document.activeElement),n=e.shiftKey?(i<=0?c[c.length-1]:null):(i<0||i===c.length-1?c[0]:null);if(n){e.preventDefault();n.focus()}});
document.addEventListener("change",function(e){
var s=e.target,l=s instanceof HTMLSelectElement&&s.hasAttribute("${attribute(bootControl.languageSelect)}")?s.value:null;if(codes.indexOf(l)<0)return;
store(L,l);location.assign(addr(l,page(location.pathname)))});
})();`;
}
