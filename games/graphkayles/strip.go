package graphkayles

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/mex-cgt/mex/grammar"
)

// A Strip is a family of graphs laid along a line: the vertices of its
// infinite form are the integers, vertex x joined to vertex y > x when
// y−x is at most Width and Joined(x mod Period, y−x) holds, a relation
// that shifting both ends by Period keeps; the member of size n is the
// subgraph induced by the vertices 0..Vertices(n)−1, named 1..Vertices(n).
//
// Node Kayles on a strip splits along the line: a move at x removes x's
// closed neighbourhood, which lies within Width of x, and when no edge
// joins what is left on its two sides (the strips below are such), the
// position is the sum of two intervals of the strip with a few vertices
// missing near their ends. StripValues values every member up to a size
// by those intervals, each keyed by its length and the pattern of its
// missing vertices at both ends: a recurrence of the kind the papers on
// these families write by hand (Brown, Daugherty, Fiorini, Maldonado,
// Manzano-Ruiz, Rainville, Waechter and Wong, "Nimber sequences of
// Node-Kayles games", J. Integer Seq. 23 (2020)), derived by the program
// from the rules.
type Strip struct {
	// Name is the family as the grammar writes it: diamonds, squares or
	// distance.
	Name string
	// Period and Width: see the type's doc.
	Period, Width int
	// Distances are distance's parameters (empty for the others).
	Distances []int
	joined    func(phase, d int) bool
	vertices  func(n int) int
}

// Joined reports whether vertex x is joined to vertex y of the strip's
// infinite form (x != y; order does not matter).
func (s Strip) Joined(x, y int) bool {
	if x > y {
		x, y = y, x
	}
	d := y - x
	if d < 1 || d > s.Width {
		return false
	}
	return s.joined(((x%s.Period)+s.Period)%s.Period, d)
}

// Vertices is the number of vertices of the member of size n.
func (s Strip) Vertices(n int) int { return s.vertices(n) }

// String writes the member of size n as the grammar reads it.
func (s Strip) String(n int) string {
	if s.Name == "distance" {
		ds := make([]string, len(s.Distances))
		for i, d := range s.Distances {
			ds[i] = strconv.Itoa(d)
		}
		return fmt.Sprintf("distance:%d,%s", n, strings.Join(ds, ","))
	}
	return fmt.Sprintf("%s:%d", s.Name, n)
}

// Member returns the member of size n as a Graph (at most MaxVertices
// vertices; vertex x of the strip named x+1).
func (s Strip) Member(n int) (Graph, error) {
	v := s.Vertices(n)
	if v > MaxVertices {
		return Graph{}, fmt.Errorf("graph %s has %d vertices; at most %d as a graph (its value is computed along the strip)", s.String(n), v, MaxVertices)
	}
	var b builder
	for y := 0; y < v; y++ {
		b.vertex(y + 1)
		for x := max(0, y-s.Width); x < y; x++ {
			if s.Joined(x, y) {
				b.edge(x+1, y+1)
			}
		}
	}
	return b.g, nil
}

// Diamonds is the graph of n diamonds linked at their vertices of degree
// three (OEIS A316781): v_0, …, v_n on a path, and for each i two more
// vertices u_i, w_i joined to v_{i−1} and v_i; laid as v_0, u_1, w_1,
// v_1, u_2, … (3n+1 vertices).
func Diamonds() Strip {
	return Strip{Name: "diamonds", Period: 3, Width: 3,
		joined: func(phase, d int) bool {
			switch phase {
			case 0: // v_{i-1}: u_i, w_i, v_i
				return true
			case 1: // u_i: v_i
				return d == 2
			}
			return d == 1 // w_i: v_i
		},
		vertices: func(n int) int { return 3*n + 1 },
	}
}

// Squares is the graph of n linked 4-cycles of OEIS A316629: u_1, …,
// u_{n+1} on a path, and for each i the path u_i, v_i, w_i, u_{i+1}, so
// that u_i, v_i, w_i, u_{i+1} is a 4-cycle; laid as u_1, v_1, w_1, u_2, …
// (3n+1 vertices).
func Squares() Strip {
	return Strip{Name: "squares", Period: 3, Width: 3,
		joined: func(phase, d int) bool {
			if phase == 0 { // u_i: v_i and u_{i+1}
				return d == 1 || d == 3
			}
			return d == 1 // v_i: w_i; w_i: u_{i+1}
		},
		vertices: func(n int) int { return 3*n + 1 },
	}
}

// Distance is the distance graph on 1..n with the given distances: i and
// j are joined when |i−j| is one of them. Distance(1) is the path;
// Distance(1, 3) is the graph P_n(3) of OEIS A317367 (a "scalloped"
// graph).
func Distance(distances ...int) Strip {
	ds := slices.Clone(distances)
	slices.Sort(ds)
	ds = slices.Compact(ds)
	return Strip{Name: "distance", Period: 1, Width: ds[len(ds)-1], Distances: ds,
		joined:   func(_, d int) bool { _, ok := slices.BinarySearch(ds, d); return ok },
		vertices: func(n int) int { return n },
	}
}

// MaxStripWidth bounds a strip's Width (the distances of distance:N,…):
// the valuation keys an interval by its missing vertices within Width of
// each end, in one word.
const MaxStripWidth = 16

// parseStrip reads diamonds:N, squares:N and distance:N,D1,D2,… into the
// strip and n.
func parseStrip(kind, arg string, hasArg bool, text string) (Strip, int, error) {
	if !hasArg || arg == "" {
		want := kind + ":N"
		if kind == "distance" {
			want = "distance:N,D1,D2,… (N vertices, joined at the distances D)"
		}
		return Strip{}, 0, fmt.Errorf("graph %s needs a size: want %s", grammar.Quote(text), want)
	}
	if kind != "distance" {
		n, err := grammar.ParseInt(arg, "graph "+kind+":", 1, maxStripSize)
		if err != nil {
			return Strip{}, 0, err
		}
		if kind == "diamonds" {
			return Diamonds(), n, nil
		}
		return Squares(), n, nil
	}
	v, err := grammar.ParseInts(arg, "graph distance:")
	if err != nil {
		return Strip{}, 0, err
	}
	if len(v) < 2 {
		return Strip{}, 0, fmt.Errorf("graph %s: want distance:N,D1,D2,… (N vertices, joined at the distances D; distance:N,1 is the path)", grammar.Quote(text))
	}
	if v[0] < 0 || v[0] > maxStripSize {
		return Strip{}, 0, fmt.Errorf("graph %s: the number of vertices must be 0 to %d", grammar.Quote(text), maxStripSize)
	}
	for _, d := range v[1:] {
		if d < 1 || d > MaxStripWidth {
			return Strip{}, 0, fmt.Errorf("graph %s: a distance must be 1 to %d", grammar.Quote(text), MaxStripWidth)
		}
	}
	return Distance(v[1:]...), v[0], nil
}

// maxStripSize bounds n in diamonds:N, squares:N and distance:N,… read
// as a Graph (which holds at most MaxVertices anyway); Named reads them
// at any size.
const maxStripSize = 1 << 40
