-- Series squads and venue pages (issue 12).
-- A venue page counts a ground's matches and finds the first one in the data (also the match
-- facts' "other matches here"): an index search instead of a scan of every match.
CREATE INDEX matches_venue ON matches (venue_id, start_date);
-- A squad's keepers are also the players who made a stumping anywhere in the data: a small
-- partial index of those lines answers for a whole squad at once.
CREATE INDEX player_innings_stumpers ON player_innings (person_id) WHERE stumpings > 0;
