#!/usr/bin/env bash
# Octal games side by side: mex, on one thread and on both cores, against
# the open solvers built from sources the user fetched, one run at a time,
# interleaved in rounds. Prints a markdown table of every run (wall time,
# CPU time, peak memory, load average before it) and a summary table with
# mex / peer for each workload.
#
#   bench/peers.sh [--dry-run] [--ogs DIR] [--tczajka DIR] [--rounds N] [WORKLOAD...]
#
# The peers are never downloaded here. Fetch them yourself, once:
#
#   ogs (Piotr Beling; LGPL/GPL): the workspace github.com/beling/impartial-games
#     git clone https://github.com/beling/impartial-games ~/src/impartial-games
#   Its command line ogsolve is built by its own `cargo build --release -p
#   ogsolve` with RUSTFLAGS="-C target-cpu=native", run from inside the tree
#   (so that a .cargo/config.toml there is read), and run as
#   `ogsolve GAME -m rc2 -n N` (G(0..N), then its period check). cargo fetches
#   clap from crates.io; where crates.io cannot be reached, Debian's packaged
#   crates do (ogsolve needs only clap 4 with derive; ogs needs nothing):
#     apt-get install librust-clap-dev librust-clap-derive-dev   # clap 4.0.32 on bookworm
#     cd ~/src/impartial-games
#     sed -i 's/members = \["igs", "igsolve", "ogs", "ogsolve"\]/members = ["ogs", "ogsolve"]/' Cargo.toml
#     mkdir -p .cargo && printf '%s\n' '[source.crates-io]' 'replace-with = "debian"' \
#       '[source.debian]' 'directory = "/usr/share/cargo/registry"' '[net]' 'offline = true' > .cargo/config.toml
#   (the workspace's other members, igs and igsolve, need crates Debian does
#   not package, and cargo resolves the whole workspace; ogsolve's own
#   Cargo.toml is left as it is).
#
#   tczajka's analyzer (Tomek Czajka): github.com/tczajka/octal-games, old/
#     git clone https://github.com/tczajka/octal-games ~/src/octal-games
#   Built by its own Makefile, `make -C old bin/analyze` with CXXFLAGS
#   "-O3 -march=native -std=c++11 -Wall -Wextra -pthread" (the Makefile's
#   flags with -O3 -march=native for -O2); it prints a line at each power of
#   two until it proves a period, and the script stops it at the line the
#   workload waits for.
#
#   bench/peers.sh --ogs ~/src/impartial-games --tczajka ~/src/octal-games
#
# --dry-run prints the build and run commands instead of running them. A
# peer not given is left out. The older way still works: a first argument
# that is a number is the rounds, and TCZ (a built analyzer) or OGSDRIVE
# (a driver of the ogs crate taking GAME N [period], see bench/README.md)
# stand for --tczajka and --ogs. SKIP leaves out WORKLOAD/SOLVER pairs
# (SKIP="p0376/tczajka 06-22/mex-2"; tcz stands for tczajka). MEX names a mex binary (default: built from
# this tree). Workloads (default all but grundy-24):
#   06-20      0.6, G(0..2^20-1)        ogs, tczajka (to its line n=2^20)
#   06-22      0.6, G(0..2^22-1)        ogs, tczajka (n=2^22)
#   grundy-22  Grundy's game, 2^22      tczajka (ogs has no Grundy's game)
#   p0376      the period of 0.376      ogs (2^23 values, then its check), tczajka (to its proof)
#   grundy-24  mex stats grundy --upto 2^24, default and --keep-all (mex only: memory)
# mex runs `stats` (or `period`) with --threads 1 and --threads 2; the
# peers run on one thread. Rounds are the outer loop.
set -euo pipefail
cd "$(dirname "$0")/.."

dry=0 rounds=2 ogs_src="" tcz_src=""
workloads=()
case ${1:-} in [0-9]*) rounds=$1; shift ;; esac
while [ $# -gt 0 ]; do
	case $1 in
	--dry-run) dry=1 ;;
	--ogs) ogs_src=${2:?--ogs needs the impartial-games source directory}; shift ;;
	--tczajka) tcz_src=${2:?--tczajka needs the octal-games source directory}; shift ;;
	--rounds) rounds=${2:?--rounds needs a count}; shift ;;
	-h | --help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
	-*) echo "peers.sh: unknown flag $1 (see --help)" >&2; exit 2 ;;
	*) workloads+=("$1") ;;
	esac
	shift
