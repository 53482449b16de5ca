package imitation

import (
	"fmt"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/games/wythoff"
)

// Table holds the exact outcome of every state with piles <= n, computed
// from the rules (no theorem used): a state is N iff some legal move leads
// to a P state, evaluated in order of x + y.
type Table struct {
	rules   Rules
	n       int
	windows int    // 1 + 2n window codes
	outcome []byte // 1 = P, 2 = N
	// reachable groups the reachable states by piles, built on first use.
	reachable map[[2]int][]State
}

// MaxSolveSide bounds Solve: its memory is (n+1)^2 (2n+1) p^2 bytes.
const MaxSolveSide = 400

// TableBytes returns the memory Solve(n) needs.
func (r Rules) TableBytes(n int) int64 {
	return int64(n+1) * int64(n+1) * int64(2*n+1) * int64(r.P*r.P)
}

// Solve computes every state with piles <= n, in order of x + y.
//
// The states with the same piles (x, y) and the same previous-player run
// pr share their non-imitating moves: each leads to the state with runs
// (pr, 0) whatever the window and the mover's run. So for each (x, y, pr)
// the non-imitating moves to P-states are listed once (at most m+1 are
// kept: a window excludes at most m moves), and each state then needs only
// its window's m imitating moves. Time O(n^3 p + n^3 p^2 m), against
// O(n^4 p^2) move by move; TestTableAgainstGenericSolver ties it to the
// rules.
func (r Rules) Solve(n int) (*Table, error) {
	if n < 0 || n > MaxSolveSide {
		return nil, game.Refuse(fmt.Errorf("imitation: solving all states up to %d needs %d MB; the limit is piles <= %d", n, r.TableBytes(max(n, 0))>>20, MaxSolveSide))
	}
	t := &Table{rules: r, n: n, windows: 2*n + 1}
	t.outcome = make([]byte, r.TableBytes(n))
	winning := make([][2]int, 0, r.M+1)
	for sum := 0; sum <= 2*n; sum++ {
		for x := max(0, sum-n); x <= min(sum, n); x++ {
			y := sum - x
			piles := [2]int{x, y}
			for pr := range r.P {
				// Non-imitating moves to P-states, at most m+1 of them.
				winning = winning[:0]
				for pile := range 2 {
					for amount := 1; amount <= piles[pile] && len(winning) <= r.M; amount++ {
						if t.outcome[t.index(after(piles, pile, amount, pr, 0))] == 1 {
							winning = append(winning, [2]int{pile, amount})
						}
					}
				}
				t.eachWindow(piles, func(window State) {
					for mr := range r.P {
						s := window
						s.MoverRun, s.PrevRun = mr, pr
						t.outcome[t.index(s)] = t.decide(s, winning)
					}
				})
			}
		}
	}
	return t, nil
}

// after returns the state after removing amount from pile of piles, with
// the runs (mover, previous) of the new state.
func after(piles [2]int, pile, amount, moverRun, prevRun int) State {
	next := State{Piles: piles, WindowPile: -1, MoverRun: moverRun, PrevRun: prevRun}
	if piles[pile] <= piles[1-pile] {
		next.WindowPile, next.WindowAmount = pile, amount
	}
	next.Piles[pile] -= amount
	return next.canonical()
}

// decide returns 2 (N) or 1 (P) for s, given the non-imitating moves of
// its (x, y, pr) group that reach P-states.
func (t *Table) decide(s State, winning [][2]int) byte {
	r := t.rules
	inWindow := 0
	for _, w := range winning {
		if r.Imitates(s, w[0], w[1]) {
			inWindow++
		}
	}
	if len(winning) > inWindow {
		return 2 // a non-imitating move wins
	}
	if s.WindowPile < 0 || s.MoverRun+1 >= r.P {
		return 1 // no imitation allowed
	}
	pile := 1 - s.WindowPile
	for amount := s.WindowAmount; amount <= min(s.WindowAmount+r.M-1, s.Piles[pile]); amount++ {
		if t.outcome[t.index(after(s.Piles, pile, amount, s.PrevRun, s.MoverRun+1))] == 1 {
			return 2
		}
	}
	return 1
}

// eachWindow visits the canonical windows of piles (runs zero).
func (t *Table) eachWindow(piles [2]int, visit func(State)) {
	visit(State{Piles: piles, WindowPile: -1})
	for pile := range 2 {
		for amount := 1; amount <= piles[1-pile]; amount++ {
			visit(State{Piles: piles, WindowPile: pile, WindowAmount: amount})
		}
	}
}

func (t *Table) index(s State) int {
	code := 0
	if s.WindowPile >= 0 {
		code = 1 + s.WindowPile*t.n + s.WindowAmount - 1
	}
	p := t.rules.P
	return (((s.Piles[0]*(t.n+1)+s.Piles[1])*t.windows+code)*p+s.MoverRun)*p + s.PrevRun
}

// Side returns n.
func (t *Table) Side() int { return t.n }

