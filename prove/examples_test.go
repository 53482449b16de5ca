package prove

import (
	"context"
	"fmt"
	"testing"
)

// examples reads a finite relation's tuples off its automaton
// (finiteExamplesOf; an lsd one reversed first): the same tuples, in the
// same order, as the search tuple by tuple, in msd and lsd systems and
// negative bases (whose negative tuples the search does not list).
func TestFiniteTuplesTwin(t *testing.T) {
	sess := NewSession(Options{})
	for _, c := range []struct {
		formula string
		finite  bool
	}{
		{"?lsd_fib a<=9 & a!=8 & b<a", true},
		{"?lsd_2 a<20 & b<7 & a+b=c", true},
		{"?lsd_fib a=3*b", false},
		{"?msd_fib a<=9 & a!=8 & b<a", true},
		{"?msd_2 x+x=0", true},
		{"?msd_3 a<20 & b<7 & a+b=c", true},
		{"?msd_fib a=3*b & a<100", true},
		{"?msd_2 a>5", false},
		{"?msd_fib (a<=5 & a>3) | a=7 | a=45", true},
		{"?msd_neg_2 a = 5", true},
		{"?msd_neg_2 a = _5", true},
		{"?lsd_neg_2 a>=_3 & a<=4 & b=a+1", true},
	} {
		rs, err := sess.Run(context.Background(), fmt.Sprintf("def t %q;", c.formula), nil)
		if err != nil {
			t.Fatal(err)
		}
		a := rs[0].Automaton
		if _, finite := finiteExamplesOf(a); finite != c.finite {
			t.Errorf("%s: finite %v; want %v", c.formula, finite, c.finite)
		}
		got, want := examples(a, 1000), searchTuples(a, 1000)
		if fmt.Sprint(got) != fmt.Sprint(want) {
			t.Errorf("%s: examples %v; the search finds %v", c.formula, got, want)
		}
	}
}
