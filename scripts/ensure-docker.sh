#!/usr/bin/env bash
# Make sure a Docker daemon answers; start one in the background when none does.
# Storage driver: overlay2 when the kernel and the backing filesystem allow it, else vfs.
# Log: ${DOCKERD_LOG:-/tmp/romsmith-dockerd.log}. Idempotent: does nothing when `docker info` works.
set -euo pipefail

log=${DOCKERD_LOG:-/tmp/romsmith-dockerd.log}

answers() { docker info >/dev/null 2>&1; }

if answers; then
    echo "docker: daemon already answers"
    exit 0
fi

if [ -n "${DOCKER_HOST:-}" ] && [ "${DOCKER_HOST}" != "unix:///var/run/docker.sock" ]; then
    echo "docker: DOCKER_HOST=${DOCKER_HOST} does not answer; not starting a local daemon for it" >&2
    exit 2
fi

command -v dockerd >/dev/null || { echo "docker: dockerd not installed (apt-get install docker.io)" >&2; exit 2; }
if [ "$(id -u)" -ne 0 ]; then
    echo "docker: no daemon answers and starting one needs root: sudo $0" >&2
    exit 2
fi

# A stale pid file from a daemon that was killed keeps a new one from starting. A killed
# daemon may linger as a zombie (nobody reaps it in a container), which kill -0 calls alive.
alive() { local state; state=$(ps -o stat= -p "$1" 2>/dev/null) && [ -n "$state" ] && [ "${state#Z}" = "$state" ]; }
if [ -f /var/run/docker.pid ] && ! alive "$(cat /var/run/docker.pid)"; then
    rm -f /var/run/docker.pid
fi
# The same for dockerd's own containerd: its pid file can outlive it, and once the pid is reused
# by any other process dockerd waits for that process to answer as containerd and gives up
# ("timeout waiting for containerd to start"). Only a live process named containerd counts.
containerd_pid=/var/run/docker/containerd/containerd.pid
if [ -f "$containerd_pid" ]; then
    pid=$(cat "$containerd_pid")
    if ! alive "$pid" || [ "$(ps -o comm= -p "$pid" 2>/dev/null)" != "containerd" ]; then
        rm -f "$containerd_pid"
    fi
fi

# Start dockerd with a storage driver and wait until it answers. A daemon that recovers from
# an unclean stop can take a while (it cleans up dead containers), so the deciding signal is
# whether the process is still alive, not a short timeout: only a daemon that exited (it
# refused the driver) makes us try the next driver.
try_driver() {
    local driver=$1
    echo "docker: starting dockerd (storage driver $driver), log in $log"
    local first_line
    first_line=$(( $(wc -l <"$log" 2>/dev/null || echo 0) + 1 ))
    nohup dockerd --storage-driver="$driver" >>"$log" 2>&1 &
    local pid=$!
    attempt() { tail -n +"$first_line" "$log"; }
    for _ in $(seq 1 360); do
        if answers; then
            echo "docker: daemon answers (storage driver $driver)"
            return 0
        fi
        if ! alive "$pid"; then
            # Only a refused storage driver is a reason to try the next one.
            if attempt | grep -qiE 'driver not supported|overlay|graphdriver'; then
                echo "docker: dockerd refused storage driver $driver"
                return 1
            fi
            echo "docker: dockerd exited: $(attempt | grep -iE 'fatal|failed' | tail -n 1)" >&2
            return 2
        fi
        sleep 0.5
    done
    echo "docker: dockerd (pid $pid) did not answer within 180 s" >&2
    return 2
}

for driver in overlay2 vfs; do
    if try_driver "$driver"; then
        exit 0
    elif [ $? -eq 2 ]; then
        break
    fi
done
echo "docker: could not start dockerd; see $log" >&2
tail -n 20 "$log" >&2 || true
exit 2