done
[ ${#workloads[@]} -eq 0 ] && workloads=(06-20 06-22 grundy-22 p0376)
for w in "${workloads[@]}"; do
	case $w in 06-20 | 06-22 | grundy-22 | p0376 | grundy-24) ;;
	*) echo "peers.sh: unknown workload $w (06-20 06-22 grundy-22 p0376 grundy-24)" >&2; exit 2 ;;
	esac
done
case $rounds in '' | *[!0-9]* | 0) echo "peers.sh: --rounds $rounds: want a count of 1 or more" >&2; exit 2 ;; esac

# step CMD...: runs CMD, or prints it with --dry-run.
step() {
	if [ $dry = 1 ]; then
		printf '+'; printf ' %q' "$@"; echo
	else
		"$@"
	fi
}

OGS="" TCZ=${TCZ:-} OGSDRIVE=${OGSDRIVE:-}
[ -n "$OGSDRIVE" ] && OGS=$OGSDRIVE
for b in "$OGS" "$TCZ"; do
	[ -z "$b" ] || [ -x "$b" ] || [ $dry = 1 ] || { echo "peers.sh: $b is not an executable" >&2; exit 2; }
done
if [ -n "$ogs_src" ]; then
	[ -f "$ogs_src/ogsolve/Cargo.toml" ] || { echo "peers.sh: --ogs $ogs_src has no ogsolve/Cargo.toml: want the impartial-games workspace" >&2; exit 2; }
	# From inside the tree, so that cargo reads the tree's own .cargo/config.toml (an offline source).
	step env -C "$ogs_src" RUSTFLAGS="-C target-cpu=native" cargo build --release -p ogsolve >&2
	OGS=$ogs_src/target/release/ogsolve
fi
if [ -n "$tcz_src" ]; then
	[ -f "$tcz_src/old/Makefile" ] || { echo "peers.sh: --tczajka $tcz_src has no old/Makefile: want the octal-games repository" >&2; exit 2; }
	step make -C "$tcz_src/old" bin/analyze CXXFLAGS="-O3 -march=native -std=c++11 -Wall -Wextra -pthread" >&2
	TCZ=$tcz_src/old/bin/analyze
fi
if [ -z "${MEX:-}" ]; then
	MEX=$(mktemp -d)/mex
	step go build -o "$MEX" ./cmd/mex >&2
fi

load() { cut -d' ' -f1 /proc/loadavg; }

# timed CMD...: prints "wall user MB" of one run.
timed() {
	if [ $dry = 1 ]; then step "$@" >&2; echo "- - -"; return; fi
	local t
	t=$(mktemp)
	/usr/bin/time -f "%e %U %M" -o "$t" "$@" >/dev/null 2>&1 || true
	read -r w u m <"$t"
	rm -f "$t"
	echo "$w $u $((m / 1024))"
}

# tcz GAME UNTIL: runs tczajka's analyzer until it prints a line that
# begins with UNTIL ("n=2^22 ", "Found period"), then stops it. The wall
# time is to that line; CPU time and peak memory are /usr/bin/time's, of
# the analyzer's whole life (it is stopped at once, or exits by itself
# after its proof). Its output is read through a process substitution,
# not a coprocess: bash closes a coprocess's pipe when it reaps it, so a
# last line printed just before the analyzer exits could be lost.
tcz() {
	if [ $dry = 1 ]; then step "$TCZ" "$1" >&2; echo "(until a line begins with \"$2\")" >&2; echo "- - -"; return; fi
	local start end pid fd line tf child u m
	tf=$(mktemp)
	start=$(date +%s.%N) end=""
	exec {fd}< <(exec /usr/bin/time -f "%e %U %M" -o "$tf" "$TCZ" "$1")
	pid=$!
	while read -r line <&"$fd"; do
		case $line in "$2"*) end=$(date +%s.%N); break ;; esac
	done
	for child in $(pgrep -P "$pid"); do kill "$child" 2>/dev/null || true; done
	exec {fd}<&-
	while kill -0 "$pid" 2>/dev/null; do sleep 0.1; done # /usr/bin/time writes $tf as it exits
	read -r _ u m < <(tail -n 1 "$tf") || true # after "Command terminated by signal 15" when stopped
	rm -f "$tf"
	[ -n "$end" ] || { echo "- - -"; return; } # the analyzer ended without the line
	echo "$(echo "$end - $start" | bc | xargs printf '%.2f') ${u:--} $(( ${m:-0} / 1024 ))"
}

# solvers WORKLOAD: the solvers of a workload, mex first.
solvers() {
	case $1 in
	grundy-24) echo mex-1 mex-2 mex-keep ;;
	grundy-22) echo mex-1 mex-2 ${TCZ:+tczajka} ;;
	*) echo mex-1 mex-2 ${OGS:+ogs} ${TCZ:+tczajka} ;;
	esac
}

