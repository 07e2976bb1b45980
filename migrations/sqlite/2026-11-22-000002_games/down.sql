DROP TABLE moves;
DROP TABLE games;
DROP TABLE challenges;
