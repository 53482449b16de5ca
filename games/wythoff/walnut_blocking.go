package wythoff

import (
	"fmt"
	"math/big"
	"strings"

	"github.com/mex-cgt/mex/game"
)

// diagonalMoves is the formula of the moves that take the same k > 0
// from both piles.
const diagonalMoves = "(E k k>0 & a=c+k & b=d+k)"

// BlockingFormula states the moves of (p,m)-Wythoff Nim split by the
// blocking rule (Larsson 2009, §1.4.5): the diagonal moves (i = j) can be
// blocked, the others — type I, and type II with i != j — cannot.
func (g Game) BlockingFormula() (free, blockable string, ok bool) {
	free = nimMoves
	if g.M > 1 {
		free += fmt.Sprintf(" | (E i,j i>0 & j>0 & a=c+i & b=d+j & i!=j & i<j+%d & j<i+%d)", g.M, g.M)
	}
	return free, diagonalMoves, true
}

// BlockingFormula states the moves of k-blocking Wythoff Nim (Larsson
// 2011): Wythoff's moves, every one blockable.
func (g BlockingGame) BlockingFormula() (free, blockable string, ok bool) {
	return "", nimMoves + " | " + diagonalMoves, true
}

// Numerations names the numeration systems in which the P-positions of
// (p,m)-Wythoff Nim are expected to be automatic (see ratioSystems).
func (g Game) Numerations() []string { return ratioSystems(g.P, g.M) }

// Numerations names the systems of (1,m)-Wythoff Nim: its P-positions are
// the Beatty pairs of α = [1; m, m, …] (Fraenkel 1982), automatic in the
// Ostrowski numeration of α (Zeckendorf's for m = 1).
func (p plain) Numerations() []string { return p.g.Numerations() }

// Numerations names Zeckendorf's numeration for k-blocking Wythoff Nim,
// in which Renard and Rigo (2025) prove its P-positions for fixed k with
// Walnut.
func (BlockingGame) Numerations() []string { return []string{"msd_fib"} }

// ratioSystems returns the numeration systems for (p,m)-Wythoff Nim. The
// a_n (n >= 0) and b_n (n >= p) partition ℕ and b_n - a_n = floor(n/p)·m
// (Larsson 2009, Proposition 1), so a_n/n tends to the α with 1/α +
// 1/(α + m/p) = 1: α = (2p - m + √(m² + 4p²))/(2p). When p divides m the
// pairs are (p·a'_n + r, p·b'_n + r) over the (1, m/p) Beatty pairs, so
// the Ostrowski system of α is the one (msd_fib when m = p). Otherwise it
// is a guess. When m² + 4p² is a square, α is rational ((2,3): α = 3/2)
// and base 2 is named: the pairs of (2,3) are eventually periodic along a
// direction (a_{n+4} = a_n + 6), a set every base recognises.
func ratioSystems(p, m int) []string {
	pre, period, ok := beattyFraction(p, m)
	switch {
	case !ok: // rational
		return []string{"msd_2"}
	case len(pre) == 1 && len(period) == 1 && period[0] == 1:
		return []string{"msd_fib"}
	case fits(pre, period):
		return []string{ostrowskiName(pre, period)}
	}
	return nil
}

// fits reports whether package automata builds the Ostrowski system of
// this continued fraction: partial quotients 1..15 after a_0, and a short
// preperiod and period.
func fits(pre, period []int) bool {
	if len(pre)+len(period) > 8 {
		return false
	}
	for _, a := range append(append([]int{}, pre[1:]...), period...) {
		if a < 1 || a > 15 {
			return false
		}
	}
	return true
}

// ostrowskiName writes the system of [0; pre[1:], period, period, …] as
// package automata names it; a_0 does not change the system and is 0.
func ostrowskiName(pre, period []int) string {
	var b strings.Builder
	b.WriteString("msd_ost_0")
	for _, a := range pre[1:] {
		fmt.Fprintf(&b, "_%d", a)
	}
	for i, a := range period {
		if i == 0 {
			fmt.Fprintf(&b, "_r%d", a)
		} else {
			fmt.Fprintf(&b, "_%d", a)
		}
	}
	return b.String()
}

// beattyFraction returns the continued fraction of α = (2p - m + √D)/(2p),
// D = m² + 4p², as its preperiod (a_0 first) and period, exactly (integer
// arithmetic on the complete quotients (P + √D)/Q, Lagrange's algorithm);
// false when D is a square (α rational).
func beattyFraction(p, m int) (pre, period []int, ok bool) {
	D := new(big.Int).SetInt64(int64(m)*int64(m) + 4*int64(p)*int64(p))
	root := new(big.Int).Sqrt(D)
	if new(big.Int).Mul(root, root).Cmp(D) == 0 {
		return nil, nil, false
	}
	// α = (P + √D)/Q with Q | D - P²: scale by |Q| when it does not.
	P, Q := big.NewInt(int64(2*p-m)), big.NewInt(int64(2*p))
	if new(big.Int).Mod(new(big.Int).Sub(D, new(big.Int).Mul(P, P)), Q).Sign() != 0 {
		P.Mul(P, Q)
		D.Mul(D, new(big.Int).Mul(Q, Q))
		Q.Mul(Q, Q)
		root.Sqrt(D)
	}
	type state struct{ p, q string }
	seen := map[state]int{}
	var quotients []int
	for len(quotients) < 64 {
		s := state{P.String(), Q.String()}
		if i, ok := seen[s]; ok {
			pre, period = quotients[:i], quotients[i:]
			if i == 0 { // purely periodic: a_0 starts the preperiod
				pre, period = period[:1], append(period[1:], period[0])
			}
			return pre, period, true
		}
		seen[s] = len(quotients)
		// a = floor((P + √D)/Q), Q > 0 throughout for α > 1
		a := new(big.Int).Add(P, root)
		a.Div(a, Q) // Euclidean division: the floor for Q > 0
		quotients = append(quotients, int(a.Int64()))
		// P' = a·Q - P, Q' = (D - P'²)/Q
		P = new(big.Int).Sub(new(big.Int).Mul(a, Q), P)
		Q = new(big.Int).Div(new(big.Int).Sub(D, new(big.Int).Mul(P, P)), Q)
	}
	return quotients, nil, false
}

var (
	_ game.BlockingFormulaer = Game{}
	_ game.BlockingFormulaer = BlockingGame{}
	_ game.Numerationer      = Game{}
	_ game.Numerationer      = plain{}
	_ game.Numerationer      = BlockingGame{}
)
