/** The message area above a form: errors in red (docs/product/site-and-accounts.md#accounts), confirmations in green. */
export function Message({ result }: { result: { ok: boolean; message?: string } | null | undefined }) {
  if (!result?.message) return null;
  return (
    <p className={`account-message account-message--${result.ok ? "ok" : "error"}`} role={result.ok ? "status" : "alert"}>
      {result.message}
    </p>
  );
}
