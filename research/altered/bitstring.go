package altered

import "strings"

// Update returns the Wythoff update of a non-empty bitstring over {0,1}:
// a leading 1 is removed and 01 appended; a leading 0 becomes 1 and 0 is
// appended. The length grows by one.
func Update(s string) string {
	if s == "" {
		return s
	}
	if s[0] == '1' {
		return s[1:] + "01"
	}
	return "1" + s[1:] + "0"
}

// Morphism applies phi: 0 -> 001, 1 -> 01 to every letter.
func Morphism(s string) string {
	var b strings.Builder
	for i := range len(s) {
		if s[i] == '0' {
			b.WriteString("001")
		} else {
			b.WriteString("01")
		}
	}
	return b.String()
}

// Balanced reports whether s and t have the same length and the same
// number of ones.
func Balanced(s, t string) bool {
	return len(s) == len(t) && strings.Count(s, "1") == strings.Count(t, "1")
}

// heights returns, for each 0 (right step) of the path of s, the number of
// 1s (up steps) before it.
func heights(s string) []int {
	var h []int
	up := 0
	for i := range len(s) {
		if s[i] == '1' {
			up++
		} else {
			h = append(h, up)
		}
	}
	return h
}

// Area returns the number of unit squares between the lattice paths of two
// balanced strings (0 = right, 1 = up), or -1 if they are not balanced.
func Area(s, t string) int {
	if !Balanced(s, t) {
		return -1
	}
	hs, ht := heights(s), heights(t)
	area := 0
	for i := range hs {
		d := hs[i] - ht[i]
		if d < 0 {
			d = -d
		}
		area += d
	}
	return area
}

// Defects returns the indices k of the defects of balanced strings: the
// prefixes of length k are balanced and s[k:k+2], t[k:k+2] are 01 and 10
// in some order (a single unit square between the paths).
func Defects(s, t string) []int {
	var out []int
	ones := 0
	for k := 0; k+1 < len(s); k++ {
		if s[k] != t[k] && s[k] == t[k+1] && s[k+1] == t[k] && ones == 0 {
			out = append(out, k)
		}
		ones += int(s[k]) - int(t[k])
	}
	return out
}

// DifferByDefects reports whether balanced strings s and t differ only in
// defects: every index where they differ is a defect or follows one.
func DifferByDefects(s, t string) bool {
	if !Balanced(s, t) {
		return false
	}
	isDefect := map[int]bool{}
	for _, k := range Defects(s, t) {
		isDefect[k] = true
	}
	for i := range len(s) {
		if s[i] != t[i] && !isDefect[i] && !isDefect[i-1] {
			return false
		}
	}
	return true
}
