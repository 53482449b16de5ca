package wythoff_test

import (
	"fmt"
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/mex-cgt/mex/fibonacci"
	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/games/wythoff"
	"github.com/mex-cgt/mex/theorem"
)

// OEIS A000201 (lower Wythoff, floor(n phi)) and A001950 (upper, floor(n
// phi^2)), n = 0..20.
var (
	a000201 = []int64{0, 1, 3, 4, 6, 8, 9, 11, 12, 14, 16, 17, 19, 21, 22, 24, 25, 27, 29, 30, 32}
	a001950 = []int64{0, 2, 5, 7, 10, 13, 15, 18, 20, 23, 26, 28, 31, 34, 36, 39, 41, 44, 47, 49, 52}
)

func TestPairOEIS(t *testing.T) {
	for n := range a000201 {
		a, b := wythoff.PairInt(int64(n))
		if a != a000201[n] || b != a001950[n] {
			t.Errorf("PairInt(%d) = (%d,%d); want (%d,%d) (A000201, A001950)", n, a, b, a000201[n], a001950[n])
		}
	}
}

// Beatty (big and 128-bit), the mex recursion and Fibonacci numeration
// agree.
func TestThreeForms(t *testing.T) {
	mex := wythoff.Definition3(1, 1, 5000)
	for n, pair := range mex {
		a, b := wythoff.PairInt(int64(n))
		ab, bb := wythoff.Pair(big.NewInt(int64(n)))
		af, bf := fibonacci.WythoffPair(big.NewInt(int64(n)))
		if int64(pair[0]) != a || int64(pair[1]) != b || ab.Int64() != a || bb.Int64() != b || af.Int64() != a || bf.Int64() != b {
			t.Fatalf("n=%d: mex %v, PairInt (%d,%d), Pair (%v,%v), Fibonacci (%v,%v)", n, pair, a, b, ab, bb, af, bf)
		}
	}
}

func TestPairIntLargeIndices(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 9))
	indices := []int64{wythoff.MaxPairIndex, wythoff.MaxPairIndex - 1, 1 << 61, 1<<32 + 7, 94906265, 94906266}
	for range 20000 {
		indices = append(indices, rng.Int64N(wythoff.MaxPairIndex+1))
	}
	for _, n := range indices {
		a, b := wythoff.PairInt(n)
		ab, bb := wythoff.Pair(big.NewInt(n))
		if ab.Int64() != a || bb.Int64() != b {
			t.Fatalf("PairInt(%d) = (%d,%d); Pair = (%v,%v)", n, a, b, ab, bb)
		}
	}
}

// IsP and WinningMoves equal the rules-level solver on every position up
// to 60.
func TestAgainstSolver(t *testing.T) {
	solver := game.NewSolver(wythoff.Game{P: 1, M: 1})
	for x := 0; x <= 60; x++ {
		for y := 0; y <= 60; y++ {
			p := game.Position{x, y}
			o, _ := solver.Outcome(p)
			bx, by := big.NewInt(int64(x)), big.NewInt(int64(y))
			if wythoff.IsP(bx, by) != (o == game.P) {
				t.Fatalf("IsP(%d,%d) = %v; solver says %v", x, y, wythoff.IsP(bx, by), o)
			}
			slow, _ := solver.WinningMoves(p)
			fast := wythoff.WinningMoves(bx, by)
			if len(slow) != len(fast) {
				t.Fatalf("WinningMoves(%d,%d) = %v; solver %v", x, y, fast, slow)
			}
			for _, m := range fast {
				found := false
				for _, s := range slow {
					found = found || (int64(s[0]) == m[0].Int64() && int64(s[1]) == m[1].Int64())
				}
				if !found {
					t.Fatalf("WinningMoves(%d,%d) has %v; solver %v", x, y, m, slow)
				}
			}
		}
	}
}

