package theorem

import (
	"context"
	"fmt"
	"math/big"
	"strings"

	"github.com/mex-cgt/mex/research/adjoin"

	"github.com/mex-cgt/mex/automata"
	"github.com/mex-cgt/mex/games/nim"
	"github.com/mex-cgt/mex/games/wythoff"
	"github.com/mex-cgt/mex/prove"
)

// The checks of this file are proofs: each decides, with the automata of
// package prove (Walnut's first-order logic over (ℕ,+) in a numeration
// system), closed statements that are the claim, for every position. A
// check reports proved only when every statement evaluated TRUE; a FALSE
// one is a counterexample, found by evaluating the negated body with its
// variables free.

// zeckendorfDefs defines, in msd_fib, the shift relation zeck(b) =
// zeck(a)0 (track a read one letter ahead of b), the numbers whose
// representation ends in an even number of 0s, and Fraenkel's set of
// Wythoff's P-positions, wz(a,b), with its mirror images.
const zeckendorfDefs = `
reg wz_shift msd_fib msd_fib "([0,0]|[0,1][1,1]*[1,0])*";
reg wz_even msd_fib "0*|(0|1)*1(00)*";
reg wz_end0 msd_fib "(0|1)*0";
reg wz_end1 msd_fib "(0|1)*1";
def wz "?msd_fib ($wz_shift(a,b) & $wz_even(a)) | ($wz_shift(b,a) & $wz_even(b))";
`

// proofLimit bounds every automaton a proof builds: the statements here
// stay far below it, so reaching it is an error, never a verdict.
const proofLimit = 1 << 18

// session returns a session with text run in it (reg and def only).
func session(ctx context.Context, text string) (*prove.Session, error) {
	s := prove.NewSession(prove.Options{MaxStates: proofLimit, Examples: 1})
	if _, err := s.Run(ctx, text, nil); err != nil {
		return nil, err
	}
	return s, nil
}

// lookup returns a named automaton of the session.
func lookup(s *prove.Session, name string) (*prove.Automaton, error) {
	a, ok := s.Lookup(name)
	if !ok {
		return nil, fmt.Errorf("the proof session has no automaton %s", name)
	}
	return a, nil
}

// sentence is a closed statement of a proof: the body of "A vars body"
// in a numeration system, and what it says.
type sentence struct {
	name, sys, vars, body, says string
}

func (t sentence) text() string {
	if t.vars == "" {
		return fmt.Sprintf("?%s %s", t.sys, t.body)
	}
	return fmt.Sprintf("?%s A %s %s", t.sys, t.vars, t.body)
}

// decide evaluates the sentences in order. It returns "" when every one
// is TRUE; otherwise the first FALSE one, with a counterexample: the
// least tuple of its variables where the body fails.
func decide(ctx context.Context, s *prove.Session, ts []sentence) (string, error) {
	for _, t := range ts {
		rs, err := s.Run(ctx, fmt.Sprintf("eval %s \"%s\";", t.name, t.text()), nil)
		if err != nil {
			return "", fmt.Errorf("%s: %w", t.name, err)
		}
		if len(rs) != 1 || rs[0].Verdict == nil {
			return "", fmt.Errorf("%s: the statement is not closed", t.name)
		}
		if *rs[0].Verdict {
			continue
		}
		bad := fmt.Sprintf("FALSE: %s (%s)", t.says, t.text())
		if t.vars == "" {
			return bad, nil
		}
		ws, err := s.Run(ctx, fmt.Sprintf("eval %s_fails \"?%s ~(%s)\";", t.name, t.sys, t.body), nil)
		if err != nil {
			return "", fmt.Errorf("%s: the counterexample: %w", t.name, err)
		}
		if len(ws) == 1 && len(ws[0].Examples) > 0 {
			var parts []string
			for i, v := range ws[0].Examples[0] {
				parts = append(parts, fmt.Sprintf("%s = %s", ws[0].Automaton.Vars[i], v))
			}
			bad += "; it fails at " + strings.Join(parts, ", ")
		}
		return bad, nil
	}
	return "", nil
}

// proved is the report of a proof: the sentences all TRUE.
func proved(checked, statement string) (Report, error) {
	return Report{Checked: checked, Proved: true, Statement: statement}, nil
}

