package web_test

import (
	"testing"

	"github.com/chromedp/chromedp"
)

// The page announces the game chosen and the position in play on the
// lab's state (js/state.js: the "config" and "position" events the
// research desk listens to), on load, after a move, back in history and
// when the game changes; it reads them here as the desk does.
func TestLabEventsFollowThePage(t *testing.T) {
	p := newPage(t, pageOptions{})
	lab := func() [2]string {
		t.Helper()
		v, err := chromedp.Run(p.ctx, chromedp.Evaluate[[2]string](`import(new URL("js/state.js", document.baseURI).href).then(({ lab }) => [lab.config ? lab.config.spec : "", lab.position])`, chromedp.EvalAwaitPromise))
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	p.open("?game=nim&pos=3,4,5")
	p.waitFor(`document.body.dataset.turn === "you"`)
	if got := lab(); got != [2]string{"nim", "3,4,5"} {
		t.Fatalf("on load the lab says %q; want nim at 3,4,5", got)
	}
	// the events fire: a listener added now hears the next move
	if _, err := chromedp.Run(p.ctx, chromedp.Evaluate[bool](`import(new URL("js/state.js", document.baseURI).href).then(({ lab }) => { window.heard = []; lab.on("position", (d) => window.heard.push(d.position)); return true; })`, chromedp.EvalAwaitPromise)); err != nil {
		t.Fatal(err)
	}
	p.playMiddleOnce()
	p.waitFor(`document.body.dataset.turn === "you"`)
	now := p.data("position")
	if got := lab(); got[1] != now {
		t.Errorf("after a move the lab says the position %q; the page shows %q", got[1], now)
	}
	if heard := evalAs[[]string](p, `window.heard`); len(heard) == 0 || heard[len(heard)-1] != now {
		t.Errorf("the position events heard: %q; want the last %q", heard, now)
	}
	p.do(chromedp.NavigateBack())
	p.waitFor(`document.body.dataset.position === "3,4,5"`)
	if got := lab(); got[1] != "3,4,5" {
		t.Errorf("back in history the lab says %q; want 3,4,5", got[1])
	}
	p.do(chromedp.SetValue("#spec", "kayles"))
	evalAs[bool](p, `document.getElementById("spec").dispatchEvent(new Event("change"))`)
	p.waitFor(`document.body.dataset.board === "pins"`)
	if got := lab(); got != [2]string{"kayles", ""} {
		t.Errorf("after choosing kayles the lab says %q; want kayles and no position", got)
	}
}
