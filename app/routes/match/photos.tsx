/** Match photos: a 3-column grid; Cricsheet data has none yet (spec 2 §2.9). */
export default function PhotosTab() {
  return (
    <div className="match-body">
      <div className="photo-grid" />
      <p className="empty">There are no photos available for this match.</p>
    </div>
  );
}
