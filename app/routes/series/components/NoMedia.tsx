/** Videos of a series: 'No Data' (docs/product/content-areas.md#series-page) until the newsroom has videos. */
export function NoMedia({ title }: { title: string }) {
  const id = `series-${title.toLowerCase()}-title`;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="series__section-title">
        {title}
      </h2>
      <p className="empty">No Data</p>
    </section>
  );
}
