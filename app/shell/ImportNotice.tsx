/**
 * Said on every page while a Cricsheet import runs behind the site (a first `npm start`, decision
 * 039): what is in so far, and that pages fill in as the rest arrives.
 */
export function ImportNotice({ importing }: { importing: { done: number; total: number } | null | undefined }) {
  if (!importing || importing.total === 0) return null;
  const percent = Math.floor((importing.done / importing.total) * 100);
  return (
    <p className="import-notice" role="status">
      Importing Cricsheet's data: {importing.done.toLocaleString("en")} of {importing.total.toLocaleString("en")} files ({percent}%).
      Careers, records and rankings fill in as it arrives.
    </p>
  );
}
