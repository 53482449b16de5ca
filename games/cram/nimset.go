package cram

import "math/bits"

// maxValue bounds the values a component of at most 64 squares can have:
// a value is at most the number of moves, and 64 squares hold at most 112
// dominoes (the 8×8 board). A nimset holds values 0..127.
const maxValue = 127

// nimset is a set of values 0..127.
type nimset [2]uint64

// upto returns {0, 1, ..., n}.
func upto(n int) nimset {
	n = min(n, maxValue)
	var s nimset
	if n >= 64 {
		s[0] = ^uint64(0)
		s[1] = 1<<(n-63) - 1
		return s
	}
	s[0] = 1<<(n+1) - 1
	return s
}

func single(v int) nimset {
	var s nimset
	s[v>>6] = 1 << (v & 63)
	return s
}

func (s nimset) has(v int) bool      { return v >= 0 && v <= maxValue && s[v>>6]>>(v&63)&1 != 0 }
func (s nimset) empty() bool         { return s[0]|s[1] == 0 }
func (s nimset) and(t nimset) nimset { return nimset{s[0] & t[0], s[1] & t[1]} }
func (s nimset) meets(t nimset) bool { return s[0]&t[0]|s[1]&t[1] != 0 }
func (s *nimset) add(v int)          { s[v>>6] |= 1 << (v & 63) }
func (s *nimset) remove(v int)       { s[v>>6] &^= 1 << (v & 63) }

// max returns the largest value of s (s not empty).
func (s nimset) max() int {
	if s[1] != 0 {
		return 127 - bits.LeadingZeros64(s[1])
	}
	return 63 - bits.LeadingZeros64(s[0])
}

// min returns the least value of s (s not empty).
func (s nimset) min() int {
	if s[0] != 0 {
		return bits.TrailingZeros64(s[0])
	}
	return 64 + bits.TrailingZeros64(s[1])
}

// xor returns {v ^ x : v in s}.
func (s nimset) xor(x int) nimset {
	if x == 0 {
		return s
	}
	var t nimset
	for w := range 2 {
		for b := s[w]; b != 0; b &= b - 1 {
			if v := (w<<6 | bits.TrailingZeros64(b)) ^ x; v <= maxValue {
				t.add(v)
			}
		}
	}
	return t
}

// removeOrLargest removes v from s if it is there, else the largest
// value: the step of Beling and Rogalski's count (see search.go).
func (s *nimset) removeOrLargest(v int) {
	if s.has(v) {
		s.remove(v)
		return
	}
	s.remove(s.max())
}
