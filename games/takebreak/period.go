package takebreak

import (
	"fmt"

	"github.com/mex-cgt/mex/periodicity"
)

// Period is a proven eventual period of a code's Grundy sequence.
type Period struct {
	Preperiod int `json:"preperiod"`
	Period    int `json:"period"`
	// Verified is N: G(n+p) = G(n) was checked for Preperiod <= n < N.
	Verified int `json:"verified"`
	// Values is the number of values the proof looked at.
	Values int `json:"values"`
	// Last is t, the largest k with d_k != 0; Heaps is m, the most heaps
	// a move leaves.
	Last  int `json:"last_digit"`
	Heaps int `json:"heaps"`
}

// Proof states the inequality verified and the theorem that extends it.
func (p Period) Proof() string {
	e1 := max(p.Preperiod, 1)
	m := max(p.Heaps, 1)
	return fmt.Sprintf("G(n+%d) = G(n) for all %d <= n < %d = m*max(e,1) + (m-1)*p + t with e = %d, p = %d, t = %d, m = %d; by the periodicity theorem for finite take-and-break codes (Guy and Smith 1956 for m = 2; Winning Ways ch. 4; Siegel 2013, ch. IV) G(n+%d) = G(n) for all n >= %d",
		p.Period, p.Preperiod, m*e1+(m-1)*p.Period+p.Last, p.Preperiod, p.Period, p.Last, m, p.Period, p.Preperiod)
}

// NoTheoremError says why no periodicity theorem applies to a code.
type NoTheoremError struct {
	Code   string
	Reason string
}

func (e *NoTheoremError) Error() string {
	return fmt.Sprintf("takebreak: no periodicity theorem for %s: %s", e.Code, e.Reason)
}

// Theorem reports whether the periodicity theorem applies to c, and if
// not, why. It applies to finite codes whose moves leave at most m heaps
// of free sizes:
//
// If G(n+p) = G(n) for all e <= n < m*max(e,1) + (m-1)*p + t, then for
// all n >= e. Proof, for N at or past that bound (by induction): a move
// from N+p removes k <= t and leaves j <= m heaps summing to R+p,
// R = N-k. With j = 1, R >= e and G(R+p) = G(R). With j >= 2 the largest
// heap a >= (R+p)/j >= max(e,1) + p, so a-p is a heap >= e whose value
// equals G(a): the move from N that leaves a-p in its place has the same
// value. Conversely the largest heap of a move from N is >= R/j >= e and
// can be grown by p. Whole-heap moves (j = 0) need N <= t. For m = 2 the
// bound is 2 max(e,1) + p + t, the octal periodicity theorem of Guy and
// Smith (1956).
//
// It fails, and the reason says so, for codes with a repeating tail (no
// last digit t), for digits that leave any number of heaps ('+' or *, no
// m), and for '!', '?' and '=' (replacing the largest heap a by a-p can
// make two heaps equal, as in Grundy's game, or unequal ones equal).
func Theorem(c Code) error {
	switch {
	case !c.Finite():
		return &NoTheoremError{c.String(), "a repeating tail lets moves remove any number of tokens, so there is no last digit t (such games are often arithmetic-periodic instead)"}
	case c.MaxHeaps() < 0:
		return &NoTheoremError{c.String(), "a digit lets a move leave any number of heaps, so no bound m on the heaps left"}
	case c.Constrained():
		return &NoTheoremError{c.String(), "a '!', '?' or '=' constraint on the heaps left breaks the shift of the largest heap by p that the proof uses (as in Grundy's game, 4!.0)"}
	}
	return nil
}

// ProvePeriod looks for the least period p, with its least preperiod e,
// that the values g prove by the theorem of Theorem. It checks p up to
// len(g)/2 and returns ok = false when nothing is proven yet, or when no
// theorem applies.
func ProvePeriod(c Code, g []uint32) (Period, bool) {
	if Theorem(c) != nil {
		return Period{}, false
	}
	t, m := c.LastDigit(), max(c.MaxHeaps(), 1)
	e, p, bound, ok := periodicity.ProvePlain(g, t, m)
	if !ok {
		return Period{}, false
	}
	return Period{Preperiod: e, Period: p, Verified: bound, Values: len(g), Last: t, Heaps: m}, true
}
