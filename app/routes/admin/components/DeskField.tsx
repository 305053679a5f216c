/** A labelled one-line field of a desk form, with its hint and its error (the desk's forms share it). */
export function DeskField({
  name,
  label,
  value,
  hint,
  type = "text",
  error,
}: {
  name: string;
  label: string;
  value: string;
  hint?: string;
  type?: string;
  error?: string;
}) {
  return (
    <div className="admin__field">
      <label htmlFor={`field-${name}`}>{label}</label>
      <input id={`field-${name}`} name={name} type={type} defaultValue={value} aria-invalid={error ? true : undefined} />
      {hint && <small>{hint}</small>}
      {error && <small className="admin__error">{error}</small>}
    </div>
  );
}
