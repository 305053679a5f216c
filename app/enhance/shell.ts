/**
 * The site shell's behaviour, on every page (hydrated pages call it from the root, unhydrated ones
 * from their script), by event delegation on the server-rendered markup: header dropdown buttons
 * and Escape, the search box's 3-character rule, "Move to top" after scrolling, and the account
 * icon's hint of a session (./account-hint.ts). Without
 * JavaScript the shell still works: menus open on hover and focus, /search answers short terms,
 * "Move to top" is a link to #top.
 */
import { MIN_SEARCH_LENGTH, MOVE_TO_TOP_AFTER, SEARCH_PLACEHOLDER, TOO_SHORT_MESSAGE } from "../shell/shell-rules.ts";
import { followAccountHint } from "./account-hint.ts";
import { enhanceStripPanel } from "./strip-panel.ts";

function setMenu(menu: HTMLElement, open: boolean, dismissed: boolean) {
  if (open) menu.dataset.open = "true";
  else delete menu.dataset.open;
  if (dismissed) menu.dataset.dismissed = "true";
  else delete menu.dataset.dismissed;
  menu.querySelector(".nav-menu__toggle")?.setAttribute("aria-expanded", String(open));
}

const enhanced = new WeakSet<Document>();

export function enhanceShell(doc: Document): void {
  if (enhanced.has(doc)) return;
  enhanced.add(doc);
  enhanceStripPanel(doc);
  followAccountHint(doc);
  doc.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    // Following a link in a disclosure (phone menu, match strip panel) closes it: the header and
    // the strip stay on screen across client-side navigations.
    if (target?.closest("a")) target.closest("details")?.removeAttribute("open");
    const toggle = target?.closest<HTMLElement>(".nav-menu__toggle");
    const menu = target?.closest<HTMLElement>(".nav-menu");
    if (!menu) return;
    if (toggle) {
      const open = menu.dataset.open === "true";
      setMenu(menu, !open, open);
    } else if (target?.closest("a")) {
      setMenu(menu, false, false); // a client-side navigation keeps the header: close the menu
    }
  });
  doc.addEventListener("keydown", (event) => {
    const menu = event.key === "Escape" && event.target instanceof Element ? event.target.closest<HTMLElement>(".nav-menu") : null;
    if (!menu) return;
    setMenu(menu, false, true);
    menu.querySelector<HTMLElement>(".nav-menu__toggle")?.focus();
  });
  doc.addEventListener("focusout", (event) => {
    const menu = event.target instanceof Element ? event.target.closest<HTMLElement>(".nav-menu") : null;
    if (menu && !menu.contains(event.relatedTarget as Node | null)) setMenu(menu, false, false);
  });
  doc.addEventListener(
    "mouseleave",
    (event) => {
      const menu = event.target instanceof HTMLElement && event.target.matches(".nav-menu") ? event.target : null;
      if (menu) delete menu.dataset.dismissed;
    },
    true,
  );

  // The search box: a term under 3 characters is not searched; the box clears and says why.
  doc.addEventListener("submit", (event) => {
    const form = event.target instanceof HTMLFormElement && event.target.matches(".search-bar") ? event.target : null;
    const field = form?.elements.namedItem("q");
    if (!(field instanceof HTMLInputElement) || field.value.trim().length >= MIN_SEARCH_LENGTH) return;
    event.preventDefault();
    field.value = "";
    field.classList.add("search-bar__input--error");
    field.placeholder = TOO_SHORT_MESSAGE;
    field.setAttribute("aria-invalid", "true");
    field.focus();
  });
  doc.addEventListener("input", (event) => {
    const field =
      event.target instanceof HTMLInputElement && event.target.classList.contains("search-bar__input--error") ? event.target : null;
    if (!field) return;
    field.classList.remove("search-bar__input--error");
    field.placeholder = SEARCH_PLACEHOLDER;
    field.removeAttribute("aria-invalid");
  });
  doc.addEventListener(
    "toggle",
    (event) => {
      const details = event.target instanceof HTMLDetailsElement && event.target.matches(".search-toggle") ? event.target : null;
      if (details?.open) details.querySelector<HTMLInputElement>(".search-bar__input")?.focus();
    },
    true,
  );

  // "Move to top" shows once the page has scrolled 100 px, and scrolls smoothly.
  const view = doc.defaultView;
  const top = doc.querySelector<HTMLElement>(".floating__button--top");
  if (view && top) {
    const update = () => top.classList.toggle("is-visible", view.scrollY > MOVE_TO_TOP_AFTER);
    update();
    view.addEventListener("scroll", update, { passive: true });
    top.addEventListener("click", (event) => {
      event.preventDefault();
      view.scrollTo({ top: 0, behavior: "smooth" });
    });
  }
}
