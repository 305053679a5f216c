/** Videos, Photos and the Home tab's latest photos: 'No Data' (spec 3) until the newsroom's galleries hold the team's. */
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
