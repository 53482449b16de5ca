package automata

import (
	"fmt"
	"math"
	"math/bits"
	"slices"

	"github.com/mex-cgt/mex/budget"
)

// A DFA is a complete deterministic finite automaton over an alphabet of
// tuples of digits: track i carries digits 0..Bases()[i]-1, and a letter
// (a tuple) is encoded as one int in mixed radix, track 0 the most
// significant (see Letter and Digits). States are 0..States()-1 and the
// start state is 0. A DFA is immutable: every operation returns a new
// one, so values may be shared freely between goroutines.
type DFA struct {
	bases  []int   // digit range of each track
	size   int     // alphabet size: the product of bases (1 for no track)
	states int     // number of states
	next   []int32 // next[q*size+letter]
	accept []bool  // accept[q]
}

// New returns the DFA with the given track bases, transition table and
// accepting states; the start state is 0. next[q][letter] is the successor
// of q on letter (letters encoded as by Letter). It checks every entry and
// copies its arguments. Time O(states·|Σ|).
func New(bases []int, next [][]int, accept []bool) (*DFA, error) {
	size, err := alphabetSize(bases)
	if err != nil {
		return nil, err
	}
	if len(next) == 0 {
		return nil, fmt.Errorf("automata: a DFA needs at least one state")
	}
	if len(accept) != len(next) {
		return nil, fmt.Errorf("automata: %d states but %d acceptance flags", len(next), len(accept))
	}
	d := &DFA{bases: slices.Clone(bases), size: size, states: len(next),
		next: make([]int32, 0, len(next)*size), accept: slices.Clone(accept)}
	for q, row := range next {
		if len(row) != size {
			return nil, fmt.Errorf("automata: state %d has %d transitions; want %d", q, len(row), size)
		}
		for letter, target := range row {
			if target < 0 || target >= len(next) {
				return nil, fmt.Errorf("automata: transition %d --%d--> %d leaves the %d states", q, letter, target, len(next))
			}
			d.next = append(d.next, int32(target))
		}
	}
	return d, nil
}

// MaxLetters is the largest alphabet an automaton may have: 2^20 letters,
// as 20 tracks in base 2 or 5 in base 16. One state's transitions over it
// take 4 MiB, so a larger alphabet is refused before anything is built.
const MaxLetters = 1 << 20

// An AlphabetError is an alphabet refused before anything was built: its
// tracks' bases multiply past MaxLetters.
type AlphabetError struct {
	Bases []int
}

func (e *AlphabetError) Error() string {
	return fmt.Sprintf("automata: %s make an alphabet of %s letters, whose transitions take %s a state; the limit is 2^20 letters",
		describeBases(e.Bases), letterCount(e.Bases), stateBytes(e.Bases))
}

// describeBases says "33 tracks of base 2" or "3 tracks of bases [2 2 3]".
func describeBases(bases []int) string {
	same := true
	for _, b := range bases {
		same = same && b == bases[0]
	}
	if same && len(bases) > 0 {
		return fmt.Sprintf("%d tracks of base %d", len(bases), bases[0])
	}
	return fmt.Sprintf("%d tracks of bases %v", len(bases), bases)
}

// log2Letters is the base-2 logarithm of the product of the bases.
func log2Letters(bases []int) float64 {
	log2 := 0.0
	for _, b := range bases {
		log2 += math.Log2(float64(b))
	}
	return log2
}

// letterCount writes the product of the bases exactly when it is small,
// as a power otherwise (2^33, about 10^40).
func letterCount(bases []int) string {
	log2 := log2Letters(bases)
	if log2 < 62 {
		n := int64(1)
		for _, b := range bases {
			n *= int64(b)
		}
		if n&(n-1) == 0 {
			return fmt.Sprintf("2^%d", bits.TrailingZeros64(uint64(n)))
		}
		return fmt.Sprint(n)
	}
	if math.Abs(log2-math.Round(log2)) < 1e-9 {
		return fmt.Sprintf("2^%d", int(math.Round(log2)))
	}
	return fmt.Sprintf("about 10^%d", int(log2*math.Log10(2)))
}

