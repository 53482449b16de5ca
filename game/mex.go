package game

// Mex returns the minimal excludant of values: the least non-negative
// integer not among them. Mex of the empty set is 0. Negative values are
// ignored. It runs in O(len(values)) time and space.
func Mex(values []int) int {
	seen := make([]bool, len(values)+1)
	for _, v := range values {
		if v >= 0 && v < len(seen) {
			seen[v] = true
		}
	}
	m := 0
	for seen[m] {
		m++
	}
	return m
}
