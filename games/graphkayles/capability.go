package graphkayles

import (
	"context"
	"fmt"
	"math/big"
	"math/bits"
	"strings"

	"github.com/mex-cgt/mex/game"
)

// The capabilities of Node and Arc Kayles, checked at compile time.
var _ = []any{game.Shaper(Game{}), game.PositionCodec(Game{}), game.GrundyValuer(Game{}), game.WinningMover(Game{}),
	game.Explainer(Game{}), game.Coster(Game{})}

// A valuation is a search, not a bound: it memoizes the components it
// values under their canonical forms and draws each entry's bytes from the
// memory account of its context (package budget) as the memo grows, so
// it stops, saying how many components it held, when the account is
// spent; a deadline or Ctrl-C stops it through the context. StateBound,
// the number of connected induced subgraphs of the start, bounds the
// components a valuation may meet; most graphs meet far fewer (Node
// Kayles on the 3×17 grid: 59,732 classes of its bound of up to 2^51).

// GrundyOf returns the value of a graph: the nim-sum of its components'
// values, each the mex of its options' values, memoized under canonical
// forms (see canon.go).
func (g Game) GrundyOf(ctx context.Context, p game.Position) (int, error) {
	if isNamed(p) {
		nm, err := namedOfPosition(p)
		if err != nil {
			return 0, game.Refuse(err)
		}
		return g.Rule.namedValue(ctx, nm)
	}
	gr, err := g.admit(p)
	if err != nil {
		return 0, err
	}
	if gr, err = g.Rule.loopless(gr); err != nil {
		return 0, err
	}
	e := newEvaluator(ctx, g.Rule)
	defer e.close()
	if err := e.withCheckpoint(gr); err != nil {
		return 0, err
	}
	return e.finish(e.graphValue(gr))
}

// admit decodes p.
func (g Game) admit(p game.Position) (Graph, error) {
	gr, err := GraphOf(p)
	if err != nil {
		return gr, game.Refuse(err)
	}
	return gr, nil
}

// loopWinningMoves lists the winning moves of a graph with loops: each
// option valued as a whole (loopless), the evaluator's memo shared.
func (g Game) loopWinningMoves(ctx context.Context, gr Graph) ([]game.Position, error) {
	e := newEvaluator(ctx, g.Rule)
	defer e.close()
	value := func(h Graph) (int, error) {
		s, err := g.Rule.loopless(h)
		if err != nil {
			return 0, err
		}
		return e.graphValue(s)
	}
	if v, err := value(gr); err != nil || v == 0 {
		return nil, err
	}
	var out []game.Position
	var err error
	seen := map[string]bool{}
	g.moves(gr, func(removed uint64) {
		if err != nil {
			return
		}
		q := gr.Remove(removed)
		var v int
		if v, err = value(q); err == nil && v == 0 && !seen[q.Position().Key()] {
			seen[q.Position().Key()] = true
			out = append(out, q.Position())
		}
	})
	return out, err
}

// WinningMovesOf returns the moves to a graph of value 0: a move acts on
// one component C, so it wins when it leaves C with the value
// G(C) xor G(graph).
func (g Game) WinningMovesOf(ctx context.Context, p game.Position) ([]game.Position, error) {
	if isNamed(p) {
		nm, err := namedOfPosition(p)
		if err != nil {
			return nil, game.Refuse(err)
		}
		if nm.Kind == "queens" && nm.vertices().Int64() > maxQueensMoves {
			return nil, game.Refuse(fmt.Errorf("%s: winning moves are checked one by one, each a search of its own, on boards of at most %d squares; this one has %s (its value is answered)", nm, maxQueensMoves, nm.vertices()))
		}
		if v := nm.vertices(); v.Cmp(big.NewInt(maxNamedMoves)) > 0 {
			return nil, game.Refuse(fmt.Errorf("%s: winning moves are checked one by one, on graphs of at most %d vertices; this one has %s", nm, maxNamedMoves, v))
		}
		return g.Rule.namedWinningMoves(ctx, nm)
	}
	gr, err := g.admit(p)
	if err != nil {
		return nil, err
	}
	if gr.Loops() != 0 {
		return g.loopWinningMoves(ctx, gr)
	}
	e := newEvaluator(ctx, g.Rule)
	defer e.close()
	comps, values, err := e.componentValues(gr)
	if err != nil {
		return nil, err
	}
	total := 0
	for _, v := range values {
		total ^= v
	}
	if total == 0 {
		return nil, nil
	}
	var out []game.Position
	seen := map[string]bool{}
	g.moves(gr, func(removed uint64) {
		if e.err != nil {
			return
		}
		for i, c := range comps {
			if c&removed == 0 {
				continue
			}
			if e.value(gr.Adj, c&^removed) != values[i]^total {
				return
			}
			q := gr.Remove(removed).Position()
			if k := q.Key(); !seen[k] {
				seen[k] = true
				out = append(out, q)
			}
			return
		}
	})
	if e.err != nil {
		return nil, e.err
	}
	return out, nil
}

