package web_test

import (
	"bytes"
	"fmt"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/mex-cgt/mex/internal/cli"
)

// The defects of the research desk in issue 39, each seen in the browser.

// stateOf reads the data-state of an element of the desk.
func (p *page) stateOf(id string) string {
	p.t.Helper()
	return evalAs[string](p, fmt.Sprintf(`document.getElementById(%q).dataset.state || ""`, id))
}

// The desk fills its sections when opened, on the game chosen and its
// position, without a button pressed (it opened empty, every section
// waiting for its own button): Kayles at 9 is analysed, its values laid
// out in rows of its period, its genus and quotient shown, its
// P-positions listed, its picture drawn and its statistics counted.
func TestDeskFillsWhenOpened(t *testing.T) {
	p := newPage(t, pageOptions{})
	p.openDesk("?game=kayles&start=9", "kayles")
	a := p.answersOf("desk-analysis")
	g9 := serviceValues(t, "kayles", 9)[9]
	if pos := evalAs[string](p, `document.getElementById("desk-analysis").dataset.pos`); pos != "9" || a["value"] != fmt.Sprint(g9) {
		t.Errorf("the analyser at %q: %q; want Kayles at 9, value %d", pos, a, g9)
	}
	for _, id := range []string{"desk-table", "desk-genus", "desk-quotient", "desk-ppos-out", "desk-plot-out", "desk-stats-out"} {
		p.waitFor(fmt.Sprintf(`["done", "error"].includes(document.getElementById(%q).dataset.state)`, id))
		if s := p.stateOf(id); s != "done" {
			t.Errorf("#%s: %s %q", id, s, p.text("#"+id))
		}
	}
	if said := p.text("#desk-period"); !strings.Contains(said, "Period 12, preperiod 71") {
		t.Errorf("the period line reads %q", said)
	}
	if q := p.answersOf("desk-quotient"); strings.HasPrefix(q["order"], "error") {
		t.Errorf("the quotient: %q", q)
	}
}

// cliSays runs mex and returns what it prints, on either stream, without
// the "mex: " of an error.
func cliSays(t *testing.T, args ...string) string {
	t.Helper()
	var out bytes.Buffer
	cli.Main(args, &out, &out)
	return strings.TrimPrefix(strings.TrimSpace(out.String()), "mex: ")
}

// Kayles at a 30-digit heap is answered as fully as the command line
// answers it: its value and outcome, the number of its winning moves
// (whole residue classes of splits, too many to list) as the answer of
// the moves, and the reason misère play and the simplest form are not
// answered, each as mex says it, none shown as a failure of the lab.
func TestDeskHugeHeap(t *testing.T) {
	const n = "123456789012345678901234567890"
	p := newPage(t, pageOptions{})
	p.openDesk("?game=kayles&start="+n, "kayles")
	p.fill("#desk-pos", n)
	p.do(chromedp.Click("#desk-analyse"))
	a := p.answersOf("desk-analysis")
	value := cliSays(t, "grundy", "kayles", n)
	if value != fmt.Sprintf("G(%s) = %s in kayles", n, a["value"]) || !strings.HasPrefix(a["outcome"], "N") {
		t.Errorf("value %q, outcome %q; mex grundy says %q", a["value"], a["outcome"], value)
	}
	for _, row := range []struct {
		key  string
		args []string
	}{
		{"moves", []string{"moves", "kayles", n}},
		{"misere", []string{"outcome", "kayles", n, "--misere"}},
		{"form", []string{"form", "kayles", n}},
	} {
		want := cliSays(t, row.args...)
		if a[row.key] != want {
			t.Errorf("%s: the desk says %q; mex %s says %q", row.key, a[row.key], strings.Join(row.args, " "), want)
		}
	}
	if !strings.Contains(a["moves"], "51440328755144032875514403280 winning moves") {
		t.Errorf("the winning moves read %q; want their number", a["moves"])
	}
	for _, f := range p.rec.failed() {
		if !strings.Contains(f, n) || !strings.HasPrefix(f, "400") {
			t.Errorf("failed request %s", f)
		}
	}
}

