import { followsOfUser, setUserFollow } from "../../alerts/follows.server.ts";
import { ALERT_KINDS } from "../../alerts/kinds.ts";
import { data, redirect } from "react-router";
import {
  acceptPolicies,
  currentUser,
  deleteAccount,
  logIn,
  needsPolicyAcceptance,
  type Outcome,
  resetPassword,
  sendEmailVerification,
  sendLoginOtp,
  sendResetOtp,
  signOut,
  signUp,
  verifyEmail,
  verifyLoginOtp,
} from "../../backend/accounts/accounts.server.ts";
import { AccountsClosed } from "../../backend/accounts/better-auth.server.ts";
import { avatarSources } from "../../backend/accounts/avatar.server.ts";
import { oidcProviders } from "../../backend/accounts/oidc-config.server.ts";
import { oidcFailureMessage } from "../../backend/accounts/oidc.server.ts";
import { MessagesUnavailable } from "../../backend/accounts/sender.server.ts";
import { sendAddMobileOtp, verifyAddedMobile } from "../../backend/accounts/mobile.server.ts";
import { storeSupportRequest, supportSchema } from "../../backend/accounts/support.server.ts";
import { SUPPORT_TOPICS, type SupportTopic } from "../../backend/accounts/support-topics.ts";
import { withAccountHint } from "../../backend/accounts/account-hint.server.ts";
import { accountAttemptAllowed, LOCKED_OUT } from "../../backend/accounts/limits.server.ts";
import { RETRY_AFTER_SECONDS } from "../../backend/security/rate-limit.server.ts";
import { workerContext } from "../../context.server.ts";
import { pageMeta } from "../../shell/page-meta.ts";
import { type AccountForm, readAccountForm } from "./account-form.server.ts";
import { MESSAGES } from "../../backend/accounts/identifier.ts";
import { AcceptPolicies } from "./components/AcceptPolicies.tsx";
import { AccountArea, type AccountTab } from "./components/AccountArea.tsx";
import { type FormResult, type LoginMethod, SignInForms } from "./components/SignInForms.tsx";
import { SignUpForm, type SignUpValues } from "./components/SignUpForm.tsx";
import type { Route } from "./+types/user";
import "./account.css";

/**
 * The account area, /user/{login|sign-up|profile|support} (docs/product/site-and-accounts.md#accounts): signed out, the sign-in or
 * sign-up forms; signed in, MY ACCOUNT with My Profile, Get Support, Sign Out and Delete Account.
 * Server HTML and plain POST forms (docs/decisions/025-accounts.md); never cached at the edge.
 */

const SCREENS = ["login", "sign-up", "profile", "support", "terms"] as const;
type Screen = (typeof SCREENS)[number];
const TABS: readonly AccountTab[] = ["delete", "mobile"];
const METHODS: readonly LoginMethod[] = ["password", "otp", "forgot", "verify"];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const screen = SCREENS.find((s) => s === params.formate);
  if (!screen) throw data(`No account page ${params.formate}`, { status: 404 });
  const { env } = context.get(workerContext);
  const url = new URL(request.url);
  const user = await signedInUser(env, request);
  if (user && (screen === "login" || screen === "sign-up")) throw redirect("/user/profile");
  // An account that has not accepted the current policies (Google or Apple sign-in) does so first (decision 030).
  if (screen === "terms" && !user) throw redirect("/user/login");
  if (screen === "terms" && user && !needsPolicyAcceptance(user)) throw redirect("/");
  if ((screen === "profile" || screen === "support") && user && needsPolicyAcceptance(user)) throw redirect("/user/terms");
  const methodParam = url.searchParams.get("method");
  const topicParam = url.searchParams.get("topic");
  const socialError = url.searchParams.get("error");
  return {
    screen,
    origin: url.origin,
    // Google and Apple sign-in, when configured (decision 027); a refused one comes back with ?error=.
    social: oidcProviders(env).map(({ id, label }) => ({ id, label })),
    socialError: socialError && screen === "login" ? oidcFailureMessage(socialError.slice(0, 64)) : null,
    method: METHODS.find((m) => m === methodParam) ?? "password",
    identifier: (url.searchParams.get("identifier") ?? "").slice(0, 254),
    tab: (screen === "support" ? "support" : (TABS.find((t) => t === url.searchParams.get("tab")) ?? "profile")) as AccountTab,
    topic: SUPPORT_TOPICS.find((t) => t === topicParam) ?? null,
    // Match alerts the user follows (decision 028).
    follows: user && screen === "profile" ? await followsOfUser(env.DB, user.id) : [],
    user: user && {
      name: user.name,
      email: user.email,
      emailVerified: user.emailVerified,
      mobile: user.mobile,
      mobileVerified: user.mobileVerified,
      image: user.image,
      // the avatar this site stored, at its sizes (decision 029); null for none or another site's picture
      avatar: avatarSources(user.image),
    },
    avatarDone: screen === "profile" ? ((["saved", "removed"] as const).find((v) => v === url.searchParams.get("avatar")) ?? null) : null,
  };
}