func TestHugeIsP(t *testing.T) {
	n, _ := new(big.Int).SetString("1000000000000000000000000000000000000000", 10)
	a, b := wythoff.Pair(n)
	if !wythoff.IsP(a, b) || !wythoff.IsP(b, a) {
		t.Fatal("the pair at 10^39 must be P")
	}
	if wythoff.IsP(a, new(big.Int).Add(b, big.NewInt(1))) {
		t.Fatal("(A_n, B_n + 1) must be N")
	}
	moves := wythoff.WinningMoves(a, new(big.Int).Add(b, big.NewInt(5)))
	if len(moves) == 0 {
		t.Fatal("(A_n, B_n+5) must have a winning move")
	}
	for _, m := range moves {
		if !wythoff.IsP(m[0], m[1]) {
			t.Fatalf("winning move to %v is not P", m)
		}
	}
}

// Definition 3 equals the P-positions of the rules-level blocking game for
// all 1 <= p, m <= 4 on every position up to 30 (Proposition 1(a)).
func TestDefinition3AgainstBlockingGame(t *testing.T) {
	const n = 30
	for p := 1; p <= 4; p++ {
		for m := 1; m <= 4; m++ {
			g, _ := wythoff.NewGame(p, m)
			solver := game.NewSolver(g)
			want := map[[2]int]bool{}
			for _, pair := range wythoff.Definition3(p, m, n+1) {
				want[pair] = true
				want[[2]int{pair[1], pair[0]}] = true
			}
			for x := 0; x <= n; x++ {
				for y := 0; y <= n; y++ {
					o, err := solver.Outcome(game.Position{x, y})
					if err != nil {
						t.Fatal(err)
					}
					if (o == game.P) != want[[2]int{x, y}] {
						t.Fatalf("(%d,%d)-Wythoff at (%d,%d): solver %v, Definition 3 P=%v", p, m, x, y, o, want[[2]int{x, y}])
					}
				}
			}
		}
	}
}

func TestPaperLists(t *testing.T) {
	tests := []struct {
		p, m   int
		source string
		want   string
	}{
		{2, 3, "Larsson 2008, (2,3)-Wythoff", "[[0 0] [1 1] [2 5] [3 6] [4 10] [7 13]]"},
		{3, 2, "Larsson 2009, Example 4", "[[0 0] [1 1] [2 2] [3 5] [4 6] [7 9] [8 12] [10 14] [11 15] [13 19] [16 22] [17 23] [18 26] [20 28]]"},
		// Example 5 prints (6,12) as the seventh pair; Definition 3 and the
		// rules give (9,15): from (6,12) the move to (6,3) is a Nim move to
		// the P-position (3,6). The first six pairs agree.
		{3, 3, "Larsson 2009, Example 5 (first six pairs)", "[[0 0] [1 1] [2 2] [3 6] [4 7] [5 8]]"},
	}
	for _, tt := range tests {
		var count int
		fmt.Sscan(fmt.Sprint(len(tt.want)), &count)
		got := wythoff.Definition3(tt.p, tt.m, countPairs(tt.want))
		if fmt.Sprint(got) != tt.want {
			t.Errorf("%s: Definition3(%d,%d) = %v; want %s", tt.source, tt.p, tt.m, got, tt.want)
		}
	}
	if got := wythoff.Definition3(3, 3, 7)[6]; got != [2]int{9, 15} {
		t.Errorf("(3,3) pair 6 = %v; want (9,15) (the paper's (6,12) is a misprint)", got)
	}
	solver := game.NewSolver(wythoff.Game{P: 3, M: 3})
	if o, _ := solver.Outcome(game.Position{6, 12}); o != game.N {
		t.Error("(6,12) must be an N-position of (3,3)-Wythoff")
	}
}

func countPairs(s string) int {
	n := 0
	for _, c := range s {
		if c == ']' {
			n++
		}
	}
	return n - 1
}

