package web_test

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/games/chomp"
	"github.com/mex-cgt/mex/games/cram"
)

// The boards of squares (issue 38): Chomp's bar and Cram's board of
// dominoes are played on the page by click, touch and keyboard, where they
// were played through the move buttons alone (the graph board declined
// them). Each test plays a square, or a domino, and works out the
// position it must leave with the game's own package (chomp.Take, cram's
// Options and FormatPosition), not from what the page shows.

// squareAt reads a square's id, S<row>.<column>.
func squareAt(id string) (r, c int) {
	fmt.Sscanf(id, "S%d.%d", &r, &c)
	return r, c
}

// steerSquare moves the cursor of a board of squares to a square by the
// arrow keys; up is the next row on a bar (rows from the bottom), the row
// before on a board of dominoes (rows from the top).
func (p *page) steerSquare(id string, upAdds bool) {
	p.t.Helper()
	p.do(chromedp.Focus("#board"))
	r, c := squareAt(id)
	for range 200 {
		cur := p.data("cursor")
		if cur == id {
			return
		}
		cr, cc := squareAt(cur)
		switch { // the row first: on a bar, a shorter row may lack the column
		case cr != r && (cr < r) == upAdds:
			p.key(kb.ArrowUp)
		case cr != r:
			p.key(kb.ArrowDown)
		case cc < c:
			p.key(kb.ArrowRight)
		default:
			p.key(kb.ArrowLeft)
		}
	}
	p.t.Fatalf("the cursor did not reach %s (it is on %s)", id, p.data("cursor"))
}

// chompMove is the move from pos that takes the square in row i, column
// j with those above it and to its right, by the package's rule, checked
// to be one of the game's options.
func chompMove(t *testing.T, spec, pos string, i, j int) string {
	t.Helper()
	p := game.Position(heapsOfOrder(pos))
	q := chomp.Take(p, i, j)
	var g chomp.Game
	if !slices.ContainsFunc(g.Options(p), q.Equal) {
		t.Fatalf("%s at %s: taking row %d, column %d leaves %v, not an option", spec, pos, i, j, q)
	}
	if si, sj, ok := chomp.Square(p, q); !ok || si != i || sj != j {
		t.Fatalf("chomp.Square(%v, %v) = %d, %d, %v", p, q, si, sj, ok)
	}
	return strings.Trim(strings.ReplaceAll(fmt.Sprint([]int(q)), " ", ","), "[]")
}

// heapsOfOrder reads numbers separated by commas, in their order.
func heapsOfOrder(text string) []int {
	var out []int
	for _, f := range strings.Split(text, ",") {
		var v int
		fmt.Sscan(f, &v)
		out = append(out, v)
	}
	return out
}

// cramMove is the move from pos (a picture) that covers the squares (r,
// c) and (r2, c2), from 1, rows from the top: the board with their bits
// cleared, checked to be one of cram's options, written by cram.
func cramMove(t *testing.T, pos string, r, c, r2, c2 int) string {
	t.Helper()
	g := cram.Any
	p, err := g.ParsePosition(pos)
	if err != nil {
		t.Fatal(err)
	}
	q := p.Clone()
	for _, s := range [][2]int{{r, c}, {r2, c2}} {
		if q[1+s[0]]>>(s[1]-1)&1 == 0 {
			t.Fatalf("square (%d,%d) of %s is covered", s[0], s[1], pos)
		}
		q[1+s[0]] &^= 1 << (s[1] - 1)
	}
	if !slices.ContainsFunc(g.Options(p), q.Equal) {
		t.Fatalf("the domino on (%d,%d) and (%d,%d) of %s is not one of cram's options", r, c, r2, c2, pos)
	}
	return g.FormatPosition(q)
}

