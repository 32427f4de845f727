#!/usr/bin/env bash
# Make sure a Docker daemon answers; start one in the background when none does.
# Storage driver: overlay2 when the kernel and the backing filesystem allow it, else vfs.
# Log: ${DOCKERD_LOG:-/tmp/romsmith-dockerd.log}. Idempotent: does nothing when `docker info` works.
set -euo pipefail

log=${DOCKERD_LOG:-/tmp/romsmith-dockerd.log}

answers() { docker info >/dev/null 2>&1; }

wait_for_daemon() {
    for _ in $(seq 1 60); do
        answers && return 0
        sleep 0.5
    done
    return 1
}

if answers; then
    echo "docker: daemon already answers"
    exit 0
fi

if [ -n "${DOCKER_HOST:-}" ] && [ "${DOCKER_HOST}" != "unix:///var/run/docker.sock" ]; then
    echo "docker: DOCKER_HOST=${DOCKER_HOST} does not answer; not starting a local daemon for it" >&2
    exit 2
fi

command -v dockerd >/dev/null || { echo "docker: dockerd not installed (apt-get install docker.io)" >&2; exit 2; }
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"

# A stale pid file from a daemon that died keeps a new one from starting.
if [ -f /var/run/docker.pid ] && ! kill -0 "$(cat /var/run/docker.pid)" 2>/dev/null; then
    $sudo rm -f /var/run/docker.pid
fi

for driver in overlay2 vfs; do
    echo "docker: starting dockerd (storage driver $driver), log in $log"
    $sudo sh -c "nohup dockerd --storage-driver=$driver >>'$log' 2>&1 &"
    if wait_for_daemon; then
        echo "docker: daemon answers (storage driver $driver)"
        exit 0
    fi
    # The daemon refused this driver: stop it (by its pid file) before trying the next one.
    if [ -f /var/run/docker.pid ]; then
        $sudo kill "$(cat /var/run/docker.pid)" 2>/dev/null || true
        sleep 2
    fi
done
echo "docker: could not start dockerd; see $log" >&2
tail -n 20 "$log" >&2 || true
exit 2
