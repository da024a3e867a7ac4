"""Old home of the table scene, now `astromagie.ui.table.scene` (a shim until the merge)."""

from astromagie.ui.table.scene import TableScene as TableScene
