package prove

import (
	"context"
	"fmt"
	"testing"
)

// finiteTuples (through finiteExamplesOf, which reverses an lsd relation)
// gives examples' answers where the relation is finite: the same tuples in
// the same order as the search tuple by tuple.
func TestFiniteTuplesTwin(t *testing.T) {
	sess := NewSession(Options{})
	for _, f := range []string{"?lsd_fib a<=9 & a!=8 & b<a", "?lsd_2 a<20 & b<7 & a+b=c", "?lsd_fib a=3*b", "?msd_fib a<=9 & a!=8 & b<a", "?msd_2 x+x=0", "?msd_3 a<20 & b<7 & a+b=c", "?msd_fib a=3*b & a<100", "?msd_2 a>5", "?msd_2 a<0", "?msd_fib (a<=5 & a>3) | a=7 | a=45"} {
		rs, err := sess.Run(context.Background(), fmt.Sprintf("def t %q;", f), nil)
		if err != nil {
			t.Fatal(err)
		}
		a := rs[0].Automaton
		all, finite := finiteExamplesOf(a)
		slow := searchTuples(a, 1000)
		t.Logf("%s: finite %v, %d tuples; slow %d", f, finite, len(all), len(slow))
		if !finite {
			continue
		}
		if len(all) != len(slow) {
			t.Fatalf("%s: %d tuples; the search finds %d", f, len(all), len(slow))
		}
		for i := range all {
			if fmt.Sprint(all[i]) != fmt.Sprint(slow[i]) {
				t.Fatalf("%s: tuple %d is %v; the search finds %v", f, i, all[i], slow[i])
			}
		}
	}
}
