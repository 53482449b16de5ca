package automata

// Minimize returns the minimal DFA accepting d's language, its states
// numbered in breadth-first order from the start (letters in increasing
// order): two DFAs accept the same language iff their Minimize forms are
// identical. Hopcroft's partition refinement on the reachable part: time
// O(n·|Σ|·log n), memory O(n·|Σ|), n = d.States().
func (d *DFA) Minimize() *DFA {
	r := d.Reachable()
	block := hopcroft(r)
	blocks := 0
	for _, b := range block {
		blocks = max(blocks, int(b)+1)
	}
	q := &DFA{bases: r.bases, size: r.size, states: blocks,
		next: make([]int32, blocks*r.size), accept: make([]bool, blocks)}
	for state := range r.states {
		b := int(block[state])
		q.accept[b] = r.accept[state]
		for letter := range r.size {
			q.next[b*r.size+letter] = block[r.next[state*r.size+letter]]
		}
	}
	// Reachable renumbers the blocks canonically, the start's block first.
	start := block[0]
	if start != 0 {
		swapStates(q, 0, start)
	}
	return q.Reachable()
}

// swapStates exchanges the numbers of states a and b in place (q is still
// private to Minimize).
func swapStates(q *DFA, a, b int32) {
	for i, t := range q.next {
		switch t {
		case a:
			q.next[i] = b
		case b:
			q.next[i] = a
		}
	}
	rowA := q.next[int(a)*q.size : (int(a)+1)*q.size]
	rowB := q.next[int(b)*q.size : (int(b)+1)*q.size]
	for i := range rowA {
		rowA[i], rowB[i] = rowB[i], rowA[i]
	}
	q.accept[a], q.accept[b] = q.accept[b], q.accept[a]
}

// partition is a refinable partition of the states 0..n-1: the states of
// block b are elements[first[b]:end[b]], of which elements[first[b]:marked[b]]
// are marked.
type partition struct {
	elements []int32
	location []int32 // location[s]: index of s in elements
	blockOf  []int32
	first    []int32
	end      []int32
	marked   []int32
	touched  []int32 // blocks with a marked state
}

func newPartition(d *DFA) *partition {
	n := d.states
	p := &partition{elements: make([]int32, 0, n), location: make([]int32, n), blockOf: make([]int32, n)}
	for _, accepting := range []bool{false, true} {
		start := int32(len(p.elements))
		for s := range n {
			if d.accept[s] == accepting {
				p.location[s] = int32(len(p.elements))
				p.blockOf[s] = int32(len(p.first))
				p.elements = append(p.elements, int32(s))
			}
		}
		if stop := int32(len(p.elements)); stop > start {
			p.first = append(p.first, start)
			p.end = append(p.end, stop)
			p.marked = append(p.marked, start)
		}
	}
	return p
}

// mark marks state s.
func (p *partition) mark(s int32) {
	b := p.blockOf[s]
	i := p.location[s]
	m := p.marked[b]
	if i < m {
		return
	}
	other := p.elements[m]
	p.elements[i], p.elements[m] = other, s
	p.location[other], p.location[s] = i, m
	if m == p.first[b] {
		p.touched = append(p.touched, b)
	}
	p.marked[b] = m + 1
}

// split splits every touched block into its marked and unmarked states,
// calling added(new, old) for each split (the marked part becomes the new
// block), and clears the marks.
func (p *partition) split(added func(newBlock, oldBlock int32)) {
	for _, b := range p.touched {
		m := p.marked[b]
		if m == p.end[b] {
			p.marked[b] = p.first[b]
			continue
		}
		nb := int32(len(p.first))
		p.first = append(p.first, p.first[b])
		p.end = append(p.end, m)
		p.marked = append(p.marked, p.first[b])
		for _, s := range p.elements[p.first[b]:m] {
			p.blockOf[s] = nb
		}
		p.first[b] = m
		p.marked[b] = m
		added(nb, b)
	}
	p.touched = p.touched[:0]
}

func (p *partition) size(b int32) int32 { return p.end[b] - p.first[b] }

// predecessors returns the inverse transitions of d in compressed rows:
// the states p with d.next(p, a) = q are list[offset[a*n+q]:offset[a*n+q+1]].
func predecessors(d *DFA) (offset, list []int32) {
	n, size := d.states, d.size
	offset = make([]int32, n*size+1)
	for p := range n {
		for a := range size {
			offset[a*n+int(d.next[p*size+a])+1]++
		}
	}
	for i := 1; i < len(offset); i++ {
		offset[i] += offset[i-1]
	}
	list = make([]int32, n*size)
	fill := make([]int32, n*size)
	copy(fill, offset[:n*size])
	for p := range n {
		for a := range size {
			key := a*n + int(d.next[p*size+a])
			list[fill[key]] = int32(p)
			fill[key]++
		}
	}
	return offset, list
}

// hopcroft returns the block of each state in the coarsest partition of
// d's states that separates accepting from rejecting states and is stable
// under every letter (Hopcroft 1971, with blocks as splitters for all
// letters at once).
func hopcroft(d *DFA) []int32 {
	n, size := d.states, d.size
	offset, list := predecessors(d)
	p := newPartition(d)
	var work []int32
	inWork := make([]bool, 0, n)
	for b := range p.first {
		work = append(work, int32(b))
		inWork = append(inWork, true)
	}
	var splitter []int32
	added := func(newBlock, oldBlock int32) {
		inWork = append(inWork, false)
		if inWork[oldBlock] || p.size(newBlock) <= p.size(oldBlock) {
			work = append(work, newBlock)
			inWork[newBlock] = true
		} else {
			work = append(work, oldBlock)
			inWork[oldBlock] = true
		}
	}
	for len(work) > 0 {
		b := work[len(work)-1]
		work = work[:len(work)-1]
		inWork[b] = false
		splitter = append(splitter[:0], p.elements[p.first[b]:p.end[b]]...)
		for a := range size {
			for _, q := range splitter {
				key := a*n + int(q)
				for _, pred := range list[offset[key]:offset[key+1]] {
					p.mark(pred)
				}
			}
			p.split(added)
		}
	}
	return p.blockOf
}
