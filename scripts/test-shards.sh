#!/usr/bin/env bash
# The test suite as ROMSMITH_TEST_SHARDS pytest processes at once (default 2; tests/_shards.py
# deals the files). Each shard has its own temporary folder; its output is shown when it ends,
# and the exit status is the first failing shard's (0 when all pass).
#   scripts/test-shards.sh VENV [pytest args...]
set -uo pipefail
venv=$1
shift
count=${ROMSMITH_TEST_SHARDS:-2}
if [[ $count -le 1 ]]; then
    exec "$venv/bin/pytest" "$@"
fi
work=$(mktemp -d /tmp/romsmith-shards.XXXXXX)
pids=()
for ((i = 0; i < count; i++)); do
    ROMSMITH_TEST_SHARD="$i/$count" "$venv/bin/pytest" -p no:cacheprovider --basetemp="$work/tmp-$i" "$@" \
        >"$work/shard-$i.log" 2>&1 &
    pids+=($!)
done
echo "running the tests as $count shards at once (logs in $work)"
status=0
for ((i = 0; i < count; i++)); do
    wait "${pids[$i]}"
    rc=$?
    echo "===== shard $i of $count: exit $rc ====="
    cat "$work/shard-$i.log"
    if [[ $rc -ne 0 && $status -eq 0 ]]; then status=$rc; fi
done
exit $status
