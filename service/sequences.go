package service

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/mex-cgt/mex/budget"
	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/periodicity"
	"github.com/mex-cgt/mex/sparse"
	"github.com/mex-cgt/mex/spec"
)

// SequenceOptions control a long one-heap computation (`mex grundy GAME
// --upto N` for octal games and Grundy's game).
type SequenceOptions = sparse.Options

// sparseRules returns the rules of s for the sparse-space engine, if it
// computes s (octal games, Grundy's game, take-and-break codes with octal
// digits).
func sparseRules(s *spec.Spec) (sparse.Rules, bool) {
	if s.Shape != game.Heaps && s.Shape != game.OneHeap {
		return sparse.Rules{}, false
	}
	return sparse.RulesOf(s.Game)
}

// StreamSequence computes G(0..opt.Upto) of an octal game or Grundy's game
// by the sparse-space algorithm, handing each value to opt.Emit, with the
// checkpoints and progress of opt. The run stops when opt.Context, or
// else the service's context, is done.
func (svc *Service) StreamSequence(s *spec.Spec, opt SequenceOptions) (*sparse.Engine, error) {
	r, ok := sparseRules(s)
	if !ok {
		return nil, Badf("%s does not stream: the sparse-space engine computes the games whose rules are octal digits (octal codes, take-and-break codes in octal, Grundy's game)", s.Text)
	}
	if opt.Upto < 0 {
		return nil, BadParameter("upto", opt.Upto, "negative; want 0 or more")
	}
	if opt.Context == nil {
		opt.Context = svc.context()
	}
	return sparse.Run(r, opt)
}

// MaxKeptValues bounds the values kept in memory (2 bytes each); beyond
// it a computation streams with a front array and a ring buffer.
const MaxKeptValues = 1 << 28

// DefaultWindow is the SequenceOptions.Window of `mex stats` and `mex
// grundy --upto N --format bfile` unless --keep-all: past 2^20 values a
// long run keeps the first 2^20 and a ring of the last 2^20 (4 MB), with
// the same values and statistics as a run that keeps everything.
const DefaultWindow = 1 << 20

// StatsResult is the answer of `mex stats`.
type StatsResult struct {
	Game   string       `json:"-"`
	Stats  sparse.Stats `json:"stats"`
	Period *PeriodProof `json:"period,omitempty"`
	// PeriodLookedAt, when not 0, is the values the period was looked for
	// in: the first ones, all a bounded run keeps (octal games only).
	PeriodLookedAt int `json:"period_looked_at,omitempty"`
	// StoppedBy, when not empty, names the budget that ended the run
	// before G(Upto) ("the time limit"): the statistics are those of
	// the values computed, G(0..Stats.Values-1).
	StoppedBy string `json:"stopped_by,omitempty"`
	// Upto is the N of G(0..N) asked (the answer's Stats.Values - 1
	// unless StoppedBy says why not).
	Upto int `json:"upto"`
}

// PeriodProof is a proven period inside a stats report.
type PeriodProof struct {
	Preperiod int    `json:"preperiod"`
	Period    int    `json:"period"`
	Proof     string `json:"proof"`
}

// Text prints the statistics researchers report.
func (r StatsResult) Text() string {
	st := r.Stats
	var b strings.Builder
	fmt.Fprintf(&b, "%s, G(0..%d):\n", r.Game, st.Values-1)
	if r.StoppedBy != "" {
		fmt.Fprintf(&b, "  stopped by %s after G(0..%d) of the G(0..%d) asked\n", r.StoppedBy, st.Values-1, r.Upto)
	}
	fmt.Fprintf(&b, "  largest value %d at n = %d\n", st.Largest, st.LargestAt)
	fmt.Fprintf(&b, "  sparse space: mask %d (%#x)%s; %d rare positions, the last at n = %d\n", st.Mask, st.Mask, map[bool]string{true: " with the position bit", false: ""}[st.PositionBit], st.RareCount, st.LastRare)
	if len(st.RarePositions) > 0 {
		values := map[uint16]int{}
		for _, rp := range st.RarePositions {
			values[rp.Value]++
		}
		fmt.Fprintf(&b, "  rare values: %d distinct; first rare positions:", len(values))
		for i, rp := range st.RarePositions {
			if i == 12 {
				b.WriteString(" …")
				break
			}
			fmt.Fprintf(&b, " G(%d)=%d", rp.N, rp.Value)
		}
		b.WriteByte('\n')
	}
	if st.Scanned > 0 || st.FullScans > 0 { // the sparse-space engine's own counts
		fmt.Fprintf(&b, "  splits scanned per value %.1f (longest %d), full scans %d, mask changes %d\n",
			float64(st.Scanned)/float64(max(st.Values, 1)), st.LongestScan, st.FullScans, st.MaskChanges)
	}
	b.WriteString("  value frequencies:")
	for v, f := range st.Frequencies {
		if f > 0 {
			fmt.Fprintf(&b, " %d:%d", v, f)
		}
	}
	if r.Period != nil {
		fmt.Fprintf(&b, "\n  periodic: preperiod %d, period %d (proven: %s)", r.Period.Preperiod, r.Period.Period, r.Period.Proof)
	} else if r.PeriodLookedAt > 0 {
		fmt.Fprintf(&b, "\n  no period proven from G(0..%d), the values a bounded run keeps (--keep-all looks at all of them; mex period searches further)", r.PeriodLookedAt-1)
	}
	return b.String()
}

