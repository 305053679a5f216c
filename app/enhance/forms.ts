/**
 * The public forms (advertise, contact; app/routes/info) sent in place: the same POST the form
 * makes without JavaScript, read with fetch. Sent: the form is cleared and the thank-you shows for
 * 5 s (docs/product/site-and-accounts.md#info-pages). Refused: the server's messages are copied in and what was typed stays. Each
 * form carries a fresh client token, so a double submit is stored once.
 */
export const THANKS_MS = 5000;
const OFFLINE = "Your message could not be sent: check your connection and try again. What you typed is kept.";

type Turnstile = { reset(widget?: Element): void };

export function enhanceEnquiryForms(doc: Document): void {
  for (const form of doc.querySelectorAll<HTMLFormElement>("form[data-enquiry-form]")) enhanceForm(doc, form);
}

function enhanceForm(doc: Document, form: HTMLFormElement): void {
  const status = form.querySelector<HTMLElement>("[data-form-status]");
  const submit = form.querySelector<HTMLButtonElement>("button[type=submit]");
  const renewToken = () => {
    const token = form.querySelector<HTMLInputElement>("input[name=clientToken]");
    if (token) token.value = crypto.randomUUID();
  };
  let hideTimer: ReturnType<typeof setTimeout> | undefined;
  const hideThanksLater = () => {
    clearTimeout(hideTimer);
    hideTimer = setTimeout(() => status?.querySelector("[data-thanks]")?.remove(), THANKS_MS);
  };
  renewToken();
  if (status?.querySelector("[data-thanks]")) {
    hideThanksLater();
    history.replaceState(history.state, "", location.pathname);
  }

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    if (submit?.disabled) return;
    if (submit) submit.disabled = true;
    try {
      const response = await fetch(form.action, { method: "POST", body: new FormData(form), credentials: "same-origin" });
      if (response.ok && new URL(response.url).searchParams.get("sent") === "1") {
        form.reset();
        renewToken();
        showErrors(form, null);
        if (status) {
          status.replaceChildren(thanksLine(doc, form.dataset.thanksText ?? "Thank you."));
          hideThanksLater();
        }
      } else {
        const answer = new DOMParser().parseFromString(await response.text(), "text/html").querySelector("form[data-enquiry-form]");
        if (!answer) throw new Error(`unexpected answer ${response.status}`);
        showErrors(form, answer);
        status?.replaceChildren(...[...(answer.querySelector("[data-form-status]")?.childNodes ?? [])].map((n) => doc.importNode(n, true)));
      }
    } catch {
      const line = doc.createElement("p");
      line.className = "info-form__alert";
      line.setAttribute("role", "alert");
      line.textContent = OFFLINE;
      status?.replaceChildren(line);
    } finally {
      (window as unknown as { turnstile?: Turnstile }).turnstile?.reset();
      if (submit) submit.disabled = false;
    }
  });
}

function thanksLine(doc: Document, text: string): HTMLElement {
  const line = doc.createElement("p");
  line.className = "info-form__thanks";
  line.setAttribute("role", "status");
  line.dataset.thanks = "";
  line.textContent = text;
  return line;
}

/** Field messages from the server's answer (none when `answer` is null); the inputs keep their values. */
function showErrors(form: HTMLFormElement, answer: Element | null): void {
  for (const slot of form.querySelectorAll<HTMLElement>("[data-error-for]")) {
    const name = slot.dataset.errorFor ?? "";
    const message = answer?.querySelector(`[data-error-for="${CSS.escape(name)}"]`)?.textContent ?? "";
    slot.textContent = message;
    const field = form.elements.namedItem(name);
    if (field instanceof HTMLElement) {
      if (message) field.setAttribute("aria-invalid", "true");
      else field.removeAttribute("aria-invalid");
    }
  }
}
