DROP INDEX engine_jobs_open;
DROP TABLE engine_jobs;
