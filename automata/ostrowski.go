package automata

import (
	"context"
	"encoding/binary"
	"fmt"
	"math/big"
	"slices"
	"strconv"
	"strings"
	"sync"
)

// ostrowskiSystem is msd_ost_…, the Ostrowski numeration of an irrational
// α = [a_0; a_1, a_2, …] with an eventually periodic continued fraction
// (a quadratic irrational; Ostrowski 1922, Berthé 2001, Baranwal, Schaeffer
// and Shallit 2021). With q_{-1} = 0, q_0 = 1 and q_k = a_k·q_{k-1} +
// q_{k-2} (the denominators of α's convergents), every N >= 0 is uniquely
// N = Σ_{k>=1} d_k·q_{k-1} with 0 <= d_1 < a_1, 0 <= d_k <= a_k, and
// d_k = a_k ⇒ d_{k-1} = 0; the greedy algorithm finds it, and the order of
// the numbers is the lexicographic order of their digit words of one
// length. The digit d_k sits at position k-1 from the right, except that
// when a_1 = 1 the digit d_1 is always 0 and is left out, as Walnut does
// (then d_k sits at position k-2, and Ostrowski's system of φ is
// Zeckendorf's). a_0 does not change the system.
//
// Walnut builds the same system with "ost NAME [a_0 … a_p] [a_{p+1} …
// a_{p+L}];" and calls it msd_NAME; mex names it msd_ost_a0_…_ap_r…: the
// preperiod (a_0 included, as Walnut writes it), then the period after an
// r. √2 - 1 = [0; 2, 2, …] is msd_ost_0_r2 (Pell numbers 1, 2, 5, 12, 29,
// …; Walnut's "ost NAME [0] [2];").
//
// # Alignment
//
// The constraint on a digit depends on its index k from the least
// significant end, which msd-first reading does not know (a number may
// have any number of leading zeros). The automata here guess it: each
// is the subset construction over runs that each assume the index of the
// next digit, exactly for k <= K (a bound past the preperiod), and for
// k > K as its class modulo the period L (a run in the class of K+1
// continues either in the class of K+L or with k = K exactly). A run
// that has read everything sits at k = 0 (k = 1 when d_1 is left out),
// and a word is accepted iff some run accepts it: the run that guessed
// the word's true length. This is the reversal, made deterministic, of
// the least-significant-first automaton that counts k, and it accepts
// leading zeros because every run may start at any index.
//
// # Addition
//
// A run of the addition automaton reads c = x + y - z digit by digit and
// keeps the difference D read so far as D = α·q_k + β·q_{k-1}, k the index
// of the next digit (q_{k-1} its weight); reading c makes (α, β) →
// (a_k·α + β + c, α). The digits still to come are worth less than q_k on
// each track, so D = 0 at the end is reachable only if -2 < D/q_k < 1,
// and runs outside are dropped (they are dead): for an exact k in
// integers, D itself being kept; for a class of k, D/q_k = α + β·r_k with
// r_k = q_{k-1}/q_k = [0; a_k, a_{k-1}, …, a_1], which over the class lies
// between its first two values and its limit (the iterates of a
// contracting Möbius map), so a run is dropped only when α + β·r misses
// (-2, 1) at both ends of that interval, with a margin for rounding. The
// conjugate direction contracts, so the runs left are finitely many: the
// construction checks that none grows past a bound (an error otherwise,
// never a silent cut) and, if the bound is reached, retries with a larger
// K. The tests tie Addition, LessThan and Equality to big-integer
// arithmetic on all x, y <= 300.
type ostrowskiSystem struct {
	pre    []int // a_0 … a_p
	period []int // a_{p+1} … a_{p+L}
	skip   int   // 1 when a_1 = 1 (d_1 is left out), else 0
	base   int
	standardAutomata
}

var ostrowskiSystems sync.Map // name → *ostrowskiSystem