func TestStream(t *testing.T) {
	for p := 1; p <= 5; p++ {
		for m := 1; m <= 5; m++ {
			want := wythoff.Definition3(p, m, 100000)
			s, err := wythoff.NewStream(p, m)
			if err != nil {
				t.Fatal(err)
			}
			for n, pair := range want {
				a, b := s.Next()
				if int(a) != pair[0] || int(b) != pair[1] {
					t.Fatalf("(%d,%d) stream pair %d = (%d,%d); Definition 3 says %v", p, m, n, a, b, pair)
				}
			}
			// Each lagging stream is at about alpha/beta of the index of
			// the one before, so the depth is about log(n)/log(beta/alpha):
			// 24 for Wythoff, 114 for (5,1) where beta/alpha = 1.105.
			// Fill agrees with Next.
			f, _ := wythoff.NewStream(p, m)
			as, bs := make([]int64, 777), make([]int64, 777)
			for start := 0; start+777 <= len(want); start += 777 {
				f.Fill(as, bs)
				for i := range as {
					if pair := want[start+i]; int(as[i]) != pair[0] || int(bs[i]) != pair[1] {
						t.Fatalf("(%d,%d) Fill pair %d = (%d,%d); want %v", p, m, start+i, as[i], bs[i], pair)
					}
				}
			}
			if d := s.Depth(); d > 130 {
				t.Errorf("(%d,%d): stream depth %d after 10^5 pairs; want O(log n)", p, m, d)
			}
		}
	}
}

func TestClosedForms(t *testing.T) {
	for m := 1; m <= 6; m++ {
		want := wythoff.Definition3(1, m, 3000)
		for n, pair := range want {
			a, b := wythoff.FraenkelPair(int64(m), big.NewInt(int64(n)))
			if a.Int64() != int64(pair[0]) || b.Int64() != int64(pair[1]) {
				t.Fatalf("(1,%d) Fraenkel pair %d = (%v,%v); Definition 3 says %v", m, n, a, b, pair)
			}
		}
	}
	for p := 1; p <= 5; p++ {
		for k := 1; k <= 4; k++ {
			m := p * k
			want := wythoff.Definition3(p, m, 3000)
			for i, pair := range want {
				a, b, ok := wythoff.PairAt(int64(p), int64(m), big.NewInt(int64(i)))
				if !ok || a.Int64() != int64(pair[0]) || b.Int64() != int64(pair[1]) {
					t.Fatalf("(%d,%d) closed pair %d = (%v,%v); Definition 3 says %v", p, m, i, a, b, pair)
				}
			}
		}
	}
	if _, _, ok := wythoff.PairAt(2, 3, big.NewInt(5)); ok {
		t.Error("(2,3) has no closed form")
	}
}

func TestIsPPosition(t *testing.T) {
	for _, pm := range [][2]int{{1, 1}, {2, 3}, {3, 2}, {2, 2}, {1, 3}, {4, 2}} {
		p, m := pm[0], pm[1]
		want := map[[2]int]bool{}
		for _, pair := range wythoff.Definition3(p, m, 200) {
			want[pair], want[[2]int{pair[1], pair[0]}] = true, true
		}
		for x := 0; x <= 150; x++ {
			for y := 0; y <= 150; y++ {
				got, err := wythoff.IsPPosition(p, m, big.NewInt(int64(x)), big.NewInt(int64(y)))
				if err != nil || got != want[[2]int{x, y}] {
					t.Fatalf("(%d,%d) IsPPosition(%d,%d) = %v, %v; want %v", p, m, x, y, got, err, want[[2]int{x, y}])
				}
			}
		}
	}
	big1, _ := new(big.Int).SetString("100000000000000000000000", 10)
	a, b, _ := wythoff.PairAt(2, 4, big1)
	if ok, err := wythoff.IsPPosition(2, 4, b, a); !ok || err != nil {
		t.Fatalf("(2,4) pair at 10^23 must be P: %v", err)
	}
	if _, err := wythoff.IsPPosition(2, 3, big1, big1); err == nil {
		t.Fatal("(2,3) at 10^23 has no closed form: want an error")
	}
}

func TestBadParameters(t *testing.T) {
	for _, pm := range [][2]int{{0, 1}, {1, 0}, {-1, 2}, {1, -1}, {1 << 30, 1}} {
		if _, err := wythoff.NewGame(pm[0], pm[1]); err == nil {
			t.Errorf("NewGame(%d,%d): want an error", pm[0], pm[1])
		}
		if _, err := wythoff.NewStream(pm[0], pm[1]); err == nil {
			t.Errorf("NewStream(%d,%d): want an error", pm[0], pm[1])
		}
	}
	if _, err := wythoff.NewDr(0); err == nil {
		t.Error("NewDr(0): want an error")
	}
}

