package euclid

import (
	"math/big"
)

// The values of both games come from one recursion along Euclid's
// algorithm. Let x < y, y = qx + r with 0 <= r < x. The positions
// (x, r + jx), j = 1..q, form a column: the options of (x, r + jx) are
// (x, r + ix) for i < j, and (x, r) is the one that leaves the column
// (it is the next step of Euclid's algorithm, (r, x)). So with
// v = G(x, r), G(x, r + jx) = mex{v, G(x, r + x), …, G(x, r + (j-1)x)},
// which is j - 1 for j <= v and j for j > v:
//
//	G(x, y) = step(q, v) = q - 1 if q <= v, else q.
//
// At the bottom of the algorithm r = 0: in Cole and Davie's game (x, 0)
// is over and has value 0; in Grossman's variant (x, 0) is not a
// position, (x, x) has no move, and the column from (x, x) has values
// 0, 1, 2, …, which is step(q, v) with v = infinity. Only the quotients
// of the continued fraction of y/x matter; the recursion takes
// O(log y) divisions at any size.

// step is the value of (x, r + qx) when (x, r) has value v; inf says v is
// infinite (the bottom of Grossman's variant).
func step(q, v int, inf bool) int {
	if inf || q <= v {
		return q - 1
	}
	return q
}

// value returns G(x, y) for piles that fit an int.
func (g Game) value(x, y int) int {
	if x > y {
		x, y = y, x
	}
	if x == 0 {
		return 0
	}
	var qs []int
	for {
		q, r := y/x, y%x
		qs = append(qs, q)
		if r == 0 {
			break
		}
		x, y = r, x
	}
	v, inf := 0, g.Grossman
	for i := len(qs) - 1; i >= 0; i-- {
		v, inf = step(qs[i], v, inf), false
	}
	return v
}

// valueBig is value for piles of any size.
func (g Game) valueBig(a, b *big.Int) *big.Int {
	x, y := new(big.Int).Set(a), new(big.Int).Set(b)
	if x.Cmp(y) > 0 {
		x, y = y, x
	}
	if x.Sign() == 0 {
		return new(big.Int)
	}
	var qs []*big.Int
	for {
		q, r := new(big.Int).QuoRem(y, x, new(big.Int))
		qs = append(qs, q)
		if r.Sign() == 0 {
			break
		}
		x, y = r, x
	}
	one := big.NewInt(1)
	v, inf := new(big.Int), g.Grossman
	for i := len(qs) - 1; i >= 0; i-- {
		q := qs[i]
		if inf || q.Cmp(v) <= 0 {
			v = new(big.Int).Sub(q, one)
		} else {
			v = q
		}
		inf = false
	}
	return v
}

// Nivasch returns ⌊|y/x − x/y|⌋ = ⌊|y² − x²| / (xy)⌋ for x, y >= 1, in
// integers: the Sprague-Grundy value of (x, y) in Grossman's variant
// (Nivasch 2006).
func Nivasch(x, y *big.Int) *big.Int {
	d := new(big.Int).Sub(new(big.Int).Mul(y, y), new(big.Int).Mul(x, x))
	d.Abs(d)
	return d.Quo(d, new(big.Int).Mul(x, y))
}

// BelowPhi reports whether max(x, y) < φ·min(x, y), φ = (1+√5)/2, for
// x, y >= 1, in integers: with a <= b, b/a < φ iff b² − ab − a² < 0.
func BelowPhi(x, y *big.Int) bool {
	a, b := x, y
	if a.Cmp(b) > 0 {
		a, b = b, a
	}
	t := new(big.Int).Mul(b, b)
	t.Sub(t, new(big.Int).Mul(a, b))
	t.Sub(t, new(big.Int).Mul(a, a))
	return t.Sign() < 0
}
