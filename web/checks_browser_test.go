package web_test

import (
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/mex-cgt/mex/theorem"
)

// Two visitors of the checks page at once share the one run (issue 39:
// the second got 503 after 2 s, "the lab is busy", while the first run
// went on): the imitation checks take about 5 s, and both pages, opened
// together, show every report and no error.
func TestChecksTwoVisitors(t *testing.T) {
	if staticLab() {
		t.Skip("MEX_LAB=static: the static site has no server to share a run; each page runs its checks in its own worker")
	}
	p := newPage(t, pageOptions{})
	checks, err := theorem.Select("imitation")
	if err != nil {
		t.Fatal(err)
	}
	second, cancel := chromedp.NewContext(p.ctx)
	defer cancel()
	q := &page{t: t, ctx: second, url: p.url, rec: p.rec}
	p.do(chromedp.Navigate(p.url + "/checks.html?name=imitation"))
	p.waitFor(`document.querySelectorAll(".report").length > 0`) // the run goes on
	q.do(chromedp.Navigate(p.url + "/checks.html?name=imitation"))
	for _, v := range []*page{q, p} {
		v.waitFor(`["done", "error"].includes(document.body.dataset.state)`)
		if state, n := v.data("state"), evalAs[int](v, `document.querySelectorAll(".report").length`); state != "done" || n != len(checks) {
			t.Errorf("%s, %d reports shown (%q); want done, %d", state, n, v.text("#error"), len(checks))
		}
	}
	for _, f := range p.rec.failed() {
		t.Errorf("failed request %s", f)
	}
}

// The menu of the checks page lists the groups the lab has, read from
// /api/checks?groups=1 (it named nine by hand, and the misère checks were
// not among them).
func TestChecksMenuFromTheLab(t *testing.T) {
	p := newPage(t, pageOptions{})
	p.do(chromedp.Navigate(p.url + "/checks.html?name=nim"))
	p.waitFor(`document.body.dataset.state === "done"`)
	groups := map[string]bool{}
	for _, c := range theorem.All() {
		groups[c.Group] = true
	}
	menu := evalAs[[]string](p, `[...document.getElementById("which").options].map((o) => o.value)`)
	if len(menu) != len(groups)+1 || menu[0] != "" {
		t.Errorf("the menu lists %q; want all, then the %d groups", menu, len(groups))
	}
	for _, m := range menu[1:] {
		if !groups[m] {
			t.Errorf("the menu lists %q, which is no group", m)
		}
		delete(groups, m)
	}
	if len(groups) > 0 {
		t.Errorf("groups missing from the menu: %v", groups)
	}
	if got := evalAs[string](p, `document.getElementById("which").value`); got != "nim" {
		t.Errorf("the menu shows %q; want the link's nim", got)
	}
	if label := evalAs[string](p, `document.querySelector('#which option[value="misere"]').textContent`); !strings.HasPrefix(label, "misere") {
		t.Errorf("the misère group reads %q", label)
	}
}
