import { Form, Link } from "react-router";
import type { AccountUser } from "../../../backend/accounts/accounts.server.ts";
import { SUPPORT_TOPICS, type SupportTopic, supportSubject } from "../../../backend/accounts/support-topics.ts";
import { Message } from "./Message.tsx";
import { AlertsPanel, type FollowRow } from "./AlertsPanel.tsx";

export type AccountTab = "profile" | "support" | "delete" | "mobile";

/** One stored size of the user's avatar (decision 029). */
export interface AvatarSource {
  src: string;
  width: number;
}

/** The signed-in account area: the MY ACCOUNT menu and the chosen panel (docs/product/site-and-accounts.md#accounts). */
export function AccountArea({
  user,
  tab,
  topic,
  result,
  follows = [],
}: {
  user: Pick<AccountUser, "name" | "email" | "emailVerified" | "mobile" | "mobileVerified" | "image"> & { avatar?: AvatarSource[] | null };
  tab: AccountTab;
  topic: SupportTopic | null;
  result: { ok: boolean; message?: string; step?: string; mobile?: string } | null;
  follows?: FollowRow[];
}) {
  // "Add Now": the number's form, then (a code sent) the code's form; a saved number shows the profile.
  const mobileStep = tab !== "mobile" ? null : result?.step === "mobile-code" ? "code" : result?.ok ? null : "number";
  return (
    <section className="account account-area">
      <h1 className="visually-hidden">My account</h1>
      <nav className="account-menu" aria-labelledby="account-menu-title">
        <h2 id="account-menu-title">MY ACCOUNT</h2>
        <ul>
          <li>
            <Link to="/user/profile" aria-current={tab === "profile" ? "page" : undefined}>
              My Profile
            </Link>
          </li>
          <li>
            <Link to="/user/support" aria-current={tab === "support" ? "page" : undefined}>
              Get Support
            </Link>
          </li>
          <li>
            <Form method="post" action="/user/profile">
              <input type="hidden" name="intent" value="sign-out" />
              <button type="submit">Sign Out</button>
            </Form>
          </li>
          <li>
            <Link to="/user/profile?tab=delete" aria-current={tab === "delete" ? "page" : undefined}>
              Delete Account
            </Link>
          </li>
        </ul>
      </nav>
      <div className="account-panel">
        <Message result={result} />
        {mobileStep && (
          <MobilePanel
            step={mobileStep}
            // "Verify now" offers the number given at sign-up; "Change" starts empty.
            mobile={result?.mobile ?? (user.mobileVerified ? "" : (user.mobile ?? ""))}
            current={user.mobile}
            verified={user.mobileVerified}
          />
        )}
        {(tab === "profile" || (tab === "mobile" && !mobileStep)) && <ProfilePanel user={user} />}
        {(tab === "profile" || (tab === "mobile" && !mobileStep)) && <AlertsPanel follows={follows} />}
        {tab === "support" && <SupportPanel email={user.email} topic={topic} sent={!!result?.ok} />}
        {tab === "delete" && <DeletePanel />}
      </div>
    </section>
  );
}

function ProfilePanel({
  user,
}: {
  user: Pick<AccountUser, "name" | "email" | "emailVerified" | "mobile" | "mobileVerified" | "image"> & { avatar?: AvatarSource[] | null };
}) {
  const initial = (user.name || user.email).trim().charAt(0).toUpperCase();
  const avatar = user.avatar && user.avatar.length > 0 ? user.avatar : null;
  return (
    <>
      <h2>MY PROFILE</h2>
      {avatar ? (
        <img
          className="account-avatar"
          src={avatar.at(-1)!.src}
          srcSet={avatar.map((a) => `${a.src} ${a.width}w`).join(", ")}
          sizes="72px"
          alt="Your avatar"
          width={72}
          height={72}
        />
      ) : user.image ? (
        <img className="account-avatar" src={user.image} alt="" width={72} height={72} />
      ) : (
        <div className="account-avatar" aria-hidden="true">
          {initial}
        </div>
      )}
      <AvatarForm hasAvatar={!!avatar} />
      <dl className="account-fields">
        {user.name && (
          <div>
            <dt>Name</dt>
            <dd data-field="name">{user.name}</dd>
          </div>
        )}
        <div>
          <dt>Email Id</dt>
          <dd data-field="email">
            {user.email}
            {user.emailVerified ? (
              <span className="account-verified" data-verified="email" title="Verified">
                ✓ <span className="visually-hidden">verified</span>
              </span>
            ) : (
              <>
                {" "}
                <Link to={`/user/login?method=verify&identifier=${encodeURIComponent(user.email)}`}>Verify now</Link>
              </>
            )}
          </dd>
        </div>
        <div>
          <dt>Mobile Number</dt>
          <dd>
            <span data-field="mobile">{user.mobile ?? "Not added"}</span>
            {user.mobile && user.mobileVerified ? (
              <span className="account-verified" data-verified="mobile" title="Verified">
                ✓ <span className="visually-hidden">verified</span>
              </span>
            ) : null}{" "}
            <Link to="/user/profile?tab=mobile" className="account-add-now">
              {!user.mobile ? "Add Now" : user.mobileVerified ? "Change" : "Verify now"}
            </Link>
          </dd>
          <dd className="account-hint">You can use mobile number for an easy login</dd>
        </div>
      </dl>
    </>
  );
}