// Stats computes G(0..opt.Upto) and reports the statistics (and a proven
// period, when the values kept prove one).
func (svc *Service) Stats(s *spec.Spec, opt SequenceOptions) (StatsResult, error) {
	return svc.StatsWithin(s, opt, 0)
}

// StatsWithin is Stats stopped after limit (0: no limit). A run of the
// sparse-space engine that the limit stops reports the statistics of the
// values it computed, G(0..Stats.Values-1), with StoppedBy "the time
// limit" (its checkpoint, if it has one, saved: a resumed run goes on
// from there). Any other stop (Ctrl-C, the server's deadline) is an
// error, and so is the limit's for a game the engine does not compute
// (its values are computed whole or not at all).
func (svc *Service) StatsWithin(s *spec.Spec, opt SequenceOptions, limit time.Duration) (StatsResult, error) {
	if limit < 0 {
		return StatsResult{}, BadParameter("time", limit, "negative; want a duration, or 0 for no limit")
	}
	parent := opt.Context
	if parent == nil {
		parent = svc.context()
	}
	if limit > 0 {
		var cancel context.CancelFunc
		opt.Context, cancel = context.WithTimeout(parent, limit)
		defer cancel()
		svc = svc.WithContext(opt.Context)
	}
	if _, ok := sparseRules(s); !ok {
		r, err := svc.heapStats(s, opt)
		r.Upto = opt.Upto
		return r, err
	}
	sp, err := svc.StreamSequence(s, opt)
	r := StatsResult{Game: s.Text, Upto: opt.Upto}
	if err != nil {
		if limit == 0 || sp == nil || !errors.Is(err, context.DeadlineExceeded) || budget.Err(parent) != nil {
			return r, err
		}
		r.StoppedBy = "the time limit"
	}
	r.Stats = sp.Stats()
	// A bounded run (opt.Window) keeps only its first values for the
	// period: a period they prove holds for all, but one proven only by
	// later values goes unseen, and the result says so.
	if rules, _ := sparseRules(s); !rules.Grundy {
		if p, ok := periodicity.ProveOctalLinear(sp.Prefix(), rules.LastDigit()); ok {
			r.Period = &PeriodProof{Preperiod: p.Preperiod, Period: p.Period, Proof: p.Proof()}
		} else if sp.Values() == nil {
			r.PeriodLookedAt = len(sp.Prefix())
		}
	}
	return r, nil
}

// heapStats reports the statistics of a heap game the sparse-space engine
// does not compute (take-and-break codes beyond octal, hexadecimal games,
// subtraction games): its values through the engine, the sparse space by
// sparse.StatsOfValues, and the game's proven period if the values reach
// it. Checkpoints and bounded memory are the sparse engine's; they are
// refused here rather than ignored.
func (svc *Service) heapStats(s *spec.Spec, opt SequenceOptions) (StatsResult, error) {
	r := StatsResult{Game: s.Text}
	if !s.Shape.OnOneHeap() {
		return r, Badf("statistics are of one-heap sequences; %s is played on %s", s.Text, s.Shape)
	}
	if opt.Checkpoint != "" || opt.Front > 0 {
		return r, Badf("checkpoints and bounded memory come with the sparse-space engine, which does not compute %s (its rules are not octal digits); it is computed whole", s.Text)
	}
	values, err := svc.GrundyUpto(s, opt.Upto)
	if err != nil {
		return r, err
	}
	if r.Stats, err = sparse.StatsOfValues(values.Values); err != nil {
		return r, Bad(err)
	}
	if p, err := svc.engine(s).Period(svc.context(), len(values.Values)); err == nil && p.Proven && p.Saltus == 0 {
		r.Period = &PeriodProof{Preperiod: p.Preperiod, Period: p.Period, Proof: p.Proof}
	}
	return r, nil
}

// PeriodOptions bound the self-extending period search of `mex period`
// for octal games. The zero value searches up to Limits.MaxValues values
// with no time limit.
type PeriodOptions struct {
	// Upto is the most values computed (0: the service's MaxValues).
	Upto int
	// Time stops the search after this long (0: no limit).
	Time time.Duration
	// Context, when done, stops the search; the result says how far it got.
	Context context.Context
	// Progress is called about ten times a second.
	Progress func(PeriodProgress)
	// Threads is the cores the values are computed on (0: all of them;
	// see sparse.Engine.Extend).
	Threads int
}

