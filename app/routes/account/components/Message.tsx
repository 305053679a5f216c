/** The message area above a form: errors in red (spec 1), confirmations in green. */
export function Message({ result }: { result: { ok: boolean; message?: string } | null | undefined }) {
  if (!result?.message) return null;
  return (
    <p className={`account-message account-message--${result.ok ? "ok" : "error"}`} role={result.ok ? "status" : "alert"}>
      {result.message}
    </p>
  );
}