func TestGrundyTable(t *testing.T) {
	table, err := wythoff.LineGame{DiagonalStep: 1}.GrundyTable(9)
	if err != nil {
		t.Fatal(err)
	}
	paper := theorem.DFNRGrundyTable()
	for x := range 10 {
		for y := range 10 {
			want := paper[x][y]
			if x == 8 && y == 5 {
				want = 2
			}
			if table[x][y] != want {
				t.Errorf("G(%d,%d) = %d; want %d (Duchêne et al. 2010)", x, y, table[x][y], want)
			}
		}
	}
	if table[8][5] == paper[8][5] {
		t.Error("G(8,5) agrees with the paper's misprint")
	}
}

// The fast table equals the generic solver for Wythoff, D_2, D_3 and Nim.
func TestGrundyTableAgainstSolver(t *testing.T) {
	const n = 60
	cases := []struct {
		step int
		g    game.Game
	}{
		{1, wythoff.Game{P: 1, M: 1}.Plain()},
		{2, wythoff.Dr{R: 2}},
		{3, wythoff.Dr{R: 3}},
	}
	for _, c := range cases {
		table, _ := wythoff.LineGame{DiagonalStep: c.step}.GrundyTable(n)
		solver := game.NewSolver(c.g)
		for x := 0; x <= n; x++ {
			for y := 0; y <= n; y++ {
				g, err := solver.GrundyValue(game.Position{x, y})
				if err != nil {
					t.Fatal(err)
				}
				if table[x][y] != g {
					t.Fatalf("%s: G(%d,%d) = %d; solver %d", c.g, x, y, table[x][y], g)
				}
			}
		}
	}
	nim, _ := wythoff.LineGame{}.GrundyTable(40)
	for x := 0; x <= 40; x++ {
		for y := 0; y <= 40; y++ {
			if nim[x][y] != x^y {
				t.Fatalf("two-heap Nim G(%d,%d) = %d; want %d", x, y, nim[x][y], x^y)
			}
		}
	}
}

// D_2 P-positions as docs/RULES.md lists them.
func TestD2(t *testing.T) {
	solver := game.NewSolver(wythoff.Dr{R: 2})
	var got [][2]int
	for x := 0; x <= 12; x++ {
		for y := x; y <= 20; y++ {
			if o, _ := solver.Outcome(game.Position{x, y}); o == game.P {
				got = append(got, [2]int{x, y})
			}
		}
	}
	want := "[[0 0] [1 1] [2 3] [4 6] [5 7] [8 11] [9 10] [12 16]]"
	if fmt.Sprint(got) != want {
		t.Fatalf("D_2 P-positions = %v; want %s", got, want)
	}
}

func ExamplePair() {
	n, _ := new(big.Int).SetString("1000000000000000000000", 10)
	a, b := wythoff.Pair(n)
	fmt.Println(a, b)
	// Output: 1618033988749894848204 2618033988749894848204
}

// A game of Corner the Queen played to the corner: the player to move
// from (7, 11) always moves to a P-position.
func Example_cornerTheQueen() {
	x, y := big.NewInt(7), big.NewInt(11)
	for x.Sign() > 0 || y.Sign() > 0 {
		moves := wythoff.WinningMoves(x, y)
		if len(moves) == 0 { // a P-position: take one token from the larger pile
			if x.Cmp(y) > 0 {
				x = new(big.Int).Sub(x, big.NewInt(1))
			} else {
				y = new(big.Int).Sub(y, big.NewInt(1))
			}
			fmt.Printf("loser moves to (%v,%v)\n", x, y)
			continue
		}
		x, y = moves[0][0], moves[0][1]
		fmt.Printf("winner moves to (%v,%v)\n", x, y)
	}
	// Output:
	// winner moves to (7,4)
	// loser moves to (6,4)
	// winner moves to (5,3)
	// loser moves to (4,3)
	// winner moves to (2,1)
	// loser moves to (1,1)
	// winner moves to (0,0)
}
