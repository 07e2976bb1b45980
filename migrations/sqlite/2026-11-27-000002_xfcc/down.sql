DROP TABLE xfcc_settings;
DROP TABLE xfcc_passwords;
