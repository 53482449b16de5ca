package octal

import "fmt"

// Period is a proven eventual period of an octal game's Grundy sequence.
type Period struct {
	Preperiod, Period int
	// Verified is N: G(n+p) = G(n) was checked for Preperiod <= n < N.
	Verified int
	// Values is the number of values the proof used.
	Values int
	Last   int // t, the largest k with dk != 0
}

// Proof states the inequality that was verified.
func (p Period) Proof() string {
	e1 := max(p.Preperiod, 1)
	return fmt.Sprintf("G(n+%d) = G(n) for all %d <= n < %d = 2*max(e,1) + p + t with e = %d, p = %d, t = %d; by the octal periodicity theorem (Guy and Smith) G(n+%d) = G(n) for all n >= %d",
		p.Period, p.Preperiod, 2*e1+p.Period+p.Last, p.Preperiod, p.Period, p.Last, p.Period, p.Preperiod)
}

// ProvePeriod looks for the least period p, with its least preperiod e,
// that the computed values g prove by the octal periodicity theorem:
//
// If G(n+p) = G(n) for all e <= n < 2 max(e,1) + p + t, then it holds for
// all n >= e. (Proof: for N >= 2 max(e,1) + p + t, a heap N+p and a heap N
// have the same option values: removing k <= t leaves N+p-k and N-k, equal
// by induction since N-k >= e; a split of N+p-k into a <= c has
// c >= (N+p-t)/2 >= max(e,1) + p, so (a, c-p) is a split of N-k with the
// same value, and a split (a, b), a <= b, of N-k has b >= e and gives
// (a, b+p). Whole-heap moves need N <= t.) The theorem does not apply to
// Grundy's game (an equal split (a, a+p) has no partner), so ok is false
// there. It checks p up to len(g)/2 and returns ok = false when no period
// is proven yet.
func (r Rules) ProvePeriod(g []uint16) (Period, bool) {
	if r.Grundy {
		return Period{}, false
	}
	n, t := len(g), r.LastDigit()
	for p := 1; 2*p <= n; p++ {
		// The least e with g[i+p] == g[i] for every e <= i < n-p.
		e := n - p
		for e > 0 && g[e-1] == g[e-1+p] {
			e--
		}
		if e == n-p {
			continue
		}
		bound := 2*max(e, 1) + p + t
		if bound+p <= n && bound >= t+1 {
			return Period{Preperiod: e, Period: p, Verified: bound, Values: n, Last: t}, true
		}
	}
	return Period{}, false
}
