package web_test

import (
	"fmt"
	"math"
	"net/url"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// The classroom (issue 25): coach mode and hints, mistakes flagged, the
// review of a finished game, difficulty levels, two players on one device,
// accessibility (live regions, contrast, touch targets) and history. Each
// test names what the page did before and why the test fails there.

// luminance is the relative luminance of WCAG 2.1 of an sRGB colour.
func luminance(c [3]float64) float64 {
	lin := func(v float64) float64 {
		v /= 255
		if v <= 0.03928 {
			return v / 12.92
		}
		return math.Pow((v+0.055)/1.055, 2.4)
	}
	return 0.2126*lin(c[0]) + 0.7152*lin(c[1]) + 0.0722*lin(c[2])
}

// contrast is the WCAG contrast ratio of two colours.
func contrast(a, b [3]float64) float64 {
	la, lb := luminance(a), luminance(b)
	return (math.Max(la, lb) + 0.05) / (math.Min(la, lb) + 0.05)
}

var rgbRe = regexp.MustCompile(`rgba?\((\d+), (\d+), (\d+)`)

func parseRGB(t *testing.T, css string) [3]float64 {
	t.Helper()
	m := rgbRe.FindStringSubmatch(css)
	if m == nil {
		t.Fatalf("not a colour: %q", css)
	}
	var c [3]float64
	for i := range 3 {
		fmt.Sscan(m[i+1], &c[i])
	}
	return c
}

// boardPixel reads the colour of the queen's board at (fx, fy) of the
// square (x, y), in fractions of a square (0,0 its top left corner).
func (p *page) boardPixel(x, y int, fx, fy float64) [3]float64 {
	p.t.Helper()
	v := evalAs[[]float64](p, fmt.Sprintf(`(() => {
		const c = document.getElementById("board"), r = c.getBoundingClientRect(), side = %d, lab = 18;
		const cs = Math.floor((r.width - lab) / side), dpr = c.width / r.width;
		const px = lab + %d * cs + %f * cs, py = (side - 1 - %d) * cs + %f * cs;
		const d = c.getContext("2d").getImageData(Math.floor(px * dpr), Math.floor(py * dpr), 1, 1).data;
		return [d[0], d[1], d[2]];
	})()`, p.boardSide(), x, fx, y, fy))
	return [3]float64{v[0], v[1], v[2]}
}

// boardSide is the number of squares a side of the queen's board: the
// start's larger pile and one.
func (p *page) boardSide() int {
	start := evalAs[string](p, `new URLSearchParams(location.search).get("start")`)
	var a, b int
	fmt.Sscanf(start, "%d,%d", &a, &b)
	return max(a, b) + 1
}

// liveText is the text of every live region of the page.
func (p *page) liveText() string {
	return evalAs[string](p, `[...document.querySelectorAll("[aria-live]")].filter(e => e.getAttribute("aria-live") !== "off").map(e => e.id + ": " + e.textContent).join(" | ")`)
}

// Coach mode (coach=1 in the link) hides the P-dots of the board, the
// picture of the explorer and "there is a winning move"; the Hint button
// then tells, in three steps, whether a winning move exists, which (the
// button highlighted) and why (the server's own explanation of the move).
// Before, the page had no coach mode: the dot of (1,2) was drawn, the
// status said there is a winning move, and there was no #hint.
func TestClassroomCoachHint(t *testing.T) {
	p := newPage(t, pageOptions{})
	dot := [3]float64{31, 92, 176} // the P-dot of the board
	// without coach mode the P-position (1,2), not a move from (4,5), has its dot
	p.open("?game=wythoff&start=4,5")
	p.do(chromedp.Click("#first"), chromedp.Click("#start"))
	p.waitFor(`document.body.dataset.turn === "you" && document.body.dataset.view === "ppos"`)
	if c := p.boardPixel(1, 2, 0.5, 0.5); c != dot {
		t.Fatalf("without coach mode the square (1,2) is %v; want the P-dot %v", c, dot)
	}
	if !strings.Contains(p.text("#status"), "there is a winning move") {
		t.Fatalf("without coach mode the status is %q", p.text("#status"))
	}

	p.open("?game=wythoff&start=4,5&coach=1")
	if !evalAs[bool](p, `document.getElementById("coach").checked`) || p.data("coach") != "hiding" {
		t.Fatalf("coach=1 in the link: the box is not checked or the page does not hide (%q)", p.data("coach"))
	}
	if evalAs[bool](p, `document.getElementById("grid").getBoundingClientRect().height > 0`) {
		t.Fatal("coach mode shows the picture of the P-positions")
	}
	p.do(chromedp.Click("#first"), chromedp.Click("#start"))
	p.waitFor(`document.body.dataset.turn === "you"`)
	if s := p.text("#status"); strings.Contains(s, "winning") || strings.Contains(s, "loses") {
		t.Fatalf("coach mode tells the outcome: %q", s)
	}
	if c := p.boardPixel(1, 2, 0.5, 0.5); c == dot {
		t.Fatal("coach mode draws the P-dot of (1,2)")
	}
	if link := evalAs[string](p, `location.search`); !strings.Contains(link, "coach=1") {
		t.Fatalf("the link %s lost coach=1", link)
	}

	var reply struct {
		Move        struct{ To string }
		Explanation string
	}
	getJSON(t, p.url, "/api/reply?game=wythoff&pos=4,5", &reply)

	p.do(chromedp.Click("#hint"))
	p.waitFor(`document.getElementById("hint-text").textContent.includes("Hint 1 of 3")`)
	if h := p.text("#hint-text"); !strings.Contains(h, "there is a winning move from 4,5") || strings.Contains(h, "Hint 2") {
		t.Fatalf("the first hint says %q", h)
	}
	if n := evalAs[int](p, `document.querySelectorAll("#moves button.hinted").length`); n != 0 {
		t.Fatal("the first hint already shows the move")
	}
	p.do(chromedp.Click("#hint"))
	p.waitFor(`document.querySelector("#moves button.hinted") !== null`)
	to := evalAs[string](p, `document.querySelector("#moves button.hinted").dataset.to`)
	var x, y int
	fmt.Sscanf(to, "%d,%d", &x, &y)
	if !isP(x, y) || !strings.Contains(p.text("#hint-text"), "move to "+to) {
		t.Fatalf("the second hint shows %s (%q); want a move to a P-position", to, p.text("#hint-text"))
	}
	if strings.Contains(p.text("#hint-text"), reply.Explanation) {
		t.Fatal("the second hint already says why")
	}
	p.do(chromedp.Click("#hint"))
	p.waitFor(`document.getElementById("hint-text").textContent.includes("Hint 3 of 3")`)
	if h := p.text("#hint-text"); !strings.Contains(h, reply.Explanation) {
		t.Fatalf("the third hint %q lacks the server's explanation %q", h, reply.Explanation)
	}
	if !evalAs[bool](p, `document.getElementById("hint").disabled`) {
		t.Fatal("after three hints the Hint button is still enabled")
	}
	// the picture is shown when asked
	p.do(chromedp.Click("#reveal"))
	p.waitFor(`document.getElementById("grid").getBoundingClientRect().height > 0`)
	if c := p.boardPixel(1, 2, 0.5, 0.5); c != dot {
		t.Fatalf("asked to show the answers, the square (1,2) is %v", c)
	}
	// the toggle leaves the link
	p.do(chromedp.Click("#coach"))
	if link := evalAs[string](p, `location.search`); strings.Contains(link, "coach=1") {
		t.Fatalf("coach mode off, the link %s still has coach=1", link)
	}
}

// firstMoveTo picks the first enabled move button whose target is (or is
// not) a P-position of Wythoff's game.
func (p *page) firstMoveTo(wantP bool) string {
	p.t.Helper()
	for _, m := range p.moves() {
		if len(m.At) == 2 && isP(m.At[0], m.At[1]) == wantP {
			return m.To
		}
	}
	return ""
}

// A move from an N-position to an N-position is flagged at once, with a
// move that would have won; in coach mode it is not (only the review says
// so). Before, no move was ever flagged: #flag did not exist.
func TestClassroomMistakeFlagged(t *testing.T) {
	p := newPage(t, pageOptions{})
	p.open("?game=wythoff&start=4,5")
	p.do(chromedp.Click("#first"), chromedp.Click("#start"))
	p.waitFor(`document.body.dataset.turn === "you"`)
	good, bad := p.firstMoveTo(true), p.firstMoveTo(false)
	if good == "" || bad == "" {
		t.Fatal("(4,5) should have moves to P- and to N-positions")
	}
	p.clickMove(bad)
	p.waitFor(`document.getElementById("flag").textContent !== ""`)
	m := regexp.MustCompile(`That gave away the win: (\d+),(\d+) would have won\.`).FindStringSubmatch(p.text("#flag"))
	if m == nil {
		t.Fatalf("the flag says %q", p.text("#flag"))
	}
	var x, y int
	fmt.Sscan(m[1], &x)
	fmt.Sscan(m[2], &y)
	if !isP(x, y) {
		t.Fatalf("the flag names %d,%d, not a winning move", x, y)
	}
	// a good move is not flagged
	p.open("?game=wythoff&start=4,5")
	p.do(chromedp.Click("#first"), chromedp.Click("#start"))
	p.waitFor(`document.body.dataset.turn === "you"`)
	p.clickMove(good)
	time.Sleep(300 * time.Millisecond)
	if f := p.text("#flag"); f != "" {
		t.Fatalf("a winning move is flagged: %q", f)
	}
	// coach mode: not at once
	p.open("?game=wythoff&start=4,5&coach=1")
	p.do(chromedp.Click("#first"), chromedp.Click("#start"))
	p.waitFor(`document.body.dataset.turn === "you"`)
	p.clickMove(bad)
	time.Sleep(300 * time.Millisecond)
	if f := p.text("#flag"); f != "" {
		t.Fatalf("coach mode flags the mistake at once: %q", f)
	}
}

// After the game, the review lists every move: the human's first move
// gave the win away (and names the winning move), the game was lost
// there, and after it the human never had a win against perfect play;
// the computer's moves carry their reasons (hidden in coach mode during
// play). Before, there was no review (#review did not exist).
func TestClassroomReview(t *testing.T) {
	p := newPage(t, pageOptions{})
	p.open("?game=wythoff&start=4,5&coach=1")
	p.do(chromedp.Click("#first"), chromedp.Click("#start"))
	p.waitFor(`document.body.dataset.turn === "you"`)
	p.clickMove(p.firstMoveTo(false))
	if strings.Contains(p.text("#last-move"), "P-position") {
		t.Fatalf("coach mode tells the computer's reason unasked: %q", p.text("#last-move"))
	}
	for p.data("turn") == "you" {
		p.clickMove(p.moves()[0].To)
	}
	p.waitFor(`document.body.dataset.review === "ready"`)
	if p.data("winner") != "computer" {
		t.Fatalf("winner %q", p.data("winner"))
	}
	type item struct{ Who, Verdict, Text string }
	items := evalAs[[]item](p, `[...document.querySelectorAll("#review-list li")].map(li => ({Who: li.dataset.who, Verdict: li.dataset.verdict, Text: li.textContent}))`)
	if len(items) < 2 || items[0].Who != "you" || items[0].Verdict != "lost" || !regexp.MustCompile(`\d+,\d+ would have won`).MatchString(items[0].Text) {
		t.Fatalf("the review begins %+v; want the first move flagged with the move that would have won", items)
	}
	for i, it := range items[1:] {
		switch {
		case it.Who == "you" && it.Verdict != "none":
			t.Errorf("move %d: %+v; after the mistake the human never had a win", i+2, it)
		case it.Who == "computer" && !strings.Contains(it.Text, ". "):
			t.Errorf("move %d: %+v lacks the computer's reason", i+2, it)
		}
	}
	if s := p.text("#review-summary"); !strings.Contains(s, "lost at move 1") {
		t.Fatalf("the summary %q does not say where the game was lost", s)
	}
	if evalAs[bool](p, `document.getElementById("review").hidden`) {
		t.Fatal("the review is hidden")
	}
}

// computerPositions plays a game from the link with the computer first,
// the human always taking the middle move listed, and returns the positions
// the computer moved to.
func (p *page) computerPositions(link string) []string {
	p.t.Helper()
	p.open(link)
	p.do(chromedp.Click("#start"))
	p.waitFor(settled + ` && document.body.dataset.turn !== "idle"`)
	var seen []string
	for {
		seen = append(seen, p.data("position"))
		if p.data("turn") != "you" {
			return seen
		}
		p.playMiddleOnce()
		if p.data("turn") == "over" && p.data("winner") == "you" {
			return seen
		}
	}
}

// At level casual the computer errs (leaves an N-position although it had
// a winning move) and the same link, seed and all, replays the same game;
// at level perfect it never errs. Before, the level was ignored: the
// computer always moved to a P-position, and this test found no error.
func TestClassroomDifficulty(t *testing.T) {
	p := newPage(t, pageOptions{})
	const link = "?game=wythoff&start=20,30&first=computer&level=casual&seed=7"
	first := p.computerPositions(link)
	if s := evalAs[string](p, `location.search`); !strings.Contains(s, "level=casual") || !strings.Contains(s, "seed=7") {
		t.Fatalf("the link %s lost the level or the seed", s)
	}
	errs := 0
	for _, pos := range first {
		var x, y int
		fmt.Sscanf(pos, "%d,%d", &x, &y)
		if !isP(x, y) {
			errs++
		}
	}
	if errs == 0 {
		t.Fatalf("the casual computer never erred: %v", first)
	}
	p.waitFor(`document.body.dataset.review === "ready"`)
	if slips := evalAs[int](p, `document.querySelectorAll('#review-list li[data-who="computer"][data-verdict="slip"]').length`); slips != errs {
		t.Fatalf("the review shows %d slips of the computer; it left %d N-positions", slips, errs)
	}
	again := p.computerPositions(link)
	if strings.Join(again, " ") != strings.Join(first, " ") {
		t.Fatalf("the same link played %v, then %v", first, again)
	}
	perfect := p.computerPositions("?game=wythoff&start=20,30&first=computer")
	for _, pos := range perfect {
		var x, y int
		fmt.Sscanf(pos, "%d,%d", &x, &y)
		if !isP(x, y) {
			t.Fatalf("the perfect computer left %s, an N-position", pos)
		}
	}
	t.Logf("casual, seed 7: %v (%d errors); perfect: %v", first, errs, perfect)
}

// Two players on one device: the page never asks the computer, says whose
// turn it is, Undo takes back one move, and the player who takes the last
// token wins. Before, there was no such mode: the computer replied.
func TestClassroomTwoPlayers(t *testing.T) {
	p := newPage(t, pageOptions{})
	p.open("?game=nim&start=1,2")
	p.do(chromedp.Click("#two"), chromedp.Click("#start"))
	p.waitFor(`document.body.dataset.turn === "you"`)
	if s := p.text("#status"); !strings.HasPrefix(s, "Player 1, your move") {
		t.Fatalf("status %q", s)
	}
	p.clickMove("1,1")
	if s := p.text("#status"); !strings.HasPrefix(s, "Player 2, your move from 1,1") {
		t.Fatalf("after player 1's move the status is %q", s)
	}
	if link := evalAs[string](p, `location.search`); !strings.Contains(link, "players=2") || !strings.Contains(link, "next=2") {
		t.Fatalf("the link %s does not say two players, player 2 to move", link)
	}
	p.do(chromedp.Click("#undo"))
	p.waitFor(`document.getElementById("status").textContent.startsWith("Player 1, your move from 1,2")`)
	p.clickMove("1,1")
	p.clickMove("0,1")
	p.clickMove("0,0")
	p.waitFor(`document.body.dataset.turn === "over"`)
	if w, s := p.data("winner"), p.text("#status"); w != "player 1" || !strings.HasPrefix(s, "Player 1 wins") {
		t.Fatalf("player 1 took the last token: winner %q, status %q", w, s)
	}
	p.waitFor(`document.body.dataset.review === "ready"`)
	for _, uri := range p.rec.requests {
		if strings.HasPrefix(uri, "/api/reply") {
			t.Fatalf("two players, but the page asked the computer: %s", uri)
		}
	}
	// the review names the mistake of player 2 (from 1,1 every move loses,
	// so player 2 never had a win) and of player 1 (1,2 -> 1,1 wins: kept)
	if s := p.text("#review-summary"); !strings.Contains(s, "Player 1 won") || !strings.Contains(s, "Player 2 never had a winning move") {
		t.Fatalf("the review says %q", s)
	}
}

// Accessibility: the focus ring and the board's cursor contrast 3:1 or
// more with what is next to them (they were #e08a00: 2.6:1 on white,
// 1.56:1 on the dark squares); hovering the picture announces nothing
// (#cell-info was a live region, read on every hover) while a key does;
// the computer's move and reason are in a live region (they were only in
// the log, which is not); the board's legend is not re-read at each key.
func TestClassroomAccessibility(t *testing.T) {
	p := newPage(t, pageOptions{})
	p.open("?game=wythoff&start=4,5")
	// the focus ring, on every control reached by Tab
	seen := 0
	for range 12 {
		p.key(kb.Tab)
		type ring struct{ ID, Outline, Background string }
		r := evalAs[ring](p, `(() => {
			const e = document.activeElement;
			if (!e || !e.matches(":focus-visible")) return {ID: "", Outline: "", Background: ""};
			let b = e.parentElement, bg = "rgb(255, 255, 255)";
			for (; b; b = b.parentElement) { const c = getComputedStyle(b).backgroundColor; if (c !== "rgba(0, 0, 0, 0)") { bg = c; break; } }
			return {ID: e.id || e.tagName, Outline: getComputedStyle(e).outlineColor, Background: bg};
		})()`)
		if r.ID == "" {
			continue
		}
		seen++
		if c := contrast(parseRGB(t, r.Outline), parseRGB(t, r.Background)); c < 3 {
			t.Errorf("the focus ring of %s, %s on %s, contrasts %.2f:1", r.ID, r.Outline, r.Background, c)
		} else {
			t.Logf("focus ring of %s: %s on %s, %.2f:1", r.ID, r.Outline, r.Background, c)
		}
	}
	if seen == 0 {
		t.Fatal("Tab reached no control with a visible focus")
	}

	// the board's cursor, on a light and on a dark square
	p.do(chromedp.Click("#first"), chromedp.Click("#start"))
	p.waitFor(`document.body.dataset.turn === "you"`)
	p.do(chromedp.Focus("#board"))
	for _, sq := range [][2]int{{3, 5}, {2, 5}} { // (3,5) light, (2,5) dark
		for c := p.ints("cursor"); c[0] > sq[0]; c[0]-- {
			p.key(kb.ArrowLeft)
		}
		if c := p.ints("cursor"); c[0] != sq[0] || c[1] != sq[1] {
			t.Fatalf("cursor at %v", c)
		}
		edge := p.boardPixel(sq[0], sq[1], 0.02, 0.5)
		inside := p.boardPixel(sq[0], sq[1], 0.5, 0.2)
		neighbour := p.boardPixel(sq[0]-1, sq[1], 0.5, 0.2)
		for _, other := range [][3]float64{inside, neighbour} {
			if c := contrast(edge, other); c < 3 {
				t.Errorf("the cursor on (%d,%d), %v, contrasts %.2f:1 with %v", sq[0], sq[1], edge, c, other)
			} else {
				t.Logf("cursor on (%d,%d): %v against %v, %.2f:1", sq[0], sq[1], edge, other, c)
			}
		}
	}
	// the cursor of a board of tokens, against the page around it
	t.Run("tokens", func(t *testing.T) {
		q := newPage(t, pageOptions{})
		q.open("?game=imitation&start=2,2")
		q.do(chromedp.Click("#first"), chromedp.Click("#start"))
		q.waitFor(`document.body.dataset.turn === "you" && document.body.dataset.cursor === "0,1"`)
		// pile 1's column starts at x = 30; its top token (leave 1) at y = 34, 18 px tall
		px := evalAs[[]float64](q, `(() => {
			const c = document.getElementById("board"), dpr = c.width / c.getBoundingClientRect().width, ctx = c.getContext("2d");
			const at = (x, y) => [...ctx.getImageData(Math.floor(x * dpr), Math.floor(y * dpr), 1, 1).data].slice(0, 3);
			return [...at(27, 43), ...at(20, 43), ...at(75, 43)];
		})()`)
		cursor, page, token := [3]float64{px[0], px[1], px[2]}, [3]float64{px[3], px[4], px[5]}, [3]float64{px[6], px[7], px[8]}
		if c := contrast(cursor, page); c < 3 {
			t.Errorf("the cursor of the tokens, %v, contrasts %.2f:1 with the page %v", cursor, c, page)
		} else {
			t.Logf("tokens' cursor %v: %.2f:1 against the page %v (%.2f:1 against the token %v)", cursor, c, page, contrast(cursor, token), token)
		}
	})

	// the cursor's line is read at each key, the legend is not
	if info := p.text("#board-info"); strings.Contains(info, "Legend") || len(info) > 120 {
		t.Errorf("the live line of the board is %d characters: %q", len(info), info)
	}
	if !strings.Contains(evalAs[string](p, `document.getElementById("board").getAttribute("aria-describedby")`), "board-legend") || !strings.Contains(p.text("#board-legend"), "Legend") {
		t.Error("the board's legend is not among its descriptions")
	}

	// the computer's move and reason are announced
	p.clickMove(p.firstMoveTo(true))
	p.waitFor(`document.getElementById("last-move").textContent.startsWith("Computer moves to")`)
	if !evalAs[bool](p, `document.getElementById("last-move").closest("[aria-live=polite]") !== null`) {
		t.Fatal("the computer's move is not in a live region")
	}
	if said := p.text("#last-move"); !regexp.MustCompile(`^Computer moves to [^ ]+\. \S`).MatchString(said) {
		t.Fatalf("the computer's move is said without its reason: %q", said)
	}

	// hover announces nothing; a key on the picture does
	before := p.liveText()
	box := evalAs[[]float64](p, `(() => { const r = document.getElementById("grid").getBoundingClientRect(); return [r.left, r.top, r.width]; })()`)
	for i := 1; i <= 3; i++ {
		p.do(chromedp.MouseEvent("mouseMoved", box[0]+60+float64(i)*20, box[1]+100))
		time.Sleep(250 * time.Millisecond)
	}
	if p.text("#cell-info") == "" {
		t.Fatal("hover shows nothing in #cell-info")
	}
	if after := p.liveText(); after != before {
		t.Fatalf("hover changed a live region:\nbefore %s\nafter  %s", before, after)
	}
	p.do(chromedp.Focus("#grid"))
	p.key(kb.ArrowRight)
	p.waitFor(`document.getElementById("cell-said").textContent !== ""`)
}

// On a phone (390x844) the controls of play and the move buttons are 44
// px or more each way (buttons were 34 px, squares 40 px), and after a
// move from the buttons at the bottom of the page the computer's move and
// reason are on screen (they were in the log below, at y ≈ 982).
func TestClassroomPhone(t *testing.T) {
	p := newPage(t, pageOptions{width: 390, height: 844, mobile: true})
	p.open("?game=wythoff&start=4,5")
	p.do(chromedp.Tap("#start"))
	p.waitFor(`document.body.dataset.turn === "you"`)
	type box struct {
		What          string
		Width, Height float64
	}
	small := evalAs[[]box](p, `[...document.querySelectorAll("#play button, #play select, #play input:not([type]), #play .who label, #class-bar label")]
		.filter(e => e.offsetParent !== null)
		.map(e => { const r = e.getBoundingClientRect(); return {What: e.id || e.dataset.to || e.textContent.trim(), Width: r.width, Height: r.height}; })
		.filter(b => b.Width < 44 || b.Height < 44)`)
	if len(small) > 0 {
		t.Errorf("touch targets under 44 px: %+v", small)
	}
	side := p.boardSide()
	if sq := evalAs[float64](p, fmt.Sprintf(`(document.getElementById("board").getBoundingClientRect().width - 18) / %d`, side)); sq < 44 {
		t.Errorf("the board's squares are %.1f px", sq)
	}
	if len(small) == 0 {
		n := evalAs[int](p, `document.querySelectorAll("#play button, #play select").length`)
		t.Logf("%d controls of play, all 44 px or more; a board of %d squares a side", n, side)
	}

	// Nim from 3,4,5: the move buttons run below the screen
	p.open("?game=nim&start=3,4,5")
	p.do(chromedp.Tap("#start"))
	p.waitFor(`document.body.dataset.turn === "you"`)
	last := `#moves button[data-to]:last-of-type`
	p.do(chromedp.ScrollIntoView(last))
	p.do(chromedp.Tap(last))
	p.waitFor(settled + ` && document.getElementById("last-move").textContent !== ""`)
	r := evalAs[[]float64](p, `(() => { const r = document.getElementById("last-move").getBoundingClientRect(); return [r.top, r.bottom, window.innerHeight]; })()`)
	if r[0] < 0 || r[1] > r[2] {
		t.Fatalf("the computer's move is at y %.0f..%.0f of a %.0f px screen", r[0], r[1], r[2])
	}
	if said := p.text("#last-move"); !regexp.MustCompile(`^Computer moves to [^ ]+\. \S`).MatchString(said) {
		t.Fatalf("on screen: %q; want the move and its reason", said)
	}
}

// History: a link with pos= adds no entry of its own (it pushed a second
// one, so Back seemed dead, and each reload added one); Back past the
// start of a game and Forward again bring back the game with its log (the
// game was discarded, Forward resumed a new one without its log and pushed
// an entry, so that the next Forward failed).
func TestClassroomHistory(t *testing.T) {
	p := newPage(t, pageOptions{})
	p.do(chromedp.Navigate("about:blank"))
	p.open("?game=wythoff&start=9,14&pos=9,14")
	p.waitFor(`document.body.dataset.turn === "you"`)
	if n := evalAs[int](p, `history.length`); n != 2 {
		t.Fatalf("after opening a link with pos=, history has %d entries; want 2 (about:blank and the link)", n)
	}
	p.do(chromedp.Reload())
	p.waitFor(`document.body.dataset.turn === "you"`)
	if n := evalAs[int](p, `history.length`); n != 2 {
		t.Fatalf("after a reload, history has %d entries; want 2", n)
	}

	p.open("?game=wythoff&start=9,14")
	p.do(chromedp.Click("#first"), chromedp.Click("#start"))
	p.waitFor(`document.body.dataset.turn === "you"`)
	visited := p.playMiddle(2)
	now := p.data("position")
	logText := func() string {
		return evalAs[string](p, `[...document.querySelectorAll("#log li")].map(li => li.textContent).join("\n")`)
	}
	played, length := logText(), evalAs[int](p, `history.length`)
	for range 3 {
		p.do(chromedp.NavigateBack())
	}
	p.waitFor(`document.body.dataset.turn === "idle" && !location.search.includes("pos=")`)
	for range 3 {
		p.do(chromedp.NavigateForward())
	}
	p.waitFor(fmt.Sprintf(`document.body.dataset.position === %q && document.body.dataset.turn === "you"`, now))
	if got := logText(); got != played {
		t.Fatalf("after Back past the start and Forward, the log is\n%s\nwant\n%s", got, played)
	}
	if n := evalAs[int](p, `history.length`); n != length {
		t.Fatalf("Back and Forward changed the history's length from %d to %d", length, n)
	}
	p.do(chromedp.NavigateBack())
	p.waitFor(fmt.Sprintf(`document.body.dataset.position === %q`, visited[1]))
	u, _ := url.Parse(evalAs[string](p, `location.href`))
	if u.Query().Get("pos") != visited[1] {
		t.Fatalf("Back shows %s with the link %s", visited[1], u)
	}
}

// A move made from the keyboard on the move buttons keeps the focus on
// them (the buttons are drawn anew after each move; the focus fell to the
// page, and the next Tab started from the top).
func TestClassroomFocusStays(t *testing.T) {
	p := newPage(t, pageOptions{})
	p.open("?game=nim&start=3,4,5")
	p.do(chromedp.Click("#start"))
	p.waitFor(`document.body.dataset.turn === "you"`)
	p.do(chromedp.Focus(`#moves button[data-to]`))
	p.key(kb.Enter)
	p.waitFor(settled + ` && document.body.dataset.position !== "3,4,5"`)
	if in := evalAs[bool](p, `document.getElementById("moves").contains(document.activeElement)`); !in {
		t.Fatalf("after a move by keyboard the focus is on %s", evalAs[string](p, `document.activeElement.tagName + "#" + document.activeElement.id`))
	}
}

// A student can learn every family's game in coach mode: for the first
// preset of every family and every sum, chosen from the menu, the status
// hides the outcome, the three hints say there is a winning move, show
// one (a button) and say why, and the move shown leads to a P-position
// (asked of /api/outcome), after which play goes on without an error.
func TestClassroomHintsEveryFamily(t *testing.T) {
	p := newPage(t, pageOptions{})
	var fams struct {
		Families []struct {
			Name    string
			Presets []struct{ Label, Game, Start string }
		}
		SumPresets []struct{ Label, Game, Start string } `json:"sum_presets"`
	}
	getJSON(t, p.url, "/api/families", &fams)
	type preset struct{ family, label, game string }
	var all []preset
	for _, f := range fams.Families {
		if len(f.Presets) > 0 {
			all = append(all, preset{f.Name, f.Presets[0].Label, f.Presets[0].Game})
		}
	}
	for _, s := range fams.SumPresets {
		all = append(all, preset{"sum", s.Label, s.Game})
	}
	p.open("")
	p.do(chromedp.Click("#coach"))
	for _, pr := range all {
		evalAs[bool](p, fmt.Sprintf(`(() => { const s = document.getElementById("preset"); s.selectedIndex = [...s.options].findIndex(o => o.textContent === %q); return s.dispatchEvent(new Event("change")); })()`, pr.label))
		// mexHook.config() is the game once the server has described it: the view of
		// the game before may still be on screen until then
		p.waitFor(fmt.Sprintf(`document.getElementById("spec").value === %q && window.mexHook && mexHook.config() && mexHook.config().spec === %q && !["loading", ""].includes(document.body.dataset.view)`, pr.game, pr.game))
		p.do(chromedp.Click("#first"), chromedp.Click("#start"))
		p.waitFor(`document.body.dataset.turn === "you"`)
		if s := p.text("#status"); strings.Contains(s, "winning") || strings.Contains(s, "loses") {
			t.Errorf("%s: coach mode tells the outcome: %q", pr.label, s)
		}
		for step := 1; step <= 3; step++ {
			p.do(chromedp.Click("#hint"))
			p.waitFor(fmt.Sprintf(`document.getElementById("hint-text").textContent.includes("Hint %d of 3")`, step))
		}
		hint := p.text("#hint-text")
		if !strings.Contains(hint, "there is a winning move") {
			t.Errorf("%s (%s): the hints say %q", pr.label, pr.family, hint)
			continue
		}
		to := evalAs[string](p, `(document.querySelector("#moves button.hinted") || {dataset: {}}).dataset.to || ""`)
		if to == "" {
			t.Errorf("%s: no move button is highlighted (%q)", pr.label, hint)
			continue
		}
		q, _ := url.ParseQuery(strings.TrimPrefix(evalAs[string](p, `location.search`), "?"))
		ask := url.Values{"game": {q.Get("game")}, "pos": {to}, "alter-p": q["alter-p"], "alter-n": q["alter-n"]}
		var o struct{ Outcome string }
		getJSON(t, p.url, "/api/outcome?"+ask.Encode(), &o)
		if o.Outcome != "P" {
			t.Errorf("%s: the hinted move %s leads to %q, not a P-position", pr.label, to, o.Outcome)
		}
		p.do(chromedp.Click(`#moves button.hinted`))
		p.waitFor(settled)
		if turn, rej := p.data("turn"), p.data("rejections"); turn == "error" || rej != "" {
			t.Errorf("%s: after the hinted move, turn %q, %q unhandled rejections, status %q", pr.label, turn, rej, p.text("#status"))
		}
		if f := p.text("#flag"); f != "" {
			t.Errorf("%s: the winning move is flagged %q", pr.label, f)
		}
	}
	t.Logf("%d games played with hints in coach mode", len(all))
}