// stateBytes writes the bytes one state's transitions take over bases.
func stateBytes(bases []int) string {
	log2 := 2 + log2Letters(bases) // 4 bytes a transition
	if log2 >= 62 {
		return fmt.Sprintf("about 2^%d bytes", int(log2))
	}
	return budget.Bytes(int64(math.Exp2(log2)))
}

// AlphabetSize returns the number of letters of an automaton whose
// tracks have these bases (1 for no track), or an error if a base is
// below 2 or the alphabet passes MaxLetters (an *AlphabetError, with the
// size it would have).
func AlphabetSize(bases []int) (int, error) { return alphabetSize(bases) }

// alphabetSize returns the product of the bases, checking each is at least 2
// and the product stays within MaxLetters.
func alphabetSize(bases []int) (int, error) {
	size := 1
	for i, b := range bases {
		if b < 2 {
			return 0, fmt.Errorf("automata: track %d has base %d; want at least 2", i, b)
		}
	}
	for _, b := range bases {
		if size > MaxLetters/b {
			return 0, &AlphabetError{Bases: slices.Clone(bases)}
		}
		size *= b
	}
	return size, nil
}

// stateCost is the bytes the automata of an operation hold for each state
// they build over an alphabet of size letters: its row of transitions,
// twice as much again for the table's growth (an append copies the table
// to one a quarter larger, and the old copy is garbage until the
// collector runs: measured, the live heap reaches about 2.5 times the
// rows), its acceptance and the bookkeeping (index entries) of the
// construction.
func stateCost(size int) int64 { return 12*int64(size) + 64 }

// pollEvery is how many states an operation over size letters builds
// between two looks at its context: about 2^20 transitions, so that a
// large alphabet does not delay Ctrl-C or a deadline.
func pollEvery(size int) int { return max(1, min(checkEvery, (1<<20)/size)) }

// TableBytes is the memory a DFA of that many states over size letters
// holds (its transition table and acceptance flags).
func TableBytes(states, size int) int64 { return int64(states) * (4*int64(size) + 1) }

// Bytes is the memory d holds.
func (d *DFA) Bytes() int64 { return TableBytes(d.states, d.size) }

// mustAlphabetSize is alphabetSize for bases already known to be valid.
func mustAlphabetSize(bases []int) int {
	size, err := alphabetSize(bases)
	if err != nil {
		panic(err)
	}
	return size
}

// Empty returns the one-state DFA over the given bases accepting nothing.
// It panics if a base is below 2.
func Empty(bases []int) *DFA { return constantDFA(bases, false) }

// Universal returns the one-state DFA over the given bases accepting every
// word. It panics if a base is below 2.
func Universal(bases []int) *DFA { return constantDFA(bases, true) }

func constantDFA(bases []int, accept bool) *DFA {
	size := mustAlphabetSize(bases)
	return &DFA{bases: slices.Clone(bases), size: size, states: 1,
		next: make([]int32, size), accept: []bool{accept}}
}

// Tracks returns the number of tracks (the arity of the relation).
func (d *DFA) Tracks() int { return len(d.bases) }

// Bases returns a copy of the digit range of each track.
func (d *DFA) Bases() []int { return slices.Clone(d.bases) }

// AlphabetSize returns the number of letters, the product of the bases.
func (d *DFA) AlphabetSize() int { return d.size }

// States returns the number of states.
func (d *DFA) States() int { return d.states }

// Next returns the successor of state q on letter. O(1).
func (d *DFA) Next(q, letter int) int { return int(d.next[q*d.size+letter]) }

// Accepting reports whether state q is accepting.
func (d *DFA) Accepting(q int) bool { return d.accept[q] }

// Letter encodes a tuple of digits, one per track, as a letter. It panics if
// the tuple has the wrong length or a digit is out of its track's range.
func (d *DFA) Letter(digits ...int) int { return letterOf(d.bases, digits) }

// Digits decodes a letter into its tuple of digits, one per track.
func (d *DFA) Digits(letter int) []int { return digitsOf(d.bases, letter) }

func letterOf(bases []int, digits []int) int {
	if len(digits) != len(bases) {
		panic(fmt.Sprintf("automata: %d digits for %d tracks", len(digits), len(bases)))
	}
	letter := 0
	for i, b := range bases {
		if digits[i] < 0 || digits[i] >= b {
			panic(fmt.Sprintf("automata: digit %d out of range for base %d", digits[i], b))
		}
		letter = letter*b + digits[i]
	}
	return letter
}

