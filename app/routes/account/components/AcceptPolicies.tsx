import { Form, Link } from "react-router";
import { Message } from "./Message.tsx";

/**
 * /user/terms: an account that has not accepted the current privacy policy and terms (one made by
 * Google or Apple sign-in) accepts them before it is used (decision 030), as sign-up's checkbox
 * does. Declining is signing out.
 */
export function AcceptPolicies({ result }: { result: { ok: boolean; message?: string } | null }) {
  return (
    <section className="account" aria-labelledby="account-title">
      <h1 id="account-title">Privacy Policy and Terms of Use</h1>
      <Message result={result} />
      <p>
        Before you use your Cricket Edge account, please read and accept our <Link to="/info/privacy">Privacy Policy</Link> and{" "}
        <Link to="/info/termsofuse">Terms of Use</Link>.
      </p>
      <Form method="post" action="/user/terms" className="account-form" data-account-form="terms">
        <input type="hidden" name="intent" value="accept-terms" />
        <label className="account-check">
          <input type="checkbox" name="terms" required /> <span>I agree to the Privacy Policy and Terms of Use</span>
        </label>
        <button type="submit">Continue</button>
      </Form>
      <Form method="post" action="/user/profile" className="account-links">
        <input type="hidden" name="intent" value="sign-out" />
        <button type="submit" className="account-button account-button--danger">
          Decline and sign out
        </button>
      </Form>
    </section>
  );
}
