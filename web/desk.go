package web

import (
	"errors"
	"fmt"

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
