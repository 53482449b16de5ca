package fibnim

import (
	"context"
	"fmt"
	"math/big"

	"github.com/mex-cgt/mex/game"
)

// MaxBits bounds the heaps answered at any size: the Zeckendorf
// representation of an n of b bits takes about 1.44b big additions of b
// bits (a fraction of a second at 10^5 bits).
const MaxBits = 100_000

// Fibonacci numbers here are the distinct ones of Zeckendorf's theorem:
// f(1) = 1, f(2) = 2, f(i) = f(i-1) + f(i-2). Every n >= 1 is a unique sum
// of non-consecutive ones (Zeckendorf 1972).

// zeckendorf returns the indices i of the terms f(i) of n's Zeckendorf
// representation, smallest first, for n >= 1.
func zeckendorf(ctx context.Context, n *big.Int) ([]int, error) {
	if n.BitLen() > MaxBits {
		return nil, fmt.Errorf("fibonacci-nim: heaps of up to %d bits are answered; this one has %d: %w", MaxBits, n.BitLen(), game.ErrTooLarge)
	}
	// a, b = f(i), f(i+1), climbed to the largest f(i) <= n.
	a, b := big.NewInt(1), big.NewInt(2)
	i := 1
	for b.Cmp(n) <= 0 {
		a, b = b, a.Add(a, b)
		i++
	}
	rest := new(big.Int).Set(n)
	var idx []int
	for steps := 0; rest.Sign() > 0; steps++ {
		if steps&1023 == 0 {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
		}
		if a.Cmp(rest) <= 0 {
			rest.Sub(rest, a)
			idx = append(idx, i)
		}
		// step down: f(i-1) = f(i+1) - f(i)
		a, b = b.Sub(b, a), a
		i--
	}
	for l, r := 0, len(idx)-1; l < r; l, r = l+1, r-1 {
		idx[l], idx[r] = idx[r], idx[l]
	}
	return idx, nil
}

// limitBig is how many tokens the player to move at p may take.
func limitBig(p []*big.Int) *big.Int {
	n := p[0]
	if len(p) == 1 {
		if n.Sign() == 0 {
			return new(big.Int)
		}
		return new(big.Int).Sub(n, big.NewInt(1))
	}
	two := new(big.Int).Lsh(p[1], 1)
	if two.Cmp(n) < 0 {
		return two
	}
	return new(big.Int).Set(n)
}

// CheckBig is Check for heaps of any size: n >= 0 and, after a move,
// k >= 1.
func (Game) CheckBig(p []*big.Int) error { return checkBig(p) }

func checkBig(p []*big.Int) error {
	switch {
	case len(p) == 0 || len(p) > 2:
		return fmt.Errorf("fibonacci-nim: want n (a starting heap) or n,k (n tokens left after a move that took k), not %d numbers", len(p))
	case p[0].Sign() < 0:
		return fmt.Errorf("fibonacci-nim: the heap is negative")
	case len(p) == 2 && p[1].Sign() < 1:
		return fmt.Errorf("fibonacci-nim: the last move took %s; a move takes at least 1 token", p[1])
	}
	return nil
}

// WinningTakes returns every number of tokens t whose taking from p leads
// to a P-position, smallest first. A move leaves (n - t, t), which is P iff
// n - t = 0 or the smallest Zeckendorf term of n - t exceeds 2t (Whinihan
// 1963). Then t is smaller than every term of n - t, so t is the sum of
// the i smallest terms of n's representation: the candidates are those
// sums, and each is kept when it is a legal move and the next term (if
// any) exceeds twice it. The smallest term alone always qualifies, so p
// is N iff it may take it.
func WinningTakes(ctx context.Context, p []*big.Int) ([]*big.Int, error) {
	if err := checkBig(p); err != nil {
		return nil, err
	}
	n := p[0]
	if n.Sign() == 0 {
		return nil, nil
	}
	idx, err := zeckendorf(ctx, n)
	if err != nil {
		return nil, err
	}
	l := limitBig(p)
	var out []*big.Int
	t := new(big.Int)
	a, b := big.NewInt(1), big.NewInt(2) // f(i), f(i+1)
	i := 1
	for j, term := range idx {
		for i < term {
			a, b = b, a.Add(a, b)
			i++
		}
		t.Add(t, a)
		if t.Cmp(l) > 0 {
			break
		}
		if j == len(idx)-1 {
			out = append(out, new(big.Int).Set(t))
			break
		}
		// the next term f(idx[j+1]) against 2t
		next, d := new(big.Int).Set(a), new(big.Int).Set(b)
		for k := term; k < idx[j+1]; k++ {
			next, d = d, next.Add(next, d)
		}
		if next.Cmp(new(big.Int).Lsh(t, 1)) > 0 {
			out = append(out, new(big.Int).Set(t))
		}
	}
	return out, nil
}

// OutcomeBig: (0, k) and a starting heap that cannot take its smallest
// Zeckendorf term (a Fibonacci number: the term is all of it) are P;
// (n, k) is N iff that term is at most 2k.
func (Game) OutcomeBig(ctx context.Context, p []*big.Int) (game.Outcome, error) {
	if err := checkBig(p); err != nil {
		return game.P, err
	}
	if p[0].Sign() == 0 {
		return game.P, nil
	}
	idx, err := zeckendorf(ctx, p[0])
	if err != nil {
		return game.P, err
	}
	a, b := big.NewInt(1), big.NewInt(2)
	for i := 1; i < idx[0]; i++ {
		a, b = b, a.Add(a, b)
	}
	return game.Outcome(a.Cmp(limitBig(p)) <= 0), nil
}

// WinningMovesBig lists the P-options of p, in the order Options lists
// them (by the number taken).
func (Game) WinningMovesBig(ctx context.Context, p []*big.Int) ([][]*big.Int, error) {
	takes, err := WinningTakes(ctx, p)
	if err != nil {
		return nil, err
	}
	out := make([][]*big.Int, len(takes))
	for i, t := range takes {
		out[i] = []*big.Int{new(big.Int).Sub(p[0], t), t}
	}
	return out, nil
}

// WinningMovesBound bounds the winning moves from p by the terms of
// Zeckendorf's representation of its heap: at most one move a term, and a
// heap of b bits has at most ⌈b·log_φ 2 / 2⌉ + 1 <= 0.73b + 2 terms (they
// are non-consecutive among the first 1.45b Fibonacci numbers).
func (Game) WinningMovesBound(p []*big.Int) int64 {
	if len(p) == 0 {
		return 0
	}
	return int64(p[0].BitLen())*73/100 + 2
}

// IsFibonacci reports whether n >= 0 is a Fibonacci number (0, 1, 2, 3,
// 5, 8, …): the starting heaps that are P (Whinihan 1963).
func IsFibonacci(n *big.Int) bool {
	a, b := big.NewInt(0), big.NewInt(1)
	for a.Cmp(n) < 0 {
		a, b = b, a.Add(a, b)
	}
	return a.Cmp(n) == 0
}
