package hackenbush

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// MaxSearchEdges is the largest graph Search values: it may visit every
// subset of the edges.
const MaxSearchEdges = 20

// Search values Green Hackenbush graphs by brute force, following the
// rules literally and sharing nothing with GraphValue: a position's value
// is the mex of the values of the positions its cuts leave, where a cut
// deletes one edge and every edge no longer joined to the ground by a path
// of edges is dropped. Positions are memoized under the sorted list of
// their standing edges. It is the twin that tests the fusion and colon
// principles; its time and memory grow with the subsets of the edges.
type Search struct {
	memo map[string]int
}

// NewSearch returns a search with an empty memo, which its values fill.
func NewSearch() *Search { return &Search{memo: map[string]int{}} }

// Value returns the value of the graph of edges (vertex 0 the ground); it
// refuses graphs of more than MaxSearchEdges edges.
func (s *Search) Value(edges []Edge) (int, error) {
	if len(edges) > MaxSearchEdges {
		return 0, fmt.Errorf("hackenbush: a brute-force search of %d edges may visit 2^%d positions; at most %d edges", len(edges), len(edges), MaxSearchEdges)
	}
	return s.value(stand(edges)), nil
}

// Positions is the number of positions memoized.
func (s *Search) Positions() int { return len(s.memo) }

// value is the mex of the options of a list of standing edges, sorted.
func (s *Search) value(edges []Edge) int {
	key := searchKey(edges)
	if v, ok := s.memo[key]; ok {
		return v
	}
	seen := make([]bool, len(edges)+1) // a position of e edges has a value <= e
	for i := range edges {
		rest := make([]Edge, 0, len(edges)-1)
		rest = append(append(rest, edges[:i]...), edges[i+1:]...)
		seen[s.value(stand(rest))] = true
	}
	v := 0
	for seen[v] {
		v++
	}
	s.memo[key] = v
	return v
}

// stand returns the edges that still stand, written with the smaller end
// first and sorted: an edge stands when one of its ends is the ground or
// the end of an edge that stands, repeated until nothing changes.
func stand(edges []Edge) []Edge {
	grounded := map[int]bool{0: true}
	for changed := true; changed; {
		changed = false
		for _, e := range edges {
			if grounded[e.U] != grounded[e.V] {
				grounded[e.U], grounded[e.V] = true, true
				changed = true
			}
		}
	}
	var out []Edge
	for _, e := range edges {
		if grounded[e.U] {
			if e.U > e.V {
				e.U, e.V = e.V, e.U
			}
			out = append(out, e)
		}
	}
	slices.SortFunc(out, func(a, b Edge) int {
		if a.U != b.U {
			return a.U - b.U
		}
		return a.V - b.V
	})
	return out
}

func searchKey(edges []Edge) string {
	var b strings.Builder
	for _, e := range edges {
		b.WriteString(strconv.Itoa(e.U))
		b.WriteByte('-')
		b.WriteString(strconv.Itoa(e.V))
		b.WriteByte(',')
	}
	return b.String()
}
