/** Videos, and Photos or the Home tab's latest photos when the team has no gallery: 'No Data' (docs/product/content-areas.md#team-page). */
export function NoData({ id, title }: { id: string; title: string }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="team__section-title">
        {title}
      </h2>
      <p className="empty">No Data</p>
    </section>
  );
}
