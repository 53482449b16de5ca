package takebreak

import (
	"context"
	"fmt"
	"math/big"
	"strings"
	"sync"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/games/octal"
	"github.com/mex-cgt/mex/periodicity"
	"github.com/mex-cgt/mex/sparse"
)

// Game is a take-and-break game: a position is a list of heaps, a move is
// a move of the code in one heap, and the value of a position is the
// nim-sum of its heaps' values. It implements game.Game and the
// capabilities game.HeapValuer, game.GrundyValuer and game.Coster. Copies
// share one cache of computed values.
type Game struct {
	code  Code
	name  string
	cache *cache
}

type cache struct {
	mu     sync.Mutex
	values []uint32
	period *Period
}

// New returns the game of c named name ("takebreak:0.3F", "hex:0.3F").
func New(c Code, name string) Game {
	return Game{code: c, name: name, cache: &cache{}}
}

// ParseGame parses a code and names the game "takebreak:CODE" in the
// code's normal form.
func ParseGame(code string) (Game, error) {
	c, err := Parse(code)
	if err != nil {
		return Game{}, err
	}
	return New(c, "takebreak:"+c.String()), nil
}

// ParseHex parses a hexadecimal code of Winning Ways: digits 0-9 and A-F
// (bit 3 allows leaving three heaps), d0 in {0, 4, 8, C}, no modifiers or
// repeats. The game is named "hex:CODE".
func ParseHex(code string) (Game, error) {
	for i, ch := range code {
		if !strings.ContainsRune("0123456789abcdefABCDEF.", ch) {
			return Game{}, &SyntaxError{Code: code, Offset: i, Reason: fmt.Sprintf("%q is not a hexadecimal digit 0-9, A-F (use takebreak: for CGSuite's full notation)", ch)}
		}
	}
	c, err := Parse(code)
	if err != nil {
		return Game{}, err
	}
	return New(c, "hex:"+c.String()), nil
}

// Code returns the game's code.
func (g Game) Code() Code { return g.code }

// String returns the game spec.
func (g Game) String() string { return g.name }

// Check accepts a non-empty list of non-negative heaps.
func (g Game) Check(p game.Position) error { return game.NonNegative(p, -1) }

// Options makes one move in one heap; heaps are kept sorted and empty
// heaps dropped (one 0 is kept for the empty position).
func (g Game) Options(p game.Position) []game.Position {
	return octal.ListOptions(p, func(n int, leave func(heaps ...int)) {
		g.code.HeapMoves(n, func(parts []int) bool {
			leave(parts...)
			return true
		})
	})
}

// GrundySequence returns G(0..n) straight from the rules: for each heap,
// the mex of the nim-sums of the heaps every move of HeapMoves leaves.
// It is the reference the engines are tested against; its cost grows as
// the number of moves (n^(m-1) a heap for moves leaving m heaps).
func (c Code) GrundySequence(n int) []int {
	g := make([]int, n+1)
	for h := 0; h <= n; h++ {
		var values []int
		c.HeapMoves(h, func(parts []int) bool {
			v := 0
			for _, a := range parts {
				v ^= g[a]
			}
			values = append(values, v)
			return true
		})
		g[h] = game.Mex(values)
	}
	return g
}

// SequenceOptions tune Sequence.
type SequenceOptions struct {
	// Threads for the dense engine (0 = every core).
	Threads int
	// Progress, if set, is called now and then with the values done.
	Progress func(done, total int)
}

// Engine names the algorithm Sequence uses for a code.
type Engine string

const (
	// EngineSparse is games/octal's rare/common (sparse space) method.
	EngineSparse Engine = "sparse"
	// EngineDense is the bitset mex over every move (Dense).
	EngineDense Engine = "dense"
)

// ProbeValues is the length of the trial run that chooses an engine.
const ProbeValues = 8192

// ChooseEngine says which engine suits c: the sparse-space method of
// games/octal for octal codes whose values split into a large common and
// a small rare class, and the dense engine for the rest (codes beyond
// octal, and octal games whose values keep growing, where the rare class
// keeps a third of the values and the sparse method degenerates into a
// slower plain mex). The test: the sparse method runs 8192 values, and
// the rare values among the last 4096 must be fewer than one in five.
// Measured on octal codes: .6, .14, .36, .64, .74, 4.44 have 0.3 to 12 %
// there (their rare values die out or stay few), the growing .004, .04,
// .06, .125, .76 have 32 to 45 %. It returns the probe's values too.
func ChooseEngine(c Code) (Engine, []uint16) {
	r, ok := c.sparseRules(c.String())
	if !ok {
		return EngineDense, nil
	}
	s := sparse.New(r)
	var half int
	for i := range ProbeValues {
		if _, err := s.Next(); err != nil {
			return EngineDense, nil
		}
		if i == ProbeValues/2-1 {
			half = s.Stats().RareCount
		}
	}
	if late := s.Stats().RareCount - half; 5*late > ProbeValues/2 {
		return EngineDense, s.Values()
	}
	return EngineSparse, s.Values()
}

