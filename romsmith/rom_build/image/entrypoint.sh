#!/bin/sh
# romsmith in its image: compile with the ARM compiler inside this container (no Docker here), and
# write files as the owner of the working folder (a CI checkout), not as root.
set -eu
mkdir -p "$ROMSMITH_HOME"
[ -f "$ROMSMITH_HOME/romsmith.toml" ] || printf '[romsmith]\ntoolchain = "host"\n' > "$ROMSMITH_HOME/romsmith.toml"
owner=$(stat -c %u .)
group=$(stat -c %g .)
if [ "$(id -u)" = 0 ] && [ "$owner" != 0 ]; then
    chown -R "$owner:$group" "$ROMSMITH_HOME"
    exec setpriv --reuid="$owner" --regid="$group" --clear-groups romsmith "$@"
fi
exec romsmith "$@"
