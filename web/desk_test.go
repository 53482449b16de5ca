package web_test

import (
	"encoding/json"
	"fmt"
	"math/big"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/mex-cgt/mex/service"
	"github.com/mex-cgt/mex/spec"
	"github.com/mex-cgt/mex/web"
)

// The research desk (issue 25 item 3) reaches the commands of the command
// line from the page: an analyser of any position, genus tables and misère
// quotients, the value table with its period laid out in rows, and a sum
// builder. It works on the game of the page, which the page announces
// through the lab's state (web/static/js/state.js).

// openDesk loads the page at query, opens the desk and waits until it has
// described the page's game.
func (p *page) openDesk(query, game string) {
	p.t.Helper()
	p.open(query)
	p.waitFor(`document.getElementById("desk-toggle") !== null`)
	p.do(chromedp.Click("#desk-toggle"))
	p.waitFor(fmt.Sprintf(`document.getElementById("desk-game").dataset.game === %q`, game))
}

// moveTo takes the page to another game, by its link, and opens the desk
// on it.
func (p *page) moveTo(query, game string) {
	p.t.Helper()
	p.openDesk(query, game)
}

// fill sets an input's value as typing does.
func (p *page) fill(sel, value string) {
	p.t.Helper()
	ok := evalAs[bool](p, fmt.Sprintf(`(() => { const e = document.querySelector(%q); if (!e) return false; e.value = %q; e.dispatchEvent(new Event("input", {bubbles: true})); e.dispatchEvent(new Event("change", {bubbles: true})); return true; })()`, sel, value))
	if !ok {
		p.t.Fatalf("no element %s", sel)
	}
}

// answersOf waits for the answers of a <dl> of the desk and returns them
// by key, with "error: " before an error.
func (p *page) answersOf(id string) map[string]string {
	p.t.Helper()
	p.waitFor(fmt.Sprintf(`document.getElementById(%q).dataset.state === "done"`, id))
	return evalAs[map[string]string](p, fmt.Sprintf(`Object.fromEntries([...document.querySelectorAll("#%s dd")].map((d) => [d.id.slice(%d), (d.dataset.state === "error" ? "error: " : "") + d.textContent]))`, id, len(id)+1))
}

func serviceValues(t *testing.T, game string, upto int) []int {
	t.Helper()
	r, err := (&service.Service{Limits: web.Limits}).GrundyUpto(parsed(t, game), upto)
	if err != nil {
		t.Fatal(err)
	}
	return r.Values
}

// The analyser: nim 3,5,6 is a P-position of value 0 with no winning move;
// Kayles at a heap of 30 digits has the value its period gives, and its
// winning moves, too many to list, are counted as the lab counts them; the
// desk follows the page's game; every field has a label and the answers
// are announced.
func TestDeskAnalyser(t *testing.T) {
	p := newPage(t, pageOptions{})
	p.openDesk("?game=nim", "nim")
	p.fill("#desk-pos", "3,5,6")
	p.do(chromedp.Click("#desk-analyse"))
	a := p.answersOf("desk-analysis")
	if !strings.HasPrefix(a["outcome"], "P") || a["value"] != "0" || !strings.HasPrefix(a["moves"], "none") || !strings.HasPrefix(a["misere"], "P") {
		t.Errorf("nim 3,5,6: %q; want outcome P, value 0, no winning move, misère P", a)
	}
	if strings.HasPrefix(a["form"], "error") || !strings.Contains(a["form"], "birthday") {
		t.Errorf("nim 3,5,6: simplest form %q", a["form"])
	}
	if live := evalAs[string](p, `document.getElementById("desk-analysis").getAttribute("aria-live")`); live != "polite" {
		t.Errorf("#desk-analysis aria-live=%q", live)
	}

	// Kayles at n = 123456789012345678901234567890: G(n) = G(71 + (n-71) mod 12)
	p.moveTo("?game=kayles", "kayles")
	n, _ := new(big.Int).SetString("123456789012345678901234567890", 10)
	r := new(big.Int).Mod(new(big.Int).Sub(n, big.NewInt(71)), big.NewInt(12))
	want := serviceValues(t, "kayles", 100)[71+r.Int64()]
	p.fill("#desk-pos", n.String())
	p.do(chromedp.Click("#desk-analyse"))
	a = p.answersOf("desk-analysis")
	wantOutcome := "N: the player to move wins"
	if want == 0 {
		wantOutcome = "P: the player to move loses"
	}
	if a["value"] != strconv.Itoa(want) || a["outcome"] != wantOutcome {
		t.Errorf("kayles %s: %q; want value %d", n, a, want)
	}
	_, apiErr := (&service.Service{Limits: web.Limits}).Moves(parsed(t, "kayles"), n.String())
	if apiErr == nil || a["moves"] != apiErr.Error() {
		t.Errorf("kayles %s: winning moves %q; want their number as the lab says it: %v", n, a["moves"], apiErr)
	}
	if unlabelled := evalAs[[]string](p, `[...document.querySelectorAll("#desk input, #desk select")].filter((e) => !e.labels || !e.labels.length).map((e) => e.id || e.className)`); len(unlabelled) > 0 {
		t.Errorf("fields of the desk without a label: %v", unlabelled)
	}
	for _, f := range p.rec.failed() { // the moves, the misère outcome and the form of so large a heap
		if !strings.Contains(f, n.String()) {
			t.Errorf("failed request %s", f)
		}
	}
}