// sparseRules returns the sparse-space engine's rules for an octal code
// (of at most octal.MaxDigits digits) or Grundy's game (4!.0), the codes
// it plays, named name.
func (c Code) sparseRules(name string) (sparse.Rules, bool) {
	if c.isGrundy() {
		return sparse.Rules{Grundy: true, Name: name}, true
	}
	if !c.IsOctal() || len(c.Digits)-1 > octal.MaxDigits {
		return sparse.Rules{}, false
	}
	digits := make([]uint8, len(c.Digits))
	for k, d := range c.Digits {
		digits[k] = uint8(d.Heaps)
	}
	for len(digits) > 1 && digits[len(digits)-1] == 0 {
		digits = digits[:len(digits)-1]
	}
	return sparse.Rules{Digits: digits, Name: name}, true
}

// isGrundy reports whether c is 4!.0: split a heap into two unequal heaps.
func (c Code) isGrundy() bool {
	if !c.Finite() || c.LastDigit() != 0 {
		return false
	}
	d := c.Digits[0]
	cons, ok := d.Allows(2)
	return d.Heaps == 4 && !d.More && ok && cons == Unequal
}

// Sequence computes G(0..upto) with the engine ChooseEngine picks (the
// dense engine below 8192 values, where the probe would cost more than
// the work), checking ctx between values.
func Sequence(ctx context.Context, c Code, upto int, opt SequenceOptions) ([]uint32, Engine, error) {
	if upto < ProbeValues { // a few million splits at most: no probe
		v, err := Dense(ctx, c, upto, DenseOptions{Threads: opt.Threads, Progress: opt.Progress})
		return v, EngineDense, err
	}
	engine, probe := ChooseEngine(c)
	if engine == EngineSparse {
		v, err := sparseValues(ctx, c, upto, opt)
		if err == nil {
			return v, EngineSparse, nil
		}
		if ctx.Err() != nil {
			return nil, EngineSparse, ctx.Err()
		}
		// values beyond 16 bits: fall through to the dense engine
	}
	var from []uint32
	for _, v := range probe[:min(len(probe), upto+1)] {
		from = append(from, uint32(v))
	}
	v, err := Dense(ctx, c, upto, DenseOptions{Threads: opt.Threads, Progress: opt.Progress, From: from})
	return v, EngineDense, err
}

func sparseValues(ctx context.Context, c Code, upto int, opt SequenceOptions) ([]uint32, error) {
	r, ok := c.sparseRules(c.String())
	if !ok {
		return nil, fmt.Errorf("takebreak: %s is not an octal code", c)
	}
	s, err := sparse.Run(r, sparse.Options{Upto: upto, Context: ctx, Progress: opt.Progress})
	if err != nil {
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
		return nil, err
	}
	vals := s.Values()
	out := make([]uint32, len(vals))
	for i, v := range vals {
		out[i] = uint32(v)
	}
	return out[:min(len(out), upto+1)], nil
}

// MaxDirectHeap bounds the heaps valued without a proven period.
const MaxDirectHeap = 1 << 20

// MaxSteps bounds the elementary steps one request may take (about a
// minute of work).
const MaxSteps = 1 << 36

// periodSearch is how far HeapValue looks for a proven period before it
// gives up on a heap beyond MaxDirectHeap.
const periodSearch = 1 << 18

// values returns G(0..n), from the cache or computed.
func (g Game) values(ctx context.Context, n int) ([]uint32, error) {
	g.cache.mu.Lock()
	defer g.cache.mu.Unlock()
	if len(g.cache.values) > n {
		return g.cache.values, nil
	}
	if cost := g.Cost(game.OpGrundy, game.Position{n}); cost.Steps > MaxSteps {
		return nil, game.Refuse(fmt.Errorf("takebreak: %s to heap %d needs about %d steps (%s); the limit is %d", g.name, n, cost.Steps, cost.What, int64(MaxSteps)))
	}
	v, _, err := Sequence(ctx, g.code, n, SequenceOptions{})
	if err != nil {
		return nil, err
	}
	g.cache.values = v
	return v, nil
}

// ProvenPeriod computes values up to limit, doubling from 2^10, until
// ProvePeriod proves a period; ok is false when none is proven within
// limit values or no theorem applies.
func (g Game) ProvenPeriod(ctx context.Context, limit int) (Period, bool, error) {
	g.cache.mu.Lock()
	if p := g.cache.period; p != nil {
		g.cache.mu.Unlock()
		return *p, true, nil
	}
	g.cache.mu.Unlock()
	if Theorem(g.code) != nil {
		return Period{}, false, nil
	}
	for n := min(1<<10, limit); ; n = min(2*n, limit) {
		v, err := g.values(ctx, n)
		if err != nil {
			return Period{}, false, err
		}
		if p, ok := ProvePeriod(g.code, v[:n+1]); ok {
			g.cache.mu.Lock()
			g.cache.period = &p
			g.cache.mu.Unlock()
			return p, true, nil
		}
		if n >= limit {
			return Period{}, false, nil
		}
	}
}

