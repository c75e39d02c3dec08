"""Tabletop: an event-sourced HTTP backend for five published board games."""