// PeriodProgress is the state of a running period search.
type PeriodProgress struct {
	// Done values are computed; Reach is the current goal: the next power
	// of two, or the values the best candidate needs for its proof.
	Done, Reach int
	Best        *periodicity.Candidate
}

// periodBytesPerValue bounds the memory of a period search per value: 2
// bytes of value, and the run lengths of about n/2 + n/32 candidate periods
// at the last check: a byte each as a rule (2.6 bytes a value in all), 4
// bytes each when a long tail of small period makes most runs long.
const periodBytesPerValue = 2 + 4*17/32 + 1

// PeriodSearch runs `mex period` on an octal game: values are computed one
// by one and a linear check proves the period as soon as the octal
// periodicity theorem allows (periodicity.Search), until opt's budget is
// met. An unproven result says how far it got and the best candidate.
func (svc *Service) PeriodSearch(s *spec.Spec, opt PeriodOptions) (PeriodResult, error) {
	r, ok := sparseRules(s)
	if !ok {
		return svc.Period(s)
	}
	return svc.octalPeriod(s, r, opt)
}

// octalPeriod computes values until the periodicity theorem proves a
// period or the budget of opt is spent.
func (svc *Service) octalPeriod(s *spec.Spec, r sparse.Rules, opt PeriodOptions) (PeriodResult, error) {
	res := PeriodResult{Game: s.Text}
	t, ok := r.PeriodTheorem()
	if !ok {
		return res, Badf("the octal periodicity theorem does not apply to Grundy's game (no split into equal heaps); mex stats grundy reports how far it was computed")
	}
	limit := svc.limits().MaxValues
	if opt.Upto > limit {
		return res, BadParameter("upto", opt.Upto, "a period search keeps every value and needs up to %d MB for %d values; at most %d values (%d MB) are allowed",
			int64(opt.Upto)*periodBytesPerValue>>20, opt.Upto, limit, int64(limit)*periodBytesPerValue>>20)
	}
	if opt.Upto > 0 {
		limit = opt.Upto
	}
	ctx := opt.Context
	if ctx == nil {
		ctx = context.Background()
	}
	if opt.Time > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, opt.Time)
		defer cancel()
	}
	// Room for every value and the scratch of the last check, allocated
	// once: the pages are touched only as values arrive.
	sp := sparse.New(r)
	sp.Reserve(limit)
	search := periodicity.NewSearch(t)
	search.Reserve(limit)
	lastProgress := time.Now()
	reach := func() int {
		goal := 1024
		for goal <= sp.Len() {
			goal *= 2
		}
		if c, ok := search.Best(); ok && c.ProvenAt > sp.Len() {
			goal = c.ProvenAt
		}
		return min(goal, limit)
	}
	proven := func(p periodicity.Period) PeriodResult {
		res.Preperiod, res.Period, res.Proven, res.Proof = p.Preperiod, p.Period, true, p.Proof()
		res.Values = make([]int, p.Period)
		for i := range res.Values {
			res.Values[i] = int(sp.Values()[p.Preperiod+i])
		}
		return res
	}
	for {
		n := sp.Len()
		if n >= search.Due() || n == limit {
			if p, ok := search.Check(sp.Values()); ok {
				return proven(p), nil
			}
		}
		stop := ""
		if n == limit {
			stop = fmt.Sprintf("upto %d", limit-1) // G(0..N): N+1 values
		} else if n&4095 == 0 && budget.Err(ctx) != nil {
			stop = "the time limit"
			if !errors.Is(budget.Err(ctx), context.DeadlineExceeded) {
				stop = "an interrupt"
			}
		}
		if stop != "" {
			if n > 0 && n < search.Due() { // one last check of every value computed
				if p, ok := search.Check(sp.Values()); ok {
					return proven(p), nil
				}
			}
			res.Checked, res.StoppedBy = n, stop
			if c, ok := search.Best(); ok {
				res.Best = &c
			}
			return res, nil
		}
		// On to the next multiple of 4096 (where the context is looked
		// at) or the next check, whichever comes first.
		to := min(limit, n-n%4096+4096)
		if d := search.Due(); d > n && d < to {
			to = d
		}
		if err := sp.Extend(to, opt.Threads); err != nil {
			return res, err
		}
		if opt.Progress != nil && time.Since(lastProgress) > 100*time.Millisecond {
			lastProgress = time.Now()
			pr := PeriodProgress{Done: sp.Len(), Reach: reach()}
			if c, ok := search.Best(); ok {
				pr.Best = &c
			}
			opt.Progress(pr)
		}
	}
}

