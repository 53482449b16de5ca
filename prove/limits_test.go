package prove

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"testing"

	"github.com/mex-cgt/mex/budget"
)

// regOf is a reg of k tracks of msd_2 accepting the words of zero letters.
func regOf(k int) string {
	return fmt.Sprintf(`reg r %s "[%s]*";`, strings.TrimSpace(strings.Repeat("msd_2 ", k)), strings.Repeat("0,", k-1)+"0")
}

// equalities is an eval relating k variables at once: v0=v0 & … .
func equalities(k int) string {
	parts := make([]string, k)
	for i := range parts {
		parts[i] = fmt.Sprintf("v%d=v%d", i, i)
	}
	return `eval a "?msd_2 ` + strings.Join(parts, " & ") + `";`
}

// The inputs that took the process down or past its memory (issue 35):
// each is now refused by Parse as a bad statement, in one line, before
// anything is built.
func TestParseRefusesWhatCannotBeHeld(t *testing.T) {
	cases := []struct {
		name, text, want string
	}{
		{"reg of 26 tracks", regOf(26), "alphabet of 2^26 letters"},
		{"reg of 33 tracks", regOf(33), "alphabet of 2^33 letters"},
		{"reg of 63 tracks", regOf(63), "alphabet of 2^63 letters"},
		{"reg of 64 tracks", regOf(64), "alphabet of 2^64 letters"},
		{"reg of 6 tracks of msd_16", `reg r msd_16 "[0,0,0,0,0,0]*";`, "alphabet of 2^24 letters"},
		{"eval of 28 variables", equalities(28), "relates up to 28 variables at once"},
		{"eval of 21 variables", equalities(21), "relates up to 21 variables at once"},
		{"a sum of 19 variables", `eval s "x0+x1+x2+x3+x4+x5+x6+x7+x8+x9+x10+x11+x12+x13+x14+x15+x16+x17 = x18";`, "relates up to 21 variables"},
		{"a million parentheses", `eval a "` + strings.Repeat("(", 1e6) + "x=x" + strings.Repeat(")", 1e6) + `";`, "nests deeper than 10000 levels"},
		{"a chain of 20000 ands", `eval a "` + strings.Repeat("x=x & ", 20000) + `x=x";`, "nests deeper than 10000 levels"},
		{"a chain of 20000 additions", `eval a "` + strings.Repeat("x+", 20000) + `x=y";`, "nests deeper than 10000 levels"},
		{"20000 negations", `eval a "` + strings.Repeat("~", 20000) + `x=y";`, "nests deeper than 10000 levels"},
		{"20000 quantifiers", `eval a "` + strings.Repeat("E x ", 20000) + `x=y";`, "nests deeper than 10000 levels"},
		{"regex parentheses", `reg a msd_2 "` + strings.Repeat("(", 20000) + "0" + strings.Repeat(")", 20000) + `";`, "nests deeper than 10000 parentheses"},
		{"a text of 5 MiB", strings.Repeat("# comment\n", 5<<20/10), "statements are read up to 4 MiB"},
		{"a 5000-digit constant", `eval a "x = ` + strings.Repeat("7", 5000) + `";`, "constant 777777777777…(5000 digits) is too large"},
	}
	for _, tt := range cases {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Parse(tt.text)
			var bad *Error
			if !errors.As(err, &bad) {
				t.Fatalf("Parse = %v; want an *Error", err)
			}
			if !strings.Contains(err.Error(), tt.want) {
				t.Errorf("Parse = %q; want it to say %q", err, tt.want)
			}
			if strings.Contains(err.Error(), "\n") || len(err.Error()) > 400 {
				t.Errorf("the error is not one short line: %q", err)
			}
		})
	}
}

// What the bounds let through still parses and runs: the widest alphabet
// allowed, a long flat chain, a run of repetitions (folded: 0** is 0*).
func TestParseKeepsWhatFits(t *testing.T) {
	for _, text := range []string{
		equalities(20),
		`eval a "` + strings.Repeat("x=x & ", 9000) + `x=x";`,
		`eval a "` + strings.Repeat("(", 9000) + "x=x" + strings.Repeat(")", 9000) + `";`,
		`reg a msd_2 "0` + strings.Repeat("*+?", 100000) + `";` + `eval z "$a(5) & ~$a(0)";`,
	} {
		if _, err := Parse(text); err != nil {
			t.Errorf("Parse(%.40q…) = %v", text, err)
		}
	}
	// 0*+? is 0*: it accepts 0 only as a number (every word of zeros)
	rs, err := NewSession(Options{}).Run(context.Background(), `reg a msd_2 "0`+strings.Repeat("*+?", 1000)+`"; eval z "$a(0) & ~$a(1)";`, nil)
	if err != nil || len(rs) != 2 || rs[1].Verdict == nil || !*rs[1].Verdict {
		t.Fatalf("a run of repetitions: %v, %v", rs, err)
	}
}

