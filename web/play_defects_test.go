package web_test

import (
	"fmt"
	"net/url"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// The defects of the play page that issue 39 lists, one test each; each
// failed before its fix.

// Coach mode hides the winning rules as it hides the picture: the rules
// line under Nim, Fibonacci Nim and Wythoff stated the rule that wins
// (Bouton's nim-sum, Whinihan's Fibonacci numbers, Wythoff's pairs) with
// coach mode on. They wait for a click; without coach mode they show.
func TestPlayCoachHidesWinningRules(t *testing.T) {
	p := newPage(t, pageOptions{})
	for _, c := range []struct{ game, start, rule string }{
		{"nim", "3,4,5", "nim-sum"},
		{"fibonacci-nim", "10", "Fibonacci number"},
		{"wythoff", "3,5", "⌊nφ⌋"},
	} {
		p.open("?game=" + url.QueryEscape(c.game) + "&start=" + c.start + "&coach=1")
		p.waitFor(`document.getElementById("about").textContent.includes("Rules")`)
		if got := p.text("#about"); strings.Contains(got, c.rule) {
			t.Errorf("%s in coach mode: the rules line gives the winning rule away: %q", c.game, got)
			continue
		}
		p.do(chromedp.Click(`#about button[data-theory]`))
		p.waitFor(fmt.Sprintf(`document.getElementById("about").textContent.includes(%q)`, c.rule))
		p.open("?game=" + url.QueryEscape(c.game) + "&start=" + c.start)
		p.waitFor(fmt.Sprintf(`document.getElementById("about").textContent.includes(%q)`, c.rule))
	}
}

// A link with pos= and no start= resumes at the linked position; "Start
// at" said the preset's start (3,4,5) instead of the position linked.
func TestPlayPermalinkPositionIsTheStart(t *testing.T) {
	p := newPage(t, pageOptions{})
	p.open("?game=nim&pos=2,7,9")
	p.waitFor(`document.body.dataset.turn === "you"`)
	if got := evalAs[string](p, `document.getElementById("start-pos").value`); got != "2,7,9" {
		t.Errorf("Start at reads %q after a link to pos=2,7,9; want 2,7,9", got)
	}
}

// A sum's rules say how a sum is played (a move in exactly one part, who
// wins), each part's rules once, not each part's general text repeated
// under its raw spec as the rules of the whole.
func TestPlaySumRules(t *testing.T) {
	p := newPage(t, pageOptions{})
	for _, c := range []struct{ query, end string }{
		{"?game=" + url.QueryEscape("kayles + kayles + dawson") + "&start=" + url.QueryEscape("3 + 4 + 5"), "the player who makes the last move wins"},
		{"?game=" + url.QueryEscape("kayles + dawson") + "&misere=1&start=" + url.QueryEscape("3 + 4"), "the player who makes the last move loses"},
	} {
		p.do(chromedp.Navigate(p.url + "/" + c.query))
		p.waitFor(`document.getElementById("about").textContent.includes("A sum")`)
		about := p.text("#about")
		if !strings.Contains(about, "exactly one") || !strings.Contains(about, c.end) {
			t.Errorf("%s: the rules do not say how a sum is played: %q", c.query, about)
		}
		if n := evalAs[int](p, `document.querySelectorAll("#about .part-rules").length`); n != 2 {
			t.Errorf("%s: %d rules of parts; want one for each family (kayles, dawson)", c.query, n)
		}
	}
}

// The list of moves made is a list of positions to go back to: a click
// on a move of the list shows the position after it, as Undo would.
func TestPlayMoveListJumps(t *testing.T) {
	p := newPage(t, pageOptions{})
	p.open("?game=nim&start=7,9,12,15")
	p.do(chromedp.Click("#first"), chromedp.Click("#start"))
	p.waitFor(`document.body.dataset.turn === "you"`)
	var seen []string
	for i := 0; i < 3 && p.data("turn") == "you"; i++ {
		seen = append(seen, p.data("position"))
		p.playMiddleOnce()
	}
	if len(seen) < 3 {
		t.Fatalf("the game ended too soon: %v", seen)
	}
	// the second position where the human was to move: after the computer's first reply
	p.do(chromedp.Click(fmt.Sprintf(`#log button[data-position=%q]`, seen[1])))
	p.waitFor(fmt.Sprintf(`document.body.dataset.position === %q && document.body.dataset.turn === "you"`, seen[1]))
	if !strings.Contains(evalAs[string](p, `location.search`), "pos="+url.QueryEscape(seen[1])) {
		t.Errorf("after the jump the link is %s; want pos=%s", evalAs[string](p, `location.search`), seen[1])
	}
	// and forward again, to the start and back
	p.do(chromedp.Click(fmt.Sprintf(`#log button[data-position=%q]`, seen[0])))
	p.waitFor(fmt.Sprintf(`document.body.dataset.position === %q`, seen[0]))
	p.do(chromedp.Click(fmt.Sprintf(`#log button[data-position=%q]`, seen[2])))
	p.waitFor(fmt.Sprintf(`document.body.dataset.position === %q`, seen[2]))
	if n := evalAs[int](p, `[...document.querySelectorAll("#log li")].filter((li) => !li.querySelector("button") && getComputedStyle(li).cursor === "pointer").length`); n != 0 {
		t.Errorf("%d lines of the list look clickable and are not", n)
	}
}

// Nim and sums of heap games show the nim-sum in binary: each
// component's value, the parity of each column, and the move that makes
// every column even; coach mode keeps it until asked.
func TestPlayNimSumPanel(t *testing.T) {
	p := newPage(t, pageOptions{})
	p.open("?game=nim&pos=3,4,5")
	p.waitFor(`document.body.dataset.turn === "you" && document.getElementById("nimsum").textContent.includes("101")`)
	panel := p.text("#nimsum")
	for _, want := range []string{"011", "100", "101", "010", "1,4,5"} {
		if !strings.Contains(panel, want) {
			t.Errorf("the nim-sum panel of 3,4,5 lacks %q: %q", want, panel)
		}
	}
	p.open("?game=" + url.QueryEscape("kayles + dawson") + "&pos=" + url.QueryEscape("3 + 4"))
	p.waitFor(`document.body.dataset.turn === "you" && document.querySelectorAll("#nimsum tr[data-part]").length === 2`)
	p.open("?game=nim&pos=3,4,5&coach=1")
	p.waitFor(`document.body.dataset.turn === "you" && !document.getElementById("nimsum").hidden`)
	if panel := p.text("#nimsum"); strings.Contains(panel, "1,4,5") || strings.Contains(panel, "011") || strings.Contains(panel, "even number") {
		t.Errorf("coach mode: the nim-sum panel shows the answer unasked: %q", panel)
	}
	p.do(chromedp.Click(`#nimsum button[data-show]`))
	p.waitFor(`document.getElementById("nimsum").textContent.includes("1,4,5")`)
}

// On a phone (390×844) every control of the game, the play area and the
// explorer, and every target of the board, is 44 px or more each way (a checkbox or a
// radio button by its label). Wythoff at 30,40 drew 8 px squares and
// offered a drop-down of 100 moves; at 7,12 the squares were 26 px;
// Imitation Nim's tokens 90×18 px; the game menu 260×19 px, the spec
// fields 117×21 px, the misère checkbox 13×13 px. A large board pans.
func TestPlayPhoneTargets(t *testing.T) {
	p := newPage(t, pageOptions{width: 390, height: 844, mobile: true})
	small := `(() => { const out = [];
		for (const el of document.querySelectorAll("#picker :is(button, select, input, a[href]), main :is(button, select, input, a[href], summary)")) {
			let r = el.getBoundingClientRect();
			if (!r.width || !r.height || el.closest("[hidden]")) continue;
			if (el.matches("input[type=checkbox], input[type=radio]") && el.closest("label")) r = el.closest("label").getBoundingClientRect();
			if (r.width < 44 || r.height < 44) out.push((el.id || el.textContent.trim() || el.name || el.tagName) + " " + Math.round(r.width) + "×" + Math.round(r.height));
		}
		return out; })()`
	for _, c := range []struct{ game, start string }{
		{"wythoff", "30,40"},
		{"wythoff", "7,12"},
		{"imitation", "4,6"},
		{"nim", "3,4,5"},
		{"chomp:6,20", "20,20,20,20,20,20"},
	} {
		p.startGame(c.game, c.start)
		for _, tg := range p.targets() {
			if tg.W < 44 || tg.H < 44 {
				t.Errorf("%s at %s: %s is %.0f×%.0f px; want 44 or more", c.game, c.start, tg.Label, tg.W, tg.H)
				break
			}
		}
		if got := evalAs[[]string](p, small); len(got) > 0 {
			t.Errorf("%s at %s: controls under 44 px: %v", c.game, c.start, got)
		}
		if evalAs[bool](p, `!!document.getElementById("move-menu")`) && evalAs[bool](p, `document.getElementById("board").hidden`) {
			t.Errorf("%s at %s: the board is hidden and the moves are a drop-down", c.game, c.start)
		}
	}
	// the large board pans: it is wider than the screen, within a frame that scrolls, the queen in view
	p.startGame("wythoff", "30,40")
	if evalAs[bool](p, `document.documentElement.scrollWidth > window.innerWidth`) {
		t.Error("Wythoff at 30,40 widens the page instead of panning in its frame")
	}
	q := p.target("Q29,40")
	if !evalAs[bool](p, fmt.Sprintf(`(() => { const w = document.getElementById("board-wrap").getBoundingClientRect(), b = document.getElementById("board").getBoundingClientRect(), x = b.left + %f, y = b.top + %f; return x >= w.left && x <= w.right && y >= w.top && y <= w.bottom; })()`, q.X, q.Y)) {
		t.Error("Wythoff at 30,40: the squares next to the queen are not in view")
	}
}
