package automata_test

import (
	"math/big"
	"slices"
	"testing"
	"time"

	"github.com/mex-cgt/mex/automata"
	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/games/wythoff"
)

// ostCase is an Ostrowski system under test with its continued fraction.
type ostCase struct {
	pre, period []int
}

var ostCases = []ostCase{
	{[]int{0}, []int{2}},          // √2 - 1: Pell numbers, (1,2)-Wythoff
	{[]int{1}, []int{3}},          // (√13 - 1)/2: (1,3)-Wythoff
	{[]int{0}, []int{1}},          // φ - 1: Zeckendorf, d_1 left out
	{[]int{0}, []int{1, 2}},       // √3 - 1, period 2 starting with 1
	{[]int{0, 3, 1}, []int{1, 2}}, // Walnut's example (5 + √13)/6
	{[]int{0, 2}, []int{3, 1}},    // preperiod and period 2
}

func ostrowski(t testing.TB, c ostCase) automata.Numeration {
	t.Helper()
	s, err := automata.Ostrowski(c.pre, c.period)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// partialQuotient returns a_k of the case.
func (c ostCase) partialQuotient(k int) int {
	if k < len(c.pre) {
		return c.pre[k]
	}
	return c.period[(k-len(c.pre))%len(c.period)]
}

// ostSkip is 1 when a_1 = 1 (the digit d_1, always 0, is left out).
func (c ostCase) skip() int {
	if c.partialQuotient(1) == 1 {
		return 1
	}
	return 0
}

// ostValidBrute checks a word (msd first) against Ostrowski's definition:
// the digit at position i from the right is d_k, k = i+1+skip, with
// 0 <= d_1 < a_1, 0 <= d_k <= a_k, and d_k = a_k ⇒ d_{k-1} = 0.
func ostValidBrute(c ostCase, w []int) bool {
	n := len(w)
	for i := range n {
		k := n - i + c.skip()
		d := w[i]
		if d < 0 || d > c.partialQuotient(k) || k == 1 && d >= c.partialQuotient(1) {
			return false
		}
		if d == c.partialQuotient(k) && i+1 < n && w[i+1] != 0 {
			return false
		}
	}
	return true
}

// ostValueBrute is Σ d_k q_{k-1} in int64.
func ostValueBrute(c ostCase, w []int) int64 {
	q := []int64{1} // q_0
	prev := int64(0)
	for k := 1; k <= len(w)+1; k++ {
		q = append(q, int64(c.partialQuotient(k))*q[k-1]+prev)
		prev = q[k-1]
	}
	var v int64
	n := len(w)
	for i := range n {
		k := n - i + c.skip()
		v += int64(w[i]) * q[k-1]
	}
	return v
}

func TestOstrowskiEncodeDecode(t *testing.T) {
	for _, c := range ostCases {
		s := ostrowski(t, c)
		for n := range int64(5001) {
			w := s.Encode(big.NewInt(n))
			if len(w) > 0 && w[0] == 0 || !ostValidBrute(c, w) || ostValueBrute(c, w) != n {
				t.Fatalf("%s: Encode(%d) = %v: valid %v, value %d", s.Name(), n, w, ostValidBrute(c, w), ostValueBrute(c, w))
			}
			if got := s.Decode(append([]int{0, 0}, w...)); got.Int64() != n {
				t.Fatalf("%s: Decode(00·Encode(%d)) = %v", s.Name(), n, got)
			}
		}
		big1 := new(big.Int).Lsh(big.NewInt(1), 200)
		if got := s.Decode(s.Encode(big1)); got.Cmp(big1) != 0 {
			t.Errorf("%s: Decode(Encode(2^200)) = %v", s.Name(), got)
		}
		// Every valid word is its value's encoding (leading zeros aside):
		// uniqueness, checked on all words of up to 10 digits below.
	}
}

// TestOstrowskiValid compares Valid with the definition on all words of
// up to 10 digits (base^10 words; fewer digits for larger bases), and
// checks that valid words are their values' encodings.
func TestOstrowskiValid(t *testing.T) {
	for _, c := range ostCases {
		s := ostrowski(t, c)
		length := 10
		for p := 1; ; length-- {
			p = 1
			for range length {
				p *= s.Base()
			}
			if p <= 2_000_000 {
				break
			}
		}
		valid := s.Valid()
		trackWords(s.Base(), 1, length, func(tuple [][]int) {
			w := tuple[0]
			want := ostValidBrute(c, w)
			if got := valid.AcceptsDigits(w); got != want {
				t.Fatalf("%s: Valid(%v) = %v; want %v", s.Name(), w, got, want)
			}
			if want {
				trimmed := w
				for len(trimmed) > 0 && trimmed[0] == 0 {
					trimmed = trimmed[1:]
				}
				if got := s.Encode(big.NewInt(ostValueBrute(c, w))); !slices.Equal(got, trimmed) {
					t.Fatalf("%s: Encode(value(%v)) = %v", s.Name(), w, got)
				}
			}
		})
		t.Logf("%s: base %d, Valid %d states, words up to %d digits", s.Name(), s.Base(), valid.States(), length)
	}
}

// TestOstrowskiOnAllWords ties the relation automata to the definitions on
// all tuples of words (invalid ones included) up to a length.
func TestOstrowskiOnAllWords(t *testing.T) {
	for _, c := range ostCases {
		s := ostrowski(t, c)
		type relation struct {
			name string
			dfa  *automata.DFA
			want func(values []int64) bool
		}
		for _, r := range []relation{
			{"Addition", s.Addition(), func(v []int64) bool { return v[0]+v[1] == v[2] }},
			{"Equality", s.Equality(), func(v []int64) bool { return v[0] == v[1] }},
			{"LessThan", s.LessThan(), func(v []int64) bool { return v[0] < v[1] }},
			{"Constant(0)", s.Constant(big.NewInt(0)), func(v []int64) bool { return v[0] == 0 }},
			{"Constant(7)", s.Constant(big.NewInt(7)), func(v []int64) bool { return v[0] == 7 }},
			{"Constant(30)", s.Constant(big.NewInt(30)), func(v []int64) bool { return v[0] == 30 }},
		} {
			tracks := r.dfa.Tracks()
			length := lengthFor(s.Base(), tracks)
			if r.name == "Addition" {
				length++ // 27^4 words in base 3: carries across 4 digits
			}
			trackWords(s.Base(), tracks, length, func(tuple [][]int) {
				want := true
				values := make([]int64, tracks)
				for i, w := range tuple {
					want = want && ostValidBrute(c, w)
					values[i] = ostValueBrute(c, w)
				}
				want = want && r.want(values)
				if got := r.dfa.AcceptsDigits(tuple...); got != want {
					t.Fatalf("%s.%s.AcceptsDigits(%v) = %v; want %v", s.Name(), r.name, tuple, got, want)
				}
			})
		}
	}
}

// TestOstrowskiArithmetic ties Addition, LessThan and Equality to
// big-integer arithmetic on all x, y <= 300 (Addition: z near x + y, and
// every z <= 130 when x, y <= 60).
func TestOstrowskiArithmetic(t *testing.T) {
	const bound = 300
	for _, c := range ostCases {
		s := ostrowski(t, c)
		start := time.Now()
		add, less, equal := s.Addition(), s.LessThan(), s.Equality()
		t.Logf("%s: Addition %d states (built in %v), LessThan %d, Equality %d", s.Name(), add.States(), time.Since(start), less.States(), equal.States())
		enc := make([][]int, 2*bound+3)
		for v := range enc {
			enc[v] = s.Encode(big.NewInt(int64(v)))
		}
		code := func(v int) []int {
			if v < len(enc) {
				return enc[v]
			}
			return s.Encode(big.NewInt(int64(v)))
		}
		for x := range bound + 1 {
			for y := range bound + 1 {
				for _, z := range []int{x + y, x + y + 1, x + y + 2, max(x+y, 1) - 1, x * y} {
					if got, want := add.AcceptsDigits(enc[x], enc[y], code(z)), x+y == z; got != want {
						t.Fatalf("%s: Addition.Accepts(%d, %d, %d) = %v; want %v", s.Name(), x, y, z, got, want)
					}
				}
				if x <= 60 && y <= 60 {
					for z := range 131 {
						if got, want := add.AcceptsDigits(enc[x], enc[y], enc[z]), x+y == z; got != want {
							t.Fatalf("%s: Addition.Accepts(%d, %d, %d) = %v; want %v", s.Name(), x, y, z, got, want)
						}
					}
				}
				if got, want := less.AcceptsDigits(enc[x], enc[y]), x < y; got != want {
					t.Fatalf("%s: LessThan.Accepts(%d, %d) = %v; want %v", s.Name(), x, y, got, want)
				}
				if got, want := equal.AcceptsDigits(enc[x], enc[y]), x == y; got != want {
					t.Fatalf("%s: Equality.Accepts(%d, %d) = %v; want %v", s.Name(), x, y, got, want)
				}
			}
		}
	}
}

// TestOstrowskiZeckendorf: the Ostrowski system of φ - 1 is msd_fib.
func TestOstrowskiZeckendorf(t *testing.T) {
	s := ostrowski(t, ostCase{[]int{0}, []int{1}})
	fib := automata.Fibonacci()
	for n := range int64(2000) {
		if a, b := s.Encode(big.NewInt(n)), fib.Encode(big.NewInt(n)); !slices.Equal(a, b) {
			t.Fatalf("Encode(%d): %v in %s, %v in msd_fib", n, a, s.Name(), b)
		}
	}
	if !s.Addition().Equal(fib.Addition()) || !s.Valid().Equal(fib.Valid()) {
		t.Errorf("%s: Addition or Valid differs from msd_fib's", s.Name())
	}
}

func TestOstrowskiParse(t *testing.T) {
	for _, tc := range []struct {
		name string
		ok   bool
	}{
		{"msd_ost_0_r2", true}, {"msd_ost_0_3_1_r1_2", true}, {"msd_ost_1_r3", true},
		{"msd_ost_0", false}, {"msd_ost_0_r0", false}, {"msd_ost_0_rx", false}, {"msd_ost_0_r16", false},
		{"msd_ost_0_r15_15_15_15_15_15_15", false}, // q_k past 2^36 within p + 2L + 1
	} {
		s, err := automata.ParseNumeration(tc.name)
		if (err == nil) != tc.ok {
			t.Errorf("ParseNumeration(%q): %v", tc.name, err)
			continue
		}
		if tc.ok && s.Name() != tc.name {
			t.Errorf("ParseNumeration(%q).Name() = %q", tc.name, s.Name())
		}
	}
	a, _ := automata.ParseNumeration("msd_ost_0_r2")
	b, _ := automata.Ostrowski([]int{0}, []int{2})
	if a != b {
		t.Errorf("msd_ost_0_r2 is built twice")
	}
}

// TestOstrowskiProofs decides closed statements with the library.
func TestOstrowskiProofs(t *testing.T) {
	for _, c := range ostCases {
		s := ostrowski(t, c)
		add := s.Addition()
		// ∀x ∀y: x + y = y + x, as ∀x ∀y ∃z: x+y=z ∧ y+x=z.
		swapped := must(add.Permute([]int{1, 0, 2}))
		commutes := exists(t, add.Intersect(swapped), 2)
		if holds, counter := forAll(commutes, automata.Systems(s, 2)); !holds {
			t.Errorf("%s: ∀x,y x+y=y+x = false at %v", s.Name(), counter)
		}
		// ∀x ∃y: x + x = y; ∀x ∃y: y + y = x fails first at x = 1.
		double := must(add.Identify(0, 1))
		if holds, counter := forAll(exists(t, double, 1), automata.Systems(s, 1)); !holds {
			t.Errorf("%s: ∀x ∃y x+x=y = false at %v", s.Name(), counter)
		}
		half := must(double.Permute([]int{1, 0}))
		if holds, counter := forAll(exists(t, half, 1), automata.Systems(s, 1)); holds || counter[0].Int64() != 1 {
			t.Errorf("%s: ∀x ∃y y+y=x = %v at %v; want false at [1]", s.Name(), holds, counter)
		}
		// ∀x ∀y: x < y ⇔ ∃z: z ≠ 0 ∧ x + z = y, on tracks (x, y, z).
		three := []int{s.Base(), s.Base(), s.Base()}
		nonzero := s.Valid().Intersect(s.Constant(big.NewInt(0)).Complement()).Minimize()
		sum := must(add.Reindex(three, []int{0, 2, 1})) // x + z = y
		z := must(nonzero.Reindex(three, []int{2}))
		less := exists(t, sum.Intersect(z), 2)
		if !less.Equal(s.LessThan()) {
			t.Errorf("%s: x < y differs from ∃z z≠0 ∧ x+z=y", s.Name())
		}
		// MulConst agrees with arithmetic.
		triple, err := automata.MulConst(t.Context(), s, 3, 1<<20)
		if err != nil {
			t.Fatal(err)
		}
		for x := uint64(0); x <= 200; x++ {
			for _, y := range []uint64{3 * x, 3*x + 1, max(3*x, 1) - 1} {
				if got := triple.AcceptsUint64(s, x, y); got != (y == 3*x) {
					t.Fatalf("%s: 3·%d = %d: %v", s.Name(), x, y, got)
				}
			}
		}
	}
}

// TestOstrowskiWythoffBeatty builds the P-positions of (1,2)-Wythoff, the
// pairs {⌊n√2⌋, ⌊n√2⌋ + 2n} (Fraenkel 1982), as an automaton in
// msd_ost_0_r2 from the Beatty formula, and compares it with mex's engine
// on a 200×200 box. With n = Σ d_k q_{k-1} (Pell q: 1, 2, 5, 12, …) and
// p_k = q_{k-1} the numerators of √2 - 1's convergents, n(√2 - 1) =
// S(n) + Σ d_k θ_{k-1}, S(n) = Σ d_k q_{k-2} (n's word without its last
// digit) and θ_j = q_j(√2-1) - p_j of sign (-1)^j; the error lies in
// (-1, 1) and has the sign of its lowest term, so ⌊n√2⌋ = n + S(n) - 1
// when n's lowest nonzero digit sits at an odd position, else n + S(n)
// (both checked against isqrt(2n²) below).
func TestOstrowskiWythoffBeatty(t *testing.T) {
	s := ostrowski(t, ostCase{[]int{0}, []int{2}})
	ctx := t.Context()
	b := s.Base()
	bases := func(k int) []int { return slices.Repeat([]int{b}, k) }
	on := func(d *automata.DFA, k int, mapping ...int) *automata.DFA { return must(d.Reindex(bases(k), mapping)) }
	explore := func(tracks int, next func(state int, d []int) (int, bool), accept func(int) bool) *automata.DFA {
		d := must(automata.Explore(ctx, bases(tracks), 0, next, accept, 0))
		return d.Intersect(automata.ValidTuples(automata.Systems(s, tracks)...)).Minimize()
	}
	add := s.Addition()
	// succ(u, v): v = u + 1.
	succ := exists(t, on(add, 3, 0, 1, 2).Intersect(on(s.Constant(big.NewInt(1)), 3, 1)), 1)
	// shift(n, m): m's word is n's word without its last digit (when that is valid).
	shift := explore(2, func(pending int, d []int) (int, bool) { return d[0], d[1] == pending },
		func(int) bool { return true })
	// ends20(n): n's word ends in 20 (its shift would end in 2, invalid).
	ends20 := explore(1, func(state int, d []int) (int, bool) {
		switch {
		case d[0] == 2:
			return 1, true
		case d[0] == 0 && state == 1:
			return 2, true
		}
		return 0, true
	}, func(state int) bool { return state == 2 })
	// odd(n): n's lowest nonzero digit sits at an odd position (state:
	// 0 no nonzero digit yet, 1 an even number of zeros since, 2 odd).
	odd := explore(1, func(state int, d []int) (int, bool) {
		switch {
		case d[0] != 0:
			return 1, true
		case state == 0:
			return 0, true
		}
		return 3 - state, true
	}, func(state int) bool { return state == 2 })
	// S(n, m): m = S(n); for n = w20, S(n) = S(n-1) + 1 with n-1 = w11.
	viaPrevious := on(ends20, 4, 0).Intersect(on(succ, 4, 2, 0)).Intersect(on(shift, 4, 2, 3)).Intersect(on(succ, 4, 3, 1))
	S := shift.Union(exists(t, exists(t, viaPrevious, 3), 2)).Minimize()
	// floor(n, x): x = ⌊n√2⌋, on tracks (n, x, m, w) with m = S(n).
	even := s.Valid().Intersect(odd.Complement()).Minimize()
	plain := on(S, 3, 0, 2).Intersect(on(even, 3, 0)).Intersect(on(add, 3, 0, 2, 1))
	less := on(S, 4, 0, 2).Intersect(on(odd, 4, 0)).Intersect(on(add, 4, 0, 2, 3)).Intersect(on(succ, 4, 1, 3))
	floor := exists(t, plain, 2).Union(exists(t, exists(t, less, 3), 2)).Minimize()
	enc := func(v int64) []int { return s.Encode(big.NewInt(v)) }
	for n := int64(0); n <= 3000; n++ {
		x := new(big.Int).Sqrt(big.NewInt(2 * n * n)).Int64()
		for _, y := range []int64{x, x + 1, max(x, 1) - 1} {
			if got := floor.AcceptsDigits(enc(n), enc(y)); got != (y == x) {
				t.Fatalf("floor(%d·√2) = %d: %v; ⌊%d·√2⌋ = %d", n, y, got, n, x)
			}
		}
	}
	// P(x, y): ∃n, t: x = ⌊n√2⌋ ∧ t = n + n ∧ y = x + t, or the same with x, y swapped.
	half := on(floor, 4, 2, 0).Intersect(on(add, 4, 2, 2, 3)).Intersect(on(add, 4, 0, 3, 1))
	p1 := exists(t, exists(t, half, 3), 2)
	p := p1.Union(must(p1.Permute([]int{1, 0}))).Minimize()
	t.Logf("S %d states, ⌊n√2⌋ %d states, P-positions %d states", S.States(), floor.States(), p.States())
	// ∀x ∃y P(x, y): every pile size is in exactly one P-position's x.
	if holds, counter := forAll(exists(t, p, 1), automata.Systems(s, 1)); !holds {
		t.Errorf("∀x ∃y P(x,y) fails at %v", counter)
	}
	g, err := wythoff.NewGame(1, 2)
	if err != nil {
		t.Fatal(err)
	}
	eng := game.NewEngine(g)
	const side = 200
	for x := range int64(side) {
		for y := range int64(side) {
			out, err := eng.Outcome(ctx, game.Position{int(x), int(y)})
			if err != nil {
				t.Fatal(err)
			}
			if got := p.AcceptsDigits(enc(x), enc(y)); got != (out == game.P) {
				t.Fatalf("(%d,%d): automaton %v, engine %v", x, y, got, out)
			}
		}
	}
}
