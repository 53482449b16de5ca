package web_test

import (
	"fmt"
	"net/url"
	"os"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"github.com/mex-cgt/mex/service"
)

// Every family is played on its own board (issues 24 and 25): the page
// draws the board the family names (/api/describe's board) and a click,
// a tap or Enter on a thing of the board plays the legal move it means.
// Each test clicks one thing, works out from the rules the position the
// move must lead to, finds it among the moves /api/play lists, and checks
// that the page played exactly that move, that the computer answered,
// that the board shows the last move and keeps the focus.
//
// Before boards belonged to the families, Kayles, the coin-turning games,
// the graph games, Hackenbush and Fibonacci Nim were drawn as heaps (or
// not at all) and a click on them played nothing; the queen's and the
// record's boards published no things and showed no last move. Each test
// below fails there.

// target is a thing of the board as the page publishes it
// (#board[data-targets]): its centre and size in CSS pixels of the board,
// and the move a click on it plays ("" when none, or when a click there
// asks which).
type target struct {
	ID, Label  string
	X, Y, W, H float64
	To         string
}

func (p *page) targets() []target {
	p.t.Helper()
	return evalAs[[]target](p, `JSON.parse(document.getElementById("board").dataset.targets || "[]").map(t => ({ID: t.id, Label: t.label, X: t.x, Y: t.y, W: t.w, H: t.h, To: t.to}))`)
}

func (p *page) target(id string) target {
	p.t.Helper()
	for _, t := range p.targets() {
		if t.ID == id || t.Label == id {
			return t
		}
	}
	p.t.Fatalf("the board has no thing %q; it has %v", id, p.targets())
	return target{}
}

// clickAt clicks the board at a thing's centre, as a mouse (or a finger
// on a phone) does.
func (p *page) clickAt(id string) {
	p.t.Helper()
	t := p.target(id)
	evalAs[bool](p, `(document.getElementById("board").scrollIntoView({block: "center"}), true)`)
	r := evalAs[[]float64](p, `(() => { const r = document.getElementById("board").getBoundingClientRect(); return [r.left, r.top]; })()`)
	p.do(chromedp.MouseClickXY(r[0]+t.X, r[1]+t.Y))
}

// startGame opens a game at a start, the human to move, and waits for the board.
func (p *page) startGame(game, start string) {
	p.t.Helper()
	p.open("?game=" + url.QueryEscape(game) + "&start=" + url.QueryEscape(start))
	p.do(chromedp.Click("#first"), chromedp.Click("#start"))
	p.waitFor(`document.body.dataset.turn === "you" && JSON.parse(document.getElementById("board").dataset.targets || "[]").length > 0`)
}

// apiMoves lists the moves /api/play gives at pos.
func apiMoves(t *testing.T, base, game, pos string) []string {
	t.Helper()
	var st struct{ Moves []struct{ To string } }
	getJSON(t, base, "/api/play?"+url.Values{"game": {game}, "pos": {pos}}.Encode(), &st)
	var out []string
	for _, m := range st.Moves {
		out = append(out, m.To)
	}
	return out
}

// wantMove is the move of /api/play at pos whose position same says is
// the one the rules give.
func wantMove(t *testing.T, base, game, pos string, same func(to string) bool) string {
	t.Helper()
	moves := apiMoves(t, base, game, pos)
	for _, to := range moves {
		if same(to) {
			return to
		}
	}
	t.Fatalf("%s at %s: no move of /api/play is the one expected; it lists %v", game, pos, moves)
	return ""
}

// played waits until the computer has answered the human's move and
// checks that the human's move was to; it returns the computer's move.
func (p *page) played(to string) string {
	p.t.Helper()
	p.waitFor(settled + ` && document.querySelectorAll("#log li.you").length > 0`)
	if turn := p.data("turn"); turn == "error" {
		p.t.Fatalf("play failed: %s", p.text("#status"))
	}
	you := evalAs[string](p, `[...document.querySelectorAll("#log li.you")].pop().textContent`)
	if want := "You move to " + to + "."; !strings.HasPrefix(you, want) {
		p.t.Fatalf("the page reports %q; want %q (the move /api/play lists)", you, want)
	}
	if p.data("turn") == "over" && p.data("winner") == "you" {
		return ""
	}
	answer := evalAs[string](p, `[...document.querySelectorAll("#log li")].pop().textContent`)
	if !strings.HasPrefix(answer, "Computer moves to ") {
		p.t.Fatalf("the computer did not answer: the log ends %q (status %q)", answer, p.text("#status"))
	}
	return strings.TrimSuffix(strings.Fields(strings.TrimPrefix(answer, "Computer moves to "))[0], ".")
}

