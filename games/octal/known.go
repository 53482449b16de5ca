package octal

import (
	"slices"
	"strings"
)

// KnownPeriod is a period of an octal game established in the
// literature: G(n+Period) = G(n) for all n >= Preperiod.
type KnownPeriod struct {
	Code      string // the game's code, such as 0.376
	Preperiod int
	Period    int
	Source    string // who established it, and when
}

// knownPeriods are the long periods of octal games with at most three
// code digits after the point, as collected in Flammenkamp's table of
// octal games and in Czajka's list of solved games (the
// tczajka/octal-games repository, SolvedGames.md), with the first to
// find each. mex proves each of them again by the octal periodicity
// theorem from values it computes (TestKnownPeriodsProved for those that
// take seconds; `mex period` for any).
var knownPeriods = []KnownPeriod{
	{"0.45", 498, 20, "Czajka's list of solved games"},
	{"0.156", 3479, 349, "Kenyon 1967"},
	{"0.356", 7315, 142, "Austin 1976"},
	{"0.644", 3256, 442, "Austin 1976"},
	{"0.165", 5181, 1550, "Austin 1976"},
	{"0.16", 105351, 149459, "Gangolli and Plambeck 1989"},
	{"0.56", 326640, 144, "Gangolli and Plambeck 1989"},
	{"0.127", 46578, 4, "Gangolli and Plambeck 1989"},
	{"0.376", 2268248, 4, "Gangolli and Plambeck 1989"},
	{"0.354", 10061916, 1180, "Flammenkamp 2002"},
}

// ProofValues is the number of values G(0..ProofValues-1) from which the
// octal periodicity theorem proves the period: G(n+p) = G(n) is checked
// for e <= n < 2 max(e,1) + p + t (t the game's last code digit), which
// reads the values up to 2 max(e,1) + 2p + t - 1.
func (k KnownPeriod) ProofValues() int {
	t := len(strings.SplitN(k.Code, ".", 2)[1])
	return 2*max(k.Preperiod, 1) + 2*k.Period + t
}

// Known returns the period the literature gives for r, if it gives one.
func (r Rules) Known() (KnownPeriod, bool) {
	for _, k := range knownPeriods {
		if kr, err := Parse(k.Code); err == nil && !r.Grundy && sameDigits(kr.Digits, r.Digits) {
			return k, true
		}
	}
	return KnownPeriod{}, false
}

// sameDigits reports whether two codes are the same game (trailing zero
// digits change nothing).
func sameDigits(a, b []uint8) bool {
	trim := func(d []uint8) []uint8 {
		for len(d) > 0 && d[len(d)-1] == 0 {
			d = d[:len(d)-1]
		}
		return d
	}
	return slices.Equal(trim(a), trim(b))
}
