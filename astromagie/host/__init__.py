"""The host: what every game of the shelf shares.

`game` is the interface a game implements, `registry` the shelf that finds
the games under `astromagie/games/` without naming one. The rest of the host
lives where it always did: `astromagie.ai` (the shared search and bots),
`astromagie.storage` (the player's files), `astromagie.cli` and `astromagie.ui`.
"""