// explainBound is the largest StateBound Explain values again (it has no
// context to stop it): beyond it the move goes unexplained.
const explainBound = 1 << 32

// Explain names the move from from to to and the values of the
// components it leaves, whose nim-sum is 0.
func (g Game) Explain(from, to game.Position) string {
	a, err1 := GraphOf(from)
	b, err2 := GraphOf(to)
	if err1 != nil || err2 != nil || a.Loops() != 0 || g.StateBound(a) > explainBound {
		return "" // graphs with loops go unexplained: their parts would show the leaves that stand for the loops
	}
	removed := a.Alive &^ b.Alive
	var move string
	if g.Rule == Node {
		for r := removed; r != 0; r &= r - 1 {
			v := bits.TrailingZeros64(r)
			if a.Adj[v]|1<<v == removed {
				move = fmt.Sprintf("Taking vertex %d removes it", v+1)
				if a.Adj[v] != 0 {
					move += fmt.Sprintf(" and its neighbours %s", names(a.Adj[v]))
				}
				break
			}
		}
	} else if bits.OnesCount64(removed) == 2 {
		move = fmt.Sprintf("Taking edge %s removes its ends and every edge at them", strings.Replace(names(removed), ", ", "-", 1))
	}
	if move == "" {
		return ""
	}
	e := newEvaluator(context.Background(), g.Rule)
	defer e.close()
	comps, values, err := e.componentValues(b)
	if err != nil {
		return ""
	}
	if len(comps) == 0 {
		return move + "; no vertex is left, so your opponent cannot move."
	}
	parts := make([]string, len(comps))
	x := 0
	for i, c := range comps {
		parts[i] = fmt.Sprintf("%s (%d)", b.Remove(b.Alive&^c).String(), values[i])
		x ^= values[i]
	}
	if x != 0 {
		return ""
	}
	if len(comps) == 1 {
		return fmt.Sprintf("%s; it leaves %s, a P-position: every move from it leads to a graph from which I can win.", move, parts[0])
	}
	return fmt.Sprintf("%s; the components left, %s, have Grundy values whose nim-sum is 0 (Sprague-Grundy): whatever you take, I can restore it.", move, strings.Join(parts, ", "))
}

// Cost estimates the work on a graph up front. Listing the options is
// known; a valuation is a search whose memo draws on the memory account
// as it grows (see GrundyOf), so up front it asks only for its first
// megabyte, or for the whole memo when the state bound makes that
// smaller, and says how many components it may meet.
func (g Game) Cost(op game.Op, p game.Position) game.Cost {
	if isNamed(p) {
		return g.namedCost(op, p)
	}
	gr, err := GraphOf(p)
	if err != nil {
		return game.Cost{}
	}
	if simple, err := g.Rule.loopless(gr); err == nil {
		gr = simple
	}
	options := int64(gr.Vertices())
	if g.Rule == Arc {
		options = int64(gr.Edges())
	}
	optCost := game.Cost{Bytes: 64 + options*int64(len(p))*8*2, Steps: options, What: fmt.Sprintf("%d options", options)}
	if op == game.OpOptions {
		return optCost
	}
	b := g.StateBound(gr)
	n := int64(gr.Vertices())
	per := 2 * entryBytes(int(n))
	bytes, steps := int64(firstSearchBytes), int64(1)<<62
	if b < firstSearchBytes/per {
		bytes = b * per
	}
	if b < (1<<62)/(n*n+1) {
		steps = b * (n*n + 1)
	}
	c := game.Cost{Bytes: bytes, Steps: steps, What: fmt.Sprintf("a search that may meet up to %s components, its memo drawn from the memory account as it grows", boundText(b))}
	if op == game.OpWinningMoves {
		c = c.Add(optCost)
	}
	return c
}

