#!/bin/sh
# Instructions per operation of one benchmark measurement, counted by callgrind (stable under
# load, unlike wall-clock time). Counts what runs inside ViewGraph.layout, or inside
# ViewGraph.update for the `update` and `build` measurements. Two runs of COUNT and 2×COUNT
# repetitions are subtracted, so the set-up's own first layout does not count.
#   scripts/instructions.sh WORKLOAD MEASUREMENT [COUNT]     e.g. scripts/instructions.sh w1-3 resize 10
set -e
workload=$1 measurement=$2 count=${3:-10}
binary=$(dirname "$0")/../.build/release/Benchmarks
case $measurement in
    update | build) region='*ViewGraphC6update*' ;;
    *) region='*ViewGraphC6layout*' ;;
esac
instructions() {
    out=$(mktemp)
    valgrind --tool=callgrind --callgrind-out-file="$out" --toggle-collect="$region" \
        "$binary" --profile "$workload" "$measurement" "$1" 2>&1 | grep -o 'refs: *[0-9,]*' | tr -d ', refs:'
    rm -f "$out"
}
once=$(instructions "$count")
twice=$(instructions $((count * 2)))
echo "$workload $measurement: $(( (twice - once) / count )) instructions per operation"
