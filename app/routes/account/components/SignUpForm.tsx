import { Form, Link } from "react-router";
import { Message } from "./Message.tsx";
import { type SocialProvider, SocialSignIn } from "./SocialSignIn.tsx";

export interface SignUpValues {
  name: string;
  email: string;
  mobile: string;
  referCode: string;
}

/** The sign-up screen (/user/sign-up): the spec's fields, the terms checkbox, Continue. */
export function SignUpForm({
  result,
  values,
  social,
}: {
  result: { ok: boolean; message?: string } | null;
  values: SignUpValues | null;
  social: SocialProvider[];
}) {
  return (
    <section className="account" aria-labelledby="account-title">
      <h1 id="account-title">Sign up</h1>
      <Message result={result} />
      <Form method="post" className="account-form" data-account-form="sign-up">
        <input type="hidden" name="intent" value="sign-up" />
        <label>
          Email
          <input type="email" name="email" autoComplete="email" maxLength={254} defaultValue={values?.email} />
        </label>
        <label>
          Full name
          <input type="text" name="name" autoComplete="name" maxLength={100} defaultValue={values?.name} />
        </label>
        <label>
          Mobile number
          <input type="tel" name="mobile" autoComplete="tel" maxLength={16} placeholder="+91 98765 43210" defaultValue={values?.mobile} />
        </label>
        <label>
          Password
          <input type="password" name="password" autoComplete="new-password" maxLength={128} />
        </label>
        <label>
          Refer code (optional)
          <input type="text" name="referCode" maxLength={32} defaultValue={values?.referCode} />
        </label>
        <label className="account-check">
          <input type="checkbox" name="terms" />
          {/* One span: the sentence wraps as text, not as the label's flex columns. */}
          <span>
            I agree to the <Link to="/info/privacy">Privacy Policy</Link> and <Link to="/info/termsofuse">Terms of Use</Link>
          </span>
        </label>
        <button type="submit">Continue</button>
      </Form>
      <SocialSignIn providers={social} />
      <nav className="account-links" aria-label="Have an account">
        <Link to="/user/login">Already have an account? Log in</Link>
      </nav>
    </section>
  );
}
