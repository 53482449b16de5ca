package misere

import (
	"context"
	"fmt"
	"math/big"
	"slices"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/games/euclid"
	"github.com/mex-cgt/mex/games/hackenbush"
	"github.com/mex-cgt/mex/games/nim"
	"github.com/mex-cgt/mex/games/wythoff"
)

// Game is a game played under the misère convention: the player who
// cannot move wins. It implements game.OutcomeRule, so the brute-force
// game.Solver plays it, and game.Ender, so that play knows who has won.
type Game struct {
	inner   game.Game
	altered *game.Altered // inner as an altered game, if it is one
}

// Of returns g played under the misère convention. Of of a game already
// in misère play returns it unchanged. Nim, Nimble and bamboo Hackenbush
// come back as a type that also answers outcomes and winning moves by
// Bouton's misère rule for heaps of any size, Wythoff's game and Euclid's
// as ones that know the misère P-positions at any size, and heap games (octal,
// subtraction, Grundy's game) as one that answers sums of tame heaps by
// genus.
func Of(g game.Game) game.Game {
	switch v := g.(type) {
	case Game, Nim, Wythoff, Heaps, Euclid:
		return v
	case nim.Game, nim.Nimble, hackenbush.Stalks:
		return Nim{Game: newGame(g)}
	case euclid.Game:
		return Euclid{Game: newGame(g), rules: v}
	}
	if w, ok := wythoff.Unwrap(g); ok && w.P == 1 && w.M == 1 {
		return Wythoff{Game: newGame(g)}
	}
	if r, ok := heapRulesOf(g); ok {
		return Heaps{Game: newGame(g), rules: r}
	}
	return newGame(g)
}

func newGame(g game.Game) Game {
	m := Game{inner: g}
	m.altered, _ = g.(*game.Altered)
	return m
}

// Unwrap returns the game whose misère play g is.
func (g Game) Unwrap() game.Game { return g.inner }

// Check defers to the inner game.
func (g Game) Check(p game.Position) error { return g.inner.Check(p) }

// Options are the inner game's.
func (g Game) Options(p game.Position) []game.Position { return g.inner.Options(p) }

// String names the inner game with the prefix "misère ".
func (g Game) String() string { return "misère " + g.inner.String() }

// NextWins: a declared position of an altered game has its declared
// outcome; a position with no option is won by the mover; elsewhere the
// inner game's outcome rule, or "some option is P", decides.
func (g Game) NextWins(p game.Position, isP func(game.Position) bool) bool {
	if g.altered != nil {
		if o, ok := g.altered.Alteration.Label(p); ok {
			return o == game.N
		}
	}
	options := g.inner.Options(p)
	if len(options) == 0 {
		return true
	}
	if rule, ok := g.inner.(game.OutcomeRule); ok {
		return rule.NextWins(p, isP)
	}
	return slices.ContainsFunc(options, isP)
}

// End reports that play is over at a declared position of an altered game
// (with its declared winner) and at a position with no option, where the
// player to move has won.
func (g Game) End(p game.Position) (over, moverWins bool) {
	if g.altered != nil {
		if o, ok := g.altered.Alteration.Label(p); ok {
			return true, o == game.N
		}
	}
	if len(g.inner.Options(p)) == 0 {
		return true, true
	}
	return false, false
}

// Nim is misère Nim (or Nimble, or bamboo Hackenbush): Bouton's misère rule
// answers outcomes and winning moves at any heap size.
type Nim struct{ Game }

// IsP reports Bouton's misère rule: if every heap is 0 or 1, the position
// is P iff the number of 1s is odd; otherwise iff the nim-sum is 0.
func IsP(heaps []int) bool {
	ones, big := 0, false
	for _, h := range heaps {
		switch {
		case h == 1:
			ones++
		case h > 1:
			big = true
		}
	}
	if !big {
		return ones%2 == 1
	}
	return nim.Value(heaps) == 0
}

// IsPBig is IsP for heaps of any size.
func IsPBig(heaps []*big.Int) bool {
	ones, large := 0, false
	one := big.NewInt(1)
	for _, h := range heaps {
		switch h.Cmp(one) {
		case 0:
			ones++
		case 1:
			large = true
		}
	}
	if !large {
		return ones%2 == 1
	}
	return nim.ValueBig(heaps).Sign() == 0
}

// OutcomeOf answers by Bouton's misère rule.
func (g Nim) OutcomeOf(_ context.Context, p game.Position) (game.Outcome, error) {
	if err := g.Check(p); err != nil {
		return game.P, err
	}
	return game.Outcome(!IsP(p)), nil
}

