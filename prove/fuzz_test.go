package prove

import (
	"context"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/mex-cgt/mex/budget"
)

// bounded is a context under a small memory account and a short deadline,
// so that whatever a fuzzed input asks is refused or stopped, never run
// to the machine's end.
func bounded(t *testing.T) context.Context {
	ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
	t.Cleanup(cancel)
	return budget.WithAccount(ctx, budget.New("the fuzz test", 64<<20))
}

// FuzzParse feeds the statement parser arbitrary text: it returns
// statements or an *Error, never panics, and what it parses runs under a
// state limit, a memory account and a deadline without panicking.
func FuzzParse(f *testing.F) {
	if seed, err := os.ReadFile("testdata/wythoff.txt"); err == nil {
		f.Add(string(seed))
	}
	for _, s := range []string{
		`eval a "E x,y x+y=z & ~(x<y) | $p(x*3, y/2) => A z z>=0 <=> x!=1 ^ y>2";`,
		`def p "?msd_fib x = y + 1";` + "\n" + `eval q "?msd_fib E y $p(x,y)";`,
		`reg r msd_2 msd_3 "([0,1]|[1,2])*[1,0]+";` + "\n" + `eval s "$r(x,y) & x=y";`,
		`reg z msd_10 "(0|1|9)*?";`,
		"# comment\neval big \"A x,y,z x+y+z=z+y+x\"; exit;",
		`eval c "x = 123456789012345678901234567890";`,
		`eval d "((((x=1))))" :: eval e "x - y = 0";`,
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		statements, err := Parse(text)
		if err != nil {
			if _, ok := err.(*Error); !ok {
				t.Fatalf("Parse = %T %v; want an *Error", err, err)
			}
			return
		}
		if len(text) > 300 || len(statements) > 4 {
			return // parsing is the target; runs are kept short
		}
		_, err = NewSession(Options{MaxStates: 500}).Run(bounded(t), text, nil)
		if err != nil && strings.Contains(err.Error(), "internal") {
			t.Fatalf("Run = %v", err)
		}
	})
}

// FuzzRead feeds the automaton file reader arbitrary bytes: it returns an
// automaton or an error, never panics, and holds to its state limit and
// its memory account.
func FuzzRead(f *testing.F) {
	for _, s := range []string{
		"msd_2\n\n0 1\n0 -> 0\n1 -> 1\n\n1 0\n0 1 -> 1\n",
		"msd_fib msd_fib\n0 1\n0 0 -> 0\n0 1 -> 1\n1 0 -> 2\n1 0\n0 0 -> 0 1\n2 1\n* * -> 2\n",
		"true\n",
		"# comment\nmsd_3\n0 0\n2 -> 0\n",
		"msd_ost_0_r2 msd_16\n0 1\n0 15 -> 0\n",
		"{0, 1}\n0 1\n",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, data string) {
		a, err := Read(bounded(t), strings.NewReader(data), 500)
		if err == nil && a.DFA.States() > 500 {
			t.Fatalf("Read kept %d states under a limit of 500", a.DFA.States())
		}
	})
}
