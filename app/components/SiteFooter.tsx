export function SiteFooter() {
  return (
    <footer className="site-footer">
      <p className="site-footer__attribution">
        Ball-by-ball data from <a href="https://cricsheet.org">Cricsheet</a>, licensed under the{" "}
        <a href="https://opendatacommons.org/licenses/by/1-0/">Open Data Commons Attribution License (ODC-By 1.0)</a>.
      </p>
    </footer>
  );
}
