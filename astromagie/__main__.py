"""`python -m astromagie` runs the same command line as `astromagie`."""

from astromagie.cli.main import main

raise SystemExit(main())
