package automata

import (
	"fmt"
	"slices"
)

// Reindex returns the DFA over len(bases) tracks (track j of base bases[j])
// that reads d's track i on its track mapping[i]: it accepts a word iff d
// accepts the word made of tracks mapping[0], mapping[1], …. New tracks that
// no old track maps to are free (cylindrification), a permutation reorders
// tracks, and two old tracks mapped to one new track are identified (the
// relation restricted to equal values there). This is how formulas with
// different free variables are brought to one alphabet. Letter 0 maps to
// letter 0, so invariance under leading zeros is kept. Time
// O(states·|Σ'|) for the new alphabet Σ'. It returns an error if a mapping
// is out of range or joins tracks of different bases.
func (d *DFA) Reindex(bases []int, mapping []int) (*DFA, error) {
	if len(mapping) != len(d.bases) {
		return nil, fmt.Errorf("automata: Reindex of %d tracks with a mapping of %d", len(d.bases), len(mapping))
	}
	size, err := alphabetSize(bases)
	if err != nil {
		return nil, err
	}
	for i, j := range mapping {
		if j < 0 || j >= len(bases) {
			return nil, fmt.Errorf("automata: Reindex maps track %d to %d, outside 0..%d", i, j, len(bases)-1)
		}
		if bases[j] != d.bases[i] {
			return nil, fmt.Errorf("automata: Reindex maps track %d of base %d to a track of base %d", i, d.bases[i], bases[j])
		}
	}
	old := make([]int, len(mapping))
	oldLetter := make([]int32, size)
	for letter := range size {
		digits := digitsOf(bases, letter)
		for i, j := range mapping {
			old[i] = digits[j]
		}
		oldLetter[letter] = int32(letterOf(d.bases, old))
	}
	r := &DFA{bases: slices.Clone(bases), size: size, states: d.states,
		next: make([]int32, d.states*size), accept: d.accept}
	for q := range d.states {
		for letter, o := range oldLetter {
			r.next[q*size+letter] = d.next[q*d.size+int(o)]
		}
	}
	return r.Reachable(), nil
}

// AddTrack returns d with a free track of the given base inserted at
// position (0..Tracks()): the cylindrification adding an unconstrained
// variable. Time O(states·|Σ|·base).
func (d *DFA) AddTrack(position, base int) (*DFA, error) {
	if position < 0 || position > len(d.bases) {
		return nil, fmt.Errorf("automata: AddTrack at %d of %d tracks", position, len(d.bases))
	}
	bases := slices.Insert(slices.Clone(d.bases), position, base)
	mapping := make([]int, len(d.bases))
	for i := range mapping {
		mapping[i] = i
		if i >= position {
			mapping[i] = i + 1
		}
	}
	return d.Reindex(bases, mapping)
}

// Permute returns d with its tracks reordered: new track j is old track
// order[j]. It returns an error unless order is a permutation of
// 0..Tracks()-1. Time O(states·|Σ|).
func (d *DFA) Permute(order []int) (*DFA, error) {
	if len(order) != len(d.bases) {
		return nil, fmt.Errorf("automata: Permute of %d tracks by %v", len(d.bases), order)
	}
	mapping := make([]int, len(order))
	seen := make([]bool, len(order))
	bases := make([]int, len(order))
	for j, i := range order {
		if i < 0 || i >= len(order) || seen[i] {
			return nil, fmt.Errorf("automata: Permute by %v, not a permutation", order)
		}
		seen[i] = true
		mapping[i] = j
		bases[j] = d.bases[i]
	}
	return d.Reindex(bases, mapping)
}

// Identify returns d restricted to words whose tracks i and j read the same
// digits, with track j removed: the relation R(…, x_i, …, x_j, …) turned into
// R(…, x_i, …, x_i, …). Time O(states·|Σ|).
func (d *DFA) Identify(i, j int) (*DFA, error) {
	if i < 0 || j < 0 || i >= len(d.bases) || j >= len(d.bases) || i == j {
		return nil, fmt.Errorf("automata: Identify tracks %d and %d of %d", i, j, len(d.bases))
	}
	bases := slices.Delete(slices.Clone(d.bases), j, j+1)
	mapping := make([]int, len(d.bases))
	for t := range mapping {
		switch {
		case t == j:
			mapping[t] = mapping[i]
			if i > j {
				mapping[t] = i - 1
			}
		case t < j:
			mapping[t] = t
		default:
			mapping[t] = t - 1
		}
	}
	return d.Reindex(bases, mapping)
}
