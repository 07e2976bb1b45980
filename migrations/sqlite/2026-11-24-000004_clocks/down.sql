DROP TABLE clock_reminders;
DROP TABLE conditional_moves;
DROP TABLE leave_periods;
DROP INDEX games_clock_check;
ALTER TABLE games DROP COLUMN clock_check_at;
ALTER TABLE games DROP COLUMN deadline;