// wythoffCharacterization are the sentences that make wz the pairs of
// Wythoff's recursion: with (A_n, B_n) the pair of wz with a <= b and
// b - a = n, B_n = A_n + n, A and B increase and together partition the
// positive integers, so A_n = mex{A_i, B_i : i < n}.
func wythoffCharacterization() []sentence {
	const f = "msd_fib"
	return []sentence{
		{"wz_difference", f, "n", "E a,b $wz(a,b) & a+n=b", "every difference n >= 0 is b - a for a pair a <= b"},
		{"wz_difference_once", f, "n,a,b,c,d", "($wz(a,b) & a+n=b & $wz(c,d) & c+n=d) => (a=c & b=d)", "each difference once"},
		{"wz_increasing", f, "a,b,c,d", "($wz(a,b) & a<=b & $wz(c,d) & c<=d & a<c) => b<d", "the pairs increase together"},
		{"wz_partition", f, "x", "x>0 => (E a,b $wz(a,b) & a<b & (a=x | b=x))", "every x > 0 is in a pair"},
		{"wz_partition_once", f, "x,a,b,c,d", "(x>0 & $wz(a,b) & a<=b & (a=x | b=x) & $wz(c,d) & c<=d & (c=x | d=x)) => (a=c & b=d & (a=x <=> c=x))", "in one pair, on one side"},
	}
}

// checkGameCandidate proves that the automaton name of the session is the
// set of P-positions of the game, and that the automaton ProveGame
// learns from the game's own P-positions accepts the same language. It
// returns a counterexample text, or "" and the sizes.
func checkGameCandidate(ctx context.Context, s *prove.Session, name, gameSpec string, opts prove.GameOptions) (bad string, states, learned int, err error) {
	cand, err := lookup(s, name)
	if err != nil {
		return "", 0, 0, err
	}
	opts.Limit = proofLimit
	p, err := prove.CheckCandidate(ctx, gameSpec, opts, cand)
	if err != nil {
		return "", 0, 0, err
	}
	if !p.Proved {
		return p.Statement, p.States, 0, nil
	}
	g, err := prove.ProveGame(ctx, gameSpec, opts)
	if err != nil {
		return "", 0, 0, err
	}
	if !g.Proved || g.Numeration != "msd_fib" {
		return "", 0, 0, fmt.Errorf("ProveGame did not prove an msd_fib automaton for %s: %s", gameSpec, g.Statement)
	}
	s.Define(name+"_learned", g.Candidate)
	bad, err = decide(ctx, s, []sentence{{name + "_equal", "msd_fib", "a,b", fmt.Sprintf("$%s_learned(a,b) <=> $%s(a,b)", name, name),
		"the learned automaton and the description accept the same pairs"}})
	return bad, p.States, g.States, err
}

func checkWythoffProved(ctx context.Context, _ bool) (Report, error) {
	s, err := session(ctx, zeckendorfDefs)
	if err != nil {
		return Report{}, err
	}
	bad, states, learned, err := checkGameCandidate(ctx, s, "wz", "wythoff", prove.GameOptions{})
	if err != nil || bad != "" {
		return found(bad, err)
	}
	if bad, err := decide(ctx, s, wythoffCharacterization()); err != nil || bad != "" {
		return found(bad, err)
	}
	return proved("for all positions, by automata in msd_fib (Zeckendorf numeration)",
		fmt.Sprintf("in msd_fib: the %d-state automaton of Fraenkel's description wz(a,b) = (zeck(b) = zeck(a)0 and zeck(a) ends in an even number of 0s) or the mirror, "+
			"is stable (no Wythoff move joins two of its pairs) and absorbing (every other position has a move into it): it is the set of P-positions, for all (x,y); "+
			"it accepts the same language as the %d-state automaton ProveGame learns from the game; "+
			"and for all n, x: exactly one pair a <= b has b - a = n, the pairs increase together, and each x > 0 is in exactly one pair, on one side — "+
			"Wythoff's recursion A_n = mex{A_i, B_i : i < n}, B_n = A_n + n, whose solution is the Beatty pair (floor(n phi), floor(n phi^2)) "+
			"(that last step is Beatty's theorem, not machine-proved; wythoff-forms checks it for n < 20000)", states, learned))
}

// misereDefs describes misère Wythoff's P-positions from wz.
const misereDefs = `def wzm "?msd_fib ($wz(a,b) & ~((a=0 & b=0) | (a=1 & b=2) | (a=2 & b=1))) | (a=0 & b=1) | (a=1 & b=0) | (a=2 & b=2)";`

