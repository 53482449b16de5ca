package game

import "fmt"

// Digraph is a finite directed graph on vertices 0..len(Edges)-1;
// Edges[v] lists the successors of v (the options of position v).
type Digraph struct {
	Edges [][]int
}

// TopologicalOrder returns the vertices so that every edge goes from a later
// vertex to an earlier one (sinks first), or an error if g has a cycle or an
// edge to a vertex out of range. It runs in O(V + E).
func (g Digraph) TopologicalOrder() ([]int, error) {
	n := len(g.Edges)
	const (
		unseen = iota
		open
		done
	)
	state := make([]int8, n)
	order := make([]int, 0, n)
	type frame struct{ v, next int }
	for root := range n {
		if state[root] != unseen {
			continue
		}
		stack := []frame{{root, 0}}
		state[root] = open
		for len(stack) > 0 {
			top := &stack[len(stack)-1]
			if top.next == len(g.Edges[top.v]) {
				state[top.v] = done
				order = append(order, top.v)
				stack = stack[:len(stack)-1]
				continue
			}
			w := g.Edges[top.v][top.next]
			top.next++
			if w < 0 || w >= n {
				return nil, fmt.Errorf("game: edge %d -> %d leaves the graph of %d vertices", top.v, w, n)
			}
			switch state[w] {
			case open:
				return nil, fmt.Errorf("game: graph has a cycle through vertex %d", w)
			case unseen:
				state[w] = open
				stack = append(stack, frame{w, 0})
			}
		}
	}
	return order, nil
}

// Kernel returns the kernel of an acyclic digraph as a membership slice: the
// unique stable and absorbing vertex set (Duchêne et al. 2010, section 1). A vertex is
// in the kernel iff none of its successors is. O(V + E).
func (g Digraph) Kernel() ([]bool, error) {
	order, err := g.TopologicalOrder()
	if err != nil {
		return nil, err
	}
	in := make([]bool, len(g.Edges))
	for _, v := range order {
		in[v] = true
		for _, w := range g.Edges[v] {
			if in[w] {
				in[v] = false
				break
			}
		}
	}
	return in, nil
}

// IsKernel reports whether set is stable (no edge inside it) and absorbing
// (every vertex outside it has an edge into it): the definition, checked
// directly, independent of how the set was found.
func (g Digraph) IsKernel(set []bool) bool {
	for v, succ := range g.Edges {
		hit := false
		for _, w := range succ {
			if set[w] {
				hit = true
			}
		}
		if set[v] == hit {
			return false
		}
	}
	return true
}

// graphGame views a Digraph as a Game whose positions are {vertex}.
type graphGame struct{ g Digraph }

// AsGame returns g as a Game whose positions are one-coordinate vertices, so
// the generic Solver can be compared with Kernel.
func (g Digraph) AsGame() Game { return graphGame{g} }

func (gg graphGame) Check(p Position) error {
	if len(p) != 1 || p[0] < 0 || p[0] >= len(gg.g.Edges) {
		return fmt.Errorf("game: %q is not a vertex of the graph", p.String())
	}
	return nil
}

func (gg graphGame) Options(p Position) []Position {
	out := make([]Position, len(gg.g.Edges[p[0]]))
	for i, w := range gg.g.Edges[p[0]] {
		out[i] = Position{w}
	}
	return out
}

func (gg graphGame) String() string { return fmt.Sprintf("digraph(%d vertices)", len(gg.g.Edges)) }
