package octal

import "github.com/mex-cgt/mex/periodicity"

// ProvePeriod looks for the least period p, with its least preperiod e,
// that the computed values g prove by the octal periodicity theorem
// (periodicity.ProveOctal). The theorem does not apply to Grundy's game,
// so ok is false there.
func (r Rules) ProvePeriod(g []uint16) (periodicity.Period, bool) {
	if r.Grundy {
		return periodicity.Period{}, false
	}
	return periodicity.ProveOctal(g, r.LastDigit())
}
