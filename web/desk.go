package web

import (
	"errors"
	"fmt"

	"github.com/mex-cgt/mex/census"
	"github.com/mex-cgt/mex/grammar"
	"github.com/mex-cgt/mex/service"
	"github.com/mex-cgt/mex/spec"
)

// The research desk's misère commands, answered with the JSON of the
// command line:
//
//	/api/genus?game=G&upto=N                  mex genus G --upto N --json
//	/api/quotient?game=G&maxheap=N[&sum=a,b]  mex quotient G --maxheap N [--sum a,b] --json
//
// Both run in the computations' lane under the deadline and the request's
// memory account.

// Caps of the desk's parameters. The command line takes heaps up to 2^20
// for both; the lab answers less:
//   - MaxGenusUpto bounds upto= of /api/genus: 10000 heaps are a JSON of
//     about 1 MB. Games that split heaps are refused beyond heap 48 by the
//     genus computation itself (misere.MaxGenusHeap), as in the command line.
//   - MaxQuotientHeap bounds maxheap= of /api/quotient: the quotients the
//     papers tabulate stabilise well below heap 60, and the search for a
//     larger one may run for minutes before its memory cap refuses it.
const (
	MaxGenusUpto    = 10000
	MaxQuotientHeap = 60
)

// apiGenus answers what `mex genus GAME --upto N --json` prints.
func apiGenus(l *service.Service, q query) (any, error) {
	g, upto, err := q.gameUpTo("upto", MaxGenusUpto)
	if err != nil {
		return nil, err
	}
	return l.Genus(l.Context(), g, upto)
}

// apiQuotient answers what `mex quotient GAME --maxheap N [--sum a,b,c]
// --json` prints.
func apiQuotient(l *service.Service, q query) (any, error) {
	g, maxheap, err := q.gameUpTo("maxheap", MaxQuotientHeap)
	if err != nil {
		return nil, err
	}
	sum := q.Get("sum")
	if len(sum) > 2000 {
		return nil, bad(errors.New("sum: at most 2000 characters"))
	}
	r, err := l.Quotient(l.Context(), g, maxheap, sum)
	if service.IsInputError(err) {
		return r, bad(errors.New(service.RenameParameters(err, func(n string) string { return n + "=" })))
	}
	return r, err
}

// gameUpTo reads the game and the largest heap, name=N, of a heap table.
func (q query) gameUpTo(name string, limit int) (*spec.Spec, int, error) {
	g, err := q.game()
	if err != nil {
		return nil, 0, err
	}
	n, err := q.required(name, limit)
	return g, n, err
}

// required reads a size parameter that must be given, within limit.
func (q query) required(name string, limit int) (int, error) {
	n, ok, err := q.size(name, limit)
	switch {
	case err != nil:
		return 0, bad(err)
	case !ok:
		return 0, bad(fmt.Errorf("missing parameter %s (at most %d)", name, limit))
	}
	return n, nil
}

// The desk's experiments, which take no game, answered with the JSON of
// the command line within the lab's bounds:
//
//	/api/learn[?p=P&m=M&side=S&upto=U&games=K&start=X,Y&seed=N]
//	                          mex learn … --json (games at most MaxLearnGames)
//	/api/defects[?rules=R…&radius=R…]
//	                          mex defects … --json (at most MaxDefectsRules rule
//	                          sets, MaxDefectsRadii radii up to MaxDefectsRadius)
//	/api/census?digits=D&upto=N[&hex=1][&d0=0,4]
//	                          mex census --digits D --upto N --json on one core,
//	                          codes × N at most MaxCensusWork
//
// learn and defects do not stop at the deadline (their library takes no
// context): their bounds keep them to a few seconds. census stops at it.
const (
	MaxLearnGames    = 1000
	MaxDefectsRules  = 6
	MaxDefectsRadii  = 4
	MaxDefectsRadius = 10000
	MaxCensusWork    = 1 << 22
)