// afterMove checks what the board shows once the computer has answered:
// the computer's move as the last move, and the focus still on the board.
func (p *page) afterMove(human, computer string) {
	p.t.Helper()
	if computer == "" {
		return
	}
	last, from := evalAs[string](p, `document.getElementById("board").dataset.last`), evalAs[string](p, `document.getElementById("board").dataset.lastFrom`)
	if last != computer || from != human {
		p.t.Errorf("the board shows the last move %s → %s; want %s → %s", from, last, human, computer)
	}
	if f := evalAs[string](p, `document.activeElement.id`); f != "board" {
		p.t.Errorf("after a move on the board the focus is on %q; want the board", f)
	}
}

func heapsOf(text string) []int {
	var out []int
	for _, f := range strings.FieldsFunc(text, func(r rune) bool { return r == ',' || r == '+' || r == ' ' }) {
		if v, err := strconv.Atoi(f); err == nil && v > 0 {
			out = append(out, v)
		}
	}
	sort.Ints(out)
	return out
}

func sameHeaps(want ...int) func(string) bool {
	w := slices.Clone(want)
	w = slices.DeleteFunc(w, func(v int) bool { return v == 0 })
	sort.Ints(w)
	return func(to string) bool { return slices.Equal(heapsOf(to), w) }
}

// Nim: a click on the 2nd token of the heap of 5 takes it and the tokens
// after it, leaving 1.
func TestBoardHeaps(t *testing.T) {
	p := newPage(t, pageOptions{})
	p.startGame("nim", "3,4,5")
	want := wantMove(t, p.url, "nim", "3,4,5", func(to string) bool { return to == "3,4,1" })
	p.clickAt("L3.2")
	p.afterMove(want, p.played(want))
}

// Kayles: a click on the middle pin of 9 knocks it, leaving 4 and 4;
// Shift-click knocks a pair. Dawson's Kayles knocks two pins a click
// (one alone is no move); Grundy's game splits a row, by keyboard.
func TestBoardPins(t *testing.T) {
	p := newPage(t, pageOptions{})
	p.startGame("kayles", "9")
	want := wantMove(t, p.url, "kayles", "9", sameHeaps(4, 4))
	p.clickAt("L1.5")
	p.afterMove(want, p.played(want))

	p.startGame("kayles", "9")
	want = wantMove(t, p.url, "kayles", "9", sameHeaps(2, 5))
	t2 := p.target("L1.3")
	evalAs[bool](p, `(document.getElementById("board").scrollIntoView({block: "center"}), true)`)
	r := evalAs[[]float64](p, `(() => { const r = document.getElementById("board").getBoundingClientRect(); return [r.left, r.top]; })()`)
	p.do(chromedp.MouseClickXY(r[0]+t2.X, r[1]+t2.Y, chromedp.ButtonModifiers(chromedp.ModifierShift)))
	p.afterMove(want, p.played(want))

	p.startGame("dawson", "11")
	want = wantMove(t, p.url, "dawson", "11", sameHeaps(9))
	p.clickAt("L1.1")
	p.afterMove(want, p.played(want))

	p.startGame("grundy", "13")
	want = wantMove(t, p.url, "grundy", "13", sameHeaps(4, 9))
	p.do(chromedp.Focus("#board"))
	for p.data("cursor") != "L1.4" {
		if c := p.data("cursor"); c > "L1.4" || len(c) > 4 {
			t.Fatalf("the cursor went past pin 4: %q", c)
		}
		p.key(kb.ArrowRight)
	}
	if info := p.text("#board-info"); !strings.Contains(info, "pin 4") {
		t.Errorf("the live line says %q on pin 4", info)
	}
	p.key(kb.Enter)
	p.afterMove(want, p.played(want))
}

