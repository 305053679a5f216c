/**
 * The parts of the public forms (advertise, contact): labelled fields with their error, the
 * honeypot, the Turnstile widget when configured, and the status line. Plain HTML: the forms work
 * without JavaScript; app/enhance/forms.ts sends them in place when it runs.
 */

export interface FormState {
  errors: Record<string, string>;
  values: Record<string, string>;
}

export function Field({
  name,
  label,
  state,
  type = "text",
  required = true,
  multiline = false,
  autoComplete,
  maxLength,
}: {
  name: string;
  label: string;
  state: FormState;
  type?: string;
  required?: boolean;
  multiline?: boolean;
  autoComplete?: string;
  maxLength: number;
}) {
  const id = `field-${name}`;
  const error = state.errors[name];
  const common = {
    id,
    name,
    required,
    maxLength,
    defaultValue: state.values[name] ?? "",
    "aria-invalid": error ? true : undefined,
    "aria-describedby": `${id}-error`,
  } as const;
  return (
    <div className="info-form__field">
      <label htmlFor={id}>
        {label}
        {required ? null : <span className="info-form__optional"> (optional)</span>}
      </label>
      {multiline ? <textarea {...common} rows={5} /> : <input {...common} type={type} autoComplete={autoComplete} />}
      <small className="info-form__error" id={`${id}-error`} data-error-for={name}>
        {error ?? ""}
      </small>
    </div>
  );
}

/** Hidden from people (CSS and aria-hidden, out of the tab order); a bot filling it is thanked and ignored. */
export function Honeypot({ name }: { name: string }) {
  return (
    <div className="info-form__trap" aria-hidden="true">
      <label htmlFor="field-trap">Leave this empty</label>
      <input id="field-trap" name={name} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

/** Cloudflare Turnstile when the site has its keys (decision 022), else the captcha placeholder. */
export function HumanCheck({ siteKey }: { siteKey: string | null }) {
  // Without a site key the spec's captcha placeholder says plainly that there is none (decision 022:
  // the honeypot and the rate limit still screen the form).
  if (!siteKey)
    return (
      <p className="info-form__check info-form__check--none" data-captcha="none">
        No captcha is configured on this site: the form is checked for spam by other means.
      </p>
    );
  return (
    <div className="info-form__check">
      <div className="cf-turnstile" data-sitekey={siteKey} />
      {/* Allowed by its origin in the page's policy (workers/security-headers.ts): no nonce, the same bytes for every reader. */}
      <script src="https://challenges.cloudflare.com/turnstile/v0/api.js" async defer />
      <noscript>
        <p className="info-form__alert">The human check needs JavaScript: please turn it on to send this form.</p>
      </noscript>
    </div>
  );
}

/** The form's status line: the failure message (the form keeps what was typed) or the thank-you. */
export function FormStatus({ message, thanks }: { message: string | null; thanks: string | null }) {
  return (
    <div className="info-form__status" data-form-status aria-live="polite">
      {message && (
        <p className="info-form__alert" role="alert">
          {message}
        </p>
      )}
      {thanks && (
        <p className="info-form__thanks" role="status" data-thanks>
          {thanks}
        </p>
      )}
    </div>
  );
}
