package octal

// PeriodSearchValues is how far HeapSequence looks for a period the
// literature does not give, for a heap beyond MaxSequenceValues.
const PeriodSearchValues = periodSearchValues

// KnownPeriods are the periods the literature gives (Known).
var KnownPeriods = knownPeriods
