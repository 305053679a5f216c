-- Match lists read only the matches they show (issue 11): the unfinished ones (scheduled, being
-- scored) by this partial index, the results by start date (matches_start).
CREATE INDEX matches_unfinished ON matches (start_time) WHERE state != 'Complete';
