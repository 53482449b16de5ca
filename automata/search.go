package automata

import (
	"math/big"
	"slices"
)

// ShortestAccepted returns a shortest word d accepts, the least letter
// first among the shortest (breadth-first search), and whether there is
// one. Time O(states·|Σ|).
func (d *DFA) ShortestAccepted() ([]int, bool) {
	parent := make([]int32, d.states)
	via := make([]int32, d.states)
	for i := range parent {
		parent[i] = -2
	}
	parent[0] = -1
	queue := []int32{0}
	for head := 0; head < len(queue); head++ {
		q := queue[head]
		if d.accept[q] {
			return pathTo(parent, via, q), true
		}
		for letter, target := range d.next[int(q)*d.size : (int(q)+1)*d.size] {
			if parent[target] == -2 {
				parent[target] = q
				via[target] = int32(letter)
				queue = append(queue, target)
			}
		}
	}
	return nil, false
}

func pathTo(parent, via []int32, q int32) []int {
	var word []int
	for parent[q] >= 0 {
		word = append(word, int(via[q]))
		q = parent[q]
	}
	slices.Reverse(word)
	return word
}

// IsEmpty reports whether d accepts no word. Time O(states·|Σ|).
func (d *DFA) IsEmpty() bool {
	_, ok := d.ShortestAccepted()
	return !ok
}

// IsUniversal reports whether d accepts every word of valid (over the same
// alphabet), and if not returns a shortest valid word d rejects. With valid
// = Universal(d.Bases()) it is universality at the level of languages; with
// valid = ValidTuples(...) it is truth of a relation for all tuples.
// Product construction: time O(d.States()·valid.States()·|Σ|).
func (d *DFA) IsUniversal(valid *DFA) (bool, []int) {
	word, rejected := valid.Difference(d).ShortestAccepted()
	return !rejected, word
}

// Tuple decodes a word into one number per track, track i read in
// systems[i]. It panics if the number of systems is not the number of
// tracks.
func (d *DFA) Tuple(systems []Numeration, word []int) []*big.Int {
	if len(systems) != len(d.bases) {
		panic("automata: Tuple needs one numeration system per track")
	}
	values := make([]*big.Int, len(systems))
	for i, digits := range d.Split(word) {
		values[i] = systems[i].Decode(digits)
	}
	return values
}

// ShortestTuple returns the tuple of numbers of a shortest accepted word,
// decoded with systems (one per track), and whether d accepts any word.
func (d *DFA) ShortestTuple(systems []Numeration) ([]*big.Int, bool) {
	word, ok := d.ShortestAccepted()
	if !ok {
		return nil, false
	}
	return d.Tuple(systems, word), true
}
