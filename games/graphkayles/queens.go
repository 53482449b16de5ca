package graphkayles

import (
	"context"
	"fmt"
)

// Queens returns the n×n queens graph, n <= 8: the square of row r and
// column c (from 0) is the vertex r·n+c+1, joined to every square a queen
// on it attacks (the same row, column or diagonal). Node Kayles on it is
// the game of placing non-attacking queens, the last to place winning;
// its values are OEIS A344227. It panics for n > 8 (more than 64
// vertices): QueensWide holds any board.
func Queens(n int) Graph {
	if n < 0 || n*n > MaxVertices {
		panic(fmt.Sprintf("graphkayles.Queens(%d): a Graph holds at most %d vertices; use QueensWide", n, MaxVertices))
	}
	var b builder
	for v := 1; v <= n*n; v++ {
		b.vertex(v)
	}
	for _, e := range queensEdges(n) {
		b.edge(e.U, e.V)
	}
	return b.g
}

// QueensWide returns the n×n queens graph named as Queens names it, for
// n*n <= MaxWideVertices, carrying the board's eight symmetries (the
// dihedral group of the square) and its lines (rows, columns and
// diagonals of two squares or more) for GrundyWide's memo.
func QueensWide(n int) (WideGraph, error) {
	if n < 0 || n*n > MaxWideVertices {
		return WideGraph{}, fmt.Errorf("the %d×%d queens graph has more than %d vertices", n, n, MaxWideVertices)
	}
	g, err := NewWideGraph(n*n, queensEdges(n))
	if err != nil {
		return WideGraph{}, err
	}
	if g, err = g.WithSymmetries(squareSymmetries(n)); err != nil {
		return WideGraph{}, err
	}
	return g.WithLines(queensLines(n))
}

// queensLines lists the rows and columns of the n×n board, and its
// diagonals of two squares or more.
func queensLines(n int) [][]int {
	var out [][]int
	line := func(r, c, dr, dc int) {
		least := 2
		if dr == 0 || dc == 0 {
			least = 1 // a row or column: on 1×1, the square's only line
		}
		var l []int
		for ; r >= 0 && r < n && c >= 0 && c < n; r, c = r+dr, c+dc {
			l = append(l, r*n+c+1)
		}
		if len(l) >= least {
			out = append(out, l)
		}
	}
	for i := range n {
		line(i, 0, 0, 1) // row i
		line(0, i, 1, 0) // column i
		line(0, i, 1, 1) // the diagonals down and right from the top row
		line(0, i, 1, -1)
		if i > 0 {
			line(i, 0, 1, 1) // and from the left and right columns
			line(i, n-1, 1, -1)
		}
	}
	return out
}

// queensEdges lists the edges of the n×n queens graph.
func queensEdges(n int) []Edge {
	var out []Edge
	for u := 0; u < n*n; u++ {
		r, c := u/n, u%n
		for v := u + 1; v < n*n; v++ {
			s, d := v/n, v%n
			if r == s || c == d || r-c == s-d || r+c == s+d {
				out = append(out, Edge{u + 1, v + 1})
			}
		}
	}
	return out
}

// squareSymmetries returns the seven symmetries of the n×n board other
// than the identity, as permutations of the names r·n+c+1.
func squareSymmetries(n int) [][]int {
	maps := []func(r, c int) (int, int){
		func(r, c int) (int, int) { return c, n - 1 - r },         // quarter turn
		func(r, c int) (int, int) { return n - 1 - r, n - 1 - c }, // half turn
		func(r, c int) (int, int) { return n - 1 - c, r },         // three quarters
		func(r, c int) (int, int) { return r, n - 1 - c },         // mirror
		func(r, c int) (int, int) { return n - 1 - r, c },
		func(r, c int) (int, int) { return c, r }, // transpose
		func(r, c int) (int, int) { return n - 1 - c, n - 1 - r },
	}
	var out [][]int
	for _, f := range maps {
		p := make([]int, n*n)
		for r := range n {
			for c := range n {
				s, d := f(r, c)
				p[r*n+c] = s*n + d + 1
			}
		}
		out = append(out, p)
	}
	return out
}

// QueensSmall is the WideOptions.Small that values queens graphs
// fastest: components of at most 8 vertices valued by their labelled
// adjacency matrices (the evaluator would bring each to canonical form),
// the outcome search above.
const QueensSmall = 8

// QueensValue returns the value of Node Kayles on the n×n queens graph,
// OEIS A344227(n).
func QueensValue(ctx context.Context, n int) (int, error) {
	g, err := QueensWide(n)
	if err != nil {
		return 0, err
	}
	return GrundyWideWith(ctx, Node, g, WideOptions{Small: QueensSmall})
}