// Conway's genus of Kayles to heap 10 on the page, heap 5 of genus 4^146
// (Conway, ONAG ch. 12; CGSuite), every genus as mex genus prints it; the
// misère quotient of 0.75 to heap 12 has order 8 (Plambeck and Siegel
// 2008), and a game with no genus shows the API's error.
func TestDeskGenusAndQuotient(t *testing.T) {
	p := newPage(t, pageOptions{})
	p.openDesk("?game=kayles", "kayles")
	p.fill("#desk-genus-upto", "10")
	p.do(chromedp.Click("#desk-genus-show"))
	p.waitFor(`document.getElementById("desk-genus").dataset.state === "done"`)
	rows := evalAs[[][]string](p, `[...document.querySelectorAll("#desk-genus tbody tr")].map((r) => [...r.cells].map((c) => c.textContent))`)
	var cli struct {
		Heaps []struct {
			Heap int
			Text string
		}
	}
	if err := json.Unmarshal(mex(t, "genus", "kayles", "--upto", "10", "--json"), &cli); err != nil {
		t.Fatal(err)
	}
	if len(rows) != 11 || len(cli.Heaps) != 11 {
		t.Fatalf("genus rows %v; want 11", rows)
	}
	for i, h := range cli.Heaps {
		if rows[i][0] != strconv.Itoa(h.Heap) || rows[i][3] != h.Text {
			t.Errorf("genus row %d: %v; mex genus says %d %s", i, rows[i], h.Heap, h.Text)
		}
	}
	// the marks are those of mex genus' text: tame, tame genus with a wild option, restive, restless, wild
	lines := strings.Split(strings.TrimSpace(string(mex(t, "genus", "kayles", "--upto", "10"))), "\n")[2:]
	for i, line := range lines {
		f := strings.Fields(line)
		if mark := strings.Join(f[4:], " "); i < len(rows) && rows[i][4] != mark {
			t.Errorf("heap %d is marked %q; mex genus marks %q", i, rows[i][4], mark)
		}
	}
	if rows[5][3] != "4^146" || rows[5][4] == "tame" {
		t.Errorf("Kayles heap 5: %v; want genus 4^146, not tame", rows[5])
	}

	p.moveTo("?game=octal:0.75", "octal:0.75")
	p.fill("#desk-maxheap", "12")
	p.fill("#desk-qsum", "1,2")
	p.do(chromedp.Click("#desk-quotient-show"))
	q := p.answersOf("desk-quotient")
	if !strings.HasPrefix(q["order"], "8 ") || !strings.Contains(q["ppos"], "{a, b^2}") || !strings.HasPrefix(q["sum"], "N") {
		t.Errorf("quotient of octal:0.75 to 12: %q; want order 8, P-portion {a, b^2}, 1+2 an N-position", q)
	}

	p.moveTo("?game=nim", "nim")
	p.do(chromedp.Click("#desk-genus-show"))
	p.waitFor(`document.getElementById("desk-genus").dataset.state === "error"`)
	if said := p.text("#desk-genus-said"); !strings.Contains(said, "nim is not a heap game") {
		t.Errorf("genus of nim: %q; want the API's error", said)
	}
}

