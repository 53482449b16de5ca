package web

import (
	"fmt"

	"github.com/mex-cgt/mex/budget"
	"github.com/mex-cgt/mex/service"
	"github.com/mex-cgt/mex/sparse"
	"github.com/mex-cgt/mex/spec"
)

// One sequence per page: the explorer and the desk ask a one-heap game's
// values (/api/grundy?upto=N) and its statistics (/api/stats?upto=N) of
// the same run, and for Grundy's game at 2^20 each took seconds. A run of
// the sparse-space engine (service.Stats) hands every value to its Emit,
// so one run answers both: its statistics are the command line's (the
// engine's own counts included) and its values those of mex grundy
// --upto. Runs are kept on the server's sequence shelf (shelf.go) by game
// and N: stats reads the run of exactly its N, grundy any run reaching its
// N, or one still running (it waits), so the requests of one page compute
// the sequence once, in whichever order they come.
//
// Values wait for a run, or start one, only where a run is what the values
// cost anyway: in a game whose first periodProbe values prove no period
// (Grundy's game, 0.6), the sparse engine computes them value by value. A
// game whose period they prove fills its values from the period in
// milliseconds, where the run computes each (Kayles: 20 s at 2^20 on a
// loaded machine): its values are read from a kept run, else computed
// alone.

// seqRun is one run: G(0..N) and the statistics of mex stats --upto N.
type seqRun struct {
	values []uint16
	stats  service.StatsResult
}

// MaxShelfBytes bounds each shelf of the server (sequences, tables): what
// it keeps is also charged to the server's memory account.
const MaxShelfBytes = 64 << 20

// answerBytesPerValue is what an answer of values holds a value while it
// is written: service.GrundyUpto's estimate (bytesPerValue, 40 bytes).
const answerBytesPerValue = 40

// shareValuesFrom is the smallest N at which a values request runs the
// shared run rather than computing its values alone: below it either is
// a matter of milliseconds.
const shareValuesFrom = 1 << 14

// periodProbe is how many values decide whether a game's values come from
// a period (sparse.Rules.PeriodProvenWithin): Kayles' period is proven
// from 168 values, Dawson's Kayles' from 143; 2^14 take 0.6 about 50 ms.
const periodProbe = 1 << 14

// sequence returns the kept run of g reaching need (exactly need when exact),
// waiting for or computing it (up to need) as the shelf does.
func (s *Server) sequence(l *service.Service, g *spec.Spec, need int, exact bool) (seqRun, error) {
	return s.seqs.get(l.Context(), g.Text, need, need, exact, func() (seqRun, int64, error) {
		r := seqRun{values: make([]uint16, 0, need+1)}
		if a := budget.From(l.Context()); a != nil { // the values while they are made, on the request's account
			if err := a.Reserve(2 * int64(need+1)); err != nil {
				return r, 0, err
			}
		}
		var err error
		r.stats, err = l.Stats(g, service.SequenceOptions{Upto: need, Threads: 1, Emit: func(_ int, v uint16) error {
			r.values = append(r.values, v)
			return nil
		}}) // one core a request: the server runs several
		if err == nil && len(r.values) != need+1 {
			err = fmt.Errorf("internal error: the run of %s up to %d emitted %d values", g.Text, need, len(r.values))
		}
		return r, 2*int64(cap(r.values)) + statsBytes(r.stats), err
	})
}

// statsBytes is about what a run's statistics hold.
func statsBytes(st service.StatsResult) int64 {
	return 1024 + 16*int64(len(st.Stats.RarePositions)) + 8*int64(len(st.Stats.Frequencies))
}

// sharedStats answers /api/stats of a game the sparse engine computes.
func (s *Server) sharedStats(l *service.Service, g *spec.Spec, upto int) (service.StatsResult, error) {
	r, err := s.sequence(l, g, upto, true)
	return r.stats, err
}

// sharedValues answers /api/grundy?upto=N from a kept run, or, when the
// run is what the values cost (see above), from one under way or started
// now; ok is false when the values are better computed alone.
func (s *Server) sharedValues(l *service.Service, g *spec.Spec, n int) (service.ValuesResult, bool, error) {
	if !l.Streams(g) {
		return service.ValuesResult{}, false, nil
	}
	r, ok := s.seqs.cached(l.Context(), g.Text, n)
	if !ok {
		rules, isOctal := sparse.RulesOf(g.Game)
		if !isOctal || n < shareValuesFrom {
			return service.ValuesResult{}, false, nil
		}
		proven, err := rules.PeriodProvenWithin(l.Context(), periodProbe)
		if err != nil {
			return service.ValuesResult{}, true, err
		}
		if proven { // its period fills the values in milliseconds
			return service.ValuesResult{}, false, nil
		}
		if r, err = s.sequence(l, g, n, false); err != nil {
			return service.ValuesResult{}, true, err
		}
	}
	if a := budget.From(l.Context()); a != nil { // the answer's ints and text, as GrundyUpto holds them (service's bytesPerValue)
		if err := a.Reserve(answerBytesPerValue * int64(n+1)); err != nil {
			return service.ValuesResult{}, true, err
		}
	}
	out := service.ValuesResult{Game: g.Text, Values: make([]int, n+1)}
	for i := range out.Values {
		out.Values[i] = int(r.values[i])
	}
	return out, true, nil
}

// values is G(0..n) of a one-heap game, from a run when sharedValues takes
// it, else computed alone (mex grundy --upto n).
func (s *Server) values(l *service.Service, g *spec.Spec, n int) (service.ValuesResult, error) {
	if r, ok, err := s.sharedValues(l, g, n); ok {
		return r, err
	}
	return l.GrundyUpto(g, n)
}
