package periodicity

import "fmt"

// The octal periodicity theorem (Guy and Smith 1956; Winning Ways ch. 4;
// Siegel 2013, ch. IV): for an octal code whose last non-zero digit is dt,
// if G(n+p) = G(n) for all e <= n < 2 max(e,1) + p + t, then it holds for
// all n >= e. (Proof: for N >= 2 max(e,1) + p + t, a heap N+p and a heap N
// have the same option values: removing k <= t leaves N+p-k and N-k, equal
// by induction since N-k >= e; a split of N+p-k into a <= c has
// c >= (N+p-t)/2 >= max(e,1) + p, so (a, c-p) is a split of N-k with the
// same value, and a split (a, b), a <= b, of N-k has b >= e and gives
// (a, b+p). Whole-heap moves need N <= t.) It does not apply to Grundy's
// game (an equal split (a, a+p) has no partner); the callers say whether
// it applies. This file proves periods by it: plainly (ProveOctal), in
// linear time (ProveOctalLinear), and while values arrive (Search).

// Period is a proven eventual period of an octal game's Grundy sequence, by the octal periodicity theorem.
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

// ProveOctal looks for the least period p, with its least preperiod e,
// that the values g of an octal game with last digit t prove by the octal
// periodicity theorem. It checks p up to len(g)/2 and returns ok = false
// when no period is proven yet.
func ProveOctal(g []uint16, t int) (Period, bool) {
	e, p, bound, ok := ProvePlain(g, t, 2) // a move leaves at most 2 heaps
	if !ok {
		return Period{}, false
	}
	return Period{Preperiod: e, Period: p, Verified: bound, Values: len(g), Last: t}, true
}

// runs holds the run lengths z[p] of tailRuns for 1 <= p < m. Most runs
// are short (a shift that is not a multiple of the tail's period matches a
// few values), so each takes a byte, and the few of 255 or more are kept
// in a list sorted by p: about m bytes instead of 4m. When the long runs
// grow many (a tail with a small period has one for each multiple), the
// runs are kept as plain int32s instead.
type runs struct {
	short []uint8 // short[p] = z[p], or longRun: look p up in long
	long  []longRun
	wide  []int32 // non-nil: z[p] = wide[p], and short and long are unused
	m     int
	// wideOnly: a check overflowed the byte form, so the later checks of
	// the same sequence (a longer prefix, the same tail) use the wide form
	// at once, in one buffer kept from check to check.
	wideOnly bool
}

type longRun struct{ p, z int32 }

const longRun8 = 255

// at returns z[p].
func (z *runs) at(p int) int {
	if z.wide != nil {
		return int(z.wide[p])
	}
	if v := z.short[p]; v < longRun8 {
		return int(v)
	}
	return z.lookup(p)
}

func (z *runs) lookup(p int) int {
	lo, hi := 0, len(z.long)
	for lo < hi {
		mid := int(uint(lo+hi) >> 1)
		if int(z.long[mid].p) < p {
			lo = mid + 1
		} else {
			hi = mid
		}
	}
	return int(z.long[lo].z)
}

// set records z[p] = k; p increases from call to call. It reports false
// when the long runs outgrow a quarter of the byte form's size.
func (z *runs) set(p, k int) bool {
	if z.wide != nil {
		z.wide[p] = int32(k)
		return true
	}
	if k < longRun8 {
		z.short[p] = uint8(k)
		return true
	}
	z.short[p] = longRun8
	z.long = append(z.long, longRun{int32(p), int32(k)})
	return len(z.long) <= z.m/32+64
}

// reset prepares z for m run lengths, in the byte form unless an earlier
// check needed the wide one, reusing its space.
func (z *runs) reset(m int) {
	z.m, z.long = m, z.long[:0]
	if z.wideOnly {
		if cap(z.wide) < m {
			z.wide = make([]int32, m, 2*m)
		}
		z.wide = z.wide[:m]
		return
	}
	if cap(z.short) < m {
		z.short = make([]uint8, m, 2*m)
	}
	z.short = z.short[:m]
}

// widen switches z to plain int32s for m run lengths, for good: the byte
// form's space is given back.
func (z *runs) widen(m int) {
	z.wideOnly, z.short, z.long = true, nil, nil
	z.reset(m)
}

// tailRuns sets z[p], for 1 <= p < m, to the length of the run of
// equalities G(i) = G(i+p) that ends at the last values of g: the largest
// L with g[i] = g[i+p] for n-p-L <= i < n-p (n = len(g)). It is the
// Z-function of the reversed sequence, computed in O(n) time (Gusfield
// 1997, section 1.4): each comparison either fails or moves the right end
// of the rightmost match box, so there are fewer than 2n. The byte form is
// tried first and the wide one if it overflows.
func tailRuns(g []uint16, z *runs, m int) {
	z.reset(m)
	if !zFunction(g, z) {
		z.widen(m)
		zFunction(g, z)
	}
}

