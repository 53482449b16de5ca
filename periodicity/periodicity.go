package periodicity

import "fmt"

// Arithmetic is an eventual arithmetic periodicity G(n+Period) =
// G(n) + Saltus for n >= Preperiod.
type Arithmetic struct {
	Preperiod int `json:"preperiod"`
	Period    int `json:"period"`
	Saltus    int `json:"saltus"`
	// Checked is N: the relation holds for Preperiod <= n < N - Period,
	// the values computed.
	Checked int `json:"checked"`
}

// String states the relation and how far it was seen.
func (a Arithmetic) String() string {
	return fmt.Sprintf("G(n+%d) = G(n) + %d for %d <= n < %d (observed, not proven)", a.Period, a.Saltus, a.Preperiod, a.Checked-a.Period)
}

// Detect looks for the least period p, with its least preperiod e, such
// that G(n+p) - G(n) is one constant s for every e <= n < len(g)-p, and
// the relation is seen over at least repeats full periods past e
// (len(g) - p - e >= repeats*p) and over the later half of the values at
// least (e <= len(g)/2), so that a short run at the end does not pass for
// a period. It returns ok = false when no p up to
// len(g)/(repeats+1) qualifies.
func Detect(g []int, repeats int) (Arithmetic, bool) {
	repeats = max(repeats, 1)
	n := len(g)
	for p := 1; (repeats+1)*p <= n; p++ {
		s := g[n-1] - g[n-1-p]
		e := n - p
		for e > 0 && g[e-1+p]-g[e-1] == s {
			e--
		}
		if n-p-e >= repeats*p && 2*e <= n {
			return Arithmetic{Preperiod: e, Period: p, Saltus: s, Checked: n}, true
		}
	}
	return Arithmetic{}, false
}

// Holds reports whether a holds on g as far as g goes, and the first n
// where it fails otherwise.
func (a Arithmetic) Holds(g []int) (bool, int) {
	for n := a.Preperiod; n+a.Period < len(g); n++ {
		if g[n+a.Period] != g[n]+a.Saltus {
			return false, n
		}
	}
	return true, -1
}

// ProvePlain looks for the least period p, with its least preperiod e,
// that the values g prove by the periodicity theorem for finite
// take-and-break codes whose last non-zero digit is t and whose moves
// leave at most m heaps (games/takebreak states it and its proof; m = 2
// is the octal periodicity theorem of Guy and Smith): if G(n+p) = G(n)
// for all e <= n < bound = m*max(e,1) + (m-1)*p + t, then for all n >= e.
// It checks p up to len(g)/2 and returns ok = false when no period is
// proven yet. The caller says whether the theorem applies to its game.
func ProvePlain[V comparable](g []V, t, m int) (e, p, bound int, ok bool) {
	n := len(g)
	for p := 1; 2*p <= n; p++ {
		// The least e with g[i+p] == g[i] for every e <= i < n-p.
		e := n - p
		for e > 0 && g[e-1] == g[e-1+p] {
			e--
		}
		if e == n-p {
			continue
		}
		bound := m*max(e, 1) + (m-1)*p + t
		if bound+p <= n && bound > t {
			return e, p, bound, true
		}
	}
	return 0, 0, 0, false
}
