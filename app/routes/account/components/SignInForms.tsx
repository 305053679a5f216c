import { Form, Link } from "react-router";
import { Message } from "./Message.tsx";
import { type SocialProvider, SocialSignIn } from "./SocialSignIn.tsx";

export type LoginMethod = "password" | "otp" | "forgot" | "verify";
export interface FormResult {
  ok: boolean;
  message?: string;
  /** the step a multi-step form has reached (an OTP sent) */
  step?: "code" | "mobile-code";
  identifier?: string;
  /** the number the profile's "Add Now" sent a code to */
  mobile?: string;
}

/**
 * The sign-in screen (/user/login): email or mobile and password; or an OTP by email or mobile;
 * or a forgotten password reset by OTP; or, after sign-up, the email's verification code. Plain
 * POST forms: the server answers each step.
 */
export function SignInForms({
  method,
  result,
  identifier,
  social,
}: {
  method: LoginMethod;
  result: FormResult | null;
  identifier: string;
  social: SocialProvider[];
}) {
  const codeStep = result?.step === "code";
  const value = result?.identifier ?? identifier;
  return (
    <section className="account" aria-labelledby="account-title">
      <h1 id="account-title">{TITLES[method]}</h1>
      <Message result={result} />
      {method === "password" && (
        <Form method="post" className="account-form" data-account-form="login">
          <input type="hidden" name="intent" value="login" />
          <label>
            Email or mobile number
            <input type="text" name="identifier" autoComplete="username" required defaultValue={value} maxLength={254} />
          </label>
          <label>
            Password
            <input type="password" name="password" autoComplete="current-password" required maxLength={128} />
          </label>
          <label className="account-check">
            <input type="checkbox" name="agree" defaultChecked />
            {/* One span: the sentence wraps as text, not as the label's flex columns. */}
            <span>
              I agree to the <Link to="/info/privacy">Privacy Policy</Link> and <Link to="/info/termsofuse">Terms of Use</Link>
            </span>
          </label>
          <button type="submit">Continue</button>
        </Form>
      )}
      {(method === "otp" || method === "forgot") && !codeStep && (
        <Form method="post" className="account-form">
          <input type="hidden" name="intent" value={method === "otp" ? "otp-send" : "reset-send"} />
          <label>
            Email or mobile number
            <input type="text" name="identifier" autoComplete="username" required defaultValue={value} maxLength={254} />
          </label>
          <button type="submit">Send code</button>
        </Form>
      )}
      {method === "otp" && codeStep && (
        <Form method="post" className="account-form">
          <input type="hidden" name="intent" value="otp-verify" />
          <input type="hidden" name="identifier" value={value} />
          <OtpField />
          <button type="submit">Continue</button>
        </Form>
      )}
      {method === "forgot" && codeStep && (
        <Form method="post" className="account-form">
          <input type="hidden" name="intent" value="reset" />
          <input type="hidden" name="identifier" value={value} />
          <OtpField />
          <label>
            New password
            <input type="password" name="newPassword" autoComplete="new-password" required minLength={6} maxLength={128} />
          </label>
          <button type="submit">Reset password</button>
        </Form>
      )}
      {method === "verify" && (
        <>
          <Form method="post" className="account-form">
            <input type="hidden" name="intent" value="verify-email" />
            <label>
              Email
              <input type="email" name="identifier" autoComplete="email" required defaultValue={value} maxLength={254} />
            </label>
            <OtpField />
            <button type="submit">Verify email</button>
          </Form>
          <Form method="post" className="account-form account-links">
            <input type="hidden" name="intent" value="verify-send" />
            <input type="hidden" name="identifier" value={value} />
            <button type="submit">Send a new code</button>
          </Form>
        </>
      )}
      {method === "password" && <SocialSignIn providers={social} />}
      <nav className="account-links" aria-label="Other ways to sign in">
        {method !== "password" && <Link to="/user/login">Log in with password</Link>}
        {method !== "otp" && <Link to="/user/login?method=otp">Log in with a code</Link>}
        {method !== "forgot" && <Link to="/user/login?method=forgot">Forgot password?</Link>}
        <Link to="/user/sign-up">Don't have an account? Sign up</Link>
      </nav>
    </section>
  );
}

const TITLES: Record<LoginMethod, string> = {
  password: "Log in",
  otp: "Log in with a code",
  forgot: "Reset your password",
  verify: "Verify your email",
};

function OtpField() {
  return (
    <label>
      6-digit code
      <input type="text" name="otp" inputMode="numeric" autoComplete="one-time-code" pattern="[0-9]{6}" maxLength={6} required />
    </label>
  );
}
