package spec_test

import (
	"testing"

	"github.com/mex-cgt/mex/spec"
)

// hackenbush plays stalk heights and, at an edge list, Green Hackenbush
// on that graph (issue 24: hackenbush edges:0-1,1-2,2-0), with the
// request's options; other positions and other games are left alone.
func TestAtRoutesByPosition(t *testing.T) {
	for _, c := range []struct {
		game, position string
		misere         bool
		want           string // the routed spec's text
	}{
		{"hackenbush", "3,5", false, "hackenbush"},
		{"hackenbush", "edges:0-1,1-2,2-0", false, "greenhackenbush"},
		{"hackenbush", " edges:0-1", true, "misère greenhackenbush"},
		{"hackenbush + nim", "edges:0-1,1-2,2-0 + 3", false, "greenhackenbush + nim"},
		{"nim + hackenbush", "3 + 4", false, "nim + hackenbush"},
		{"nim", "edges:0-1", false, "nim"},
		{"greenhackenbush", "edges:0-1", false, "greenhackenbush"},
	} {
		s, err := spec.ParseWith(c.game, spec.Options{Misere: c.misere})
		if err != nil {
			t.Fatal(err)
		}
		at, err := s.At(c.position)
		if err != nil {
			t.Fatalf("%s at %s: %v", c.game, c.position, err)
		}
		if at.Text != c.want {
			t.Errorf("%s at %q: %q; want %q", c.game, c.position, at.Text, c.want)
		}
	}
}