// Coin-turning: the Ruler game from heads 3,5,8; the click on head 8,
// then on coin 6, turns 6, 7 and 8. Mock Turtles: head 8 clicked twice
// turns it alone.
func TestBoardCoins(t *testing.T) {
	p := newPage(t, pageOptions{})
	p.startGame("turning:ruler", "3,5,8")
	want := wantMove(t, p.url, "turning:ruler", "3,5,8", func(to string) bool { return to == "3,5,6,7" })
	p.clickAt("C8")
	p.waitFor(`document.querySelectorAll("#board-tools button[data-to]").length > 1`)
	p.clickAt("C6")
	p.afterMove(want, p.played(want))

	p.startGame("turning:mock-turtles", "3,5,8")
	want = wantMove(t, p.url, "turning:mock-turtles", "3,5,8", func(to string) bool { return to == "3,5" })
	p.clickAt("C8")
	p.waitFor(`document.querySelectorAll("#board-tools button[data-to]").length > 1`)
	p.clickAt("C8")
	p.afterMove(want, p.played(want))

	// by keyboard: Turtles turns one or two coins; Enter on head 8, then
	// on coin 4, turns both
	p.startGame("turning:turtles", "3,5,8")
	want = wantMove(t, p.url, "turning:turtles", "3,5,8", func(to string) bool { return to == "3,4,5" })
	p.do(chromedp.Focus("#board"))
	p.steerTo("C8")
	p.key(kb.Enter)
	if info := p.text("#board-info"); !strings.Contains(info, "Turning coin 8") {
		t.Fatalf("after Enter on head 8 the live line says %q", info)
	}
	p.steerTo("C4")
	p.key(kb.Enter)
	p.afterMove(want, p.played(want))
}

// steerTo moves the board's cursor along its row to a thing, by the arrows.
func (p *page) steerTo(id string) {
	p.t.Helper()
	for range 100 {
		c := p.data("cursor")
		if c == id {
			return
		}
		n, _ := strconv.Atoi(c[1:])
		want, _ := strconv.Atoi(id[1:])
		if n < want {
			p.key(kb.ArrowRight)
		} else {
			p.key(kb.ArrowLeft)
		}
	}
	p.t.Fatalf("the cursor did not reach %s (it is on %s)", id, p.data("cursor"))
}

// graph reads an edge list as the grammar writes it: its vertices and
// its edges, each u-v with u <= v, sorted.
func graph(text string) (vs []int, es []string) {
	body, _ := strings.CutPrefix(text, "edges:")
	if text == "empty" {
		body = ""
	}
	seen := map[int]bool{}
	for _, item := range strings.Split(body, ",") {
		if item == "" {
			continue
		}
		a, b, isEdge := strings.Cut(item, "-")
		u, _ := strconv.Atoi(a)
		seen[u] = true
		if isEdge {
			v, _ := strconv.Atoi(b)
			seen[v] = true
			es = append(es, fmt.Sprintf("%d-%d", min(u, v), max(u, v)))
		}
	}
	for v := range seen {
		vs = append(vs, v)
	}
	sort.Ints(vs)
	sort.Strings(es)
	return vs, es
}

func sameGraph(vs []int, es []string) func(string) bool {
	sort.Ints(vs)
	sort.Strings(es)
	return func(to string) bool {
		gv, ge := graph(to)
		return slices.Equal(gv, vs) && slices.Equal(ge, es)
	}
}

// Node Kayles on the path of 12: a click on vertex 6 removes 5, 6 and 7.
// Arc Kayles on the cycle of 11: a click on the edge 1-2 removes 1 and 2.
func TestBoardGraph(t *testing.T) {
	p := newPage(t, pageOptions{})
	p.startGame("nodekayles", "path:12")
	want := wantMove(t, p.url, "nodekayles", "path:12", sameGraph([]int{1, 2, 3, 4, 8, 9, 10, 11, 12}, []string{"1-2", "2-3", "3-4", "8-9", "9-10", "10-11", "11-12"}))
	p.clickAt("vertex 6")
	p.afterMove(want, p.played(want))

	p.startGame("arckayles", "cycle:11")
	var vs []int
	var es []string
	for v := 3; v <= 11; v++ {
		vs = append(vs, v)
		if v > 3 {
			es = append(es, fmt.Sprintf("%d-%d", v-1, v))
		}
	}
	want = wantMove(t, p.url, "arckayles", "cycle:11", sameGraph(vs, es))
	p.clickAt("edge 1-2")
	p.afterMove(want, p.played(want))
}

