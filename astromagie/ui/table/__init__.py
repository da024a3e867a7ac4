"""The parts of the table scene: layout, drag and drop, staging, the AI worker, animation,
hints, rendering and the --screenshot driver (the scene itself is ui/scenes/table.py)."""