// Outcome returns the outcome of s, which must have piles <= n.
func (t *Table) Outcome(s State) (game.Outcome, error) {
	if s.Piles[0] > t.n || s.Piles[1] > t.n || s.Piles[0] < 0 || s.Piles[1] < 0 {
		return game.P, fmt.Errorf("imitation: piles %v outside the solved range 0..%d", s.Piles, t.n)
	}
	return game.Outcome(t.outcome[t.index(s.canonical())] == 2), nil
}

// Reachable calls visit for every state reachable from a start with piles
// <= n (each once), in order of x + y descending. As in Solve, the states
// of one (x, y, pr) group share their non-imitating successors: a move is
// excluded only when it imitates from every reachable member.
func (t *Table) Reachable(visit func(State)) {
	r := t.rules
	seen := make([]bool, len(t.outcome))
	for sum := 2 * t.n; sum >= 0; sum-- {
		for x := max(0, sum-t.n); x <= min(sum, t.n); x++ {
			piles := [2]int{x, sum - x}
			seen[t.index(Start(x, sum-x))] = true
			for pr := range r.P {
				any := false
				// The window shared by every member: moves imitating from all.
				sharedPile, lo, hi := -2, 0, 0
				t.eachWindow(piles, func(window State) {
					for mr := range r.P {
						s := window
						s.MoverRun, s.PrevRun = mr, pr
						if !seen[t.index(s)] {
							continue
						}
						visit(s)
						any = true
						sharedPile, lo, hi = intersect(sharedPile, lo, hi, s, r.M)
						if s.WindowPile >= 0 && mr+1 < r.P {
							pile := 1 - s.WindowPile
							for amount := s.WindowAmount; amount <= min(s.WindowAmount+r.M-1, piles[pile]); amount++ {
								seen[t.index(after(piles, pile, amount, pr, mr+1))] = true
							}
						}
					}
				})
				if !any {
					continue
				}
				for pile := range 2 {
					for amount := 1; amount <= piles[pile]; amount++ {
						if pile == sharedPile && amount >= lo && amount <= hi {
							continue
						}
						seen[t.index(after(piles, pile, amount, pr, 0))] = true
					}
				}
			}
		}
	}
}

// intersect narrows the imitation range shared by all members so far
// (pile -2: no member yet; -1: empty) with that of s.
func intersect(pile, lo, hi int, s State, m int) (int, int, int) {
	if s.WindowPile < 0 {
		return -1, 0, 0
	}
	sp, slo, shi := 1-s.WindowPile, s.WindowAmount, s.WindowAmount+m-1
	switch {
	case pile == -2:
		return sp, slo, shi
	case pile != sp:
		return -1, 0, 0
	}
	return pile, max(lo, slo), min(hi, shi)
}

// WythoffP is the P-set of (p,m)-Wythoff Nim with the counts Theorem 1
// needs.
type WythoffP struct {
	// partner[v] = w with (v, w) or (w, v) in P_W, for v <= n; w may
	// exceed n.
	partner []int
	lowers  map[int][]int // lowers[d] = increasing i with (i, i+d) in P_W
	n       int
}

// NewWythoffP computes the P-positions of (p,m)-Wythoff whose smaller
// coordinate is at most n.
func NewWythoffP(p, m, n int) (*WythoffP, error) {
	s, err := wythoff.NewStream(p, m)
	if err != nil {
		return nil, err
	}
	w := &WythoffP{partner: make([]int, n+1), lowers: map[int][]int{}, n: n}
	for i := range w.partner {
		w.partner[i] = -1
	}
	for {
		a, b := s.Next()
		if a > int64(n) {
			break
		}
		w.partner[a] = int(b)
		if b <= int64(n) {
			w.partner[b] = int(a)
		}
		w.lowers[int(b-a)] = append(w.lowers[int(b-a)], int(a))
	}
	return w, nil
}

// Contains reports whether (a, b) is a P-position of (p,m)-Wythoff; a and b
// must not both exceed n.
func (w *WythoffP) Contains(a, b int) bool {
	if a > b {
		a, b = b, a
	}
	return a >= 0 && a <= w.n && w.partner[a] == b
}

// Xi returns xi(a,b) = #{(i,j) in P_W : j-i = b-a, i < a}, for a <= b.
func (w *WythoffP) Xi(a, b int) int {
	count := 0
	for _, i := range w.lowers[b-a] {
		if i < a {
			count++
		}
	}
	return count
}

// Predict returns the outcome of s by Theorem 1 of Larsson 2009 (see the
// package doc); w must cover the piles of s.
func (r Rules) Predict(s State, w *WythoffP) game.Outcome {
	a, b := s.Piles[0], s.Piles[1]
	bigPile := 1
	if a > b {
		a, b, bigPile = b, a, 0
	}
	// (I)
	if w.Contains(a, b) && w.Xi(a, b) <= r.Credit(s) {
		return game.P
	}
	// (II): the unique c >= a with (a, c) in P_W, if a <= c < b.
	if c := w.partner[a]; c >= a && c < b {
		credit := r.P - 1
		if r.Imitates(s, bigPile, b-c) {
			credit = r.P - 1 - s.MoverRun - 1
		}
		if credit < w.Xi(a, c) {
			return game.P
		}
	}
	return game.N
}