/** The signed-in user, or null; a site whose accounts are closed has nobody signed in. */
async function signedInUser(env: Env, request: Request) {
  try {
    return await currentUser(env, request);
  } catch (error) {
    if (error instanceof AccountsClosed || error instanceof MessagesUnavailable) return null;
    throw error;
  }
}

const TITLES: Record<Screen, string> = {
  login: "Log in",
  "sign-up": "Sign up",
  profile: "My Profile",
  support: "Get Support",
  terms: "Privacy Policy and Terms of Use",
};

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: "Account | Cricket Edge" }];
  const { screen, origin } = loaderData;
  return [
    ...pageMeta({
      title: `${TITLES[screen]} | Cricket Edge`,
      description:
        screen === "sign-up"
          ? "Create a Cricket Edge account with your email and mobile number."
          : "Log in to your Cricket Edge account with your email or mobile number, by password or a one-time code.",
      url: `${origin}/user/${screen}`,
    }),
    { name: "robots", content: "noindex" },
  ];
}

/** An action's own headers (a lockout's Retry-After) reach the page's response. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders;
}

type ActionData = FormResult & { values?: SignUpValues };

function answer(result: ActionData, status = 200) {
  // A lockout says when to come back (the limiter's window).
  return data<ActionData>(result, { status, ...(status === 429 ? { headers: { "retry-after": String(RETRY_AFTER_SECONDS) } } : {}) });
}

function redirectWith(to: string, cookies: string[]) {
  const headers = new Headers();
  // With the session set or cleared goes the hint the shared pages' header reads (decision 047).
  for (const cookie of withAccountHint(cookies)) headers.append("set-cookie", cookie);
  return redirect(to, { headers });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { env } = context.get(workerContext);
  const read = await readAccountForm(request);
  if (!read.ok) return answer({ ok: false, message: read.message }, read.status);
  try {
    return await run(env, request, read.form);
  } catch (error) {
    if (error instanceof AccountsClosed || error instanceof MessagesUnavailable) {
      console.error(error.message);
      return answer({ ok: false, message: "Accounts are not available right now. Please try again later." }, 503);
    }
    throw error;
  }
}

/** Intents of a signed-in account that it may send only after accepting the current policies. */
const NEEDS_POLICIES: ReadonlySet<AccountForm["intent"]> = new Set([
  "support",
  "alerts-save",
  "alerts-remove",
  "mobile-send",
  "mobile-verify",
]);

