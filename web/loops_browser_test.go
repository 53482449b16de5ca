package web_test

import (
	"net/url"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/games/graphkayles"
)

// Loops on the graph board: Node Kayles and Arc Kayles accept a loop u-u.
// The board draws it as a small circle beside its vertex, a thing of its
// own ("loop at vertex u") that a click, a tap or Enter plays: in Arc
// Kayles, the move that removes the vertex alone. And a graph of more than
// 64 vertices, written by name (path:100), is not drawn: the page says to
// play with the moves below, with no error in the console.

// consoleErrors gathers what the page throws and writes by console.error.
type consoleErrors struct {
	mu  sync.Mutex
	got []string
}

func (c *consoleErrors) listen(p *page) {
	p.t.Helper()
	err := chromedp.Listen(p.ctx, func(ev any) {
		var text string
		switch e := ev.(type) {
		case *runtime.EventExceptionThrown:
			text = "exception: " + e.ExceptionDetails.Text
			if e.ExceptionDetails.Exception != nil {
				text += " " + e.ExceptionDetails.Exception.Description
			}
		case *runtime.EventConsoleAPICalled:
			if e.Type != runtime.ConsoleAPICalledTypeError {
				return
			}
			var args []string
			for _, a := range e.Args {
				args = append(args, string(a.Value)+a.Description)
			}
			text = "console.error: " + strings.Join(args, " ")
		default:
			return
		}
		c.mu.Lock()
		c.got = append(c.got, text)
		c.mu.Unlock()
	})
	if err != nil {
		p.t.Fatal(err)
	}
}

func (c *consoleErrors) check(t *testing.T) {
	t.Helper()
	c.mu.Lock()
	defer c.mu.Unlock()
	if len(c.got) > 0 {
		t.Errorf("the page wrote errors to its console: %q", c.got)
	}
}

// arcLoopMove is the Arc Kayles move from start that takes the loop at v:
// the graph without v (and every edge at it), by graphkayles, checked to
// be one of the game's options, written as the server writes positions.
func arcLoopMove(t *testing.T, start string, v int) string {
	t.Helper()
	g := graphkayles.ArcKayles
	gr, err := graphkayles.ParseGraph(start)
	if err != nil {
		t.Fatal(err)
	}
	if gr.Loops()>>(v-1)&1 == 0 {
		t.Fatalf("%s has no loop at %d", start, v)
	}
	q := gr.Remove(1 << (v - 1)).Position()
	if !slices.ContainsFunc(g.Options(gr.Position()), func(o game.Position) bool { return o.Equal(q) }) {
		t.Fatalf("arckayles at %s: removing %d leaves %v, not an option", start, v, q)
	}
	return g.FormatPosition(q)
}

// Arc Kayles at edges:1-1,1-2,2-3: a click on the loop at 1 removes 1
// alone, leaving the edge 2-3; then Enter on the loop, reached by the
// arrows, plays it too. The loop is drawn beside its vertex, not on it.
func TestBoardGraphLoop(t *testing.T) {
	const start = "edges:1-1,1-2,2-3"
	p := newPage(t, pageOptions{})
	var errs consoleErrors
	errs.listen(p)
	want := arcLoopMove(t, start, 1)
	if moves := apiMoves(t, p.url, "arckayles", start); !slices.Contains(moves, want) {
		t.Fatalf("/api/play lists %v at %s; the loop's move %s is not among them", moves, start, want)
	}

	p.startGame("arckayles", start)
	loop, vertex := p.target("loop at vertex 1"), p.target("vertex 1")
	if loop.To != want {
		t.Errorf("the loop at vertex 1 plays %q; want %q", loop.To, want)
	}
	if d := (loop.X-vertex.X)*(loop.X-vertex.X) + (loop.Y-vertex.Y)*(loop.Y-vertex.Y); d < 12*12 {
		t.Errorf("the loop's centre (%v,%v) lies on its vertex (%v,%v)", loop.X, loop.Y, vertex.X, vertex.Y)
	}
	p.clickAt("loop at vertex 1")
	p.afterMove(want, p.played(want))

	// by keyboard: the arrows reach the loop, the live line names it
	p.startGame("arckayles", start)
	p.do(chromedp.Focus("#board"))
	id := p.target("loop at vertex 1").ID
	p.key(kb.ArrowRight, kb.ArrowRight) // away from the loop first
	if p.data("cursor") == id {
		t.Fatalf("the arrows do not leave the loop %s", id)
	}
	for i := 0; p.data("cursor") != id; i++ {
		if i > 10 {
			t.Fatalf("the arrows did not reach the loop %s (the cursor is on %s)", id, p.data("cursor"))
		}
		p.key(kb.ArrowLeft)
	}
	if info := p.text("#board-info"); !strings.Contains(info, "loop at vertex 1") || !strings.Contains(info, want) {
		t.Errorf("on the loop the live line says %q", info)
	}
	p.key(kb.Enter)
	p.afterMove(want, p.played(want))
	errs.check(t)
}

// Node Kayles: a loop is drawn but is no move of its own; a click on its
// vertex plays as before (the vertex and its neighbours).
func TestBoardGraphLoopNode(t *testing.T) {
	const start = "edges:1-1,1-2,2-3,3-4"
	p := newPage(t, pageOptions{})
	var errs consoleErrors
	errs.listen(p)
	p.startGame("nodekayles", start)
	if loop := p.target("loop at vertex 1"); loop.To != "" {
		t.Errorf("in Node Kayles the loop at vertex 1 plays %q; want no move of its own", loop.To)
	}
	g := graphkayles.NodeKayles
	gr, err := graphkayles.ParseGraph(start)
	if err != nil {
		t.Fatal(err)
	}
	want := g.FormatPosition(gr.Remove(1<<0 | 1<<1).Position())
	p.clickAt("vertex 1")
	p.afterMove(want, p.played(want))
	errs.check(t)
}

// Node Kayles on the path of 100 vertices, written path:100: no board,
// the page says to play with the moves below, lists them, and one of them
// plays; nothing is thrown.
func TestBoardGraphNamedLarge(t *testing.T) {
	p := newPage(t, pageOptions{})
	var errs consoleErrors
	errs.listen(p)
	p.open("?game=nodekayles&start=" + url.QueryEscape("path:100"))
	p.do(chromedp.Click("#first"), chromedp.Click("#start"))
	p.waitFor(`document.body.dataset.turn === "you"`)
	p.waitFor(`document.getElementById("board-info").textContent.includes("play with the moves below")`)
	if hidden := evalAs[bool](p, `document.getElementById("board").hidden`); !hidden {
		t.Errorf("the board of path:100 is shown; want it hidden")
	}
	if n := len(p.targets()); n != 0 {
		t.Errorf("the board of path:100 publishes %d things; want none", n)
	}
	const to = "path:100 minus 50,51,52"
	if !slices.Contains(apiMoves(t, p.url, "nodekayles", "path:100"), to) {
		t.Fatalf("/api/play does not list %s at path:100", to)
	}
	if ok := evalAs[bool](p, `(() => { const s = document.getElementById("move-menu"); if (!s) return false; s.selectedIndex = [...s.options].findIndex(o => o.textContent === `+strconv.Quote(to)+`); return s.selectedIndex >= 0; })()`); !ok {
		t.Fatalf("the moves below the board do not offer %s: %s", to, p.text("#moves"))
	}
	p.do(chromedp.Click("#moves button"))
	p.played(to)
	p.waitFor(`document.getElementById("board-info").textContent.includes("play with the moves below")`)
	errs.check(t)
}
