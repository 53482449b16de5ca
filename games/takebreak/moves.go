package takebreak

// HeapMoves calls visit with the heaps left by every move from one heap
// of n, in CGSuite's order: by tokens removed, then by number of heaps,
// then lexicographically, each list non-decreasing (empty when the move
// leaves nothing). The slice is reused between calls; visit returns false
// to stop. This is the rules as written: the brute-force reference.
func (c Code) HeapMoves(n int, visit func(parts []int) bool) {
	maxK := n
	if c.Finite() {
		maxK = min(n, len(c.Digits)-1)
	}
	buf := make([]int, 0, 8)
	for k := 0; k <= maxK; k++ {
		d := c.Digit(k)
		if d.IsZero() {
			continue
		}
		rest := n - k
		maxJ := rest
		if !d.More {
			maxJ = min(maxJ, d.top())
		}
		for j := 0; j <= maxJ; j++ {
			cons, ok := d.Allows(j)
			if !ok {
				continue
			}
			switch {
			case j == 0:
				if rest == 0 && !visit(buf[:0]) {
					return
				}
			case j == 1:
				if rest >= 1 && !visit(append(buf[:0], rest)) {
					return
				}
			default:
				if !partitions(buf[:0], rest, j, 1, cons, visit) {
					return
				}
			}
		}
	}
}

// partitions extends prefix with every non-decreasing list of j positive
// parts, each >= lo, summing to rest, that obeys cons (checked on the
// whole list), and hands each to visit. It reports false when visit
// stopped the enumeration.
func partitions(prefix []int, rest, j, lo int, cons Constraint, visit func([]int) bool) bool {
	if j == 1 {
		if rest < lo {
			return true
		}
		parts := append(prefix, rest)
		if !obeys(parts, cons) {
			return true
		}
		return visit(parts)
	}
	if cons == AllEqual {
		if len(prefix) == 0 && rest%j == 0 && rest/j >= lo {
			parts := prefix
			for range j {
				parts = append(parts, rest/j)
			}
			return visit(parts)
		}
		return true
	}
	step := 0
	if cons == Unequal {
		step = 1
	}
	for a := lo; ; a++ {
		// the least sum of the j parts from a on
		least := a*j + step*j*(j-1)/2
		if least > rest {
			return true
		}
		if !partitions(append(prefix, a), rest-a, j-1, a+step, cons, visit) {
			return false
		}
	}
}

// obeys checks the constraint on a complete non-decreasing list.
func obeys(parts []int, cons Constraint) bool {
	switch cons {
	case Unequal:
		for i := 1; i < len(parts); i++ {
			if parts[i] == parts[i-1] {
				return false
			}
		}
	case NotAllEqual:
		return len(parts) < 2 || parts[0] != parts[len(parts)-1]
	case AllEqual:
		return parts[0] == parts[len(parts)-1]
	}
	return true
}