func checkMisereWythoffProved(ctx context.Context, _ bool) (Report, error) {
	s, err := session(ctx, zeckendorfDefs+misereDefs)
	if err != nil {
		return Report{}, err
	}
	bad, states, learned, err := checkGameCandidate(ctx, s, "wzm", "wythoff", prove.GameOptions{Misere: true})
	if err != nil || bad != "" {
		return found(bad, err)
	}
	return proved("for all positions, by automata in msd_fib (Zeckendorf numeration)",
		fmt.Sprintf("in msd_fib: the %d-state automaton of wz (Fraenkel's description of Wythoff's P-positions) with (0,0), (1,2), (2,1) replaced by (0,1), (1,0), (2,2) "+
			"is stable and absorbing under Wythoff's moves among the positions with a move, and contains no terminal position (misère: (0,0) is N): "+
			"it is the set of misère P-positions, for all (x,y); it accepts the same language as the %d-state automaton ProveGame learns from misère play", states, learned))
}

// xorAutomaton is z = x XOR y on three msd_2 tracks: one state, reading
// the bits msd first, each letter with z's bit the XOR of x's and y's.
func xorAutomaton(ctx context.Context) (*prove.Automaton, error) {
	d, err := automata.Explore(ctx, []int{2, 2, 2}, 0, func(q int, digits []int) (int, bool) {
		return q, digits[2] == digits[0]^digits[1]
	}, func(int) bool { return true }, proofLimit)
	if err != nil {
		return nil, err
	}
	two := automata.Base(2)
	return &prove.Automaton{Systems: []automata.Numeration{two, two, two}, DFA: d.Minimize()}, nil
}

// nimXorSentences state that xor is a function and satisfies the mex rule
// of the Sprague-Grundy function under the moves nim_move.
func nimXorSentences() []sentence {
	const t = "msd_2"
	return []sentence{
		{"nim_xor_total", t, "a,b", "E g $xor(a,b,g)", "xor(x,y) is defined"},
		{"nim_xor_function", t, "a,b,g,h", "($xor(a,b,g) & $xor(a,b,h)) => g=h", "xor(x,y) is one value"},
		{"nim_xor_no_equal_option", t, "a,b,c,d,g", "($nim_move(a,b,c,d) & $xor(a,b,g)) => ~$xor(c,d,g)", "no move keeps the value"},
		{"nim_xor_mex", t, "a,b,g,w", "($xor(a,b,g) & w<g) => (E c,d $nim_move(a,b,c,d) & $xor(c,d,w))", "every smaller value is reached by a move"},
	}
}

func checkNimXorProved(ctx context.Context, _ bool) (Report, error) {
	return proveNimXor(ctx, nil)
}

// proveNimXor proves the mex rule for the xor automaton, or for
// replace(xor) when replace is set (a test's wrong claim).
func proveNimXor(ctx context.Context, replace func(*prove.Automaton) (*prove.Automaton, error)) (Report, error) {
	x, err := xorAutomaton(ctx)
	if err != nil {
		return Report{}, err
	}
	if replace != nil {
		if x, err = replace(x); err != nil {
			return Report{}, err
		}
	}
	move, _ := nim.Game{}.MoveFormula()
	s := prove.NewSession(prove.Options{MaxStates: proofLimit, Examples: 1})
	s.Define("xor", x)
	if _, err := s.Run(ctx, fmt.Sprintf("def nim_move \"?msd_2 %s\";", move), nil); err != nil {
		return Report{}, err
	}
	bad, err := decide(ctx, s, nimXorSentences())
	if err != nil || bad != "" {
		return found(bad, err)
	}
	mv, err := lookup(s, "nim_move")
	if err != nil {
		return Report{}, err
	}
	return proved("for all (x,y), by automata in msd_2 (binary)",
		fmt.Sprintf("in msd_2, with xor the %d-state automaton of z = x XOR y (bitwise, msd first) and nim_move(a,b,c,d) = %s (%d states): "+
			"for all x,y, xor(x,y) is one value; no move (x,y) -> (u,v) has xor(u,v) = xor(x,y); and for all w < xor(x,y) some move reaches a position of value w. "+
			"So xor satisfies the mex rule, which defines the Sprague-Grundy function uniquely (induction on x+y): G(x,y) = x XOR y",
			x.DFA.States(), move, mv.DFA.States()))
}

