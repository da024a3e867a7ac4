"""Astromagie at the kit's table: its cards, its row, a person's turn, its words."""
