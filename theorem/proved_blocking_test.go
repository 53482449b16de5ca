package theorem

import (
	"context"
	"os"
	"strings"
	"testing"
)

// skipUnlessFull skips the --full runs of the proofs (each several
// seconds) unless MEX_FULL is set.
func skipUnlessFull(t *testing.T) {
	t.Helper()
	if os.Getenv("MEX_FULL") == "" {
		t.Skip("the --full proof; MEX_FULL=1 runs it")
	}
}

// Proposition 1's sentences with the wrong parameters are FALSE: Wythoff's
// P-positions ((1,1)) read as (2,2)-Wythoff's fail at (1,1), which is no
// P-position of Wythoff's game but is one of (2,2)'s.
func TestProp1SentencesWrongParameters(t *testing.T) {
	ctx := context.Background()
	s, proof, bad, err := provedSet(ctx, "wythoff", "pw")
	if err != nil || bad != "" {
		t.Fatalf("wythoff: %v %s", err, bad)
	}
	if bad, err := decide(ctx, s, prop1Sentences(proof.Numeration, 1, 1)); err != nil || bad != "" {
		t.Fatalf("Wythoff's set, (1,1): %v %s", err, bad)
	}
	bad, err = decide(ctx, s, prop1Sentences(proof.Numeration, 2, 2))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(bad, "(x,x) is a pair iff x < p") || !strings.Contains(bad, "x = 1") {
		t.Errorf("Wythoff's set as (2,2)'s: %q; want pw_diagonal failing at x = 1", bad)
	}
}

// The forms of 2-blocking Wythoff Nim are not 3-blocking's P-positions.
func TestBlockingFormsSwapped(t *testing.T) {
	ctx := context.Background()
	s, _, bad, err := provedSet(ctx, "wythoff:block=3", "kb")
	if err != nil || bad != "" {
		t.Fatalf("block=3: %v %s", err, bad)
	}
	if _, err := s.Run(ctx, zeckendorfDefs+`def kb_form "?msd_fib `+blockingForms[2]+`";`, nil); err != nil {
		t.Fatal(err)
	}
	bad, err = decide(ctx, s, []sentence{{"kb_swapped", "msd_fib", "a,b", "$kb(a,b) <=> $kb_form(a,b)", "swapped"}})
	if err != nil || !strings.Contains(bad, "FALSE") {
		t.Errorf("3-blocking's set against 2-blocking's forms: %q, %v; want FALSE", bad, err)
	}
}

func TestProp1ProvedFull(t *testing.T) {
	skipUnlessFull(t)
	r, err := checkProp1Proved(context.Background(), true)
	if err != nil || !r.Proved || r.Counterexample != "" {
		t.Fatalf("prop1-proved --full: %+v %v", r, err)
	}
	t.Log(r.Checked)
}

func TestBlockingWythoffProvedFull(t *testing.T) {
	skipUnlessFull(t)
	r, err := checkBlockingWythoffProved(context.Background(), true)
	if err != nil || !r.Proved || !strings.Contains(r.Checked, "k = 2") {
		t.Fatalf("blocking-wythoff-proved --full: %+v %v", r, err)
	}
}

func TestClosedFormsProvedFull(t *testing.T) {
	skipUnlessFull(t)
	r, err := checkClosedFormsProved(context.Background(), true)
	if err != nil || !r.Proved || !strings.Contains(r.Checked, "(3,6)") {
		t.Fatalf("closed-forms-proved --full: %+v %v", r, err)
	}
	t.Log(r.Checked)
}
