package graphkayles

import (
	"context"
	"math/big"
	"strings"
	"testing"
)

// TestStripPeriods proves the periods of the strips' interval types and
// holds them against what is known and against values computed past the
// proof: the path's is Dawson's Chess's (0.137: period 34 from heap 52,
// which the octal engine proves apart); the diamonds' is 12 members (36
// vertices), as OEIS A316781's comment says; distance 1 and 3 has 62, as
// A317367 says; squares (A316629) has none. Every type's values up to 4096 vertices, computed
// directly, agree with the period proven from those up to 1024.
func TestStripPeriods(t *testing.T) {
	ctx := context.Background()
	for _, c := range []struct {
		strip  Strip
		period int
	}{{Distance(1), 34}, {Diamonds(), 36}, {Distance(1, 3), 62}, {Distance(1, 3, 5), 90}} {
		v := newStripValuer(ctx, c.strip)
		if err := v.discover(interval{length: 4 * v.shortLength}); err != nil {
			t.Fatal(err)
		}
		if err := v.extend(1024); err != nil {
			t.Fatal(err)
		}
		per, ok := v.provePeriod(1024)
		if !ok || per.Period != c.period {
			t.Fatalf("%s: period %+v, %v; want %d", c.strip.String(0), per, ok, c.period)
		}
		if c.strip.Name == "distance" && len(c.strip.Distances) == 1 {
			if per.Preperiod > 52+v.edge() {
				t.Errorf("the path: preperiod %d; Dawson's Chess has 52", per.Preperiod)
			}
		}
		if err := v.extend(4096); err != nil {
			t.Fatal(err)
		}
		for ti, g := range v.values {
			for l := per.Preperiod; l <= 4096; l++ {
				if r := per.reduce(big.NewInt(int64(l))); g[l] != g[r] {
					t.Fatalf("%s type %v: g(%d) = %d, but the period reads g(%d) = %d", c.strip.String(0), v.types[ti], l, g[l], r, g[r])
				}
			}
		}
	}
	v := newStripValuer(ctx, Squares())
	if err := v.discover(interval{length: 4 * v.shortLength}); err != nil {
		t.Fatal(err)
	}
	if err := v.extend(4096); err != nil {
		t.Fatal(err)
	}
	if per, ok := v.provePeriod(4096); ok {
		t.Errorf("squares (OEIS A316629, whose values grow): a period %+v", per)
	}
}

// TestHugeStrips values strips of 10^30 members by their proven periods,
// tied to the values the strip gives at a member of the same residue.
func TestHugeStrips(t *testing.T) {
	ctx := context.Background()
	huge, _ := new(big.Int).SetString("1"+strings.Repeat("0", 30), 10)
	for _, c := range []struct {
		kind   string
		strip  Strip
		period int // in members
	}{{"diamonds", Diamonds(), 12}, {"distance", Distance(1, 3), 62}} {
		nm := Named{Kind: c.kind, Size: huge, Distances: c.strip.Distances}
		got, err := Node.namedValue(ctx, nm)
		if err != nil {
			t.Fatal(err)
		}
		// A member of at most 1000 in the same residue class, past the preperiod.
		small := 600 + new(big.Int).Mod(new(big.Int).Sub(huge, big.NewInt(600)), big.NewInt(int64(c.period))).Int64()
		values, err := StripValues(ctx, c.strip, int(small))
		if err != nil {
			t.Fatal(err)
		}
		if got != values[small] {
			t.Errorf("%s: %d; %s gives %d", nm, got, c.strip.String(int(small)), values[small])
		}
	}
}
