package sparse

import "unsafe"

// The tail of the verification scan.
//
// The scan of the common splits (scanAll) looks each split's value up in
// the table of needed values. Most of its splits are spent after nearly
// every needed value is crossed off: on 0.6 at n ≈ 2^20, 27 % of the
// splits scanned are scanned while one value is still needed and 13 %
// while two are (Grundy's game: 36 % and 16 %). For so few values a
// lookup is wasted work: the tail compares the splits' values with the
// needed ones directly, four 16-bit values to a 64-bit word. The values
// of the small parts G(a) are read from a reversed copy of the front of
// the sequence (rev), so that the four splits (a, rest-a) … (a+3,
// rest-a-3) pair the lanes of two plain word loads: rev holds
// G(a+3), G(a+2), G(a+1), G(a) where g holds G(rest-a-3) … G(rest-a).
// A word with a lane equal to a needed value is then looked at split by
// split, in the order of a, so the splits crossed off and the count of
// splits scanned are exactly those of the plain scan.

// useWords turns on findNeededWords (tests turn it off to compare).
var useWords = true

// tailMax is the number of needed values below which the scan compares
// words instead of looking values up.
var tailMax = tailWords

// tailWords is the most values the word compare takes (up to 4 values
// measured 0.6-4 % slower than up to 2 on 0.6 and Grundy's game).
const tailWords = 2

// revCap is the length of the reversed front (128 KiB): the splits
// (a, rest-a) with a < revCap can be compared a word at a time, and a
// scan that goes further goes on with the lookups (on 0.6 and Grundy's
// game near 2^20 one scan in a thousand passes 9000 splits).
const revCap = 1 << 16

const (
	lanes1 = 0x0001000100010001
	lanes8 = 0x8000800080008000
)

// reversed returns the reversed front, rev[revCap-1-a] = G(a) for
// a < min(n, revCap), copying the values that arrived since the last
// call from g (G(0..n-1)).
func (w *worker) reversed(g []uint16, n int) []uint16 {
	if w.rev == nil {
		w.rev = make([]uint16, revCap)
	}
	for to := min(n, revCap); w.revLen < to; w.revLen++ {
		w.rev[revCap-1-w.revLen] = g[w.revLen]
	}
	return w.rev
}

// scanTail is scanAll's walk over the splits (a, rest-a), a = first …
// last, for the needed values in vals (1 to tailMax of them, every one
// needed[v]), with rev the reversed front of g (revLen values of it
// valid). It crosses the values off as it meets them and returns the
// least a past the split that crossed the last one off, or the least a it
// did not look at, which is last+1 when it walked to the end or a split
// it cannot compare a word at a time (past last-7 or revLen-8): the
// caller goes on from there. The second result is the count still
// needed.
func scanTail(g, rev []uint16, revLen, rest, first, last int, needed *[1 << 16]bool, vals []int) (int, int) {
	count := len(vals)
	a := first
	// Words are read for a .. a+7 while a+7 <= last and a+7 < revLen, so
	// rev[base-a-7 .. base-a] and g[rest-a-7 .. rest-a] exist (rest-a-7 >=
	// rest-last > 0 since last < rest, and rest-a < len(g)).
	stop := min(last, revLen-1, len(rev)-1) - 7
	if count == 0 || count > tailWords || rest-first >= len(g) || first < 1 || stop < a {
		return a, count
	}
	base := len(rev) - 1 // rev[base-a] = G(a)
	var w [tailWords]uint64
	for a <= stop {
		for i := range w {
			w[i] = uint64(vals[min(i, count-1)]) * lanes1 // the last value fills the rest
		}
		// Eight splits a word pair: lo points at G(a+7) … G(a) in rev,
		// hi at G(rest-a-7) … G(rest-a) in g.
		steps := (stop-a)/8 + 1
		lo := unsafe.Pointer(&rev[base-a-7])
		hi := unsafe.Pointer(&g[rest-a-7])
		var done int
		if count == 1 {
			done = compare1(lo, hi, steps, w[0])
		} else {
			done = compare2(lo, hi, steps, w[0], w[1])
		}
		a += 8 * done
		if a > stop {
			break
		}
		for end := a + 8; a < end; a++ { // split by split, in the order of a
			if v := g[a] ^ g[rest-a]; needed[v] {
				needed[v] = false
				if count--; count == 0 {
					return a + 1, 0
				}
				for i, x := range vals[:count+1] {
					if x == int(v) {
						vals[i] = vals[count]
					}
				}
				vals = vals[:count]
			}
		}
	}
	return a, count
}

