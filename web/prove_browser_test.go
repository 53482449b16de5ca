package web_test

import (
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// The Prove panel: for a game the description says provable, Prove asks
// /api/prove, reads the verdict aloud (aria-live), and shows the statement,
// the numeration, the automaton's picture with its text alternative and
// the Walnut files; a game the prover does not take has no panel.
func TestBrowserProve(t *testing.T) {
	p := newPage(t, pageOptions{})
	p.open("?game=wythoff")
	p.waitFor(`!document.getElementById("proof").hidden`)
	if live := evalAs[string](p, `document.getElementById("proof-verdict").getAttribute("aria-live")`); live != "polite" {
		t.Fatalf("the verdict's aria-live is %q", live)
	}
	p.do(chromedp.Click("#prove"))
	p.waitFor(`["proved", "not found", "counterexample", "error"].includes(document.body.dataset.proof)`)
	if v := p.text("#proof-verdict"); p.data("proof") != "proved" || !strings.Contains(v, "Proved for all positions") || !strings.Contains(v, "8 states") {
		t.Fatalf("the verdict reads %q (%s); want proved, 8 states", v, p.data("proof"))
	}
	body := p.text("#proof-body")
	for _, want := range []string{"msd_fib", "8 states", "stable", "absorbing", "no move joins two of them", "The automaton in words"} {
		if !strings.Contains(body, want) {
			t.Errorf("the panel lacks %q: %s", want, body)
		}
	}
	svg := evalAs[[]int](p, `(() => { const s = document.querySelector("#proof-body svg"); return s ? [+s.dataset.states, s.querySelectorAll("circle.ring").length, s.querySelectorAll("circle.accept").length, s.querySelector("title") ? 1 : 0] : []; })()`)
	if len(svg) != 4 || svg[0] != 8 || svg[1] != 7 || svg[2] != 3 || svg[3] != 1 {
		t.Fatalf("the picture: [states, circles, double circles, title] = %v; want [8 7 3 1] (the dead state not drawn)", svg)
	}
	// the Walnut command file downloads as NAME_proof.txt
	walnut := evalAs[string](p, `(() => { const a = document.querySelector('#proof-body a[data-file="walnut"]'); return a ? a.download + " " + a.href.slice(0, 5) : ""; })()`)
	if walnut != "wythoff_proof.txt blob:" {
		t.Errorf("the Walnut link: %q", walnut)
	}
	text, err := chromedp.Run(p.ctx, chromedp.Evaluate[string](`fetch(document.querySelector('#proof-body a[data-file="walnut"]').href).then((r) => r.text())`, chromedp.EvalAwaitPromise))
	if err != nil || !strings.Contains(text, "eval wythoff_stable") {
		t.Errorf("the Walnut command file: %v %q", err, text)
	}
	p.do(chromedp.ScrollIntoView("#proof"))
	p.screenshot("lab-prove.png")
	// misère play: the panel is reset, then proves the misère game
	p.open("?game=wythoff&misere=1")
	p.waitFor(`!document.getElementById("proof").hidden && document.getElementById("proof-verdict").textContent === ""`)
	p.do(chromedp.Click("#prove"))
	p.waitFor(`document.body.dataset.proof === "proved"`)
	if v := p.text("#proof-verdict"); !strings.Contains(v, "14 states") {
		t.Errorf("misère: %q", v)
	}
	// games the prover does not take: no panel; games with a blocking rule
	// or with memory, which it takes: the panel
	for _, g := range []string{"kayles", "euclid", "fibonacci-nim"} {
		p.open("?game=" + g)
		if !evalAs[bool](p, `document.getElementById("proof").hidden`) {
			t.Errorf("%s shows a Prove panel", g)
		}
	}
	for _, g := range []string{"wythoff:p=2,m=3", "imitation:p=1,m=1"} {
		p.open("?game=" + g)
		p.waitFor(`!document.getElementById("proof").hidden`)
	}
	for _, f := range p.rec.failed() {
		t.Errorf("a request failed: %s", f)
	}
}

// A game for which no automaton is found says so.
func TestBrowserProveNotFound(t *testing.T) {
	p := newPage(t, pageOptions{})
	p.open("?game=nimhoff:1,0/0,1/2,2")
	p.waitFor(`!document.getElementById("proof").hidden`)
	p.do(chromedp.Click("#prove"))
	p.waitFor(`["proved", "not found", "counterexample", "error"].includes(document.body.dataset.proof)`)
	if v := p.text("#proof-verdict"); p.data("proof") != "not found" || !strings.Contains(v, "No automaton found") {
		t.Fatalf("the verdict reads %q (%s)", v, p.data("proof"))
	}
	if n := evalAs[int](p, `document.querySelectorAll("#proof-body svg").length`); n != 0 {
		t.Errorf("%d pictures without an automaton", n)
	}
}

// On a phone the picture scales to the screen.
func TestBrowserProvePhone(t *testing.T) {
	p := newPage(t, pageOptions{width: 390, height: 844, mobile: true})
	p.open("?game=wythoff")
	p.waitFor(`!document.getElementById("proof").hidden`)
	p.do(chromedp.ScrollIntoView("#prove"), chromedp.Click("#prove"))
	p.waitFor(`document.body.dataset.proof === "proved"`)
	p.do(chromedp.ScrollIntoView("#proof-body svg"))
	sw, iw := evalAs[int](p, `document.documentElement.scrollWidth`), evalAs[int](p, `window.innerWidth`)
	right := evalAs[float64](p, `document.querySelector("#proof-body svg").getBoundingClientRect().right`)
	if sw > iw || right > float64(iw) {
		t.Fatalf("the page is %d px wide, the picture ends at %.0f px, on a %d px screen", sw, right, iw)
	}
	p.screenshot("lab-prove-phone.png")
}