/** Adds or changes the mobile number: the number (the formats of docs/product/site-and-accounts.md#rules-of-the-account-forms), then the 6-digit code sent to it. */
function MobilePanel({
  step,
  mobile,
  current,
  verified,
}: {
  step: "number" | "code";
  mobile: string;
  current: string | null;
  verified: boolean;
}) {
  return (
    <>
      <h2>{!current ? "ADD MOBILE NUMBER" : verified ? "CHANGE MOBILE NUMBER" : "VERIFY MOBILE NUMBER"}</h2>
      {step === "number" ? (
        <Form method="post" action="/user/profile?tab=mobile" className="account-form" data-account-form="mobile">
          <input type="hidden" name="intent" value="mobile-send" />
          <label>
            Mobile number
            <input type="tel" name="mobile" required autoComplete="tel" inputMode="tel" maxLength={20} defaultValue={mobile} />
          </label>
          <p className="account-hint">We send a 6-digit code to the number by SMS; it is saved once you enter the code.</p>
          <button type="submit">Send code</button>
        </Form>
      ) : (
        <Form method="post" action="/user/profile?tab=mobile" className="account-form" data-account-form="mobile-code">
          <input type="hidden" name="intent" value="mobile-verify" />
          <input type="hidden" name="mobile" value={mobile} />
          <label>
            6-digit code sent to {mobile}
            <input type="text" name="otp" required inputMode="numeric" autoComplete="one-time-code" pattern="[0-9]{6}" maxLength={6} />
          </label>
          <button type="submit">Verify</button>
        </Form>
      )}
      <p className="account-links">
        {step === "code" && <Link to="/user/profile?tab=mobile">Use another number or send a new code</Link>}
        <Link to="/user/profile">Cancel</Link>
      </p>
    </>
  );
}

function SupportPanel({ email, topic, sent }: { email: string; topic: SupportTopic | null; sent: boolean }) {
  return (
    <>
      <h2>GET SUPPORT</h2>
      <ul className="account-topics" aria-label="Topics">
        {SUPPORT_TOPICS.map((t) => (
          <li key={t}>
            <Link to={`/user/support?topic=${t}`} aria-current={t === topic ? "page" : undefined}>
              {t}
            </Link>
          </li>
        ))}
      </ul>
      {topic && !sent && (
        <Form method="post" className="account-form">
          <input type="hidden" name="intent" value="support" />
          <input type="hidden" name="topic" value={topic} />
          <label>
            Subject
            <input type="text" name="subject" readOnly value={supportSubject(topic)} />
          </label>
          <label>
            Email
            <input type="email" name="email" readOnly value={email} />
          </label>
          <label>
            Issue
            <textarea name="issue" placeholder="Describe your issue" required maxLength={2000} />
          </label>
          <button type="submit">Submit</button>
        </Form>
      )}
    </>
  );
}

function DeletePanel() {
  return (
    <>
      <h2>DELETE ACCOUNT</h2>
      <p>Are you sure you want to delete your account?</p>
      <p className="account-hint">Your profile, sign-ins and support requests are deleted. This cannot be undone.</p>
      <Form method="post" action="/user/profile" className="account-links">
        <input type="hidden" name="intent" value="delete" />
        <button type="submit" className="account-button account-button--danger">
          Yes, delete my account
        </button>
        <Link to="/user/profile">Cancel</Link>
      </Form>
    </>
  );
}

/** Upload or replace the avatar (JPEG, PNG, WebP or GIF; cropped square, stored small), or remove it. */
function AvatarForm({ hasAvatar }: { hasAvatar: boolean }) {
  return (
    <div className="account-avatar-forms">
      <form method="post" action="/user/profile/avatar" encType="multipart/form-data" className="account-avatar-form">
        <input type="hidden" name="intent" value="upload" />
        <label htmlFor="avatar-file">{hasAvatar ? "Replace your avatar" : "Upload an avatar"}</label>
        <input id="avatar-file" name="avatar" type="file" accept="image/jpeg,image/png,image/webp,image/gif" required />
        <button type="submit">Save avatar</button>
      </form>
      {hasAvatar && (
        <form method="post" action="/user/profile/avatar">
          <input type="hidden" name="intent" value="remove" />
          <button type="submit">Remove avatar</button>
        </form>
      )}
    </div>
  );
}
