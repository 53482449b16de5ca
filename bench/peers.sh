#!/usr/bin/env bash
# Octal games side by side: mex against the open solvers built outside
# this repository (see README.md), one run at a time, interleaved in rounds,
# each run with its wall time, CPU time, peak memory and the load average
# before it. Writes a markdown table to standard output.
#
#   bench/peers.sh [ROUNDS] [WORKLOAD...]
#
# Environment: MEX (a mex binary; built from this tree if unset), OGSDRIVE
# (the ogs driver), TCZ (tczajka's old/ analyzer). A peer that is not there
# is skipped, and so is every WORKLOAD/SOLVER pair listed in SKIP (such as
# SKIP="p0376/tcz"). Workloads: 06-20 06-22 grundy-22 p0376 p0354 (default
# all); a workload with a suffix -tN (06-22-t1, grundy-22-t2, …) runs mex
# alone with --threads N (without it mex uses every core). Rounds are the
# outer loop, so every workload and solver is interleaved with the others.
set -euo pipefail
cd "$(dirname "$0")/.."
rounds=${1:-2}
shift || true
workloads=("$@")
[ ${#workloads[@]} -eq 0 ] && workloads=(06-20 06-22 grundy-22 p0376 p0354)
if [ -z "${MEX:-}" ]; then
	MEX=$(mktemp -d)/mex
	go build -o "$MEX" ./cmd/mex
fi
OGSDRIVE=${OGSDRIVE:-/work/peers/ogsdrive/target/release/ogsdrive}
TCZ=${TCZ:-/work/peers/tcz/old/analyze}
load() { cut -d' ' -f1 /proc/loadavg; }

# timed CMD...: prints "wall user MB" of one run (output kept in $out).
timed() {
	local t
	t=$(mktemp)
	out=$( /usr/bin/time -f "%e %U %M" -o "$t" "$@" 2>/dev/null ) || true
	read -r w u m <"$t"
	rm -f "$t"
	echo "$w $u $((m / 1024))"
}

# tcz GAME UNTIL: runs tczajka's analyzer until it prints UNTIL (a prefix
# such as "n=2^22 " or "Found period"), then stops it. Its CPU time and
# peak memory are read from /proc at every line, since it may exit right
# after the last one (it does after "Found period").
tcz() {
	local start pid line ticks=0 rss=0 t r
	start=$(date +%s.%N)
	coproc T { exec "$TCZ" "$1"; }
	pid=$T_PID
	while read -r line <&"${T[0]}"; do
		if t=$(awk '{print $14}' /proc/"$pid"/stat 2>/dev/null) &&
			r=$(awk '/VmHWM/ {print int($2/1024)}' /proc/"$pid"/status 2>/dev/null); then
			ticks=$t rss=$r
		fi
		case $line in "$2"*) break ;; esac
	done
	kill "$pid" 2>/dev/null || true
	wait "$pid" 2>/dev/null || true
	echo "$(echo "$(date +%s.%N) - $start" | bc | xargs printf '%.2f') $(echo "scale=2; $ticks / $(getconf CLK_TCK)" | bc) $rss"
}

run() { # run WORKLOAD SOLVER
	local -a T=()
	case $1 in *-t[0-9]*)
		[ "$2" = mex ] || return 1
		T=(--threads "${1##*-t}")
		set -- "${1%-t*}" "$2"
		;;
	esac
	case $1/$2 in
	06-16/mex) timed "$MEX" stats octal:0.6 --upto $((2 ** 16 - 1)) --json ${T[@]+"${T[@]}"} ;;
	06-16/ogs) timed "$OGSDRIVE" 0.6 $((2 ** 16)) ;;
	06-16/tcz) tcz 0.6 "n=2^16 " ;;
	06-20/mex) timed "$MEX" stats octal:0.6 --upto $((2 ** 20 - 1)) --json ${T[@]+"${T[@]}"} ;;
	06-20/ogs) timed "$OGSDRIVE" 0.6 $((2 ** 20)) ;;
	06-20/tcz) tcz 0.6 "n=2^20 " ;;
	06-22/mex) timed "$MEX" stats octal:0.6 --upto $((2 ** 22 - 1)) --json ${T[@]+"${T[@]}"} ;;
	06-22/ogs) timed "$OGSDRIVE" 0.6 $((2 ** 22)) ;;
	06-22/tcz) tcz 0.6 "n=2^22 " ;;
	grundy-22/mex) timed "$MEX" stats grundy --upto $((2 ** 22 - 1)) --json ${T[@]+"${T[@]}"} ;;
	grundy-22/tcz) tcz grundy "n=2^22 " ;;
	p0376/mex) timed "$MEX" period octal:0.376 --time 0 ${T[@]+"${T[@]}"} ;;
	p0376/ogs) timed "$OGSDRIVE" 0.376 $((2 ** 23)) period ;;
	p0376/tcz) tcz 0.376 "Found period" ;;
	p0354/mex) timed "$MEX" period octal:0.354 --upto 2^25 --time 0 ${T[@]+"${T[@]}"} ;;
	p0354/ogs) timed "$OGSDRIVE" 0.354 $((2 ** 25)) period ;;
	p0354/tcz) tcz 0.354 "Found period" ;;
	*) return 1 ;;
	esac
}

echo "| workload | solver | round | wall s | CPU s | peak MB | load before |"
echo "| --- | --- | --- | --- | --- | --- | --- |"
for r in $(seq "$rounds"); do
	for w in "${workloads[@]}"; do
		for s in mex ogs tcz; do
			case $s in
			ogs) [ -x "$OGSDRIVE" ] || continue ;;
			tcz) [ -x "$TCZ" ] || continue ;;
			esac
			case " ${SKIP:-} " in *" $w/$s "*) continue ;; esac
			l=$(load)
			if res=$(run "$w" "$s"); then
				read -r wall cpu mb <<<"$res"
				echo "| $w | $s | $r | $wall | $cpu | $mb | $l |"
			fi
		done
	done
done