// Green Hackenbush: chopping the edge 2-3 drops the loop on 3 with it;
// bamboo stalks: chopping the 2nd segment of the stalk of 3 leaves 1.
func TestBoardGround(t *testing.T) {
	p := newPage(t, pageOptions{})
	start := "edges:0-1,1-2,2-0,2-3,3-3"
	p.startGame("greenhackenbush", start)
	want := wantMove(t, p.url, "greenhackenbush", start, sameGraph([]int{0, 1, 2}, []string{"0-1", "1-2", "0-2"}))
	p.clickAt("edge 2-3")
	p.afterMove(want, p.played(want))

	p.startGame("hackenbush", "3,2")
	want = wantMove(t, p.url, "hackenbush", "3,2", func(to string) bool { return to == "1,2" })
	p.clickAt("L1.2")
	p.afterMove(want, p.played(want))
}

// Fibonacci Nim from 20: a click on the 18th token takes tokens 18 to 20,
// leaving 17 after a move of 3; the board shows the most the next move
// may take, and only the tokens a move may take play.
func TestBoardHeapLastMove(t *testing.T) {
	p := newPage(t, pageOptions{})
	p.startGame("fibonacci-nim", "20")
	want := wantMove(t, p.url, "fibonacci-nim", "20", func(to string) bool { return to == "17,3" })
	if got := p.target("L1.1").To; got != "" {
		t.Errorf("the first token takes the whole heap (%q); the first move may not", got)
	}
	p.clickAt("L1.18")
	computer := p.played(want)
	p.afterMove(want, computer)
	if computer == "" {
		return
	}
	// after the computer took k, the next move may take up to 2k: the
	// tokens that play are exactly the last 2k (or all)
	n, _ := strconv.Atoi(strings.Split(computer, ",")[0])
	k, _ := strconv.Atoi(strings.Split(computer, ",")[1])
	live := 0
	for _, t := range p.targets() {
		if t.To != "" {
			live++
		}
	}
	if live != min(n, 2*k) {
		t.Errorf("at %s the board offers %d tokens to take; want %d", computer, live, min(n, 2*k))
	}
	if info := p.text("#board-legend") + p.text("#board-info"); !strings.Contains(info, "last move") {
		t.Errorf("the board does not say it shows the last move: %q", info)
	}
}

// The queen's board and the record's: a click plays the square or token,
// the board shows where the computer's queen came from and keeps focus.
func TestBoardQueenAndRecord(t *testing.T) {
	p := newPage(t, pageOptions{})
	p.startGame("wythoff", "3,6")
	want := wantMove(t, p.url, "wythoff", "3,6", func(to string) bool { return to == "3,1" })
	p.clickAt("Q3,1")
	p.afterMove(want, p.played(want))

	p.startGame("imitation", "4,6")
	want = wantMove(t, p.url, "imitation", "4,6", func(to string) bool { return strings.HasSuffix(to, "/4,2") })
	p.clickAt("P2.3")
	p.waitFor(settled + ` && document.querySelectorAll("#log li.you").length > 0`)
	you := evalAs[string](p, `[...document.querySelectorAll("#log li.you")].pop().textContent`)
	if !strings.HasPrefix(you, "You move to 4,2") || !strings.Contains(p.data("record"), strings.TrimPrefix(want, "4,6/")) {
		t.Fatalf("the page reports %q, record %q; want the move to %s", you, p.data("record"), want)
	}
	if f := evalAs[string](p, `document.activeElement.id`); f != "board" {
		t.Errorf("after a move on the board the focus is on %q", f)
	}
	if last := evalAs[string](p, `document.getElementById("board").dataset.lastFrom`); last != "4,2" && p.data("turn") == "you" {
		t.Errorf("the board shows the last move from %q; want from 4,2", last)
	}
}