// Grundy's game's period line says how far its values were computed (it
// sent the reader to mex stats): no period is proven for it, and the lab
// computes its values to G(2^20), or as far as its time for them goes
// (the static lab's WebAssembly on a slow machine), and says which.
func TestDeskPeriodSaysHowFar(t *testing.T) {
	p := newPage(t, pageOptions{})
	p.openDesk("?game=grundy", "grundy")
	p.fill("#desk-upto", "100")
	p.do(chromedp.Click("#desk-table-show"))
	p.waitFor(`document.getElementById("desk-table").dataset.state === "done" && !document.getElementById("desk-period").textContent.includes("…")`)
	var d struct {
		ValuesUpto int `json:"values_upto"`
	}
	getJSON(t, p.url, "/api/describe?game=grundy", &d)
	said := p.text("#desk-period")
	m := regexp.MustCompile(`computed to G\((\d+)\) here`).FindStringSubmatch(said)
	if m == nil {
		t.Fatalf("the period line of Grundy's game reads %q; want how far its values were computed", said)
	}
	reached, _ := strconv.Atoi(m[1])
	if reached > d.ValuesUpto || reached < 1<<16 {
		t.Fatalf("the period line says the values were computed to G(%d); want at least G(2^16) and at most G(%d)", reached, d.ValuesUpto)
	}
	if short := reached < d.ValuesUpto; short != strings.Contains(said, fmt.Sprintf("not to G(%d)", d.ValuesUpto)) {
		t.Errorf("the period line reads %q; it says it stopped short of G(%d) when, and only when, it did (G(%d))", said, d.ValuesUpto, reached)
	}
	var st struct {
		Stats struct {
			Largest   int
			LargestAt int `json:"largest_at"`
		}
	}
	getJSON(t, p.url, fmt.Sprintf("/api/stats?game=grundy&upto=%d", reached), &st)
	if !strings.Contains(said, fmt.Sprintf("largest value %d at n = %d", st.Stats.Largest, st.Stats.LargestAt)) || strings.Contains(said, "mex ") {
		t.Errorf("the period line of Grundy's game reads %q; want the largest value of G(0..%d) (%d at n = %d), not a command", said, reached, st.Stats.Largest, st.Stats.LargestAt)
	}
	for _, f := range p.rec.failed() {
		if !strings.HasPrefix(f, "400 /api/period") { // no period for Grundy's game: said on the line
			t.Errorf("failed request %s", f)
		}
	}
}

// The sum builder starts on the game chosen, at its position (it started
// on the first sum of the menu whatever the game), and answers at once; a
// sum chosen on the page starts as its components.
func TestDeskSumStartsOnTheGame(t *testing.T) {
	p := newPage(t, pageOptions{})
	parts := func() [][2]string {
		p.waitFor(`document.querySelectorAll("#desk-parts .desk-part").length > 0`)
		return evalAs[[][2]string](p, `[...document.querySelectorAll("#desk-parts .desk-part")].map((f) => [f.querySelector(".desk-part-family").value + (f.querySelector(".desk-part-params").value ? ":" + f.querySelector(".desk-part-params").value : ""), f.querySelector(".desk-part-pos").value])`)
	}
	p.openDesk("?game=kayles&start=9", "kayles")
	if got := parts(); len(got) < 1 || got[0] != [2]string{"kayles", "9"} {
		t.Errorf("the builder on Kayles at 9 starts with %q", got)
	}
	a := p.answersOf("desk-sum-answer")
	if !strings.HasPrefix(a["sum"], "kayles + ") || strings.HasPrefix(a["outcome"], "error") {
		t.Errorf("the builder's first answer: %q", a)
	}
	sum := "subtraction:1,2 + octal:0.07"
	p.openDesk("?game="+url.QueryEscape(sum)+"&start="+url.QueryEscape("5 + 8"), sum)
	if got := parts(); len(got) != 2 || got[0] != [2]string{"subtraction:1,2", "5"} || got[1] != [2]string{"octal:0.07", "8"} {
		t.Errorf("the builder on %s at 5 + 8 starts with %q", sum, got)
	}
	if a := p.answersOf("desk-sum-answer"); !strings.HasPrefix(a["sum"], sum+" at 5 + 8") {
		t.Errorf("the builder's first answer: %q", a)
	}
}