func zFunction(g []uint16, z *runs) bool {
	n := len(g)
	if z.m > 0 && !z.set(0, n) {
		return false
	}
	// In reversed indices R[j] = g[n-1-j]; the box [l, r) is the
	// rightmost match found: R[l..r) = R[0..r-l).
	l, r := 0, 0
	for i := 1; i < z.m; i++ {
		k := 0
		if i < r {
			k = min(r-i, z.at(i-l))
		}
		if i+k >= r {
			// Compare R[k..] with R[i+k..]: g[n-1-k-j] with g[n-1-i-k-j].
			a, b := n-1-k, n-1-i-k
			for b >= 0 && g[a] == g[b] {
				a--
				b--
			}
			k = n - 1 - a
			if i+k > r {
				l, r = i, i+k
			}
		}
		if !z.set(i, k) {
			return false
		}
	}
	return true
}

// ProveOctalLinear returns what ProvePeriod returns, in O(n) time and
// about n/2 bytes of scratch space instead of the walk back for every
// candidate period: the runs of all candidate periods come from one
// Z-function of the reversed sequence (tailRuns), and the least preperiod
// of period p is e(p) = n - p - L(p).
func ProveOctalLinear(g []uint16, t int) (Period, bool) {
	var z runs
	tailRuns(g, &z, len(g)/2+1)
	return proveFromRuns(len(g), t, &z)
}

// proveFromRuns applies the theorem's inequality to the runs z of the
// first n values, least period first, as ProveOctal does.
func proveFromRuns(n, t int, z *runs) (Period, bool) {
	for p := 1; 2*p <= n && p < z.m; p++ {
		run := z.at(p)
		if run == 0 {
			continue
		}
		e := n - p - run
		bound := 2*max(e, 1) + p + t
		if bound+p <= n && bound >= t+1 {
			return Period{Preperiod: e, Period: p, Verified: bound, Values: n, Last: t}, true
		}
	}
	return Period{}, false
}

// Candidate is the period closest to a proof among the values seen: the
// run G(i+p) = G(i) from Preperiod to the last value, which proves the
// period once ProvenAt values are computed if no later value breaks it.
type Candidate struct {
	Preperiod int `json:"preperiod"`
	Period    int `json:"period"`
	// ProvenAt is 2 max(e,1) + 2p + t, the number of values the proof needs.
	ProvenAt int `json:"proven_at"`
	// Values is the number of values seen when the candidate was found.
	Values int `json:"values"`
}

// Search proves a period while values arrive, with no value
// computed twice and no quadratic walk. Feed it the values so far (a growing
// sequence) whenever their count reaches Due; each check costs O(n) and
// also tells when the next check can first succeed: a period p whose run
// starts at e (e never decreases as values arrive) is proven no earlier than
// 2 max(e,1) + 2p + t values, and a period whose run is broken is pushed
// past twice the values seen. The next check is scheduled at the earliest
// such moment, but no sooner than 1/64 more values and no later than 1/16
// more (the checks' total cost stays O(n) for n values, at most 64 checks
// for each doubling), so a proof is found at most 1/64 later than the first
// moment it exists. Every answer equals ProveOctal on the values given.
type Search struct {
	last  int // t
	due   int
	z     runs
	best  Candidate
	found bool
}

// NewSearch starts a search for an octal game whose last digit is t.
func NewSearch(t int) *Search {
	return &Search{last: t, due: 1}
}

// Reserve makes room for checks of up to n values at once, so that the
// scratch space is allocated once (untouched, it costs no memory).
func (s *Search) Reserve(n int) {
	if m := scratch(n); cap(s.z.short) < m && !s.z.wideOnly {
		s.z.short = make([]uint8, 0, m)
	}
}

// scratch is the run lengths a check of n values needs: periods p >= m are
// not examined; they cannot be proven before 2 + 2m + t values, beyond the
// next check.
func scratch(n int) int { return n/2 + n/32 + 2 }

// Due returns the number of values at which the next check is worth doing.
func (s *Search) Due() int { return s.due }

// Best returns the candidate closest to a proof at the last check.
func (s *Search) Best() (Candidate, bool) { return s.best, s.found }

// Check looks for a proven period in g (the values so far, a longer prefix
// of the same sequence at every call) and schedules the next check.
func (s *Search) Check(g []uint16) (Period, bool) {
	n, t := len(g), s.last
	if n == 0 {
		s.due = n + 1
		return Period{}, false
	}
	m := scratch(n)
	z := &s.z
	tailRuns(g, z, m)
	if p, ok := proveFromRuns(n, t, z); ok {
		s.best, s.found = Candidate{Preperiod: p.Preperiod, Period: p.Period, ProvenAt: p.Verified + p.Period, Values: n}, true
		s.due = n
		return p, true
	}
	next := 2 + 2*m + t
	s.found = false
	for p := 1; p < m; p++ {
		e := max(n-p-z.at(p), 0)
		if at := 2*max(e, 1) + 2*p + t; at < next {
			next = at
			s.best, s.found = Candidate{Preperiod: e, Period: p, ProvenAt: at, Values: n}, true
		}
	}
	s.due = min(max(next, n+max(n/64, 16)), 2+2*m+t)
	return Period{}, false
}