// adjoinDefs state, in msd_fib, which adjoined moves (i,j) join two of
// Wythoff's P-positions (wz, proved by wythoff-proved), and the paper's
// criterion as games/extension implements it, with A_i the a of the pair
// of wz with b - a = i.
const adjoinDefs = `
def adj_joins "?msd_fib (i>0 | j>0) & (E x,y,u,v $wz(x,y) & $wz(u,v) & ((x=u+i & y=v+j) | (x=u+j & y=v+i)))";
def adj_pattern "?msd_fib $wz_end0(p) & (E s $wz_shift(p,s) & q=s+1)";
def adj_half "?msd_fib 0<i & i<j & ((E p,q p+1=i & q+1=j & $adj_pattern(p,q)) | (E p,q p+2=i & q+2=j & $adj_pattern(p,q)) | (E a,b,x $wz(a,b) & a+i=b & x+a+2=j & $wz_end1(x) & $wz_end0(x+i)))";
def adj_crit "?msd_fib $adj_half(i,j) | $adj_half(j,i)";
`

func checkAdjoinProved(ctx context.Context, full bool) (Report, error) {
	s, err := session(ctx, zeckendorfDefs+adjoinDefs)
	if err != nil {
		return Report{}, err
	}
	if bad, err := decide(ctx, s, []sentence{{"adj_equal", "msd_fib", "i,j", "$adj_joins(i,j) <=> $adj_crit(i,j)",
		"the moves that join two P-positions are the criterion's"}}); err != nil || bad != "" {
		return found(bad, err)
	}
	joins, err := lookup(s, "adj_joins")
	if err != nil {
		return Report{}, err
	}
	crit, err := lookup(s, "adj_crit")
	if err != nil {
		return Report{}, err
	}
	// The criterion's automaton against the Go implementation of the
	// criterion (adjoin.Fibonacci), which adjoin ties to the games.
	n := pick(full, 250, 1000)
	fib := automata.Fibonacci()
	bi, bj := new(big.Int), new(big.Int)
	for i := 0; i <= n; i++ {
		if err := ctx.Err(); err != nil {
			return Report{}, err
		}
		bi.SetInt64(int64(i))
		for j := 0; j <= n; j++ {
			bj.SetInt64(int64(j))
			if got, want := crit.DFA.AcceptsUint64(fib, uint64(i), uint64(j)), adjoin.Fibonacci(bi, bj); got != want {
				return failed("W(%d,%d): the criterion's automaton says %v, games/extension's criterion %v", i, j, got, want)
			}
		}
	}
	return proved(fmt.Sprintf("for all (i,j), by automata in msd_fib; the criterion's automaton equals games/extension's criterion on all 0 <= i,j <= %d", n),
		fmt.Sprintf("in msd_fib: for all i,j, adj_joins(i,j) <=> adj_crit(i,j), where adj_joins (%d states) = (i,j) != (0,0) and the move (i,j) or (j,i) joins two pairs of wz "+
			"(Wythoff's P-positions, proved by wythoff-proved), and adj_crit (%d states) is the paper's criterion; adjoining a move keeps every old move, so the P-positions "+
			"stay absorbing and change iff the new move joins two of them: W(i,j) = adj_joins(i,j)", joins.DFA.States(), crit.DFA.States()))
}

// noRedundantSentences: for each kind of move, for every k > 0 some
// position outside wz has the move of size k as its only move into wz.
func noRedundantSentences(move string) []sentence {
	var out []sentence
	for _, m := range []struct{ name, to, says string }{
		{"row", "c+k=a & d=b", "(k,0)"}, {"column", "c=a & d+k=b", "(0,k)"}, {"diagonal", "c+k=a & d+k=b", "(k,k)"},
	} {
		out = append(out, sentence{"nr_" + m.name, "msd_fib", "k",
			fmt.Sprintf("k>0 => (E a,b ~$wz(a,b) & (A c,d ((%s) & $wz(c,d)) => (%s)))", move, m.to),
			"some N-position has the move " + m.says + " as its only winning move"})
	}
	return out
}

func checkNoRedundantProved(ctx context.Context, _ bool) (Report, error) {
	move, _ := wythoff.Game{P: 1, M: 1}.MoveFormula()
	s, err := session(ctx, zeckendorfDefs)
	if err != nil {
		return Report{}, err
	}
	if bad, err := decide(ctx, s, noRedundantSentences(move)); err != nil || bad != "" {
		return found(bad, err)
	}
	return proved("for all k > 0, by automata in msd_fib",
		"in msd_fib, with wz Wythoff's P-positions (wythoff-proved): for every k > 0 and each of the moves (k,0), (0,k), (k,k), some position outside wz has that move as its only move into wz. "+
			"Removing a move keeps wz stable, so the P-positions stay wz iff wz stays absorbing; that position then has no move into wz: the P-positions change")
}