// compare1 returns the number of word pairs (eight splits each, going
// down from lo and hi by 16 bytes a step, never below the last) before the first with a split
// of value w (lanes), or steps if there is none.
func compare1(lo, hi unsafe.Pointer, steps int, w uint64) int {
	for i := 0; i < steps; i++ {
		l, h := unsafe.Add(lo, -16*i), unsafe.Add(hi, -16*i)
		x0 := *(*uint64)(l) ^ *(*uint64)(h) ^ w
		x1 := *(*uint64)(unsafe.Add(l, 8)) ^ *(*uint64)(unsafe.Add(h, 8)) ^ w
		if ((x0-lanes1)&^x0|(x1-lanes1)&^x1)&lanes8 != 0 {
			return i
		}
	}
	return steps
}

// compare2 is compare1 for two values.
func compare2(lo, hi unsafe.Pointer, steps int, w0, w1 uint64) int {
	for i := 0; i < steps; i++ {
		l, h := unsafe.Add(lo, -16*i), unsafe.Add(hi, -16*i)
		x0 := *(*uint64)(l) ^ *(*uint64)(h)
		x1 := *(*uint64)(unsafe.Add(l, 8)) ^ *(*uint64)(unsafe.Add(h, 8))
		a0, a1, b0, b1 := x0^w0, x1^w0, x0^w1, x1^w1
		if ((a0-lanes1)&^a0|(a1-lanes1)&^a1|(b0-lanes1)&^b0|(b1-lanes1)&^b1)&lanes8 != 0 {
			return i
		}
	}
	return steps
}

// crossWords is scanAll's walk over the splits a = first … while their
// small parts lie in the reversed front and more than tailMax values are
// needed, sixteen splits a step: four word pairs give their values (four
// to a word, as in scanTail), and each is crossed off without a branch
// (its entry of needed cleared, the count lowered by what it held), in
// the order of a, so that the walk stops at exactly the split that
// crossed off the last value. Needed values are met every few splits
// while many are left: the branch of findNeeded on each was
// mispredicted at every one of them. It returns the first a it did not
// look at (past last-15 or revLen-16, or once at most tailMax values are
// left), and the count left; with none left, the a past the split that
// crossed off the last.
func crossWords(g, rev []uint16, revLen, rest, first, last int, needed *[1 << 16]bool, count int) (int, int) {
	a := first
	stop := min(last, revLen-1, len(rev)-1) - 15
	if a < 1 || stop < a || rest-first >= len(g) {
		return a, count
	}
	base := len(rev) - 1 // rev[base-a] = G(a)
	is := (*[1 << 16]uint8)(unsafe.Pointer(needed))
	// rev[base-a-15 .. base-a] is G(a+15) … G(a), g[rest-a-15 .. rest-a]
	// is G(rest-a-15) … G(rest-a): the split of a+i is lane 15-i.
	lo := unsafe.Pointer(&rev[base-a-15])
	hi := unsafe.Pointer(&g[rest-a-15])
	for ; a <= stop && count > tailMax; a += 16 {
		for k := 24; k >= 0; k -= 8 { // the word of a+i … a+i+3
			x := *(*uint64)(unsafe.Add(lo, k)) ^ *(*uint64)(unsafe.Add(hi, k))
			for shift := 48; shift >= 0; shift -= 16 {
				v := uint16(x >> shift)
				count -= int(is[v])
				is[v] = 0
				if count == 0 {
					return a + (24-k)/2 + (48-shift)/16 + 1, 0
				}
			}
		}
		lo, hi = unsafe.Add(lo, -32), unsafe.Add(hi, -32)
	}
	return a, count
}
