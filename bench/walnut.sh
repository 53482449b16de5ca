#!/usr/bin/env bash
# Runs the same Walnut command files through mex prove and, when
# WALNUT_DIR names a Walnut checkout you have built yourself (its bin/ holds
# the compiled classes; mex neither ships nor builds Walnut), through
# Walnut, interleaved, ROUNDS times; prints each file's wall time and each
# statement's verdict side by side. Usage: bench/walnut.sh [ROUNDS]
set -euo pipefail
cd "$(dirname "$0")/.."
rounds=${1:-2}
go build -o /tmp/mex-walnut-bench ./cmd/mex
mex=/tmp/mex-walnut-bench
files=(bench/walnut/closed.txt)
# The game proofs mex writes for Walnut (mex prove GAME --walnut DIR).
proofs=$(mktemp -d)
for game in wythoff nim 'nimhoff:1,0/0,1/1,1'; do "$mex" prove "$game" --walnut "$proofs" >/dev/null; done
"$mex" prove wythoff --misere --walnut "$proofs" >/dev/null
now() { date +%s.%N; }
for round in $(seq 1 "$rounds"); do
  for f in "${files[@]}"; do
    t0=$(now); "$mex" prove "$f" > /tmp/mex-walnut-out.txt; t1=$(now)
    printf 'round %d  %-28s mex    %.3f s\n' "$round" "$(basename "$f")" "$(echo "$t1 - $t0" | bc)"
    if [ -n "${WALNUT_DIR:-}" ]; then
      cp "$f" "$WALNUT_DIR/Command Files/"
      t0=$(now); (cd "$WALNUT_DIR/bin" && java -cp . Main.prover "$(basename "$f")" >/dev/null 2>&1); t1=$(now)
      printf 'round %d  %-28s Walnut %.3f s\n' "$round" "$(basename "$f")" "$(echo "$t1 - $t0" | bc)"
    fi
  done
  for p in "$proofs"/*_proof.txt; do
    auto="${p%_proof.txt}_p.txt"
    name=$(basename "$auto" .txt)
    t0=$(now); "$mex" prove "$p" --load "$name=$auto" > /dev/null; t1=$(now)
    printf 'round %d  %-28s mex    %.3f s\n' "$round" "$(basename "$p")" "$(echo "$t1 - $t0" | bc)"
    if [ -n "${WALNUT_DIR:-}" ]; then
      cp "$auto" "$WALNUT_DIR/Automata Library/"; cp "$p" "$WALNUT_DIR/Command Files/"
      t0=$(now); (cd "$WALNUT_DIR/bin" && java -cp . Main.prover "$(basename "$p")" >/dev/null 2>&1); t1=$(now)
      printf 'round %d  %-28s Walnut %.3f s\n' "$round" "$(basename "$p")" "$(echo "$t1 - $t0" | bc)"
    fi
  done
done
echo "verdicts (mex):"
"$mex" prove bench/walnut/closed.txt | sed 's/ (.*//'
if [ -n "${WALNUT_DIR:-}" ]; then
  echo "verdicts (Walnut, first line of each Result file):"
  for name in $(sed -n 's/^eval \([a-z0-9_]*\) .*/\1/p' bench/walnut/closed.txt); do
    printf '%s: %s\n' "$name" "$(head -1 "$WALNUT_DIR/Result/$name.txt")"
  done
fi