// Kayles' values to 200 in rows of its period 12, the row of heap 71 (its
// preperiod) starting a row, the columns lined up; the rare values of mex
// stats listed, the frequencies adding up, go-to and search; and the
// saltus of an arithmetic period said.
func TestDeskValueTable(t *testing.T) {
	p := newPage(t, pageOptions{})
	p.openDesk("?game=kayles", "kayles")
	p.fill("#desk-upto", "200")
	p.fill("#desk-width", "")
	p.do(chromedp.Click("#desk-table-show"))
	p.waitFor(`document.getElementById("desk-table").dataset.state === "done"`)
	values := serviceValues(t, "kayles", 200)
	if said := p.text("#desk-period"); !strings.Contains(said, "Period 12, preperiod 71") || !strings.Contains(said, "proven") {
		t.Errorf("the period reads %q", said)
	}
	type row struct {
		Start string
		Class string
		Ns    []string
		Vs    []string
	}
	rows := evalAs[[]row](p, `[...document.querySelectorAll("#desk-table tbody tr")].map((r) => ({Start: r.dataset.start, Class: r.className, Ns: [...r.querySelectorAll("td")].map((c) => c.dataset.n || ""), Vs: [...r.querySelectorAll("td")].map((c) => c.textContent)}))`)
	at := -1
	for i, r := range rows {
		if len(r.Vs) != 12 {
			t.Fatalf("row %s has %d cells; want 12", r.Start, len(r.Vs))
		}
		if r.Start == "71" {
			at = i
		}
	}
	if at < 0 || rows[at].Class != "desk-period-start" || rows[at].Ns[0] != "71" {
		t.Fatalf("no row starts the period at 71: %+v", rows)
	}
	for _, r := range rows {
		for j, n := range r.Ns {
			if n == "" {
				continue
			}
			k, _ := strconv.Atoi(n)
			if r.Vs[j] != strconv.Itoa(values[k]) {
				t.Errorf("cell of heap %d reads %s; G(%d) = %d", k, r.Vs[j], k, values[k])
			}
			if (k-71)%12 != j && (k-71)%12+12 != j {
				t.Errorf("heap %d is in column %d; want column %d (rows of 12 from 71)", k, j, ((k-71)%12+12)%12)
			}
		}
	}
	for _, r := range rows[at:] {
		for j, v := range r.Vs {
			if r.Ns[j] != "" && v != rows[at].Vs[j] {
				t.Errorf("row %s column %d reads %s; the period's row reads %s", r.Start, j, v, rows[at].Vs[j])
			}
		}
	}
	stats, err := (&service.Service{Limits: web.Limits}).Stats(parsed(t, "kayles"), service.SequenceOptions{Upto: 200, Threads: 1})
	if err != nil {
		t.Fatal(err)
	}
	rare := evalAs[[]string](p, `[...document.querySelectorAll("#desk-rare-list li")].map((l) => l.textContent)`)
	if len(rare) != len(stats.Stats.RarePositions) || len(rare) == 0 {
		t.Errorf("rare values listed %v; mex stats lists %v", rare, stats.Stats.RarePositions)
	}
	for i, r := range stats.Stats.RarePositions {
		if i < len(rare) && rare[i] != fmt.Sprintf("G(%d) = %d", r.N, r.Value) {
			t.Errorf("rare value %d reads %q; want G(%d) = %d", i, rare[i], r.N, r.Value)
		}
	}
	if total := evalAs[int](p, `[...document.querySelectorAll("#desk-freq td")].reduce((s, c) => s + Number(c.textContent), 0)`); total != 201 {
		t.Errorf("the frequencies add up to %d; want 201", total)
	}

	p.fill("#desk-goto", "75")
	p.do(chromedp.Click("#desk-goto-form button"))
	p.waitFor(`document.querySelector("#desk-table td.desk-hit") !== null`)
	if hit := evalAs[string](p, `document.querySelector("#desk-table td.desk-hit").dataset.n`); hit != "75" || p.text("#desk-found") != fmt.Sprintf("G(75) = %d", values[75]) {
		t.Errorf("go to 75: cell %s, %q", hit, p.text("#desk-found"))
	}
	far := "1000000000000000000000"
	g, err := (&service.Service{Limits: web.Limits}).Grundy(parsed(t, "kayles"), far)
	if err != nil {
		t.Fatal(err)
	}
	p.fill("#desk-goto", far)
	p.do(chromedp.Click("#desk-goto-form button"))
	p.waitFor(`!document.getElementById("desk-found").textContent.includes("asking")`)
	if got := p.text("#desk-found"); !strings.HasPrefix(got, fmt.Sprintf("G(%s) = %s", far, g.Grundy)) {
		t.Errorf("go to %s: %q; want G = %s", far, got, g.Grundy)
	}

	p.fill("#desk-search", "4")
	p.do(chromedp.Click("#desk-search-form button"))
	var first []string
	for n, v := range values {
		if v == 4 && len(first) < 20 {
			first = append(first, strconv.Itoa(n))
		}
	}
	if got := evalAs[string](p, `document.getElementById("desk-found").dataset.first`); got != strings.Join(first, ",") {
		t.Errorf("search 4: first heaps %q; want %q", got, strings.Join(first, ","))
	}
	if found := p.text("#desk-found"); !strings.Contains(found, "(mod 12)") {
		t.Errorf("search 4: %q; want the residues mod 12 of the period", found)
	}

	p.moveTo("?game="+url.QueryEscape("subtraction:all-but:1,2"), "subtraction:all-but:1,2")
	p.do(chromedp.Click("#desk-table-show"))
	p.waitFor(`document.getElementById("desk-table").dataset.state === "done"`)
	if said := p.text("#desk-period"); !strings.Contains(said, "saltus 1") || !strings.Contains(said, "G(n + 3) = G(n) + 1") {
		t.Errorf("the period of subtraction:all-but:1,2 reads %q; want its saltus 1", said)
	}
}

