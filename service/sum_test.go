package service_test

import (
	"strings"
	"testing"

	"github.com/mex-cgt/mex/service"
)

// A sum's moves write each component as its game does: a graph as edges,
// not as the numbers the sum holds (greenhackenbush + nim once printed
// "0,1,0,2,1,2 + 1"). The triangle on the ground is worth 1 and the heap
// 2, so the winning moves leave the graph worth 2 (a stalk of two) beside
// the heap of 2, or the triangle beside a heap of 1.
func TestSumMovesWriteEachComponentAsItsGame(t *testing.T) {
	r, err := (&service.Service{}).Moves(mustGame(t, "greenhackenbush + nim"), "edges:0-1,1-2,2-0 + 2")
	if err != nil {
		t.Fatal(err)
	}
	text := r.Text()
	for _, want := range []string{"edges:0-2,1-2 + 2", "edges:0-1,1-2 + 2", "edges:0-1,0-2,1-2 + 1"} {
		if !strings.Contains(text, want) {
			t.Errorf("moves lack %q:\n%s", want, text)
		}
	}
	if strings.Contains(text, "0,1,0,2") {
		t.Errorf("a graph written as numbers:\n%s", text)
	}
}