// On a phone (390×844) the things of the boards are touch targets of
// 44 px or more, a tap plays, and the live line says what the cursor is on.
func TestBoardPhoneTouchTargets(t *testing.T) {
	p := newPage(t, pageOptions{width: 390, height: 844, mobile: true})
	for _, c := range []struct{ game, start, tap, want string }{
		{"nim", "3,4,5", "L2.4", "3,3,5"},
		{"kayles", "7", "L1.1", "6"},
		{"turning:turtles", "3,5,8", "", ""},
		{"nodekayles", "path:7", "vertex 1", "edges:3-4,4-5,5-6,6-7"},
		{"fibonacci-nim", "8", "L1.8", "7,1"},
		{"greenhackenbush", "edges:0-1,1-2,2-0,2-3,3-3", "", ""},
	} {
		p.startGame(c.game, c.start)
		ts := p.targets()
		for _, t1 := range ts {
			if t1.W < 44 || t1.H < 44 {
				t.Errorf("%s at %s: %s is a touch target of %.0f×%.0f px; want 44 or more", c.game, c.start, t1.Label, t1.W, t1.H)
			}
		}
		for i, a := range ts {
			for _, b := range ts[i+1:] {
				if a.Label[0] == b.Label[0] && max(abs(a.X-b.X), abs(a.Y-b.Y)) < 44 && !strings.HasPrefix(a.Label, "edge") {
					t.Errorf("%s: %s and %s are %.0f px apart; their targets overlap", c.game, a.Label, b.Label, max(abs(a.X-b.X), abs(a.Y-b.Y)))
				}
			}
		}
		if w := evalAs[float64](p, `document.getElementById("board").getBoundingClientRect().right`); w > 390 {
			t.Errorf("%s: the board ends at %.0f px, beyond the phone's 390", c.game, w)
		}
		if c.tap == "" {
			continue
		}
		want := wantMove(t, p.url, c.game, c.start, func(to string) bool { return to == c.want })
		p.clickAt(c.tap)
		p.afterMove(want, p.played(want))
		if live := evalAs[string](p, `document.getElementById("board-info").getAttribute("aria-live")`); live != "polite" {
			t.Errorf("the board's line is not live: %q", live)
		}
	}
}

func abs(x float64) float64 { return max(x, -x) }

// By keyboard alone on heaps: the arrows move the cursor over the tokens,
// the live line says what it is on, Enter takes, and the focus stays on
// the board for the next move.
func TestBoardKeyboard(t *testing.T) {
	p := newPage(t, pageOptions{})
	p.startGame("nim", "3,4,5")
	want := wantMove(t, p.url, "nim", "3,4,5", func(to string) bool { return to == "3,2,5" })
	p.do(chromedp.Focus("#board"))
	for p.data("cursor") != "L2.1" {
		p.key(kb.ArrowDown)
		if c := p.data("cursor"); !strings.HasPrefix(c, "L1") && !strings.HasPrefix(c, "L2") {
			t.Fatalf("the cursor went to %q", c)
		}
	}
	p.key(kb.ArrowRight, kb.ArrowRight)
	if c, info := p.data("cursor"), p.text("#board-info"); c != "L2.3" || !strings.Contains(info, "heap 2, token 3") || !strings.Contains(info, "3,2,5") {
		t.Fatalf("cursor %q, live line %q; want heap 2, token 3, moving to 3,2,5", c, info)
	}
	p.key(kb.Enter)
	p.afterMove(want, p.played(want))
	if p.data("turn") == "you" {
		p.key(kb.ArrowLeft) // the board still takes keys
		if c := p.data("cursor"); c == "" {
			t.Errorf("no cursor after the move")
		}
	}
}

// The page names boards, never families: every family's board is drawn by
// static/boards/<board>.js, and no board is named as a family is.
func TestBoardKindsNameNoFamily(t *testing.T) {
	names := map[string]bool{}
	for _, f := range service.Families().Families {
		names[f.Name] = true
	}
	for _, f := range service.Families().Families {
		if names[string(f.Board)] {
			t.Errorf("family %s is played on a board named as a family, %q", f.Name, f.Board)
		}
		if _, err := os.Stat("static/boards/" + string(f.Board) + ".js"); err != nil {
			t.Errorf("the page has no module for the board %q of family %s: %v", f.Board, f.Name, err)
		}
	}
}
