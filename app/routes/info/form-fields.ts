/** The honeypot: a field people never see (hidden by CSS, out of the tab order); bots fill it. Shared by the forms and their actions. */
export const HONEYPOT_FIELD = "website";
