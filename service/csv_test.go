package service_test

import (
	"fmt"
	"testing"

	"github.com/mex-cgt/mex/service"
	"github.com/mex-cgt/mex/spec"
)

// The CSV forms, on tables whose values are published: Wythoff's
// Sprague-Grundy values (Duchêne et al. 2010), Kayles (OEIS A002186), and
// Wythoff's P-positions (A000201 and A001950: (0,0), (1,2), (3,5), (4,7)).
func TestCSV(t *testing.T) {
	l := &service.Service{}
	table, err := l.GrundyTable(mustGame(t, "wythoff"), 3)
	if err != nil {
		t.Fatal(err)
	}
	values, err := l.GrundyUpto(mustGame(t, "kayles"), 6)
	if err != nil {
		t.Fatal(err)
	}
	ppos, err := l.PPositionsInBox(mustGame(t, "wythoff"), 7)
	if err != nil {
		t.Fatal(err)
	}
	heaps, err := l.PPositionsInBox(mustGame(t, "subtraction:1,2"), 9)
	if err != nil {
		t.Fatal(err)
	}
	pairs, err := l.PPositionsByIndex(mustGame(t, "wythoff"), "1", 2)
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct{ name, got, want string }{
		{"Wythoff G(x,y), x,y <= 3", table.CSV(), "x\\y,0,1,2,3\n0,0,1,2,3\n1,1,2,0,4\n2,2,0,1,5\n3,3,4,5,6\n"},
		{"Kayles G(0..6)", values.CSV(), "n,grundy\n0,0\n1,1\n2,2\n3,3\n4,1\n5,4\n6,3\n"},
		{"Wythoff P-positions in the box 7", ppos.CSV(), "x,y\n0,0\n1,2\n2,1\n3,5\n4,7\n5,3\n7,4\n"},
		{"S{1,2} P-positions: multiples of 3", heaps.CSV(), "n\n0\n3\n6\n9\n"},
		{"Wythoff pairs 1 and 2 (big integers)", pairs.CSV(), "x,y\n1,2\n3,5\n"},
	} {
		if tt.got != tt.want {
			t.Errorf("%s:\n%q\nwant\n%q", tt.name, tt.got, tt.want)
		}
	}
}

func ExampleTableResult_CSV() {
	g, _ := service.ParseGame("wythoff", spec.Options{})
	r, _ := (&service.Service{}).GrundyTable(g, 2)
	fmt.Print(r.CSV())
	// Output:
	// x\y,0,1,2
	// 0,0,1,2
	// 1,1,2,0
	// 2,2,0,1
}