// HeapValue returns G(n) for one heap of n: from the proven period when
// there is one (any n, O(1)), else computed, for n <= MaxDirectHeap.
func (g Game) HeapValue(ctx context.Context, n *big.Int) (int, error) {
	if n.Sign() < 0 {
		return 0, fmt.Errorf("takebreak: heap %s is negative", n)
	}
	if n.IsInt64() && n.Int64() <= MaxDirectHeap {
		v, err := g.values(ctx, int(n.Int64()))
		if err != nil {
			return 0, err
		}
		return int(v[n.Int64()]), nil
	}
	p, ok, err := g.ProvenPeriod(ctx, periodSearch)
	if err != nil {
		return 0, err
	}
	if !ok {
		why := fmt.Sprintf("no period proven within %d values", periodSearch)
		if err := Theorem(g.code); err != nil {
			why = err.Error()
		}
		return 0, game.Refuse(fmt.Errorf("takebreak: heap %s of %s is beyond %d and %s", n, g.name, MaxDirectHeap, why))
	}
	r := new(big.Int).Sub(n, big.NewInt(int64(p.Preperiod)))
	r.Mod(r, big.NewInt(int64(p.Period)))
	i := p.Preperiod + int(r.Int64())
	v, err := g.values(ctx, i)
	if err != nil {
		return 0, err
	}
	return int(v[i]), nil
}

// GrundyOf returns the nim-sum of the heaps' values.
func (g Game) GrundyOf(ctx context.Context, p game.Position) (int, error) {
	if err := g.Check(p); err != nil {
		return 0, err
	}
	return game.HeapsNimSum(ctx, p, g.HeapValue)
}

// GrundyValue is GrundyOf without a context, for game.Valuer.
func (g Game) GrundyValue(p game.Position) (int, error) {
	return g.GrundyOf(context.Background(), p)
}

// Cost estimates the work of an operation on p before it runs: the
// values of every heap up to the largest (the moves of each heap
// enumerated), or the moves of p for OpOptions.
func (g Game) Cost(op game.Op, p game.Position) game.Cost {
	n := 0
	for _, h := range p {
		n = max(n, h)
	}
	perHeap := g.code.movesBound(n)
	moves := satMul(perHeap, int64(len(p)))
	options := game.Cost{Bytes: satMul(satMul(moves, 8), int64(len(p)+g.code.maxHeapsOr(n))), Steps: moves, What: fmt.Sprintf("about %d moves", moves)}
	if op == game.OpOptions {
		return options
	}
	steps := satMul(perHeap, int64(n+1))
	c := game.Cost{Bytes: satMul(int64(n+1), 4), Steps: steps, What: fmt.Sprintf("%d heap values, up to %d moves each", n+1, perHeap)}
	if op == game.OpWinningMoves { // the engine values every option of p
		c = c.Add(options)
	}
	return c
}

func (c Code) maxHeapsOr(n int) int {
	if m := c.MaxHeaps(); m >= 0 {
		return m
	}
	return n
}

// movesBound bounds the moves from one heap of n: for each k, the
// partitions into the allowed numbers of heaps (at most rest^(j-1)/(j-1)!
// into j heaps; 2^rest when any number is allowed).
func (c Code) movesBound(n int) int64 {
	var total int64
	maxK := n
	if c.Finite() {
		maxK = min(n, len(c.Digits)-1)
	}
	for k := 0; k <= maxK; k++ {
		if k > 1<<20 { // far beyond any limit: a heap of 2^62 is not counted move by move
			return maxInt64
		}
		d := c.Digit(k)
		if d.IsZero() {
			continue
		}
		rest := int64(n - k)
		if d.More {
			total = satAdd(total, satPow2(rest))
			continue
		}
		term, fact := int64(1), int64(1)
		for j := 1; j <= d.top(); j++ {
			if j >= 2 {
				term = satMul(term, rest)
				fact *= int64(j - 1)
			}
			if d.Heaps&(1<<uint(j)) != 0 {
				total = satAdd(total, term/fact+1)
			}
		}
		total = satAdd(total, 1)
	}
	return total
}

const maxInt64 = int64(^uint64(0) >> 1)

func satAdd(a, b int64) int64 {
	if a > maxInt64-b {
		return maxInt64
	}
	return a + b
}

func satMul(a, b int64) int64 {
	if a != 0 && b > maxInt64/a {
		return maxInt64
	}
	return a * b
}

func satPow2(e int64) int64 {
	if e >= 62 {
		return maxInt64
	}
	return int64(1) << e
}

// Observe computes G(0..n) and reports the arithmetic periodicity
// G(m+p) = G(m) + s the values show (periodicity.Detect, over at least
// four periods): an observation, not a proof. It is what mex can say of
// codes no theorem covers, such as repeating codes (0.[3] is Nim: p = 1,
// s = 1) and hexadecimal codes whose values grow (0.3F).
func (g Game) Observe(ctx context.Context, n int) (periodicity.Arithmetic, bool, error) {
	v, err := g.values(ctx, n)
	if err != nil {
		return periodicity.Arithmetic{}, false, err
	}
	seq := make([]int, n+1)
	for i := range seq {
		seq[i] = int(v[i])
	}
	a, ok := periodicity.Detect(seq, 4)
	return a, ok, nil
}
