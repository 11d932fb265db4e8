#!/usr/bin/env bash
# Runs each libFuzzer target built by `make fuzz` for SECONDS:
#   bash tests/fuzz/run_libfuzzer.sh SECONDS TARGET...
# For target fuzz_NAME, seeds come from tests/fuzz/corpus/NAME; what a run
# finds is kept in build/fuzz/corpus/NAME and grows from run to run. A crash or a broken
# property stops that target: its input is saved as
# build/fuzz/artifacts/TARGET-crash-*, and `build/fuzz/TARGET FILE` replays it.
set -u
cd "$(dirname "$0")/../.."
seconds=$1
shift
mkdir -p build/fuzz/artifacts
total=0
failed=0
for target in "$@"; do
    name=${target#fuzz_}
    corpus=build/fuzz/corpus/$name log=build/fuzz/$target.log
    seeds=()
    [ -d "tests/fuzz/corpus/$name" ] && seeds=("tests/fuzz/corpus/$name")
    mkdir -p "$corpus"
    "build/fuzz/$target" -max_total_time="$seconds" -timeout=10 -print_final_stats=1 \
        -artifact_prefix="build/fuzz/artifacts/$target-" "$corpus" "${seeds[@]}" >"$log" 2>&1
    status=$?
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
    units=$(find "$corpus" -type f | wc -l)
    if [ "$status" -ne 0 ]; then
        failed=$((failed + 1))
        echo "---- $target failed (status $status); the end of $log:"
        tail -n 30 "$log"
    fi
    echo "$target: ${runs:-0} executions in ${seconds} s, corpus of $units inputs, status $status"
    total=$((total + ${runs:-0}))
done
echo "libfuzzer: $# targets, $total executions, $failed failed"
[ "$failed" -eq 0 ]