// Chomp on the 3×4 bar: a click on the square in row 2, column 3 takes it
// and the squares above it and to its right; the preview under the mouse
// shows those squares; then, by keyboard, the cursor goes to row 1,
// column 2 and Enter takes it. The poisoned square plays nothing.
func TestBoardBarOfSquares(t *testing.T) {
	p := newPage(t, pageOptions{})
	p.startGame("chomp:3,4", "4,4,4")
	if got := p.data("board"); got != "bar" {
		t.Fatalf("chomp is played on %q; want the bar", got)
	}
	if len(p.targets()) != 12 {
		t.Fatalf("the 3×4 bar has %d squares on the page; want 12", len(p.targets()))
	}
	if poison := p.target("S1.1"); poison.To != "" || !strings.Contains(poison.Label, "poisoned") {
		t.Errorf("the poisoned square plays %q, label %q", poison.To, poison.Label)
	}
	// the mouse over row 2, column 3 previews the 4 squares it takes
	sq := p.target("S2.3")
	box := evalAs[[]float64](p, `(document.getElementById("board").scrollIntoView({block: "center"}), (() => { const r = document.getElementById("board").getBoundingClientRect(); return [r.left, r.top]; })())`)
	p.do(chromedp.MouseEvent(input.DispatchMouseEventTypeMouseMoved, box[0]+sq.X, box[1]+sq.Y))
	var taken []string
	for i := 2; i <= 3; i++ {
		for j := 3; j <= 4; j++ {
			taken = append(taken, fmt.Sprintf("S%d.%d", i, j))
		}
	}
	p.waitFor(fmt.Sprintf(`JSON.stringify(JSON.parse(document.getElementById("board").dataset.preview).sort()) === %q`, `["`+strings.Join(taken, `","`)+`"]`))
	want := chompMove(t, "chomp:3,4", "4,4,4", 2, 3)
	if got := p.target("S2.3").To; got != want {
		t.Errorf("row 2, column 3 plays %q; want %q", got, want)
	}
	p.clickAt("S2.3")
	computer := p.played(want)
	p.afterMove(want, computer)
	p.screenshot("board-bar.png")

	// by keyboard, from a fresh start: row 1, column 2 takes 9 squares,
	// leaving the first column
	p.startGame("chomp:3,4", "4,4,4")
	want = chompMove(t, "chomp:3,4", "4,4,4", 1, 2)
	p.steerSquare("S1.2", true)
	if info := p.text("#board-info"); !strings.Contains(info, "row 1, column 2") || !strings.Contains(info, "takes 9 squares") {
		t.Errorf("on row 1, column 2 the live line says %q", info)
	}
	p.key(kb.Enter)
	p.afterMove(want, p.played(want))

	// the second hint puts the cursor on the square of a winning move, and
	// Enter takes it: a bar chomp values 0
	p.startGame("chomp:4,7", "7,7,7,7")
	p.do(chromedp.Click("#hint"))
	p.waitFor(`document.getElementById("hint-text").textContent.includes("Hint 1 of 3")`)
	p.do(chromedp.Click("#hint"))
	p.waitFor(`document.getElementById("hint-text").textContent.includes("Hint 2 of 3")`)
	hinted := evalAs[string](p, `document.querySelector("#moves button.hinted").dataset.to`)
	hi, hj, ok := chomp.Square(game.Position{7, 7, 7, 7}, game.Position(heapsOfOrder(hinted)))
	if !ok {
		t.Fatalf("the hint moves to %s, no option of 7,7,7,7", hinted)
	}
	if v, err := (chomp.Game{}).GrundyOf(context.Background(), game.Position(heapsOfOrder(hinted))); err != nil || v != 0 {
		t.Fatalf("the hint moves to %s, of value %d (%v); want a P-position", hinted, v, err)
	}
	if c := p.data("cursor"); c != fmt.Sprintf("S%d.%d", hi, hj) {
		t.Errorf("the hint puts the cursor on %s; want row %d, column %d", c, hi, hj)
	}
	p.do(chromedp.Focus("#board"))
	p.key(kb.Enter)
	p.afterMove(hinted, p.played(hinted))

	// the keyboard on a bar that is no rectangle: Up from a long row goes
	// to the last square of a shorter row
	p.startGame("chomp", "5,3,1")
	p.steerSquare("S1.5", true)
	p.key(kb.ArrowUp)
	if c := p.data("cursor"); c != "S2.3" {
		t.Errorf("Up from row 1, column 5 of 5,3,1 goes to %s; want S2.3", c)
	}
	want = chompMove(t, "chomp", "5,3,1", 2, 3)
	p.key(" ")
	p.afterMove(want, p.played(want))
}