// WinningMovesOf lists the options of p that are misère P-positions, in
// the order Options lists them. A P option either keeps a heap of 2 or
// more and has nim-sum 0, or leaves only 0s and 1s, so only the targets
// "nim-sum of the other heaps", 0 and 1 are tried for each heap.
func (g Nim) WinningMovesOf(_ context.Context, p game.Position) ([]game.Position, error) {
	if err := g.Check(p); err != nil {
		return nil, err
	}
	if _, ok := g.inner.(nim.Nimble); ok {
		return g.nimbleMoves(p), nil
	}
	x := nim.Value(p)
	var out []game.Position
	for i, h := range p {
		targets := []int{0, 1, h ^ x}
		slices.Sort(targets)
		for j, t := range targets {
			if t >= h || (j > 0 && targets[j-1] == t) {
				continue
			}
			q := p.Clone()
			q[i] = t
			if IsP(q) {
				out = append(out, q)
			}
		}
	}
	return out, nil
}

// nimbleMoves: Nimble's options are sorted and repeated coins move once.
func (g Nim) nimbleMoves(p game.Position) []game.Position {
	x := nim.Value(p)
	seen := map[string]bool{}
	var out []game.Position
	for i, square := range p {
		if i > 0 && p[i-1] == square && slices.IsSorted(p) {
			continue
		}
		targets := []int{0, 1, square ^ x}
		slices.Sort(targets)
		for _, t := range targets {
			if t >= square {
				continue
			}
			q := p.Clone()
			q[i] = t
			slices.Sort(q)
			if k := q.Key(); IsP(q) && !seen[k] {
				seen[k] = true
				out = append(out, q)
			}
		}
	}
	return out
}

// Wythoff is misère Wythoff: its P-positions are Wythoff's with (0,0) and
// the pair {1,2} replaced by {0,1} and (2,2).
type Wythoff struct{ Game }

// WythoffIsP reports whether (x, y) is a P-position of misère Wythoff.
func WythoffIsP(x, y *big.Int) bool {
	if x.Sign() < 0 || y.Sign() < 0 {
		return false
	}
	small := func(v *big.Int) (int64, bool) {
		if v.IsInt64() && v.Int64() <= 2 {
			return v.Int64(), true
		}
		return 0, false
	}
	if a, ok := small(x); ok {
		if b, ok := small(y); ok {
			pair := [2]int64{min(a, b), max(a, b)}
			return pair == [2]int64{0, 1} || pair == [2]int64{2, 2}
		}
	}
	return wythoff.IsP(x, y)
}

// OutcomeOf answers from the misère Wythoff pairs.
func (g Wythoff) OutcomeOf(_ context.Context, p game.Position) (game.Outcome, error) {
	if err := g.Check(p); err != nil {
		return game.P, err
	}
	return game.Outcome(!WythoffIsP(big.NewInt(int64(p[0])), big.NewInt(int64(p[1])))), nil
}

// Heaps is a heap game (octal, subtraction, Grundy's game) in misère play.
// Its OutcomeOf reads a sum of tame heaps off their genera (Conway's
// theorem) and solves other positions by brute force.
type Heaps struct {
	Game
	rules heapRules
}

// MaxOutcomeHeap bounds the heaps whose genus OutcomeOf computes for games
// that split heaps (the genus of heap 40 of Kayles takes seconds); games
// that never split are valued at any heap up to MaxGenusLine.
const MaxOutcomeHeap = 24

// OutcomeOf returns the misère outcome of a list of heaps.
func (g Heaps) OutcomeOf(ctx context.Context, p game.Position) (game.Outcome, error) {
	if err := g.Check(p); err != nil {
		return game.P, err
	}
	if o, ok, err := tameOutcome(ctx, g.rules, p); err != nil || ok {
		return o, err
	}
	if err := checkReachable(g.rules, fromHeaps(p), fmt.Sprintf("the misère outcome of %s at %s", g.inner, p), DefaultLimit); err != nil {
		return game.P, err
	}
	s := newSolver(g.rules)
	isP, err := s.isP(ctx, fromHeaps(p))
	return game.Outcome(!isP), err
}

// tameOutcome answers p by genus when every heap of p is tame; ok is false
// when some heap is not (or too large to have its genus computed here).
func tameOutcome(ctx context.Context, r heapRules, p game.Position) (o game.Outcome, ok bool, err error) {
	largest := slices.Max(p)
	if (r.Splits() && largest > MaxOutcomeHeap) || largest > MaxGenusLine {
		return game.P, false, nil
	}
	t, err := genusTable(ctx, r, largest)
	if err != nil {
		return game.P, false, err
	}
	var stand []int
	for _, h := range p {
		if !t.tame[h] {
			return game.P, false, nil
		}
		stand = append(stand, t.genera[h].NimStandIn()...)
	}
	return game.Outcome(!IsP(stand)), true, nil
}

// WinningMovesOf lists the options of p that are misère P-positions, by
// the brute-force search of OutcomeOf, refused up front when the sums
// below p are too many.
func (g Heaps) WinningMovesOf(ctx context.Context, p game.Position) ([]game.Position, error) {
	if err := g.Check(p); err != nil {
		return nil, err
	}
	if err := checkReachable(g.rules, fromHeaps(p), fmt.Sprintf("the winning misère moves of %s at %s", g.inner, p), DefaultLimit); err != nil {
		return nil, err
	}
	s := newSolver(g.rules)
	var moves []game.Position
	for _, q := range g.Options(p) {
		isP, err := s.isP(ctx, fromHeaps(q))
		if err != nil {
			return nil, err
		}
		if isP {
			moves = append(moves, q)
		}
	}
	return moves, nil
}

