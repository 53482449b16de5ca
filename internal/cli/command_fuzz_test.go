package cli

import (
	"bytes"
	"math/big"
	"strings"
	"testing"

	"github.com/mex-cgt/mex/grammar"
	"github.com/mex-cgt/mex/service"
)

// fuzzSkip lists commands the command-line fuzzer leaves alone: serve
// listens on a port, site runs the go command and writes a folder, check
// and learn and defects run for seconds by design (their flags are
// covered by the bad-input table and site's own tests).
var fuzzSkip = map[string]bool{"serve": true, "site": true, "check": true, "learn": true, "defects": true}

// pendingInternal are known faults that exit 1 for bad input until their
// fix in lab's dispatch lands. There are none today; the last two fixed
// are pinned by TestContractLabRefusals.
var pendingInternal = []string{}

// FuzzCommandLine drives the whole command tree with random arguments
// (joined by "|" in the corpus) and asserts the exit-code contract: no
// panic, exit 0 or 2 (1 would be an internal fault), and a refusal is one
// line on stderr starting "mex: " and echoing little input. Work is kept
// small: the lab's limits are tiny, numbers above 200 and long-running
// commands are skipped, and files are written only inside a temporary
// directory.
func FuzzCommandLine(f *testing.F) {
	for _, s := range []string{
		"outcome|nim|3,5", "moves|nim|15,13,5", "grundy|kayles|--upto|20|--format|bfile", "grundy|nim|-1,2",
		"ppos|wythoff|--count|3|--from|10^21", "ppos|wythoff:p=2,m=3|--size|30", "outcome|wythoff:p=1,p=2|3,4",
		"outcome|imitation:p=2,m=1|2,2/1,2/1,1/0,1", "classify|imitation:p=2,m=3|4,9", "offset|--alter-p|3,4|--measure|100",
		"adjoin|3,5", "period|kayles|--upto|200", "stats|octal:0.6|--upto|200", "plot|wythoff|--size|2^3|-o|w.svg|--json",
		"grundy|grundy|--upto|200|--format|bfile|-o|g.txt|--checkpoint|g.ck", "grundy|grundy|--upto|200|--format|bfile|-o|g.txt|--checkpoint|g.ck|--resume",
		"help|games", "help|nonsense", "version|--json", "--version", "outcom", "outcome|subtraction:1,2 + subtraction:1,3|5 + 6",
		"grundy|wythoff|--size|9", "moves|dr:r=2|5,9", "outcome|nimhoff:1,0/0,1/1,2|3,4", "play|nim|1,2", "grundy|imitation|--size|5",
		"__complete|outcome|sub", "outcome|octal:0.137|20",
		"grundy|grundY|--upto|0|--format|bfile|-o\x00", // found by fuzzing: a NUL in a file name ended in exit 1
	} {
		f.Add(s)
	}
	f.Chdir(f.TempDir())
	f.Fuzz(func(t *testing.T, line string) {
		args := strings.Split(line, "|")
		if len(args) > 12 || len(line) > 300 || fuzzSkip[args[0]] || heavy(args) || outside(args) {
			t.Skip()
		}
		var out, errOut bytes.Buffer
		io := &IO{In: strings.NewReader(""), Out: &out, Err: &errOut,
			Service: service.Service{Limits: service.Limits{MaxPositions: 20000, MaxValues: 5000, MaxCells: 20000}}}
		code := execute(io, args)
		msg := errOut.String()
		switch code {
		case ExitOK:
		case ExitBadInput:
			if !strings.HasPrefix(msg, "mex: ") || strings.Count(strings.TrimSpace(msg), "\n") != 0 || len(msg) > 700 {
				t.Fatalf("mex %q: exit 2 with stderr %.300q; want one line starting \"mex: \"", args, msg)
			}
		default:
			for _, known := range pendingInternal {
				if strings.Contains(msg, known) {
					t.Skip("known, pending lab's fix: " + known)
				}
			}
			t.Fatalf("mex %q: exit %d, stderr %.500q", args, code, msg)
		}
	})
}

// heavy reports command lines that would run long: a number above 200
// anywhere but in --from (an index of a closed form, cheap at any size), or
// a period search or statistics without --upto (their defaults compute
// 2^16 to 2^20 values).
func heavy(args []string) bool {
	upto := false
	for i, a := range args {
		if strings.HasPrefix(a, "--upto") {
			upto = true
		}
		if i > 0 && args[i-1] == "--from" {
			continue
		}
		for _, tok := range strings.FieldsFunc(a, func(r rune) bool { return strings.ContainsRune(",/+:= ", r) }) {
			if v, err := grammar.ParseNumber(tok); err == nil && v.CmpAbs(bigLimit) > 0 {
				return true
			}
		}
	}
	return (args[0] == "period" || args[0] == "stats") && !upto
}

// outside reports command lines that could write outside the current
// directory: a path separator together with a flag that names a file.
func outside(args []string) bool {
	slash, file := false, false
	for _, a := range args {
		slash = slash || strings.ContainsAny(a, "/\\")
		file = file || strings.HasPrefix(a, "-o") || strings.HasPrefix(a, "--output") || strings.HasPrefix(a, "--checkpoint") || (strings.HasPrefix(a, "-") && !strings.HasPrefix(a, "--") && strings.Contains(a, "o"))
	}
	return slash && file
}

var bigLimit = big.NewInt(200)