// Cram on the 3×4 board: a click on one empty square then on the one to
// its right places a horizontal domino; by keyboard, R turns the domino
// down and Enter places it; a drag from a square to the one below places
// a vertical domino.
func TestBoardDominoes(t *testing.T) {
	p := newPage(t, pageOptions{})
	p.startGame("cram:3,4", "3,4")
	if got := p.data("board"); got != "dominoes" {
		t.Fatalf("cram is played on %q; want the board of dominoes", got)
	}
	start := "..../..../...."
	want := cramMove(t, start, 2, 2, 2, 3)
	p.clickAt("S2.2")
	p.waitFor(`document.getElementById("board-info").textContent.includes("Picked row 2, column 2")`)
	p.clickAt("S2.3")
	computer := p.played(want)
	p.afterMove(want, computer)
	p.screenshot("board-dominoes.png")
	if computer != "" {
		// a covered square is drawn so, and picks nothing
		ts := p.targets()
		if !slices.ContainsFunc(ts, func(x target) bool { return x.ID == "S2.2" && strings.Contains(x.Label, "covered") }) {
			t.Errorf("row 2, column 2 is not covered on the page: %v", ts)
		}
	}

	// by keyboard: R turns the domino down, Enter places row 1, column 4 and row 2, column 4
	p.startGame("cram:3,4", "3,4")
	want = cramMove(t, start, 1, 4, 2, 4)
	p.steerSquare("S1.4", false)
	p.key("r")
	if info := p.text("#board-info"); !strings.Contains(info, "down on it and row 2, column 4") {
		t.Errorf("after R on row 1, column 4 the live line says %q", info)
	}
	if got := evalAs[[]string](p, `JSON.parse(document.getElementById("board").dataset.preview).sort()`); !slices.Equal(got, []string{"S1.4", "S2.4"}) {
		t.Errorf("after R on row 1, column 4 the board previews the domino on %v; want S1.4 and S2.4", got)
	}
	p.key(kb.Enter)
	p.afterMove(want, p.played(want))

	// by a drag from row 3, column 1 to row 2, column 1
	p.startGame("cram:3,4", "3,4")
	want = cramMove(t, start, 3, 1, 2, 1)
	a, b := p.target("S3.1"), p.target("S2.1")
	box := evalAs[[]float64](p, `(document.getElementById("board").scrollIntoView({block: "center"}), (() => { const r = document.getElementById("board").getBoundingClientRect(); return [r.left, r.top]; })())`)
	p.do(chromedp.MouseEvent(input.DispatchMouseEventTypeMousePressed, box[0]+a.X, box[1]+a.Y, chromedp.ButtonLeft, chromedp.ClickCount(1)))
	p.do(chromedp.MouseEvent(input.DispatchMouseEventTypeMouseMoved, box[0]+a.X, box[1]+(a.Y+b.Y)/2, chromedp.ButtonLeft))
	p.do(chromedp.MouseEvent(input.DispatchMouseEventTypeMouseMoved, box[0]+b.X, box[1]+b.Y, chromedp.ButtonLeft))
	p.do(chromedp.MouseEvent(input.DispatchMouseEventTypeMouseReleased, box[0]+b.X, box[1]+b.Y, chromedp.ButtonLeft, chromedp.ClickCount(1)))
	p.afterMove(want, p.played(want))

	// the second hint turns the keyboard's domino onto a winning move, and
	// Enter plays it: a board cram values 0
	p.startGame("cram:3,4", "3,4")
	p.do(chromedp.Click("#hint"))
	p.waitFor(`document.getElementById("hint-text").textContent.includes("Hint 1 of 3")`)
	p.do(chromedp.Click("#hint"))
	p.waitFor(`document.getElementById("hint-text").textContent.includes("Hint 2 of 3")`)
	hinted := evalAs[string](p, `document.querySelector("#moves button.hinted").dataset.to`)
	q, err := cram.Any.ParsePosition(hinted)
	if err != nil {
		t.Fatal(err)
	}
	if v, err := cram.Any.GrundyOf(context.Background(), q); err != nil || v != 0 {
		t.Fatalf("the hint moves to %s, of value %d (%v); want a P-position", hinted, v, err)
	}
	if got := evalAs[string](p, `JSON.parse(document.getElementById("board").dataset.preview).length + ""`); got != "2" {
		t.Errorf("the hinted domino is not previewed at the cursor: %s squares", got)
	}
	p.do(chromedp.Focus("#board"))
	p.key(kb.Enter)
	p.afterMove(hinted, p.played(hinted))

	// on a board with squares covered from the start: no domino on them
	p.startGame("cram", "#.../..../...#")
	if c := p.data("cursor"); c != "S1.2" {
		t.Errorf("the cursor starts on %s; want the first empty square, S1.2", c)
	}
	p.clickAt("S1.1")
	p.waitFor(`document.getElementById("board-info").textContent.includes("a domino covers it")`)
	want = cramMove(t, "#.../..../...#", 1, 2, 2, 2)
	p.clickAt("S1.2")
	p.clickAt("S2.2")
	p.afterMove(want, p.played(want))
}

