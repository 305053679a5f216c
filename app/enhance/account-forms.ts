/**
 * The account forms' button states (docs/product/site-and-accounts.md#accounts): Continue is enabled on log-in only when the
 * identifier is an email or mobile and a password is typed, on sign-up only when the email and the
 * mobile are valid; while a form is sent its button reads 'Please wait...' and is disabled. An error
 * the server answered with goes once a field of its form is edited: it was about what was sent. The
 * server checks everything again; without this script the forms simply post.
 */
import { classify, isEmail, isMobile } from "../backend/accounts/identifier.ts";

const READY: Record<string, (form: HTMLFormElement) => boolean> = {
  login: (form) => classify(field(form, "identifier")).kind !== "neither" && field(form, "password") !== "",
  "sign-up": (form) => isEmail(field(form, "email").trim()) && isMobile(field(form, "mobile").trim()),
};

function field(form: HTMLFormElement, name: string): string {
  const input = form.elements.namedItem(name);
  return input instanceof HTMLInputElement ? input.value : "";
}

export function enhanceAccountForms(doc: Document): void {
  clearErrorsOnEdit(doc);
  for (const form of doc.querySelectorAll<HTMLFormElement>("form[data-account-form]")) {
    const ready = READY[form.dataset.accountForm ?? ""];
    const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
    if (!ready || !button) continue;
    const update = () => {
      button.disabled = !ready(form);
    };
    update();
    form.addEventListener("input", update);
    form.addEventListener("submit", () => {
      // The button has no name or value: disabling it takes nothing out of the posted form.
      button.disabled = true;
      button.textContent = "Please wait...";
    });
  }
}

/** The server's error above a form (its section's message) goes at the first edit of a field of that form. */
function clearErrorsOnEdit(doc: Document): void {
  for (const form of doc.querySelectorAll<HTMLFormElement>("form.account-form")) {
    const errors = [...(form.closest(".account")?.querySelectorAll(".account-message--error") ?? [])];
    if (errors.length === 0) continue;
    // "input" only (a checkbox fires it too): "change" comes at the blur, when the pointer is on its
    // way to another control, and the form moving up under it would make that click miss.
    form.addEventListener(
      "input",
      () => {
        for (const error of errors) error.remove();
      },
      { once: true },
    );
  }
}