// Ostrowski returns the Ostrowski numeration system of the quadratic
// irrational [a_0; a_1, …] whose continued fraction is the preperiod
// (a_0 first, as Walnut's ost command takes it) followed by the period
// repeated: Ostrowski([]int{0}, []int{2}) is msd_ost_0_r2, the system of
// √2 - 1 (and of √2). The partial quotients a_k, k >= 1, must be 1..15
// and the digits they allow fewer than 17; a_0 >= 0.
func Ostrowski(preperiod, period []int) (Numeration, error) {
	if len(preperiod) == 0 || len(period) == 0 {
		return nil, fmt.Errorf("automata: an Ostrowski system wants a preperiod with a_0 and a nonempty period")
	}
	if preperiod[0] < 0 {
		return nil, fmt.Errorf("automata: a_0 = %d < 0", preperiod[0])
	}
	for i, a := range append(slices.Clone(preperiod[1:]), period...) {
		if a < 1 || a > 15 {
			return nil, fmt.Errorf("automata: partial quotient a_%d = %d; want 1..15", i+1, a)
		}
	}
	s := &ostrowskiSystem{pre: slices.Clone(preperiod), period: slices.Clone(period)}
	if s.a(1) == 1 {
		s.skip = 1
	}
	s.base = s.a(1) // d_1 <= a_1 - 1
	for k := 2; k <= len(s.pre)+len(s.period); k++ {
		s.base = max(s.base, s.a(k)+1)
	}
	s.standardAutomata.base, s.standardAutomata.build = s.base, s.buildStandard
	// The construction keeps q_k exactly in int64 for k <= K+1, K >= p+2L.
	q, prev := int64(1), int64(0)
	for k := 1; k <= max(len(s.pre)-1, s.skip, 1)+2*len(s.period)+1; k++ {
		q, prev = int64(s.a(k))*q+prev, q
		if q > 1<<36 {
			return nil, fmt.Errorf("automata: the continued fraction of %s is too long for its automata (q_%d > 2^36)", s.Name(), k)
		}
	}
	if v, ok := ostrowskiSystems.Load(s.Name()); ok {
		return v.(*ostrowskiSystem), nil
	}
	v, _ := ostrowskiSystems.LoadOrStore(s.Name(), s)
	return v.(*ostrowskiSystem), nil
}

// parseOstrowski reads a name msd_ost_a0_…_ap_r…_… .
func parseOstrowski(rest string) (Numeration, error) {
	var pre, period []int
	inPeriod := false
	for _, f := range strings.Split(rest, "_") {
		if r, ok := strings.CutPrefix(f, "r"); ok && !inPeriod {
			inPeriod, f = true, r
		}
		a, err := strconv.Atoi(f)
		if err != nil || a < 0 || a > 1000 {
			return nil, fmt.Errorf("automata: bad partial quotient %q in msd_ost_%s", f, rest)
		}
		if inPeriod {
			period = append(period, a)
		} else {
			pre = append(pre, a)
		}
	}
	return Ostrowski(pre, period)
}

// a returns the partial quotient a_k, k >= 0.
func (s *ostrowskiSystem) a(k int) int {
	if k < len(s.pre) {
		return s.pre[k]
	}
	return s.period[(k-len(s.pre))%len(s.period)]
}

// maxDigit returns the largest digit allowed at index k >= 1.
func (s *ostrowskiSystem) maxDigit(k int) int {
	if k == 1 {
		return s.a(1) - 1
	}
	return s.a(k)
}

func (s *ostrowskiSystem) Name() string {
	var b strings.Builder
	b.WriteString("msd_ost")
	for _, a := range s.pre {
		fmt.Fprintf(&b, "_%d", a)
	}
	for i, a := range s.period {
		if i == 0 {
			fmt.Fprintf(&b, "_r%d", a)
		} else {
			fmt.Fprintf(&b, "_%d", a)
		}
	}
	return b.String()
}

func (s *ostrowskiSystem) Base() int { return s.base }

// weights returns the weights of positions 0, 1, … (q_skip, q_{skip+1},
// …) up to the first above n.
func (s *ostrowskiSystem) weights(n *big.Int) []*big.Int {
	prev, cur := big.NewInt(0), big.NewInt(1) // q_{k-1}, q_k
	k := 0
	for ; k < s.skip; k++ {
		prev, cur = cur, new(big.Int).Add(new(big.Int).Mul(big.NewInt(int64(s.a(k+1))), cur), prev)
	}
	w := []*big.Int{cur}
	for w[len(w)-1].Cmp(n) <= 0 {
		k++
		prev, cur = cur, new(big.Int).Add(new(big.Int).Mul(big.NewInt(int64(s.a(k))), cur), prev)
		w = append(w, cur)
	}
	return w
}

