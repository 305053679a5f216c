/**
 * Which host countries are an international side's home (the stats query's home/away, decision
 * 063). A side is at home in the country of its name; England also in Wales (the England and
 * Wales Cricket Board's grounds); the West Indies in each member island and Guyana, as the data
 * names their grounds' countries; Ireland all-island (its Northern Irish grounds are stored as
 * Ireland). Combined sides (World XI, Asia XI, Africa XI) have no home.
 */
const WEST_INDIES = [
  "Antigua",
  "Barbados",
  "Dominica",
  "Grenada",
  "Guyana",
  "Jamaica",
  "Saint Lucia",
  "Saint Vincent",
  "St Kitts",
  "Trinidad and Tobago",
] as const;

const OTHER_HOMES: Readonly<Record<string, readonly string[]>> = {
  England: ["England", "Wales"],
  "West Indies": WEST_INDIES,
  "ICC World XI": [],
  "Asia XI": [],
  "Africa XI": [],
};

export function homeCountries(side: string): readonly string[] {
  return OTHER_HOMES[side] ?? [side];
}

/** The sides whose home differs from their name, as [side, country] pairs (none for a side with no home). */
export function homeCountryExceptions(): [string, string][] {
  return Object.entries(OTHER_HOMES).flatMap(([side, countries]) => countries.map((country): [string, string] => [side, country]));
}