// Streams reports whether the sparse-space engine computes s (octal
// codes and Grundy's game, under any name), so that its sequence streams
// to any length with checkpoints and bounded memory.
func (svc *Service) Streams(s *spec.Spec) bool {
	_, ok := sparseRules(s)
	return ok
}

// unprovenText says how far an unproven period search got.
func unprovenText(r PeriodResult) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s: no period proven from G(0..%d)", r.Game, r.Checked-1)
	if r.StoppedBy != "" {
		fmt.Fprintf(&b, " (stopped by %s)", r.StoppedBy)
	}
	if c := r.Best; c != nil {
		fmt.Fprintf(&b, "\nbest candidate: period %d from n = %d (G(n+%d) = G(n) for %d <= n < %d); if no later value breaks it, %d values prove it",
			c.Period, c.Preperiod, c.Period, c.Preperiod, c.Values-c.Period, c.ProvenAt)
	} else if r.StoppedBy != "" {
		b.WriteString("\nno candidate period is near a proof (none repeats over about the last half of the values)")
	}
	b.WriteString("\ncompute further with --upto and --time")
	return b.String()
}

// PeriodCandidate is the period closest to a proof when a search stops.
type PeriodCandidate = periodicity.Candidate

// PeriodResult is the answer of `mex period`.
type PeriodResult struct {
	Game      string `json:"-"`
	Preperiod int    `json:"preperiod"`
	Period    int    `json:"period"`
	// Saltus is s in G(n+p) = G(n) + s (arithmetic periodicity), 0 for
	// plain periodicity.
	Saltus int  `json:"saltus"`
	Proven bool `json:"proven"`
	// Observed marks a period seen in the values but not proven (no
	// theorem applies).
	Observed bool   `json:"observed,omitempty"`
	Proof    string `json:"proof,omitempty"`
	// Checked is how many values were computed when no period was proven.
	Checked int   `json:"checked,omitempty"`
	Values  []int `json:"-"`
	// StoppedBy names the budget that ended an unproven search, and Best
	// is the period then closest to a proof (octal games).
	StoppedBy string           `json:"stopped_by,omitempty"`
	Best      *PeriodCandidate `json:"best_candidate,omitempty"`
}

// Text states the period and its proof.
func (r PeriodResult) Text() string {
	saltus := ""
	if r.Saltus != 0 {
		saltus = fmt.Sprintf(", saltus %d (arithmetic: G(n+%d) = G(n) + %d)", r.Saltus, r.Period, r.Saltus)
	}
	if r.Observed {
		return fmt.Sprintf("%s: preperiod %d, period %d%s (observed, not proven)\nseen: %s\nperiod: %s",
			r.Game, r.Preperiod, r.Period, saltus, r.Proof, formatPeriod(r.Values))
	}
	if !r.Proven {
		return unprovenText(r)
	}
	return fmt.Sprintf("%s: preperiod %d, period %d%s (proven)\nproof: %s\nperiod: %s",
		r.Game, r.Preperiod, r.Period, saltus, r.Proof, formatPeriod(r.Values))
}

func formatPeriod(values []int) string {
	parts := make([]string, len(values))
	for i, v := range values {
		parts[i] = fmt.Sprint(v)
	}
	return strings.Join(parts, " ")
}

// DefaultPeriodLimit is the number of values computed before `mex period`
// reports that no period is proven yet.
const DefaultPeriodLimit = 1 << 20

// Period finds and proves the eventual period of a one-heap game's Grundy
// sequence, computing at most limit values (0: the Limits' PeriodValues,
// whose zero is DefaultPeriodLimit).
func (svc *Service) Period(s *spec.Spec, limit ...int) (PeriodResult, error) {
	r := PeriodResult{Game: s.Text}
	max := svc.limits().PeriodValues
	if max <= 0 {
		max = DefaultPeriodLimit
	}
	if len(limit) > 0 && limit[0] > 0 {
		max = limit[0]
	}
	if rules, ok := sparseRules(s); ok {
		return svc.octalPeriod(s, rules, PeriodOptions{Upto: max, Threads: 1})
	}
	if p, err := svc.engine(s).Period(svc.context(), min(max, svc.limits().MaxValues)); !errors.Is(err, errors.ErrUnsupported) {
		if errors.Is(err, game.ErrNoPeriod) {
			r.Checked = p.Checked
			return r, nil
		}
		if err != nil {
			return r, result(err)
		}
		r.Preperiod, r.Period, r.Saltus, r.Proven, r.Proof, r.Values = p.Preperiod, p.Period, p.Saltus, p.Proven, p.Proof, p.Values
		r.Observed = !p.Proven
		return r, nil
	}
	return r, Badf("period: %s is not a heap game with a periodicity theorem (subtraction, all-but subtraction, octal and take-and-break games are)", s.Text)
}
