"""Matchmaking (docs/players.md): signed-in players queue tickets; a matcher on every replica
groups compatible tickets into random-setup games and binds their seats."""
