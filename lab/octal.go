package lab

import (
	"fmt"
	"strings"

	"github.com/mex-cgt/mex/games/octal"
	"github.com/mex-cgt/mex/spec"
)

// SequenceOptions control a long one-heap computation (`mex grundy GAME
// --upto N` for octal games and Grundy's game).
type SequenceOptions = octal.RunOptions

// octalRules returns the take-and-break rules of s, if it is one.
func octalRules(s *spec.Spec) (octal.Rules, bool) {
	r, ok := s.Game.(octal.Rules)
	return r, ok
}

// StreamSequence computes G(0..opt.Upto) of an octal game or Grundy's game
// by the sparse-space algorithm, handing each value to opt.Emit, with the
// checkpoints, progress and stop of opt.
func (l *Lab) StreamSequence(gameSpec string, opt SequenceOptions) (*octal.Sparse, error) {
	s, err := l.parse(gameSpec)
	if err != nil {
		return nil, err
	}
	r, ok := octalRules(s)
	if !ok {
		return nil, Badf("%s is not an octal game or Grundy's game", s.Text)
	}
	if opt.Upto < 0 {
		return nil, Badf("--upto %d is negative", opt.Upto)
	}
	return octal.Run(r, opt)
}

// MaxKeptValues bounds the values kept in memory (2 bytes each); beyond
// it a computation streams with a front array and a ring buffer.
const MaxKeptValues = 1 << 28

// StatsResult is the answer of `mex stats`.
type StatsResult struct {
	Game   string       `json:"-"`
	Stats  octal.Stats  `json:"stats"`
	Period *PeriodProof `json:"period,omitempty"`
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
	fmt.Fprintf(&b, "  splits scanned per value %.1f (longest %d), full scans %d, mask changes %d\n",
		float64(st.Scanned)/float64(max(st.Values, 1)), st.LongestScan, st.FullScans, st.MaskChanges)
	b.WriteString("  value frequencies:")
	for v, f := range st.Frequencies {
		if f > 0 {
			fmt.Fprintf(&b, " %d:%d", v, f)
		}
	}
	if r.Period != nil {
		fmt.Fprintf(&b, "\n  periodic: preperiod %d, period %d (proven: %s)", r.Period.Preperiod, r.Period.Period, r.Period.Proof)
	}
	return b.String()
}

// Stats computes G(0..opt.Upto) and reports the statistics (and a proven
// period, when the values kept prove one).
func (l *Lab) Stats(gameSpec string, opt SequenceOptions) (StatsResult, error) {
	sp, err := l.StreamSequence(gameSpec, opt)
	if err != nil {
		return StatsResult{}, err
	}
	s, _ := l.parse(gameSpec)
	r := StatsResult{Game: s.Text, Stats: sp.Stats()}
	if rules, _ := octalRules(s); sp.Values() != nil {
		if p, ok := rules.ProvePeriod(sp.Values()); ok {
			r.Period = &PeriodProof{Preperiod: p.Preperiod, Period: p.Period, Proof: p.Proof()}
		}
	}
	return r, nil
}

// octalPeriod computes values in doubling steps until the periodicity
// theorem proves a period or limit values are computed.
func (l *Lab) octalPeriod(s *spec.Spec, r octal.Rules, limit int) (PeriodResult, error) {
	res := PeriodResult{Game: s.Text}
	if r.Grundy {
		return res, Badf("the octal periodicity theorem does not apply to Grundy's game (no split into equal heaps); mex stats grundy reports how far it was computed")
	}
	sp := octal.NewSparse(r)
	for n := 1024; ; n *= 2 {
		for sp.Len() < min(n, limit) {
			if _, err := sp.Next(); err != nil {
				return res, err
			}
		}
		if p, ok := r.ProvePeriod(sp.Values()); ok {
			res.Preperiod, res.Period, res.Proven, res.Proof = p.Preperiod, p.Period, true, p.Proof()
			res.Values = make([]int, p.Period)
			for i := range res.Values {
				res.Values[i] = int(sp.Values()[p.Preperiod+i])
			}
			return res, nil
		}
		if n >= limit {
			res.Checked = sp.Len()
			return res, nil
		}
	}
}

// TakeAndBreak reports whether a spec is an octal game or Grundy's game,
// whose sequences stream with checkpoints.
func (l *Lab) TakeAndBreak(gameSpec string) bool {
	s, err := l.parse(gameSpec)
	if err != nil {
		return false
	}
	_, ok := octalRules(s)
	return ok
}