func digitsOf(bases []int, letter int) []int {
	digits := make([]int, len(bases))
	for i := len(bases) - 1; i >= 0; i-- {
		digits[i] = letter % bases[i]
		letter /= bases[i]
	}
	return digits
}

// Accepts reports whether d accepts the word of letters. Time O(len(word)).
// It panics if a letter is out of range.
func (d *DFA) Accepts(word []int) bool {
	q := 0
	for _, letter := range word {
		if letter < 0 || letter >= d.size {
			panic(fmt.Sprintf("automata: letter %d out of range 0..%d", letter, d.size-1))
		}
		q = int(d.next[q*d.size+letter])
	}
	return d.accept[q]
}

// AcceptsDigits reports whether d accepts the word whose track i reads
// tracks[i], msd first; shorter tracks are padded with leading zeros to the
// longest. It panics if the number of tracks or a digit is wrong.
func (d *DFA) AcceptsDigits(tracks ...[]int) bool {
	return d.Accepts(d.Word(tracks...))
}

// Word returns the word of letters whose track i reads tracks[i] (msd
// first), the shorter tracks padded with leading zeros to the longest.
func (d *DFA) Word(tracks ...[]int) []int {
	if len(tracks) != len(d.bases) {
		panic(fmt.Sprintf("automata: %d tracks for a DFA of %d", len(tracks), len(d.bases)))
	}
	length := 0
	for _, t := range tracks {
		length = max(length, len(t))
	}
	word := make([]int, length)
	digits := make([]int, len(tracks))
	for pos := range length {
		for i, t := range tracks {
			digits[i] = 0
			if j := pos - (length - len(t)); j >= 0 {
				digits[i] = t[j]
			}
		}
		word[pos] = d.Letter(digits...)
	}
	return word
}

// Split returns the digits each track reads in the word (msd first, with
// whatever leading zeros the word has).
func (d *DFA) Split(word []int) [][]int {
	tracks := make([][]int, len(d.bases))
	for i := range tracks {
		tracks[i] = make([]int, len(word))
	}
	for pos, letter := range word {
		for i, digit := range d.Digits(letter) {
			tracks[i][pos] = digit
		}
	}
	return tracks
}

// String describes the DFA's size, as "DFA(3 tracks, bases [2 2 2], 17
// states)".
func (d *DFA) String() string {
	return fmt.Sprintf("DFA(%d tracks, bases %v, %d states)", len(d.bases), d.bases, d.states)
}

// sameAlphabet panics unless a and b have the same bases.
func sameAlphabet(op string, a, b *DFA) {
	if !slices.Equal(a.bases, b.bases) {
		panic(fmt.Sprintf("automata: %s of DFAs over bases %v and %v", op, a.bases, b.bases))
	}
}

// Reachable returns the DFA restricted to the states reachable from the
// start, renumbered in breadth-first order (letters in increasing order).
// Two minimal DFAs accept the same language iff their Reachable forms are
// identical. Time O(states·|Σ|).
func (d *DFA) Reachable() *DFA {
	id := make([]int32, d.states)
	for i := range id {
		id[i] = -1
	}
	order := []int32{0}
	id[0] = 0
	for head := 0; head < len(order); head++ {
		q := int(order[head])
		for _, target := range d.next[q*d.size : (q+1)*d.size] {
			if id[target] < 0 {
				id[target] = int32(len(order))
				order = append(order, target)
			}
		}
	}
	r := &DFA{bases: d.bases, size: d.size, states: len(order),
		next: make([]int32, len(order)*d.size), accept: make([]bool, len(order))}
	for newState, old := range order {
		r.accept[newState] = d.accept[old]
		row := d.next[int(old)*d.size : (int(old)+1)*d.size]
		for letter, target := range row {
			r.next[newState*d.size+letter] = id[target]
		}
	}
	return r
}

// identical reports whether a and b have the same bases, table and
// acceptance (not merely the same language).
func identical(a, b *DFA) bool {
	return slices.Equal(a.bases, b.bases) && a.states == b.states &&
		slices.Equal(a.next, b.next) && slices.Equal(a.accept, b.accept)
}