// zeros reads as many zero bytes as asked: /dev/zero.
type zeros struct{}

func (zeros) Read(p []byte) (int, error) {
	clear(p)
	return len(p), nil
}

func TestReadRefusesWhatCannotBeHeld(t *testing.T) {
	cases := []struct {
		name      string
		in        io.Reader
		maxStates int
		want      string
	}{
		{"/dev/zero", zeros{}, 0, "longer than 1 MiB"},
		{"30 tracks", strings.NewReader(strings.Repeat("msd_2 ", 30) + "\n0 1\n" + strings.Repeat("0 ", 30) + "-> 0\n"), 0, "alphabet of 2^30 letters"},
		{"64 tracks", strings.NewReader(strings.Repeat("msd_2 ", 64) + "\n0 1\n" + strings.Repeat("0 ", 64) + "-> 0\n"), 0, "alphabet of 2^64 letters"},
		{"more states than the limit", chainFile(5000), 1000, "more than 1000 states"},
		{"a target past the limit", strings.NewReader("msd_2\n0 1\n0 -> 99999999\n1 -> 99999998\n"), 1, "more than 1 states"},
		{"a target past int32", strings.NewReader("msd_2\n0 1\n0 -> 99999999999\n"), 0, "is not a state"},
	}
	for _, tt := range cases {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Read(context.Background(), tt.in, tt.maxStates)
			var bad *Error
			if !errors.As(err, &bad) || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("Read = %v; want an *Error saying %q", err, tt.want)
			}
		})
	}
	if _, err := Read(context.Background(), chainFile(5000), 5001); err != nil {
		t.Errorf("Read within the limit = %v", err)
	}
}

// chainFile is an automaton file of n states in a cycle, in msd_2.
func chainFile(n int) io.Reader {
	var b strings.Builder
	b.WriteString("msd_2\n")
	for q := range n {
		fmt.Fprintf(&b, "\n%d %d\n0 -> %d\n1 -> %d\n", q, q%2, (q+1)%n, (q*7+3)%n)
	}
	return strings.NewReader(b.String())
}

// A statement whose automata outgrow the memory account stops with the
// account's error, and gives back everything it drew; the same statement
// runs under a larger account. Its minimal automaton has 2160 states
// over 2^9 letters; the products on the way are larger.
func TestRunDrawsOnTheAccount(t *testing.T) {
	parts := make([]string, 7)
	for i := range parts {
		parts[i] = fmt.Sprintf("x%d+x%d < x%d", i, i+1, i+2)
	}
	text := `eval a "` + strings.Join(parts, " & ") + `";`
	small := budget.New("this test", 4<<20)
	_, err := NewSession(Options{}).Run(budget.WithAccount(context.Background(), small), text, nil)
	var spent *budget.ExceededError
	if !errors.As(err, &spent) {
		t.Fatalf("Run under 4 MiB = %v; want the account's *ExceededError", err)
	}
	if small.Used() != 0 {
		t.Errorf("the account holds %d bytes after the run", small.Used())
	}
	large := budget.New("this test", 1<<30)
	rs, err := NewSession(Options{}).Run(budget.WithAccount(context.Background(), large), text, nil)
	if err != nil || len(rs) != 1 || rs[0].States() != 2160 {
		t.Fatalf("Run under 1 GiB = %v, %v; want 2160 states", rs, err)
	}
	if large.Used() != 0 {
		t.Errorf("the account holds %d bytes after the run", large.Used())
	}
}

// A second def of a name replaces the first for the statements after it,
// as in Walnut, and says which line it replaces.
func TestRedefinitionSaysWhatItReplaces(t *testing.T) {
	rs, err := NewSession(Options{}).Run(context.Background(), "def p \"x=1\";\neval a \"$p(1)\";\ndef p \"x=2\";\neval b \"$p(1)\";", nil)
	if err != nil || len(rs) != 4 {
		t.Fatal(rs, err)
	}
	if rs[0].Replaces != 0 || rs[2].Replaces != 1 {
		t.Errorf("Replaces = %d, %d; want 0, 1", rs[0].Replaces, rs[2].Replaces)
	}
	if !*rs[1].Verdict || *rs[3].Verdict {
		t.Errorf("verdicts %v, %v; want TRUE before the second def, FALSE after", *rs[1].Verdict, *rs[3].Verdict)
	}
}