// firstSearchBytes is what a valuation asks for up front: its memo's
// first megabyte.
const firstSearchBytes = 1 << 20

// countCap bounds the connected induced subgraphs StateBound counts one
// by one before it falls back to 2^k.
const countCap = 1 << 22

// StateBound bounds the components a valuation of gr memoizes: every
// graph play reaches is an induced subgraph of gr, so its components are
// connected induced subgraphs of gr's components. A component whose value
// a rule gives (closedValue: complete graphs and stars, and in Node Kayles
// every complete multipartite graph) counts 1, as it is valued without a
// search; one of maximum degree 2 (a path or a cycle on k vertices) has at
// most k² connected induced subgraphs; any other is counted, or bounded by
// 2^k when the count passes countCap.
func (g Game) StateBound(gr Graph) int64 {
	var total int64
	for _, c := range gr.Components() {
		k := int64(bits.OnesCount64(c))
		maxDeg := 0
		for m := c; m != 0; m &= m - 1 {
			maxDeg = max(maxDeg, bits.OnesCount64(gr.Adj[bits.TrailingZeros64(m)]))
		}
		var b int64
		if _, closed := g.Rule.closedValue(gr.Adj, c); closed {
			b = 1
		} else if maxDeg <= 2 {
			b = k * k
		} else {
			var ok bool
			if b, ok = countConnected(gr.Adj, c, countCap); !ok {
				b = 1 << 62
				if k < 62 {
					b = 1 << k
				}
			}
		}
		total = min(total+b, 1<<62)
	}
	return total
}

// countConnected counts the connected subsets of comp (each extended from
// its least vertex by neighbours not yet excluded), or reports false once
// the count passes limit.
func countConnected(adj []uint64, comp uint64, limit int64) (int64, bool) {
	var count int64
	var rec func(set, cand, banned uint64) bool
	rec = func(set, cand, banned uint64) bool {
		if count++; count > limit {
			return false
		}
		for cand != 0 {
			w := cand & -cand
			cand &^= w
			next := (cand | adj[bits.TrailingZeros64(w)]) & comp &^ set &^ w &^ banned
			if !rec(set|w, next, banned) {
				return false
			}
			banned |= w
		}
		return true
	}
	for m := comp; m != 0; m &= m - 1 {
		v := m & -m
		below := v | (v - 1)
		if !rec(v, adj[bits.TrailingZeros64(v)]&comp&^below, below) {
			return 0, false
		}
	}
	return count, true
}

func boundText(b int64) string {
	if b >= 1<<62 {
		return "2^62 or more"
	}
	if b >= 1<<20 && b&(b-1) == 0 {
		return fmt.Sprintf("2^%d", bits.TrailingZeros64(uint64(b)))
	}
	return fmt.Sprint(b)
}

// Reachable bounds the graphs reachable from p, p included, for the
// brute-force solver (misère play): every move deletes vertices, so at most
// the 2^k subsets of its k vertices.
func (Game) Reachable(p game.Position) int64 {
	if isNamed(p) {
		return 1 << 62
	}
	gr, err := GraphOf(p)
	if err != nil || gr.Vertices() >= 62 {
		return 1 << 62
	}
	return 1 << gr.Vertices()
}

var _ game.PositionCounter = Game{}
