import { Link } from "react-router";

export function meta() {
  return [
    { title: "Cricket Edge — live cricket scores, commentary and scorecards" },
    { name: "description", content: "Live cricket scores, ball-by-ball commentary, scorecards and results." },
  ];
}

export default function Home() {
  return (
    <section className="home">
      <h1>Cricket Edge</h1>
      <p>
        Live scores, ball-by-ball commentary and scorecards. See the{" "}
        <Link to="/cricket-match/live-scores/recent-matches">recent results</Link>.
      </p>
    </section>
  );
}