# ogsolve WORKLOAD, ogsdrive WORKLOAD: ogs's own command line, or a driver.
ogsolve() {
	case $1 in
	06-20) timed "$OGS" 0.6 -m rc2 -n $((2 ** 20 - 1)) ;;
	06-22) timed "$OGS" 0.6 -m rc2 -n $((2 ** 22 - 1)) ;;
	p0376) timed "$OGS" 0.376 -m rc2 -n $((2 ** 23 - 1)) ;;
	esac
}
ogsdrive() {
	case $1 in
	06-20) timed "$OGS" 0.6 $((2 ** 20)) ;;
	06-22) timed "$OGS" 0.6 $((2 ** 22)) ;;
	p0376) timed "$OGS" 0.376 $((2 ** 23)) period ;;
	esac
}

run() { # run WORKLOAD SOLVER
	case $1/$2 in
	06-20/mex-[12]) timed "$MEX" stats octal:0.6 --upto $((2 ** 20 - 1)) --json --threads "${2#mex-}" ;;
	*/ogs) if [ -n "$OGSDRIVE" ]; then ogsdrive "$1"; else ogsolve "$1"; fi ;;
	06-20/tczajka) tcz 0.6 "n=2^20 " ;;
	06-22/mex-[12]) timed "$MEX" stats octal:0.6 --upto $((2 ** 22 - 1)) --json --threads "${2#mex-}" ;;
	06-22/tczajka) tcz 0.6 "n=2^22 " ;;
	grundy-22/mex-[12]) timed "$MEX" stats grundy --upto $((2 ** 22 - 1)) --json --threads "${2#mex-}" ;;
	grundy-22/tczajka) tcz grundy "n=2^22 " ;;
	p0376/mex-[12]) timed "$MEX" period octal:0.376 --time 0 --threads "${2#mex-}" ;;
	p0376/tczajka) tcz 0.376 "Found period" ;;
	grundy-24/mex-[12]) timed "$MEX" stats grundy --upto $((2 ** 24)) --json --threads "${2#mex-}" ;;
	grundy-24/mex-keep) timed "$MEX" stats grundy --upto $((2 ** 24)) --json --keep-all ;;
	esac
}

results=$(mktemp)
echo "| workload | solver | round | wall s | CPU s | peak MB | load before |"
echo "| --- | --- | --- | --- | --- | --- | --- |"
for r in $(seq "$rounds"); do
	for w in "${workloads[@]}"; do
		for s in $(solvers "$w"); do
			case " ${SKIP:-} " in *" $w/$s "* | *" $w/${s%ajka} "*) continue ;; esac
			l=$(load)
			read -r wall cpu mb <<<"$(run "$w" "$s")"
			echo "| $w | $s | $r | $wall | $cpu | $mb | $l |"
			echo "$w $s $wall $mb" >>"$results"
		done
	done
done
[ $dry = 1 ] && { rm -f "$results"; exit 0; }

# The summary: each solver's wall times over the rounds, and mex / peer
# from the extremes of both.
echo
echo "| workload | mex, one thread | mex, both cores | peer | mex / peer, one thread | both cores |"
echo "| --- | --- | --- | --- | --- | --- |"
for w in "${workloads[@]}"; do
	awk -v w="$w" '
		$1 == w { t[$2] = t[$2] (t[$2] == "" ? "" : ", ") $3; mb[$2] = $4
			if (!($2 in lo) || $3 < lo[$2]) lo[$2] = $3
			if (!($2 in hi) || $3 > hi[$2]) hi[$2] = $3 }
		function ratio(m, p) { return sprintf("%.2f–%.2f", lo[m] / hi[p], hi[m] / lo[p]) }
		END {
			peers = 0
			for (p in t) if (p !~ /^mex/) {
				peers++
				printf "| %s | %s s | %s s | %s %s s | %s | %s |\n", w, t["mex-1"], t["mex-2"], p, t[p], ratio("mex-1", p), ratio("mex-2", p)
			}
			if (peers == 0) {
				keep = ("mex-keep" in t) ? sprintf("mex --keep-all %s s, %s MB peak", t["mex-keep"], mb["mex-keep"]) : "–"
				printf "| %s | %s s, %s MB peak | %s s, %s MB peak | %s | – | – |\n", w, t["mex-1"], mb["mex-1"], t["mex-2"], mb["mex-2"], keep
			}
		}' "$results"
done
rm -f "$results"
