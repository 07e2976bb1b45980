DROP INDEX soft_bounces_address;
DROP TABLE soft_bounces;
