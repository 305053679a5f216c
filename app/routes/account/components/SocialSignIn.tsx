export interface SocialProvider {
  id: string;
  label: string;
}

/**
 * 'Continue with Google' and 'Continue with Apple' (docs/product/site-and-accounts.md#accounts), only for the providers this
 * deployment configured (decision 027). Links, not forms: the start is a GET that sends the
 * browser to the provider (a form's redirect to another site would need `form-action` to name it).
 */
export function SocialSignIn({ providers }: { providers: SocialProvider[] }) {
  if (providers.length === 0) return null;
  return (
    <div className="account-social">
      <p className="account-social__or">or</p>
      {providers.map((provider) => (
        <a
          key={provider.id}
          className={`account-social__button account-social__button--${provider.id}`}
          href={`/user/auth/${provider.id}`}
          rel="nofollow"
        >
          {`Continue with ${provider.label}`}
        </a>
      ))}
    </div>
  );
}
