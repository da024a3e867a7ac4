#!/bin/sh
# Add the Astromagie build in this folder to the applications menu (current user only).
#   ./install-desktop.sh            install (run it from the built folder, e.g. dist/Astromagie)
#   ./install-desktop.sh --remove   take the menu entry and icon away again
# The game stays where this folder is; move the folder, then run this again.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
data=${XDG_DATA_HOME:-$HOME/.local/share}
apps="$data/applications"
icons="$data/icons/hicolor/256x256/apps"

if [ "${1:-}" = "--remove" ]; then
    rm -f "$apps/astromagie.desktop" "$icons/astromagie.png"
    echo "Astromagie removed from the applications menu."
    exit 0
fi
[ -x "$here/Astromagie" ] || { echo "no Astromagie program next to $0" >&2; exit 1; }
[ -f "$here/astromagie.desktop" ] || { echo "astromagie.desktop is missing in $here" >&2; exit 1; }
mkdir -p "$apps"
icon=astromagie
if [ -f "$here/astromagie.png" ]; then
    mkdir -p "$icons"
    cp "$here/astromagie.png" "$icons/astromagie.png"
    icon="$icons/astromagie.png"
fi
# Exec needs an absolute path; a path with spaces is quoted as the desktop spec asks.
# Escape what sed would read as special in the replacement (& | \).
esc() { printf '%s' "$1" | sed 's/[&|\\]/\\&/g'; }
sed -e "s|^Exec=.*|Exec=\"$(esc "$here")/Astromagie\"|" -e "s|^Icon=.*|Icon=$(esc "$icon")|" \
    "$here/astromagie.desktop" > "$apps/astromagie.desktop"
chmod 644 "$apps/astromagie.desktop"
command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database "$apps" || true
echo "Astromagie added to the applications menu ($apps/astromagie.desktop)."