func (s *ostrowskiSystem) Encode(n *big.Int) []int { return greedyDigits(n, s.weights) }

func (s *ostrowskiSystem) Decode(digits []int) *big.Int {
	n := new(big.Int)
	prev, cur := big.NewInt(0), big.NewInt(1) // q_{k-1}, q_k for the weight q_k of the next position
	k := 0
	for ; k < s.skip; k++ {
		prev, cur = cur, new(big.Int).Add(new(big.Int).Mul(big.NewInt(int64(s.a(k+1))), cur), prev)
	}
	for i := len(digits) - 1; i >= 0; i-- {
		if digits[i] != 0 {
			n.Add(n, new(big.Int).Mul(cur, big.NewInt(int64(digits[i]))))
		}
		k++
		prev, cur = cur, new(big.Int).Add(new(big.Int).Mul(big.NewInt(int64(s.a(k))), cur), prev)
	}
	return n
}

// buildStandard builds validity and addition by the subset construction
// (panicking if the construction, checked by the tests for every system
// they name, outgrows its bound).
func (s *ostrowskiSystem) buildStandard() (valid, addition *DFA) {
	valid, err := s.build(1)
	if err != nil {
		panic(err)
	}
	addition, err = s.build(3)
	if err != nil {
		panic(err)
	}
	return valid, addition
}

func (s *ostrowskiSystem) Constant(c *big.Int) *DFA { return constantOf(s, c) }

// ostRun is one run of the subset construction: the index k of the next
// digit (exact when k <= K, else K+1+j for the class j of k modulo the
// period), the arithmetic (x = D and y = 0 for an exact k, x = α and
// y = β for a class; both 0 for Valid), and one bit per track: the last
// digit read was the largest allowed there.
type ostRun struct {
	k    int32
	max  uint8
	x, y int64
}

// ostrowskiCap bounds |α|, |β| of the class runs: a run past it makes the
// construction fail (to be retried with a larger K), never dropped.
const ostrowskiCap = 1 << 24

// errOstrowskiCap reports that a class run reached ostrowskiCap.
type errOstrowskiCap struct{ k int }

func (e errOstrowskiCap) Error() string {
	return fmt.Sprintf("automata: Ostrowski addition: a run outgrew %d with K = %d", ostrowskiCap, e.k)
}

// build returns Valid (tracks = 1) or Addition (tracks = 3), trying
// K = p+skip+2L, +4L, … until no class run outgrows the cap.
func (s *ostrowskiSystem) build(tracks int) (*DFA, error) {
	p, L := len(s.pre)-1, len(s.period)
	var err error
	for extra := 2; extra <= 32; extra *= 2 {
		var d *DFA
		d, err = s.buildWith(tracks, max(p, s.skip, 1)+extra*L)
		if err == nil {
			return d, nil
		}
		if _, ok := err.(errOstrowskiCap); !ok {
			break
		}
	}
	return nil, err
}

