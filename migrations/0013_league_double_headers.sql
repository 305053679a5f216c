-- T20 league double-headers (docs/decisions/014-demo-clock-real-calendar.md): the importer now
-- starts the earlier-numbered match of a competition's day at 15:30 local and the other at 19:30
-- (app/cricket/schedule.ts); it used to store 19:30 for both. Re-imports skip unchanged files, so
-- the matches already stored are moved here: the earlier of two imported club T20 matches of one
-- series on one day, in one time zone, still at the same instant as a later one, starts 4 hours
-- earlier (19:30 → 15:30; no zone changes its clocks between the two). Rows already apart are
-- left as they are, so a database imported with the new importer is unchanged.
UPDATE matches SET start_time = start_time - 4 * 3600000
WHERE team_type = 'club' AND match_type = 'T20' AND source = 'cricsheet'
  AND EXISTS (
    SELECT 1 FROM matches later
    JOIN venues lv ON lv.id = later.venue_id
    JOIN venues v ON v.id = matches.venue_id
    WHERE later.series_id = matches.series_id AND later.start_date = matches.start_date
      AND later.match_type = matches.match_type AND later.team_type = matches.team_type AND later.source = 'cricsheet'
      AND lv.time_zone = v.time_zone AND later.start_time = matches.start_time
      AND (coalesce(later.match_number, 1000000000), later.id) > (coalesce(matches.match_number, 1000000000), matches.id)
  );
