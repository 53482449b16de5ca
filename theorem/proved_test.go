package theorem

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/mex-cgt/mex/automata"
	"github.com/mex-cgt/mex/games/wythoff"
	"github.com/mex-cgt/mex/prove"
)

// The verdict proved: only a Proof check whose report is proved and has
// no counterexample; a counterexample wins over a proof.
func TestProvedVerdict(t *testing.T) {
	run := func(rep Report) func(context.Context, bool) (Report, error) {
		return func(context.Context, bool) (Report, error) { return rep, nil }
	}
	for _, tt := range []struct {
		name    string
		check   Check
		verdict string
	}{
		{"proved", Check{Proof: true, Run: run(Report{Checked: "all", Proved: true, Statement: "A x x=x"})}, VerdictProved},
		{"a proof that only checked", Check{Proof: true, Run: run(Report{Checked: "to 10"})}, VerdictOK},
		{"proved, not a proof", Check{Run: run(Report{Checked: "all", Proved: true, Statement: "A x x=x"})}, VerdictOK},
		{"proved with a counterexample", Check{Proof: true, Run: run(Report{Counterexample: "(1,2)", Proved: true, Statement: "s"})}, VerdictFail},
	} {
		r, err := tt.check.Verify(context.Background(), false)
		if err != nil {
			t.Fatal(err)
		}
		if v := r.Verdict(); v != tt.verdict || (v == VerdictProved) != (r.Statement != "") {
			t.Errorf("%s: verdict %s, statement %q; want %s", tt.name, v, r.Statement, tt.verdict)
		}
	}
}

// Every check that claims a proof proves it in the quick run (its time is
// logged; the times are benchmarks' business, BENCHMARKS.md, not a test's:
// a limit here failed on a loaded machine).
func TestProvedChecksProve(t *testing.T) {
	for _, c := range All() {
		if !c.Proof && c.Name != "grundy-kernel" {
			continue
		}
		start := time.Now()
		r, err := c.Verify(context.Background(), false)
		took := time.Since(start)
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("%s: %s in %v", c.Name, r.Verdict(), took)
		if c.Proof && r.Verdict() != VerdictProved {
			t.Errorf("%s: %s: %s %s", c.Name, r.Verdict(), r.Counterexample, r.Error)
		}
	}
}

// A wrong Zeckendorf description — (3,5) moved to (3,6) — is not proved:
// the kernel conditions give a counterexample.
func TestProvedWrongWythoff(t *testing.T) {
	ctx := context.Background()
	s, err := session(ctx, zeckendorfDefs+`def wzbad "?msd_fib ($wz(a,b) & ~((a=3 & b=5) | (a=5 & b=3))) | (a=3 & b=6) | (a=6 & b=3)";`)
	if err != nil {
		t.Fatal(err)
	}
	bad, _, _, err := checkGameCandidate(ctx, s, "wzbad", "wythoff", prove.GameOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(bad, "is not the set of P-positions") {
		t.Fatalf("the wrong description: %q; want a counterexample", bad)
	}
	t.Log(bad)
	// The misère description is not the normal-play one.
	if bad, _, _, err = checkGameCandidate(ctx, s, "wz", "wythoff", prove.GameOptions{Misere: true}); err != nil || bad == "" {
		t.Fatalf("wz under misère play: %q, %v; want a counterexample", bad, err)
	}
}

// The learned automaton is compared with the description: one that
// differs from the learned one in a pair is FALSE with that pair.
func TestProvedEqualityCounterexample(t *testing.T) {
	ctx := context.Background()
	s, err := session(ctx, zeckendorfDefs+`def wzoff "?msd_fib $wz(a,b) & ~(a=4 & b=7)";`)
	if err != nil {
		t.Fatal(err)
	}
	g, err := prove.ProveGame(ctx, "wythoff", prove.GameOptions{})
	if err != nil || !g.Proved {
		t.Fatalf("ProveGame: %v", err)
	}
	s.Define("learned", g.Candidate)
	bad, err := decide(ctx, s, []sentence{{"eq", "msd_fib", "a,b", "$learned(a,b) <=> $wzoff(a,b)", "equal"}})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(bad, "FALSE") || !strings.Contains(bad, "a = 4, b = 7") {
		t.Fatalf("got %q; want FALSE at a = 4, b = 7", bad)
	}
}

// XOR replaced by OR is not the Sprague-Grundy function of Nim.
func TestProvedWrongNim(t *testing.T) {
	ctx := context.Background()
	or := func(*prove.Automaton) (*prove.Automaton, error) {
		d, err := automata.Explore(ctx, []int{2, 2, 2}, 0, func(q int, digits []int) (int, bool) {
			return q, digits[2] == digits[0]|digits[1]
		}, func(int) bool { return true }, 0)
		if err != nil {
			return nil, err
		}
		two := automata.Base(2)
		return &prove.Automaton{Systems: []automata.Numeration{two, two, two}, DFA: d}, nil
	}
	rep, err := proveNimXor(ctx, or)
	if err != nil {
		t.Fatal(err)
	}
	if rep.Proved || !strings.Contains(rep.Counterexample, "FALSE") || !strings.Contains(rep.Counterexample, "fails at") {
		t.Fatalf("OR: %+v; want FALSE with a counterexample", rep)
	}
	t.Log(rep.Counterexample)
}

// A criterion with one entry changed, and a move that is redundant, are
// FALSE with their counterexamples.
func TestProvedWrongAdjoin(t *testing.T) {
	ctx := context.Background()
	s, err := session(ctx, zeckendorfDefs+adjoinDefs)
	if err != nil {
		t.Fatal(err)
	}
	bad, err := decide(ctx, s, []sentence{{"eq", "msd_fib", "i,j", "$adj_joins(i,j) <=> ($adj_crit(i,j) & ~(i=3 & j=5))", "equal"}})
	if err != nil || !strings.Contains(bad, "i = 3, j = 5") {
		t.Fatalf("got %q, %v; want FALSE at i = 3, j = 5", bad, err)
	}
	// W(3,5) = 1: (3,5) joins (0,0) and (3,5).
	bad, err = decide(ctx, s, []sentence{{"eq", "msd_fib", "i,j", "$adj_joins(i,j) <=> $adj_crit(i,j)", "equal"}})
	if err != nil || bad != "" {
		t.Fatalf("the criterion: %q, %v", bad, err)
	}
	move, _ := wythoff.Game{P: 1, M: 1}.MoveFormula()
	sentences := noRedundantSentences(move)
	// Not a move of Wythoff's game: never the only winning move.
	wrong := sentences[0]
	wrong.body = strings.Replace(wrong.body, "c+k=a & d=b", "c+k=a & d+2*k=b", 1)
	bad, err = decide(ctx, s, []sentence{wrong})
	if err != nil || !strings.Contains(bad, "fails at k = 1") {
		t.Fatalf("(k,2k): %q, %v; want FALSE at k = 1", bad, err)
	}
}

// The proofs stop on a cancelled context with its error and no report.
func TestProvedCancelled(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Millisecond)
	defer cancel()
	<-ctx.Done()
	for _, c := range All() {
		if !c.Proof {
			continue
		}
		if r, err := c.Run(ctx, false); err == nil || r != (Report{}) {
			t.Errorf("%s: %+v, %v; want the context's error", c.Name, r, err)
		}
	}
}