async function run(env: Env, request: Request, form: AccountForm) {
  if (NEEDS_POLICIES.has(form.intent)) {
    const user = await currentUser(env, request);
    if (user && needsPolicyAcceptance(user)) return redirect("/user/terms");
  }
  const failed = (outcome: Extract<Outcome, { ok: false }>, extra: Partial<ActionData> = {}) =>
    answer({ ok: false, message: outcome.message, ...extra }, outcome.status);
  switch (form.intent) {
    case "login": {
      const outcome = await logIn(env, request, form.identifier, form.password);
      return outcome.ok ? redirectWith("/", outcome.cookies) : failed(outcome, { identifier: form.identifier });
    }
    case "otp-send":
    case "reset-send": {
      const outcome = await (form.intent === "otp-send" ? sendLoginOtp : sendResetOtp)(env, request, form.identifier);
      if (!outcome.ok) return failed(outcome, { identifier: form.identifier });
      return answer({ ok: true, message: outcome.message, step: "code", identifier: form.identifier.trim() });
    }
    case "otp-verify": {
      const outcome = await verifyLoginOtp(env, request, form.identifier, form.otp);
      return outcome.ok ? redirectWith("/", outcome.cookies) : failed(outcome, { step: "code", identifier: form.identifier });
    }
    case "reset": {
      const outcome = await resetPassword(env, request, form.identifier, form.otp, form.newPassword);
      if (!outcome.ok) return failed(outcome, { step: "code", identifier: form.identifier });
      return answer({ ok: true, message: outcome.message, identifier: form.identifier.trim() });
    }
    case "verify-send": {
      const outcome = await sendEmailVerification(env, request, form.identifier);
      return outcome.ok
        ? answer({ ok: true, message: outcome.message, identifier: form.identifier })
        : failed(outcome, { identifier: form.identifier });
    }
    case "verify-email": {
      const outcome = await verifyEmail(env, request, form.identifier, form.otp);
      return outcome.ok
        ? answer({ ok: true, message: outcome.message, identifier: form.identifier })
        : failed(outcome, { identifier: form.identifier });
    }
    case "sign-up": {
      const values = { name: form.name, email: form.email, mobile: form.mobile, referCode: form.referCode };
      const outcome = await signUp(env, request, { ...values, password: form.password, acceptedTerms: form.terms === "on" });
      if (!outcome.ok) return failed(outcome, { values });
      return redirect(`/user/login?method=verify&identifier=${encodeURIComponent(form.email.trim().toLowerCase())}&registered=1`);
    }
    case "sign-out": {
      const outcome = await signOut(env, request);
      return redirectWith("/user/login", outcome.ok ? outcome.cookies : []);
    }
    case "delete": {
      const outcome = await deleteAccount(env, request);
      return outcome.ok ? redirectWith("/user/login", outcome.cookies) : failed(outcome);
    }
    case "alerts-save":
    case "alerts-remove": {
      const user = await currentUser(env, request);
      if (!user) return answer({ ok: false, message: "Please log in again" }, 401);
      const matchId = Number(form.matchId);
      const kinds = form.intent === "alerts-remove" ? [] : ALERT_KINDS.filter((kind) => form.events.split(",").includes(kind));
      if (!Number.isSafeInteger(matchId) || matchId <= 0) return answer({ ok: false, message: "Unknown match" }, 400);
      await setUserFollow(env.DB, user.id, matchId, kinds);
      return answer({ ok: true, message: kinds.length ? "Your match alerts were saved" : "Alerts for that match stopped" });
    }
    case "mobile-send":
    case "mobile-verify": {
      const user = await currentUser(env, request);
      if (!user) return answer({ ok: false, message: "Please log in again" }, 401);
      if (form.intent === "mobile-send") {
        const outcome = await sendAddMobileOtp(env, request, user, form.mobile);
        if (!outcome.ok) return failed(outcome, { mobile: form.mobile });
        return answer({ ok: true, message: outcome.message, step: "mobile-code", mobile: form.mobile.trim() });
      }
      const outcome = await verifyAddedMobile(env, request, user, form.mobile, form.otp);
      if (!outcome.ok) return failed(outcome, { step: "mobile-code", mobile: form.mobile });
      return answer({ ok: true, message: outcome.message });
    }
    case "accept-terms": {
      const user = await currentUser(env, request);
      if (!user) return redirect("/user/login");
      if (form.terms !== "on") return answer({ ok: false, message: MESSAGES.terms }, 400);
      await acceptPolicies(env.DB, user.id);
      return redirect("/");
    }
    case "support": {
      const user = await currentUser(env, request);
      if (!user) return answer({ ok: false, message: "Please log in again" }, 401);
      const parsed = supportSchema.safeParse({ topic: form.topic, issue: form.issue });
      if (!parsed.success) return answer({ ok: false, message: parsed.error.issues[0]?.message ?? "The request is not valid" }, 400);
      if (!(await accountAttemptAllowed(env, request, "support", user.id))) return answer({ ok: false, message: LOCKED_OUT }, 429);
      await storeSupportRequest(env.DB, user, parsed.data);
      return answer({
        ok: true,
        message: `Thank you. Your support request on ${parsed.data.topic} has been received; we will reply to ${user.email}.`,
      });
    }
  }
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { screen, method, identifier, user, tab, topic, social, socialError, follows, avatarDone } = loaderData;
  const result = (actionData as ActionData | undefined) ?? null;
  if (user && screen === "terms") return <AcceptPolicies result={result} />;
  if (user) {
    const avatarResult = avatarDone
      ? { ok: true, message: avatarDone === "saved" ? "Your avatar was saved" : "Your avatar was removed" }
      : null;
    return <AccountArea user={user} tab={tab} topic={topic as SupportTopic | null} result={result ?? avatarResult} follows={follows} />;
  }
  if (screen === "sign-up") return <SignUpForm result={result} values={result?.values ?? null} social={social} />;
  const registered = !result && method === "verify" && identifier;
  return (
    <SignInForms
      method={method}
      identifier={identifier}
      social={social}
      result={
        registered
          ? { ok: true, message: `Registered. We sent a 6-digit code to ${identifier}: enter it to verify your email.` }
          : (result ?? (socialError ? { ok: false, message: socialError } : null))
      }
    />
  );
}
