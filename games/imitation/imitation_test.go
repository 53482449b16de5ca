package imitation_test

import (
	"strings"
	"testing"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/games/imitation"
)

func rules(t *testing.T, p, m int) imitation.Rules {
	t.Helper()
	r, err := imitation.NewRules(p, m)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func record(t *testing.T, r imitation.Rules, text string) imitation.State {
	t.Helper()
	positions, err := imitation.ParseRecord(text)
	if err != nil {
		t.Fatal(err)
	}
	s, err := r.FromRecord(positions)
	if err != nil {
		t.Fatalf("%s: %v", text, err)
	}
	return s
}

// The dense table equals the generic solver on every state with piles <= 7.
func TestTableAgainstGenericSolver(t *testing.T) {
	for p := 1; p <= 3; p++ {
		for m := 1; m <= 3; m++ {
			r := rules(t, p, m)
			table, err := r.Solve(7)
			if err != nil {
				t.Fatal(err)
			}
			solver := game.NewSolver(imitation.Game{Rules: r})
			count := 0
			table.Reachable(func(s imitation.State) {
				want, err := solver.Outcome(imitation.Encode(s))
				if err != nil {
					t.Fatal(err)
				}
				if got, _ := table.Outcome(s); got != want {
					t.Fatalf("(%d,%d) %+v: table %v, solver %v", p, m, s, got, want)
				}
				count++
			})
			if count == 0 {
				t.Fatal("no reachable states")
			}
		}
	}
}

// Theorem 1 of Larsson 2009 on every state reachable from a start <= 20.
func TestTheorem1(t *testing.T) {
	for p := 1; p <= 4; p++ {
		for m := 1; m <= 4; m++ {
			r := rules(t, p, m)
			table, _ := r.Solve(20)
			w, _ := imitation.NewWythoffP(p, m, 20)
			table.Reachable(func(s imitation.State) {
				if got, _ := table.Outcome(s); r.Predict(s, w) != got {
					t.Fatalf("(%d,%d) %+v: rules say %v, Theorem 1 says %v", p, m, s, got, r.Predict(s, w))
				}
			})
		}
	}
}

func TestPaperExamples(t *testing.T) {
	tests := []struct {
		p, m   int
		record string
		want   game.Outcome
		source string
	}{
		// Example 1, Imitation Nim: (2,3) -> (1,3) wins, (3,3) -> (1,3) loses.
		{1, 1, "2,3/1,3", game.P, "Larsson 2009 Example 1"},
		{1, 1, "3,3/1,3", game.N, "Larsson 2009 Example 1"},
		{1, 1, "1,5/1,3", game.N, "Larsson 2009 Example 1, case (1)"},
		{1, 1, "1,3", game.N, "Larsson 2009 Example 1"},
		// Example 2, (2,1): (2,2) -> (1,2) wins; after (1,1) -> (0,1) Alice wins.
		{2, 1, "2,2", game.N, "Larsson 2009 Example 2"},
		{2, 1, "2,2/1,2", game.P, "Larsson 2009 Example 2"},
		{2, 1, "1,2", game.N, "Larsson 2009 Example 2: as a start (1,2) is N"},
		{2, 1, "2,2/1,2/1,1/0,1", game.P, "Larsson 2009 Example 2"},
		{2, 1, "2,3", game.P, "Larsson 2009 Example 2: least non-dynamic P after (0,0)"},
		// Example 3, (1,2): (1,2) is N, (1,3) P.
		{1, 2, "1,2", game.N, "Larsson 2009 Example 3"},
		{1, 2, "1,3", game.P, "Larsson 2009 Example 3"},
		{1, 2, "1,4/1,3", game.P, "Larsson 2009 Example 3: non-dynamic P"},
		// Example 5, (3,3): Bob wins the first line; in the second Alice
		// must take from the higher pile.
		{3, 3, "6,9/5,9/5,6/4,6/3,6", game.P, "Larsson 2009 Example 5"},
		{3, 3, "3,3/2,3/2,1/2,0", game.N, "Larsson 2009 Example 5: Bob imitates a second time"},
		{3, 3, "3,3/2,3/2,1/1,1", game.P, "Larsson 2009 Example 5: Alice's correct move"},
		// Larsson 2008, (2,3) from (4,9): Alice's (3,9) wins; Bob's imitation
		// to (3,6) teaches him a P-position of W but loses, since he may
		// not imitate again to reach (2,5).
		{2, 3, "4,9", game.N, "Larsson 2008 (2,3) example: (4,9) is N"},
		{2, 3, "4,9/3,9", game.P, "Larsson 2008 (2,3) example"},
		{2, 3, "4,9/3,9/3,6", game.N, "Larsson 2008 (2,3) example"},
	}
	for _, tt := range tests {
		r := rules(t, tt.p, tt.m)
		s := record(t, r, tt.record)
		table, _ := r.Solve(max(s.Piles[0], s.Piles[1]))
		if got, _ := table.Outcome(s); got != tt.want {
			t.Errorf("(%d,%d) %s: %v; want %v (%s)", tt.p, tt.m, tt.record, got, tt.want, tt.source)
		}
	}
}

// Larsson 2008: after (4,9) -> (3,9) -> (3,6), Alice wins by (3,6) -> (2,6):
// Bob would need a second consecutive imitation to reach (2,5).
func TestLarsson2008SecondImitation(t *testing.T) {
	r := rules(t, 2, 3)
	s := record(t, r, "4,9/3,9/3,6")
	table, _ := r.Solve(9)
	var winning [][2]int
	r.Each(s, func(_, _ int, next imitation.State) {
		if o, _ := table.Outcome(next); o == game.P {
			winning = append(winning, next.Piles)
		}
	})
	found := false
	for _, w := range winning {
		found = found || w == [2]int{2, 6}
	}
	if !found {
		t.Fatalf("winning moves from 4,9/3,9/3,6 = %v; want (2,6) among them", winning)
	}
	after := record(t, r, "4,9/3,9/3,6/2,6")
	if _, err := r.Play(after, 1, 1); err == nil {
		t.Fatal("(2,6) -> (2,5) must be an illegal second imitation")
	}
}

// Example 4 of Larsson 2009, (3,2): the listed non-dynamic P-positions, and
// (20,27) non-dynamic N.
func TestExample4Classes(t *testing.T) {
	r := rules(t, 3, 2)
	table, err := r.Solve(60)
	if err != nil {
		t.Fatal(err)
	}
	for _, pos := range [][2]int{{0, 0}, {3, 5}, {8, 12}, {13, 19}, {18, 26}} {
		if c, _, _, _ := table.Classify(pos[0], pos[1]); c != imitation.NonDynamicP {
			t.Errorf("(3,2) %v is %v; want non-dynamic P (Larsson 2009 Example 4)", pos, c)
		}
	}
	if c, _, _, _ := table.Classify(20, 27); c != imitation.NonDynamicN {
		t.Errorf("(3,2) (20,27) is %v; want non-dynamic N", c)
	}
}

// Proposition 0 (p = m = 1) and Larsson 2008's stable/free classification.
func TestClassification(t *testing.T) {
	for _, pm := range [][2]int{{1, 1}, {2, 1}, {2, 3}, {3, 2}, {1, 3}} {
		r := rules(t, pm[0], pm[1])
		table, _ := r.Solve(36)
		w, _ := imitation.NewWythoffP(pm[0], pm[1], 36)
		for x := 0; x <= 12; x++ {
			for y := 0; y <= 12; y++ {
				c, _, _, _ := table.Classify(x, y)
				st := w.Stable(x, y)
				if (c == imitation.NonDynamicP) != (st == imitation.PStable) || (c == imitation.NonDynamicN) != (st == imitation.NStable) {
					t.Fatalf("%v (%d,%d): %v but %v", pm, x, y, c, st)
				}
			}
		}
	}
}

func TestRecordErrors(t *testing.T) {
	r := rules(t, 1, 1)
	tests := []struct{ record, mention string }{
		{"2,2/2,3", "adds tokens"},
		{"2,2/2,2", "not a move"},
		{"3,3/2,2", "both piles"},
		{"2,3/1,3/1,2", "consecutive imitation"},
		{"1,-1", "negative"},
	}
	for _, tt := range tests {
		positions, err := imitation.ParseRecord(tt.record)
		if err == nil {
			_, err = r.FromRecord(positions)
		}
		if err == nil || !strings.Contains(err.Error(), tt.mention) {
			t.Errorf("record %s: error %v; want one mentioning %q", tt.record, err, tt.mention)
		}
	}
	if _, err := imitation.ParseRecord("1,2/x"); err == nil {
		t.Error("ParseRecord(1,2/x): want an error")
	}
	if _, err := imitation.NewRules(0, 1); err == nil {
		t.Error("NewRules(0,1): want an error")
	}
}

// Reachable groups states; here it is tied to a plain breadth-first search
// over the rules.
func TestReachableAgainstSearch(t *testing.T) {
	for _, pm := range [][2]int{{1, 1}, {2, 1}, {2, 3}, {3, 2}} {
		r := rules(t, pm[0], pm[1])
		const n = 9
		table, _ := r.Solve(n)
		want := map[imitation.State]bool{}
		var queue []imitation.State
		for x := 0; x <= n; x++ {
			for y := 0; y <= n; y++ {
				s := imitation.Start(x, y)
				want[s] = true
				queue = append(queue, s)
			}
		}
		for len(queue) > 0 {
			s := queue[0]
			queue = queue[1:]
			r.Each(s, func(_, _ int, next imitation.State) {
				if !want[next] {
					want[next] = true
					queue = append(queue, next)
				}
			})
		}
		got := map[imitation.State]bool{}
		table.Reachable(func(s imitation.State) { got[s] = true })
		if len(got) != len(want) {
			t.Fatalf("%v: Reachable found %d states, the search %d", pm, len(got), len(want))
		}
		for s := range want {
			if !got[s] {
				t.Fatalf("%v: %+v reachable by search, not by Reachable", pm, s)
			}
		}
	}
}
