package render

import (
	"bytes"
	"encoding/xml"
	"regexp"
	"strings"
	"testing"
)

// wythoffAutomaton is the 8-state msd_fib automaton of Wythoff's
// P-positions that mex prove wythoff finds (state 3 is dead).
func wythoffAutomaton() AutomatonDrawing {
	return AutomatonDrawing{
		Title:      "wythoff: P-positions",
		Numeration: "msd_fib",
		Start:      0,
		Accepting:  []bool{true, false, false, false, true, true, false, false},
		Letters:    []string{"0,0", "0,1", "1,0", "1,1"},
		Next: [][]int{
			{0, 1, 2, 3}, {3, 3, 4, 3}, {3, 5, 3, 3}, {3, 3, 3, 3},
			{6, 1, 3, 3}, {7, 3, 2, 3}, {4, 1, 3, 3}, {5, 3, 2, 3},
		},
	}
}

func TestAutomatonSVGWythoff(t *testing.T) {
	var buf bytes.Buffer
	if err := AutomatonSVG(&buf, wythoffAutomaton()); err != nil {
		t.Fatal(err)
	}
	svg := buf.String()
	// well-formed XML
	dec := xml.NewDecoder(strings.NewReader(svg))
	for {
		_, err := dec.Token()
		if err != nil {
			if err.Error() != "EOF" {
				t.Fatalf("not well-formed: %v\n%s", err, svg)
			}
			break
		}
	}
	count := func(s string) int { return strings.Count(svg, s) }
	if n := count(`class="ring"`); n != 7 {
		t.Errorf("%d state circles; want 7 (8 states, the dead one omitted)", n)
	}
	if n := count(`class="accept"`); n != 3 {
		t.Errorf("%d double circles; want 3 (states 0, 4, 5)", n)
	}
	if strings.Contains(svg, `data-state="3"`) || strings.Contains(svg, `data-to="3"`) {
		t.Error("the dead state 3 is drawn")
	}
	for _, want := range []string{"<title id=\"automaton-title\">wythoff: P-positions</title>", "<desc id=\"automaton-desc\">", `role="img"`,
		`data-states="8"`, `data-drawn="7"`, "8 states in msd_fib", "the dead state 3 is not drawn", ">start</text>", `viewBox="0 0 `} {
		if !strings.Contains(svg, want) {
			t.Errorf("the SVG lacks %q", want)
		}
	}
	// every edge of the automaton but those to the dead state, parallel
	// letters merged: 0 -> 0 on 0,0 (a loop), 0 -> 1 on 0,1, 1 -> 4 on 1,0, …
	edges := regexp.MustCompile(`<g class="edge( loop)?" data-from="(\d+)" data-to="(\d+)">.*?<text class="label"[^>]*>(.*?)</text>`).FindAllStringSubmatch(svg, -1)
	got := map[string]string{}
	for _, m := range edges {
		got[m[2]+">"+m[3]] = regexp.MustCompile(`<[^>]+>`).ReplaceAllString(m[4], "|")
	}
	want := map[string]string{"0>0": "|0,0|", "0>1": "|0,1|", "0>2": "|1,0|", "1>4": "|1,0|", "2>5": "|0,1|",
		"4>6": "|0,0|", "4>1": "|0,1|", "5>7": "|0,0|", "5>2": "|1,0|", "6>4": "|0,0|", "6>1": "|0,1|", "7>5": "|0,0|", "7>2": "|1,0|"}
	if len(got) != len(want) {
		t.Errorf("%d edges %v; want %d", len(got), got, len(want))
	}
	for k, v := range want {
		if got[k] != v {
			t.Errorf("edge %s labelled %q; want %q", k, got[k], v)
		}
	}
	if n := count(`class="edge loop"`); n != 1 {
		t.Errorf("%d loops; want 1 (state 0 on 0,0)", n)
	}
	desc := wythoffAutomaton().Text()
	for _, want := range []string{"8 states", "Start state 0", "Accepting states: 0, 4, 5", "State 3 is dead", "from 1: 1,0 to 4"} {
		if !strings.Contains(desc, want) {
			t.Errorf("the text alternative lacks %q: %s", want, desc)
		}
	}
	// deterministic
	var again bytes.Buffer
	AutomatonSVG(&again, wythoffAutomaton())
	if again.String() != svg {
		t.Error("two drawings of one automaton differ")
	}
}

// Parallel edges merge into one label; a large automaton is drawn and
// says how many states it has.
func TestAutomatonSVGMergeAndLarge(t *testing.T) {
	a := AutomatonDrawing{Start: 0, Accepting: []bool{true, false}, Letters: []string{"0,0", "0,1", "1,0", "1,1"},
		Next: [][]int{{1, 1, 1, 0}, {0, 0, 1, 1}}}
	var buf bytes.Buffer
	if err := AutomatonSVG(&buf, a); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(buf.String(), `>0,0 0,1 1,0</tspan>`) || strings.Count(buf.String(), `data-from="0" data-to="1"`) != 1 {
		t.Errorf("the three letters from 0 to 1 should make one edge:\n%s", buf.String())
	}
	n := 30
	big := AutomatonDrawing{Numeration: "msd_2", Start: 0, Accepting: make([]bool, n), Letters: []string{"0,0", "1,1"}}
	for q := range n {
		big.Next = append(big.Next, []int{(q + 1) % n, (q * 7) % n})
	}
	big.Accepting[0] = true
	buf.Reset()
	if err := AutomatonSVG(&buf, big); err != nil {
		t.Fatal(err)
	}
	if c := strings.Count(buf.String(), `class="ring"`); c != n || !strings.Contains(buf.String(), "30 states in msd_2") {
		t.Errorf("a 30-state automaton: %d circles; want 30 and the caption \"30 states\"", c)
	}
	for _, bad := range []AutomatonDrawing{{}, {Start: 2, Accepting: []bool{true}, Next: [][]int{{}}}, {Accepting: []bool{true}, Letters: []string{"0"}, Next: [][]int{{5}}}} {
		if err := AutomatonSVG(&buf, bad); err == nil {
			t.Errorf("%+v: no error", bad)
		}
	}
}