// intIn reads name=N in lo..hi, def when absent.
func (q query) intIn(name string, def, lo, hi int) (int, error) {
	n, ok, err := q.size(name, hi)
	switch {
	case err != nil:
		return 0, bad(err)
	case !ok:
		return def, nil
	case n < lo:
		return 0, bad(fmt.Errorf("%s=%d: want %d to %d", name, n, lo, hi))
	}
	return n, nil
}

// apiLearn answers what `mex learn --json` prints.
func apiLearn(l *service.Service, q query) (any, error) {
	var v [6]int
	for i, p := range []struct {
		name        string
		def, lo, hi int
	}{{"p", 2, 1, 1 << 20}, {"m", 1, 1, 1 << 20}, {"side", 50, 1, 80}, {"upto", 30, 0, 80}, {"games", 300, 1, MaxLearnGames}, {"seed", 1, 0, 1 << 62}} {
		n, err := q.intIn(p.name, p.def, p.lo, p.hi)
		if err != nil {
			return nil, err
		}
		v[i] = n
	}
	start := q.Get("start")
	if len(start) > 100 {
		return nil, bad(errors.New("start: at most 100 characters"))
	}
	r, err := l.Learn(v[0], v[1], v[2], v[3], v[4], start, uint64(v[5]))
	if service.IsInputError(err) {
		return r, bad(errors.New(service.RenameParameters(err, func(n string) string { return n + "=" })))
	}
	return r, err
}

// apiDefects answers what `mex defects --json` prints.
func apiDefects(l *service.Service, q query) (any, error) {
	rules := q.Values["rules"]
	if len(rules) > MaxDefectsRules {
		return nil, bad(fmt.Errorf("rules: at most %d rule sets in the lab", MaxDefectsRules))
	}
	for _, r := range rules {
		if len(r) > 200 {
			return nil, bad(errors.New("rules: at most 200 characters a rule set"))
		}
	}
	radii := []int{500, 2000, 8000}
	if texts := q.Values["radius"]; len(texts) > 0 {
		if len(texts) > MaxDefectsRadii {
			return nil, bad(fmt.Errorf("radius: at most %d radii in the lab", MaxDefectsRadii))
		}
		radii = radii[:0]
		for _, t := range texts {
			n, err := spec.ParseSize(t, MaxDefectsRadius)
			if err != nil || n < 10 {
				return nil, bad(fmt.Errorf("radius=%q: want 10 to %d (the command line, mex defects, goes to 200000)", t, MaxDefectsRadius))
			}
			radii = append(radii, n)
		}
	}
	return l.DefectsExperiment(rules, radii)
}

// apiCensus answers what `mex census --digits D --upto N --json` prints,
// for classes small enough to compute in a request.
func apiCensus(l *service.Service, q query) (any, error) {
	c := census.Class{Base: 8, D0: []int{0, 4}}
	switch q.Get("hex") {
	case "", "0", "false":
	case "1", "true":
		c.Base = 16
	default:
		return nil, bad(errors.New("hex: want 1 or 0"))
	}
	var err error
	if c.Digits, err = q.required("digits", 8); err != nil {
		return nil, err
	}
	if d0 := q.Get("d0"); d0 != "" {
		if c.D0, err = grammar.ParseInts(d0, "d0"); err != nil {
			return nil, bad(fmt.Errorf("d0=%q: %w", d0, err))
		}
	}
	if err := c.Validate(); err != nil {
		return nil, bad(err)
	}
	upto, err := q.required("upto", service.MaxCensusUpto)
	if err != nil {
		return nil, err
	}
	codes := len(c.D0)
	for range c.Digits {
		codes *= c.Base
	}
	if codes*upto > MaxCensusWork {
		return nil, bad(fmt.Errorf("%d codes to %d values each is beyond the lab's %d values in all; use mex census, which runs for hours and resumes", codes, upto, MaxCensusWork))
	}
	return l.Census(l.Context(), service.CensusOptions{Class: c, Upto: upto, Workers: 1})
}
