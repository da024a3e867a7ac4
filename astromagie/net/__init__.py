"""Play with friends: one table across several machines (issue 42).

- `codec`: a seat's observation to JSON and back, for every game of the shelf;
- `protocol`: the messages, their limits and their checks;
- `tables`: a table of the server (seats, tokens, bots, its record on disk);
- `server`: the `websockets` server that holds the tables (`astromagie serve`);
- `client`: a connection to a table, for the app, the tests and the load test.

The server is authoritative: a client sends only moves in the game's record
notation, and receives only its own seat's observation and the public log.
"""
