import { PLAYER_OF_SERIES_METHOD_PATH } from "../../../cricket/player-of-series.ts";
import { plural } from "../../../cricket/plural.ts";
import type { MatchInfo } from "../../../data/schemas.ts";
import { PlayerLink } from "./PlayerLink.tsx";

/**
 * The Player of the Series names; when the site chose the award by its rule (the data names none:
 * decision 052), it says so, with the figures and a link to the rule.
 */
export function PlayersOfSeries({ info, empty }: { info: MatchInfo; empty?: string }) {
  const computed = info.playersOfSeriesComputed;
  if (info.playersOfSeries.length === 0) return empty ? <>{empty}</> : null;
  return (
    <>
      {info.playersOfSeries.map((p) => (
        <PlayerLink key={p.id} player={p} />
      ))}
      {computed && (
        <span className="awards__computed">
          {" "}
          ({plural(computed.runs, "run")}, {plural(computed.wickets, "wicket")}: computed by{" "}
          <a href={PLAYER_OF_SERIES_METHOD_PATH}>our rule</a>, as the data names no award)
        </span>
      )}
    </>
  );
}