// buildWith is the subset construction of build with exact indices up
// to K (K >= the preperiod's length, >= 1).
func (s *ostrowskiSystem) buildWith(tracks, K int) (*DFA, error) {
	L := len(s.period)
	arith := tracks == 3
	// q[k] for k <= K+1, exact in int64 (checked).
	q := []int64{1} // q_0; q_{-1} = 0
	prev := int64(0)
	for k := 1; k <= K+1; k++ {
		next := int64(s.a(k))*q[k-1] + prev
		if next > 1<<36 {
			return nil, fmt.Errorf("automata: Ostrowski weights past 2^36 with K = %d", K)
		}
		prev = q[k-1]
		q = append(q, next)
	}
	qm1 := func(k int) int64 { // q_{k-1}
		if k == 0 {
			return 0
		}
		return q[k-1]
	}
	// aOf returns a_k of a run's index (exact or class).
	aOf := func(k int32) int {
		return s.a(int(k))
	}
	// The interval of r_k = q_{k-1}/q_k over each class.
	lo, hi := make([]float64, L), make([]float64, L)
	for j := range L {
		k0 := K + 1 + j
		ratio := func(k int) float64 { // [0; a_k, …, a_1]
			r := 0.0
			for i := 1; i <= k; i++ {
				r = 1 / (float64(s.a(i)) + r)
			}
			return r
		}
		vals := []float64{ratio(k0), ratio(k0 + L), ratio(k0 + 200*L)}
		lo[j], hi[j] = slices.Min(vals)-1e-9, slices.Max(vals)+1e-9
	}
	final := s.skip // the index when everything is read
	var overflow error
	keep := func(r ostRun) bool {
		if !arith {
			return true
		}
		k := int(r.k)
		if k <= K {
			if k == final {
				return r.x == 0
			}
			return -2*q[k] < r.x && r.x < q[k]
		}
		j := k - K - 1
		vLo := float64(r.x) + float64(r.y)*lo[j]
		vHi := float64(r.x) + float64(r.y)*hi[j]
		const eps = 1e-6
		if vLo >= 1+eps && vHi >= 1+eps || vLo <= -2-eps && vHi <= -2-eps {
			return false
		}
		if abs64(r.x) > ostrowskiCap || abs64(r.y) > ostrowskiCap {
			overflow = errOstrowskiCap{K}
			return false
		}
		return true
	}
	var start []ostRun
	for k := final; k <= K+L; k++ {
		start = append(start, ostRun{k: int32(k)})
	}
	cache := map[string][]ostRun{}
	key := func(runs []ostRun) string {
		slices.SortFunc(runs, func(a, b ostRun) int {
			switch {
			case a.k != b.k:
				return int(a.k - b.k)
			case a.max != b.max:
				return int(a.max) - int(b.max)
			case a.x != b.x:
				return cmp64(a.x, b.x)
			}
			return cmp64(a.y, b.y)
		})
		runs = slices.Compact(runs)
		buf := make([]byte, 0, len(runs)*21)
		for _, r := range runs {
			buf = binary.AppendVarint(buf, int64(r.k))
			buf = append(buf, r.max)
			buf = binary.AppendVarint(buf, r.x)
			buf = binary.AppendVarint(buf, r.y)
		}
		k := string(buf)
		if _, ok := cache[k]; !ok {
			cache[k] = runs
		}
		return k
	}
	startKey := key(start)
	bases := make([]int, tracks)
	for i := range bases {
		bases[i] = s.base
	}
	var out []ostRun
	step := func(r ostRun, digits []int) {
		k := int(r.k)
		if k == final {
			return
		}
		ak := aOf(r.k)
		var newMax uint8
		for i, d := range digits {
			if d > s.maxDigit(k) || r.max&(1<<i) != 0 && d != 0 {
				return
			}
			if d == ak {
				newMax |= 1 << i
			}
		}
		c := int64(0)
		if arith {
			c = int64(digits[0] + digits[1] - digits[2])
		}
		var succ []ostRun
		if k <= K {
			succ = append(succ, ostRun{k: int32(k - 1), max: newMax, x: r.x + c*qm1(k)})
		} else {
			alpha, beta := int64(ak)*r.x+r.y+c, r.x
			if !arith {
				alpha, beta = 0, 0
			}
			j := k - K - 1
			if j == 0 {
				succ = append(succ, ostRun{k: int32(K), max: newMax, x: alpha*q[K] + beta*qm1(K)})
				succ = append(succ, ostRun{k: int32(K + L), max: newMax, x: alpha, y: beta})
			} else {
				succ = append(succ, ostRun{k: int32(k - 1), max: newMax, x: alpha, y: beta})
			}
		}
		for _, n := range succ {
			if keep(n) {
				out = append(out, n)
			}
		}
	}
	d, err := Explore(context.Background(), bases, startKey,
		func(state string, digits []int) (string, bool) {
			out = out[:0]
			for _, r := range cache[state] {
				step(r, digits)
			}
			if len(out) == 0 {
				return "", false
			}
			return key(slices.Clone(out)), true
		},
		func(state string) bool {
			for _, r := range cache[state] {
				if int(r.k) == final && r.x == 0 {
					return true
				}
			}
			return false
		}, 1<<20)
	if overflow != nil {
		return nil, overflow
	}
	if err != nil {
		return nil, err
	}
	return d.Minimize(), nil
}

func abs64(x int64) int64 {
	if x < 0 {
		return -x
	}
	return x
}

func cmp64(a, b int64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}
