/**
 * Test status is a fact about a team, not something Cricsheet records: the twelve ICC Full
 * Members play Tests. In the ICC team ranking table's order (the header's Teams menu shows them so).
 */
export const TEST_TEAMS: readonly string[] = [
  "India",
  "Australia",
  "England",
  "South Africa",
  "New Zealand",
  "Pakistan",
  "Sri Lanka",
  "West Indies",
  "Bangladesh",
  "Afghanistan",
  "Ireland",
  "Zimbabwe",
];
