package graphkayles_test

import (
	"strings"
	"testing"

	"github.com/mex-cgt/mex/games/graphkayles"
)

// FuzzParseGraph: a graph read is written back as an edge list that reads
// as the same position and passes Check; an edge list with an item ending
// in "-" (an edge without its second end, as edges:1-) is an error, never
// a vertex alone.
func FuzzParseGraph(f *testing.F) {
	for _, s := range []string{"path:4", "cycle:3", "star:2", "complete:64", "grid:2,2", "empty", "edges:", "edges:3-1,5",
		"edges:1-", "edges:1-2,3-", "1-2, 2-3", "edges:1-2,,2-3", " Petersen ", "edges:-1", "edges:1-2-3", "edges:64-1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		g, err := graphkayles.ParseGraph(text)
		if err != nil {
			return
		}
		kind, arg, _ := strings.Cut(strings.TrimSpace(text), ":")
		if k := strings.ToLower(strings.TrimSpace(kind)); k == "edges" || strings.Contains(kind, "-") {
			if !strings.HasPrefix(k, "edges") {
				arg = text
			}
			for _, item := range strings.Split(arg, ",") {
				if strings.HasSuffix(strings.TrimSpace(item), "-") {
					t.Fatalf("ParseGraph(%q) = %s; an edge without its second end must be an error", text, g)
				}
			}
		}
		p := g.Position()
		if err := graphkayles.NodeKayles.Check(p); err != nil {
			t.Fatalf("ParseGraph(%q) = %v, which Check refuses: %v", text, p, err)
		}
		back, err := graphkayles.ParseGraph(g.String())
		if err != nil || !back.Position().Equal(p) {
			t.Fatalf("ParseGraph(%q) = %s, which reads back as %v, %v", text, g, back.Position(), err)
		}
	})
}
