"""The guided first game: a fixed deal at the real table, with coach marks (issue 12)."""
