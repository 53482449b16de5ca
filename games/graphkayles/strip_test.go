package graphkayles

import (
	"context"
	"errors"
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"
	"time"
)

// TestStripTiesGraphSearch ties the valuation along a strip to the graph
// search (itself tied to brute force) on every member of up to 64
// vertices (40 with -short), for the named families and distance graphs
// of several distance sets: past 52 vertices the moves far from both
// ends are valued by the interior loops.
func TestStripTiesGraphSearch(t *testing.T) {
	strips := []Strip{Diamonds(), Squares(), Distance(1), Distance(1, 3), Distance(1, 2), Distance(1, 4),
		Distance(1, 2, 3), Distance(2, 3), Distance(1, 3, 5), Distance(1, 5)}
	most := 64
	if testing.Short() {
		most = 40
	}
	for _, s := range strips {
		t.Run(s.String(0), func(t *testing.T) {
			upto := 0
			for s.Vertices(upto+1) <= most {
				upto++
			}
			got, err := StripValues(context.Background(), s, upto)
			if errors.Is(err, errNotSplit) {
				t.Skipf("not a strip this valuation splits: %v", err)
			}
			if err != nil {
				t.Fatal(err)
			}
			for n := 0; n <= upto; n++ {
				g, err := s.Member(n)
				if err != nil {
					t.Fatal(err)
				}
				want, err := NodeKayles.GrundyOf(context.Background(), g.Position())
				if err != nil {
					t.Fatal(err)
				}
				if got[n] != want {
					t.Errorf("%s: strip %d, graph search %d", s.String(n), got[n], want)
				}
			}
		})
	}
}

// TestStripSplitsOrSays checks that a strip whose moves leave both sides
// joined (distances 2 and 3 join vertices across a move at distance 1's
// absence) is refused by an error, not valued wrongly.
func TestStripSplitsOrSays(t *testing.T) {
	_, err := StripValues(context.Background(), Distance(2), 30)
	if !errors.Is(err, errNotSplit) {
		t.Fatalf("distance 2 (two interleaved paths): %v, want errNotSplit", err)
	}
}

// The published terms (the data sections of the OEIS entries).
var stripGolden = []struct {
	strip  Strip
	offset int
	oeis   string
	terms  []int
}{
	// A316781: n diamonds linked at vertices of degree three, n >= 1.
	{Diamonds(), 1, "A316781", []int{2, 1, 0, 3, 3, 1, 4, 2, 6, 5, 0, 2, 7, 1, 4, 3, 3, 1, 4, 7, 7, 5, 0, 2, 8, 4, 4, 6, 3, 1, 8, 7, 7, 5, 0, 2, 2, 1, 4, 6, 3, 1, 8, 2, 7, 5, 0, 2, 8, 1, 4, 6, 3, 1, 4, 2, 7, 5, 0, 2, 8, 1, 4, 6, 3, 1, 8, 7, 7, 5, 0, 2, 8, 1, 4, 6, 3, 1, 8, 2, 7, 5, 0, 2, 8, 1, 4, 6, 3, 1, 8, 2, 7}},
	// A316629: n linked 4-cycles (semi-regular), n >= 1.
	{Squares(), 1, "A316629", []int{0, 1, 3, 4, 2, 3, 1, 2, 0, 4, 6, 5, 7, 3, 2, 7, 6, 2, 0, 2, 1, 3, 2, 4, 3, 5, 0, 3, 1, 2, 10, 1, 11, 2, 1, 9, 7, 8, 4, 9, 5, 3, 1, 2, 7, 4, 9, 7, 6, 9, 7, 8, 4, 3, 5, 2, 6, 5, 10, 4, 9, 14, 0, 4, 11, 8, 13, 3, 7, 2, 3, 9, 5, 3, 4, 5, 7, 4, 9, 7, 8, 9, 7, 8, 6, 9, 5, 10, 16, 5}},
	// A317367: the distance graph P_n(3) (distances 1 and 3), n >= 4.
	{Distance(1, 3), 4, "A317367", []int{0, 2, 1, 3, 0, 1, 1, 3, 0, 2, 3, 3, 2, 2, 3, 4, 2, 4, 0, 4, 2, 5, 3, 2, 2, 3, 3, 2, 0, 3, 1, 1, 0, 3, 1, 2, 0, 3, 1, 2, 0, 1, 1, 4, 0, 4, 5, 4, 7, 2, 6, 4, 7, 5, 0, 4, 1, 1, 0, 2, 1, 3, 0, 2, 1, 3, 0, 1, 1, 3, 0, 2, 3, 3, 2, 2, 7, 4, 6, 5, 4, 4, 5, 5, 7, 2, 6, 3, 3, 2, 0, 3, 1, 1, 0, 3, 1, 2, 0, 3, 1, 2, 0, 1, 1}},
}

// TestStripOEIS checks every term of the data sections of OEIS A316781,
// A316629 and A317367.
func TestStripOEIS(t *testing.T) {
	for _, c := range stripGolden {
		t.Run(c.oeis, func(t *testing.T) {
			upto := c.offset + len(c.terms) - 1
			got, err := StripValues(context.Background(), c.strip, upto)
			if err != nil {
				t.Fatal(err)
			}
			for i, want := range c.terms {
				if n := c.offset + i; got[n] != want {
					t.Errorf("%s(%d) = %d; mex gives %d", c.oeis, n, want, got[n])
				}
			}
		})
	}
}

func ExampleStripValues() {
	values, err := StripValues(context.Background(), Diamonds(), 12)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(values[1:])
	// Output: [2 1 0 3 3 1 4 2 6 5 0 2]
}

// TestStripRecord values a member and every smaller one when MEX_STRIP
// names it (squares:110949, the last term of OEIS A316629's b-file;
// diamonds:N; distance:N,1,3), printing the time and the last values:
//
//	MEX_STRIP=squares:110949 go test -run StripRecord -v ./games/graphkayles/
func TestStripRecord(t *testing.T) {
	which := os.Getenv("MEX_STRIP")
	if which == "" {
		t.Skip("set MEX_STRIP=squares:110949 (or diamonds:N, distance:N,1,3) to value a strip's members")
	}
	kind, arg, _ := strings.Cut(which, ":")
	s, n, err := parseStrip(kind, arg, true, which)
	if err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	values, err := StripValues(context.Background(), s, n)
	if err != nil {
		t.Fatal(err)
	}
	largest := slices.Max(values)
	t.Logf("%s: %d members (%d vertices) in %.1f s; largest value %d; the last ten %v", which, n, s.Vertices(n), time.Since(start).Seconds(), largest, values[max(0, n-9):])
	if out := os.Getenv("MEX_STRIP_OUT"); out != "" {
		var b strings.Builder
		for i, v := range values {
			fmt.Fprintf(&b, "%d %d\n", i, v)
		}
		if err := os.WriteFile(out, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

func ExampleProveStripPeriod() {
	per, err := ProveStripPeriod(context.Background(), Diamonds())
	if err != nil {
		fmt.Println(err)
		return
	}
	// 36 vertices: 12 diamonds, the period of OEIS A316781.
	fmt.Printf("period %d vertices from %d\n", per.Period, per.Preperiod)
	// Output: period 36 vertices from 216
}
