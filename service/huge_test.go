package service_test

import (
	"strings"
	"testing"
	"time"

	"github.com/mex-cgt/mex/service"
	"github.com/mex-cgt/mex/spec"
)

// Issue 35, row 8: an answer that grows with the position is estimated
// and refused before any work, with the estimate in the message.
// Fibonacci Nim at 10^30000 has up to 72000 winning moves of 60000
// digits (it ran past 6 GB); at 10^5000 the server sent 40 MB to a
// 38-byte request. The command line still answers 10^500.
func TestMovesAnswerRefusedUpFront(t *testing.T) {
	cli, lab := &service.Service{}, &service.Service{Limits: service.ServerLimits}
	g := mustGame(t, "fibonacci-nim")
	for _, c := range []struct {
		l   *service.Service
		pos string
	}{{cli, "10^30000"}, {lab, "10^30000"}, {lab, "10^5000"}} {
		start := time.Now()
		_, err := c.l.Moves(g, c.pos)
		if err == nil || !service.IsInputError(err) || !strings.Contains(err.Error(), "would be about") {
			t.Errorf("moves fibonacci-nim %s (limits %+v): %v; want an input error with the estimate", c.pos, c.l.Limits, err)
		}
		if d := time.Since(start); d > time.Second {
			t.Errorf("moves fibonacci-nim %s took %s to refuse; want it refused before any work", c.pos, d)
		}
	}
	if r, err := cli.Moves(g, "10^500"); err != nil || len(r.Winning) != 520 {
		t.Errorf("moves fibonacci-nim 10^500: %d moves, %v; want its 520", len(r.Winning), err)
	}
}

// Kayles at a heap of 30 digits: its winning moves follow from the
// proven period (12 from heap 71). A single heap has whole residue
// classes of winning splits: they are counted, and refused with their
// number; two equal heaps have none.
func TestKaylesHugeHeapMoves(t *testing.T) {
	l := &service.Service{}
	g := mustGame(t, "kayles")
	_, err := l.Moves(g, "10^30")
	if err == nil || !service.IsInputError(err) || !strings.Contains(err.Error(), "83333333333333333333333333338 winning moves") {
		t.Errorf("moves kayles 10^30: %v; want the 83333333333333333333333333338 winning moves counted", err)
	}
	if r, err := l.Moves(g, "10^30,10^30"); err != nil || len(r.Winning) != 0 {
		t.Errorf("moves kayles 10^30,10^30: %v, %v; want no winning move", r.Winning, err)
	}
	// Misère play proves no period here: the refusal says so.
	m, _ := service.ParseGame("kayles", spec.Options{Misere: true})
	if _, err := l.Outcome(m, "10^30"); err == nil || !strings.Contains(err.Error(), "proves none for misère play") {
		t.Errorf("outcome misère kayles 10^30: %v; want a refusal that says no misère period is proven", err)
	}
}

// Misère Euclid at piles of any size (Gurvich 2012 for Grossman's
// variant): (d, 2d) is P, (d, d) is N, and a Fibonacci multiple flips.
func TestMisereEuclidHuge(t *testing.T) {
	l := &service.Service{}
	for _, c := range []struct{ game, pos, want string }{
		{"euclid:grossman", "10^40,2*10^40", "P"},
		{"euclid:grossman", "10^40,10^40", "N"},
		{"euclid", "10^40,10^40", "P"},
		{"euclid", "10^40,0", "N"},
		{"euclid", "10^40,10^40+1", "P"},
		{"euclid", "10^40,2*10^40+1", "N"},
	} {
		g, err := service.ParseGame(c.game, spec.Options{Misere: true})
		if err != nil {
			t.Fatal(err)
		}
		pos := expand(c.pos)
		r, err := l.Outcome(g, pos)
		if err != nil || r.Outcome != c.want {
			t.Errorf("outcome misère %s %s = %s, %v; want %s", c.game, c.pos, r.Outcome, err, c.want)
		}
	}
}

// expand writes 10^40, 2*10^40 and 10^40+1 as digits.
func expand(pos string) string {
	parts := strings.Split(pos, ",")
	for i, p := range parts {
		mul, rest, add := "1", p, ""
		if a, b, ok := strings.Cut(p, "*"); ok {
			mul, rest = a, b
		}
		if a, b, ok := strings.Cut(rest, "+"); ok {
			rest, add = a, b
		}
		if rest == "10^40" {
			digits := mul + strings.Repeat("0", 40)
			if add != "" {
				digits = digits[:len(digits)-len(add)] + add
			}
			parts[i] = digits
		}
	}
	return strings.Join(parts, ",")
}