// String of a Heaps game.
func (g Heaps) String() string { return g.Game.String() }

// OutcomeBig decides misère Nim (and Nimble, bamboo Hackenbush) on heaps
// of any size by Bouton's misère rule.
func (g Nim) OutcomeBig(_ context.Context, p []*big.Int) (game.Outcome, error) {
	return game.Outcome(!IsPBig(p)), nil
}

// WinningMovesBig lists the winning moves of misère Nim on heaps of any
// size: with two or more heaps of 2 or more, Bouton's normal-play moves
// (at least one such heap remains, where misère and normal play agree);
// with exactly one, reduce it to 0 or 1 so that an odd number of 1-heaps
// is left; with none, take a 1-heap when their number is even.
func (g Nim) WinningMovesBig(ctx context.Context, p []*big.Int) ([][]*big.Int, error) {
	if small, ok := smallHeaps(p); ok {
		moves, err := g.WinningMovesOf(ctx, small)
		out := make([][]*big.Int, len(moves))
		for i, m := range moves {
			for _, v := range m {
				out[i] = append(out[i], big.NewInt(int64(v)))
			}
		}
		return out, err
	}
	// Some heap exceeds int, so at least one heap is >= 2.
	two := big.NewInt(2)
	large, ones := 0, 0
	for _, h := range p {
		switch {
		case h.Cmp(two) >= 0:
			large++
		case h.Sign() > 0:
			ones++
		}
	}
	if large >= 2 {
		return nim.WinningMovesBig(p), nil
	}
	for i, h := range p {
		if h.Cmp(two) >= 0 {
			q := slices.Clone(p)
			q[i] = big.NewInt(int64(1 - ones%2)) // leave an odd number of 1-heaps
			return [][]*big.Int{q}, nil
		}
	}
	return nil, nil
}

func smallHeaps(p []*big.Int) (game.Position, bool) {
	out := make(game.Position, len(p))
	for i, v := range p {
		if !v.IsInt64() || v.Int64() > 1<<40 {
			return nil, false
		}
		out[i] = int(v.Int64())
	}
	return out, true
}

// Euclid is Euclid's game, Cole and Davie's or Grossman's variant, in
// misère play: outcomes and winning moves at any size from the columns of
// Euclid's algorithm (euclid.Game.MisereIsP; Gurvich 2012 for Grossman's
// variant).
type Euclid struct {
	Game
	rules euclid.Game
}

// OutcomeOf answers by the misère P-positions of Euclid's game.
func (g Euclid) OutcomeOf(ctx context.Context, p game.Position) (game.Outcome, error) {
	if err := g.Check(p); err != nil {
		return game.P, err
	}
	return g.OutcomeBig(ctx, game.BigPosition(p))
}

// OutcomeBig is OutcomeOf for piles of any size.
func (g Euclid) OutcomeBig(_ context.Context, p []*big.Int) (game.Outcome, error) {
	if err := g.rules.CheckBig(p); err != nil {
		return game.P, err
	}
	return game.Outcome(!g.rules.MisereIsP(p[0], p[1])), nil
}

// WinningMovesOf lists the options of p that are misère P-positions, in
// the order Options lists them.
func (g Euclid) WinningMovesOf(ctx context.Context, p game.Position) ([]game.Position, error) {
	if err := g.Check(p); err != nil {
		return nil, err
	}
	moves, err := g.WinningMovesBig(ctx, game.BigPosition(p))
	return game.SmallMoves(moves), err
}

// WinningMovesBig is WinningMovesOf for piles of any size: at most three
// options are tested (euclid.Game.MisereWinningMovesBig).
func (g Euclid) WinningMovesBig(_ context.Context, p []*big.Int) ([][]*big.Int, error) {
	return g.rules.MisereWinningMovesBig(p)
}

// CheckBig is the rules' check at any size.
func (g Euclid) CheckBig(p []*big.Int) error { return g.rules.CheckBig(p) }

// Cost: outcomes and winning moves take O(log y) divisions, as in normal
// play; listing options is the rules'.
func (g Euclid) Cost(op game.Op, p game.Position) game.Cost { return g.rules.Cost(op, p) }

// OutcomeMethod names the rule that decides misère outcomes.
func (g Euclid) OutcomeMethod(_ context.Context, _ game.Position) string {
	if g.rules.Grossman {
		return "by Gurvich's theorem (Gurvich 2012): the normal-play P-positions, with the multiples of consecutive Fibonacci numbers d·(F(k), F(k+1)) flipped"
	}
	return "equal piles are P, unequal ones P iff their ratio is below φ, as in normal play (Cole and Davie 1969, in misère play)"
}
