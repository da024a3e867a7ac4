"""Old home of the table scene; it lives in `astromagie.ui.table.scene` now (shim until the route table lands)."""

from astromagie.ui.table.scene import TableScene as TableScene
