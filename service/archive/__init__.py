"""A game's log as one self-contained file (JSON Lines) and what can be done with it without a
server: read it line by line with errors that name the line (`logfile`), fold it and verify
every shuffle, draw and decision from the revealed seed, or, without the seed, check that it is
a game the rules allow (`verify`). docs/replays.md."""
