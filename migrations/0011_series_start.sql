-- The scorecard archive reads series by the year they began.
CREATE INDEX series_start ON series (start_date);