// On a phone (390×844) the squares of a board that fits are 44 px or
// more, and no less than 24 px on one too wide to fit at 44; the board
// stays within the page, or scrolls within its frame.
func TestBoardSquaresOnPhone(t *testing.T) {
	p := newPage(t, pageOptions{width: 390, height: 844, mobile: true})
	for _, c := range []struct {
		game, start string
		min         float64
		fits        bool
	}{
		{"chomp:4,7", "7,7,7,7", 44, true},
		{"chomp:3,8", "8,8,8", 44, true}, // 8 columns of 44 px fit 390 px
		{"cram:3,4", "3,4", 44, true},
		{"cram:5,5", "5,5", 44, true},
		{"chomp:6,20", "20,20,20,20,20,20", 24, false},
	} {
		p.startGame(c.game, c.start)
		for _, s := range p.targets() {
			if s.W < c.min || s.H < c.min {
				t.Errorf("%s: %s is %.0f×%.0f px; want %.0f or more", c.game, s.Label, s.W, s.H, c.min)
			}
		}
		right := evalAs[float64](p, `document.getElementById("board").getBoundingClientRect().right`)
		wrap := evalAs[float64](p, `document.getElementById("board-wrap").getBoundingClientRect().right`)
		if c.fits && right > wrap {
			t.Errorf("%s: the board ends at %.0f px, beyond its frame's %.0f", c.game, right, wrap)
		}
		if wrap > 390 {
			t.Errorf("%s: the board's frame ends at %.0f px, beyond the phone's 390", c.game, wrap)
		}
	}
	// a tap on the bar plays
	p.startGame("chomp:4,7", "7,7,7,7")
	want := chompMove(t, "chomp:4,7", "7,7,7,7", 3, 4)
	p.clickAt("S3.4")
	p.afterMove(want, p.played(want))
	p.screenshot("board-bar-phone.png")
	// two taps on the board of dominoes play
	p.startGame("cram:3,4", "3,4")
	want = cramMove(t, "..../..../....", 3, 3, 3, 4)
	p.clickAt("S3.3")
	p.clickAt("S3.4")
	p.afterMove(want, p.played(want))
	p.screenshot("board-dominoes-phone.png")
	// a finger's drag from row 1, column 1 to row 1, column 2
	p.startGame("cram:3,4", "3,4")
	want = cramMove(t, "..../..../....", 1, 1, 1, 2)
	a, b := p.target("S1.1"), p.target("S1.2")
	box := evalAs[[]float64](p, `(document.getElementById("board").scrollIntoView({block: "center"}), (() => { const r = document.getElementById("board").getBoundingClientRect(); return [r.left, r.top]; })())`)
	p.do(
		touch(input.DispatchTouchEventTypeTouchStart, box[0]+a.X, box[1]+a.Y),
		touch(input.DispatchTouchEventTypeTouchMove, box[0]+(a.X+b.X)/2, box[1]+a.Y),
		touch(input.DispatchTouchEventTypeTouchMove, box[0]+b.X, box[1]+b.Y),
		touch(input.DispatchTouchEventTypeTouchEnd),
	)
	p.afterMove(want, p.played(want))
}

// touch dispatches a touch event of one finger at (x, y) (none for the end).
func touch(typ input.DispatchTouchEventType, xy ...float64) chromedp.Action[chromedp.Void] {
	return func(ctx context.Context, t *chromedp.Target) (chromedp.Void, error) {
		pts := []*input.TouchPoint{}
		if len(xy) == 2 {
			pts = append(pts, &input.TouchPoint{X: xy[0], Y: xy[1]})
		}
		_, err := cdp.Call(ctx, t, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: typ, TouchPoints: pts})
		return chromedp.Void{}, err
	}
}
