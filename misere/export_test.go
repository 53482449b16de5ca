package misere

import "slices"

// Reductions returns what the birthday-gap search and the search over
// options of options make of a set of forms (sorted, without repeats).
func (t *Forms) Reductions(options []Form) (gap, search Form, gapOK, searchOK bool) {
	opts := slices.Clone(options)
	slices.Sort(opts)
	opts = slices.Compact(opts)
	gap, gapOK = t.reduction(opts)
	search, searchOK = t.reductionByOptions(opts)
	return
}

// PartitionCount is p(n).
func PartitionCount(n int) int64 { return partitionCount(n) }

// PartitionsAtMost is the number of partitions of n into at most k parts.
func PartitionsAtMost(n, k int) int64 { return partitionsAtMost(n, k, n) }