// The sum builder: S{1,2} at 5 plus S{1,3} at 6, typed as two components,
// is an N-position of value 2 whose one winning move is to 3 + 6.
func TestDeskSumBuilder(t *testing.T) {
	p := newPage(t, pageOptions{})
	p.openDesk("?game=nim", "nim")
	p.waitFor(`document.querySelectorAll("#desk-parts .desk-part").length === 2`)
	for i, part := range [][3]string{{"subtraction", "1,2", "5"}, {"subtraction", "1,3", "6"}} {
		prefix := fmt.Sprintf("#desk-parts .desk-part:nth-of-type(%d) ", i+1)
		p.fill(prefix+".desk-part-family", part[0])
		p.fill(prefix+".desk-part-params", part[1])
		p.fill(prefix+".desk-part-pos", part[2])
	}
	p.do(chromedp.Click("#desk-sum-ask"))
	a := p.answersOf("desk-sum-answer")
	m, err := (&service.Service{Limits: web.Limits}).Moves(parsed(t, "subtraction:1,2 + subtraction:1,3"), "5 + 6")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(a["outcome"], "N") || a["value"] != "2" || a["moves"] != "3 + 6" || len(m.Winning) != 1 {
		t.Errorf("the sum: %q; want N, value 2, the move to 3 + 6 (mex: %v)", a, m.Winning)
	}
	if !strings.HasPrefix(a["sum"], "subtraction:1,2 + subtraction:1,3 at 5 + 6") {
		t.Errorf("the sum reads %q", a["sum"])
	}
}

// The desk's modules name no family either: the desk learns the families
// from /api/families and works on the page's game (the words that are
// also API commands, as grundy, may appear).
func TestDeskNamesNoFamily(t *testing.T) {
	files, err := filepath.Glob("static/desk/*.js")
	if err != nil || len(files) < 2 {
		t.Fatalf("the desk's modules: %v %v", files, err)
	}
	for _, file := range files {
		src, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range spec.Families() {
			re := regexp.MustCompile("[\"'`]" + regexp.QuoteMeta(f.Name) + "([:\"'`]|\\b)")
			for _, loc := range re.FindAllIndex(src, -1) {
				if rest := string(src[loc[0]:]); f.Name == "grundy" && strings.HasPrefix(rest, `"grundy", {`) {
					continue // the API command /api/grundy
				}
				line := strings.Count(string(src[:loc[0]]), "\n") + 1
				t.Errorf("%s:%d names the family %s", file, line, f.Name)
			}
		}
	}
}

// On a phone (390×844) the desk fits the width (its tables scroll in their
// own boxes) and its buttons are touch targets of 44 px at least.
func TestDeskPhone(t *testing.T) {
	p := newPage(t, pageOptions{width: 390, height: 844, mobile: true})
	p.openDesk("?game=kayles", "kayles")
	p.do(chromedp.Click("#desk-table-show"))
	p.waitFor(`document.getElementById("desk-table").dataset.state === "done"`)
	p.do(chromedp.Click("#desk-genus-show"))
	p.waitFor(`document.getElementById("desk-genus").dataset.state === "done"`)
	p.waitFor(`document.querySelectorAll("#desk-parts .desk-part").length >= 2`)
	if w := evalAs[int](p, `document.documentElement.scrollWidth`); w > 390 {
		t.Errorf("the page is %d px wide with the desk open; want 390 at most", w)
	}
	small := evalAs[[]string](p, `[...document.querySelectorAll("#desk button, #desk-toggle")].filter((b) => b.offsetParent && b.getBoundingClientRect().height < 44).map((b) => b.id || b.textContent)`)
	if len(small) > 0 {
		t.Errorf("buttons of the desk smaller than 44 px on a phone: %v", small)
	}
	p.screenshot("desk-phone.png")
}
