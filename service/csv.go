package service

import (
	"fmt"
	"strconv"
	"strings"
)

// The CSV forms of the tables, for spreadsheets and data frames: a header
// row, then one row per line of the result, comma-separated, "\n" line ends.

// CSV writes the table as a matrix: the header "x\y,0,1,…,N", then one row
// per x: "x,G(x,0),G(x,1),…" (x down, y across, as Text prints it).
func (r TableResult) CSV() string {
	var b strings.Builder
	b.WriteString(`x\y`)
	for y := range r.Table {
		b.WriteByte(',')
		b.WriteString(strconv.Itoa(y))
	}
	b.WriteByte('\n')
	for x, row := range r.Table {
		b.WriteString(strconv.Itoa(x))
		for _, v := range row {
			b.WriteByte(',')
			b.WriteString(strconv.Itoa(v))
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// CSV writes the values as "n,grundy" rows under that header.
func (r ValuesResult) CSV() string {
	var b strings.Builder
	b.WriteString("n,grundy\n")
	for n, v := range r.Values {
		fmt.Fprintf(&b, "%d,%d\n", n, v)
	}
	return b.String()
}

// CSV writes one P-position per row under the header "x,y" (pairs), "n"
// (heaps) or "x1,x2,…" (more coordinates); a sum's components are joined.
func (r PositionsResult) CSV() string {
	var b strings.Builder
	width := 0
	rows := make([][]string, 0, len(r.Positions))
	for _, p := range r.Positions {
		row := csvCells(p)
		width = max(width, len(row))
		rows = append(rows, row)
	}
	switch width {
	case 0, 1:
		b.WriteString("n\n")
	case 2:
		b.WriteString("x,y\n")
	default:
		for i := range width {
			if i > 0 {
				b.WriteByte(',')
			}
			fmt.Fprintf(&b, "x%d", i+1)
		}
		b.WriteByte('\n')
	}
	for _, row := range rows {
		b.WriteString(strings.Join(row, ","))
		b.WriteByte('\n')
	}
	return b.String()
}

// csvCells flattens a position of any of the shapes Positions holds.
func csvCells(p any) []string {
	switch v := p.(type) {
	case []int:
		out := make([]string, len(v))
		for i, x := range v {
			out[i] = strconv.Itoa(x)
		}
		return out
	case [][]int:
		var out []string
		for _, part := range v {
			out = append(out, csvCells(part)...)
		}
		return out
	}
	return strings.Split(strings.Trim(fmt.Sprint(p), "[]"), " ")
}
