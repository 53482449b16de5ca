package turning

import (
	"context"
	"fmt"
	"math"
	"math/big"
	"strings"

	"github.com/mex-cgt/mex/game"
)

// The capabilities of the coin-turning games, checked at compile time.
var _ = []any{game.Shaper(Game{}), game.GrundyValuer(Game{}), game.BigGrundyValuer(Game{}), game.HeapValuer(Game{}),
	game.Sequencer(Game{}), game.WinningMover(Game{}), game.Explainer(Game{}), game.Coster(Game{})}

// GrundyOf returns the nim-sum of the values of the single heads (the
// coin-turning theorem, Winning Ways ch. 14).
func (g Game) GrundyOf(_ context.Context, p game.Position) (int, error) {
	if err := g.Check(p); err != nil {
		return 0, err
	}
	return g.nimSum(p), nil
}

// GrundyBig returns the value of a row whose coins may have any index.
func (g Game) GrundyBig(_ context.Context, p []*big.Int) (*big.Int, error) {
	if len(p) == 0 {
		return nil, fmt.Errorf("%s: empty position: list the heads, or write 0 for a row with no heads", g)
	}
	x := new(big.Int)
	for i, c := range p {
		if c.Sign() < 0 {
			return nil, fmt.Errorf("%s: coin %d is negative; coins are numbered 1, 2, 3, … (0: no coin)", g, i+1)
		}
		x.Xor(x, g.ValueBig(c))
	}
	return x, nil
}

// HeapValue returns the value of a single head on coin n.
func (g Game) HeapValue(_ context.Context, n *big.Int) (int, error) {
	if n.Sign() < 0 {
		return 0, fmt.Errorf("%s: coin %s is negative", g, n)
	}
	v := g.ValueBig(n)
	if !v.IsInt64() || v.Int64() > math.MaxInt {
		return 0, fmt.Errorf("%s: the value of a head on coin %s exceeds an int (use GrundyBig): %w", g, n, game.ErrTooLarge)
	}
	return int(v.Int64()), nil
}

// GrundySequence returns the values of a single head on coins 0..n (0:
// the row with no heads): 0, 1, 2, 3, … for Turning Turtles; 0, 1, 2, 4,
// 7, 8, 11, … for Mock Turtles; 0, 1, 2, 1, 4, 1, 2, 1, 8, … for Ruler.
func (g Game) GrundySequence(n int) []int {
	out := make([]int, n+1)
	for i := range out {
		out[i] = g.Value(i)
	}
	return out
}

// WinningMovesOf lists the moves to a row of value 0, in the order Options
// lists them. With X the value of the row and c a head, a move with c as
// its rightmost coin must turn coins left of c whose values xor to
// w = X xor Value(c): Turning Turtles the coin w (w < c), or c alone when
// w = 0; Ruler the run a..c−1 whose prefix xors, the Gray code
// P(m) = m xor (m >> 1) of the ruler function, give P(c−1) xor P(a−1) = w
// (one a at most); Mock Turtles c alone (w = 0), one coin of odious value
// w, or, for an evil w, every pair of coins left of c whose indices less
// one xor to w >> 1.
func (g Game) WinningMovesOf(ctx context.Context, p game.Position) ([]game.Position, error) {
	if err := g.Check(p); err != nil {
		return nil, err
	}
	heads := Heads(p)
	x := g.nimSum(heads)
	if x == 0 {
		return nil, nil
	}
	var out []game.Position
	for _, c := range heads {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		w := x ^ g.Value(c)
		switch g.Rule {
		case Turtles:
			switch {
			case w == 0:
				out = append(out, turn(heads, []int{c}))
			case w < c:
				out = append(out, turn(heads, []int{c, w}))
			}
		case Ruler:
			gray := (c - 1) ^ ((c - 1) >> 1)
			a := grayInverse(gray^w) + 1
			if a >= 1 && a <= c {
				run := make([]int, 0, c-a+1)
				for i := a; i <= c; i++ {
					run = append(run, i)
				}
				out = append(out, turn(heads, run))
			}
		case MockTurtles:
			if w == 0 {
				out = append(out, turn(heads, []int{c}))
				continue
			}
			if a := g.inverse(w); a >= 1 {
				if a < c {
					out = append(out, turn(heads, []int{c, a}))
				}
				continue
			}
			u := w >> 1 // w is evil: pairs of coins i+1, j+1 with i xor j = u
			for i := 0; i <= c-2; i++ {
				if i&0xFFFF == 0 {
					if err := ctx.Err(); err != nil {
						return nil, err
					}
				}
				if j := i ^ u; j > i && j <= c-2 {
					out = append(out, turn(heads, []int{c, i + 1, j + 1}))
				}
			}
		}
	}
	return out, nil
}

// Explain names the heads left and their values, which xor to 0.
func (g Game) Explain(_, to game.Position) string {
	heads := Heads(to)
	if len(heads) == 0 {
		return "No head is left, so no coin can be turned from heads to tails: the player to move cannot move and loses."
	}
	values := make([]string, len(heads))
	for i, c := range heads {
		values[i] = fmt.Sprint(g.Value(c))
	}
	if len(heads) > 12 {
		return fmt.Sprintf("The %d heads left have values that xor to 0: a row is worth the nim-sum of its single heads "+
			"(the coin-turning theorem, Winning Ways ch. 14), so whatever you turn I can bring it back to 0.", len(heads))
	}
	return fmt.Sprintf("The heads on coins %s are worth %s in %s (%s); their nim-sum is 0, and a row is worth the nim-sum "+
		"of its single heads (the coin-turning theorem, Winning Ways ch. 14), so whatever you turn I can bring it back to 0.",
		row(heads), strings.Join(values, ", "), g.Rule, g.valueRule())
}

func (g Game) valueRule() string {
	switch g.Rule {
	case MockTurtles:
		return "a head on coin n is worth the (n−1)-th odious number, counting from 0"
	case Ruler:
		return "a head on coin n is worth the largest power of 2 dividing n"
	}
	return "a head on coin n is a Nim heap of n"
}

// Cost: values take a look at each coin; winning moves of Mock Turtles and
// Ruler may turn or pair up every coin left of a head; listing the options
// of Mock Turtles takes about c²/2 of them for a head on c.
func (g Game) Cost(op game.Op, p game.Position) game.Cost {
	var sum, squares float64
	heads := float64(len(p))
	for _, c := range p {
		if c > 0 {
			sum += float64(c)
			squares += float64(c) * float64(c) / 2
		}
	}
	clamp := func(v float64) int64 { return int64(min(v, 1<<50)) }
	switch op {
	case game.OpOptions:
		options, size := sum, heads+2
		switch g.Rule {
		case MockTurtles:
			options = squares
		case Ruler:
			size = heads + 2 + sum
		}
		return game.Cost{Bytes: clamp(8 * options * size), Steps: clamp(options), What: fmt.Sprintf("about %d options", clamp(options))}
	case game.OpWinningMoves:
		if g.Rule == Turtles {
			return game.Cost{Bytes: clamp(8 * heads * (heads + 2)), Steps: clamp(heads + 1)}
		}
		return game.Cost{Bytes: clamp(8 * sum * (heads + 2)), Steps: clamp(sum + 1), What: "a pass over the coins left of each head"}
	}
	return game.Cost{Bytes: clamp(64 * heads), Steps: clamp(heads)}
}
