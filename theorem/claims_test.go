package theorem

import (
	"context"
	"reflect"
	"strings"
	"testing"
)

// withoutRun is c as a document describes it: everything but Run.
func withoutRun(c Check) Check {
	c.Run = nil
	return c
}

// Every check of the claims document is registered, as the document says
// it; every registered check has a claim and a source, from the document
// or, for the checks still registered as Check literals, from Go.
func TestClaimsDocumentAndRegistry(t *testing.T) {
	registered := map[string]Check{}
	for _, c := range registry {
		registered[c.Group+"/"+c.Name] = c
		if c.Claim == "" || c.Source == "" {
			t.Errorf("check %s/%s: registered with no claim or no source", c.Group, c.Name)
		}
	}
	for _, d := range documented {
		key := d.Group + "/" + d.Name
		c, ok := registered[key]
		if !ok {
			t.Errorf("claims.md: ## %s has no check: register it as claim(%q, run), or take its section out", key, key)
			continue
		}
		if got := withoutRun(c); !reflect.DeepEqual(got, d) {
			t.Errorf("check %s: registered as %+v, the document says %+v", key, got, d)
		}
	}
	t.Logf("%d checks, %d of them from claims.md", len(registry), len(documented))
}

// The document's sections are in the order mex check lists them, by group
// and then by name, so that a reader finds a check where it expects it.
func TestClaimsDocumentOrder(t *testing.T) {
	for i := 1; i < len(documented); i++ {
		a, b := documented[i-1], documented[i]
		if a.Group > b.Group || (a.Group == b.Group && a.Name > b.Name) {
			t.Errorf("claims.md: ## %s/%s comes after ## %s/%s: want the sections by group, then by name", b.Group, b.Name, a.Group, a.Name)
		}
	}
}

func TestReadClaims(t *testing.T) {
	doc := "# Claims\n\nAn introduction.\n\n    ## not/a-section (indented)\n\n" +
		"## g/one\n\n- source: Someone 2001, §2\n\nthe claim runs\nover: two lines\n\n\n" +
		"## g/two\r\n- source: Another 2002\r\n- erratum: a misprint: (1,2)\r\n- expected: (1,2)\r\n\r\nit fails at (1,2)\r\n" +
		"## h/three\n- proof: yes\n- source: A proof\n\nfor all positions\n"
	d, err := readClaims(doc)
	if err != nil {
		t.Fatal(err)
	}
	want := claimsDocument{
		{Name: "one", Group: "g", Claim: "the claim runs over: two lines", Source: "Someone 2001, §2"},
		{Name: "two", Group: "g", Claim: "it fails at (1,2)", Source: "Another 2002", Erratum: "a misprint: (1,2)", Expected: "(1,2)"},
		{Name: "three", Group: "h", Claim: "for all positions", Source: "A proof", Proof: true},
	}
	if !reflect.DeepEqual(d, want) {
		t.Fatalf("readClaims =\n%+v\nwant\n%+v", d, want)
	}
	if c, err := d.check("g/two"); err != nil || c.Erratum != "a misprint: (1,2)" {
		t.Errorf("check(g/two) = %+v, %v", c, err)
	}
	if _, err := d.check("g/four"); err == nil || !strings.Contains(err.Error(), "no section ## g/four") {
		t.Errorf("check(g/four): error %v, want no section ## g/four", err)
	}
}

// A malformed document is refused with the line and what is wrong.
func TestReadClaimsMalformed(t *testing.T) {
	const one = "## g/one\n- source: S\n\nthe claim\n"
	for _, tc := range []struct{ name, doc, want string }{
		{"no section", "# Claims\n\nonly an introduction\n", "no section (## GROUP/NAME)"},
		{"heading without a group", "## one\n- source: S\n\nc\n", `line 1: heading "## one": want ## GROUP/NAME`},
		{"heading with a space", "## g/one two\n- source: S\n\nc\n", "want ## GROUP/NAME"},
		{"heading with two slashes", "## g/o/ne\n- source: S\n\nc\n", "want ## GROUP/NAME"},
		{"unknown key", "## g/one\n- source: S\n- author: A\n\nc\n", `line 3: check g/one: unknown field "author": want source, proof, erratum or expected`},
		{"field given twice", "## g/one\n- source: S\n- source: T\n\nc\n", `line 3: check g/one: field "source" given twice`},
		{"not a field", "## g/one\n- source: S\nthe claim, with no blank line\n", "line 3: check g/one: \"the claim, with no blank line\": want a field - key: value, or a blank line before the claim"},
		{"empty value", "## g/one\n- source: \n\nc\n", `field "source": "": want a value with no space at its ends`},
		{"no source", "## g/one\n- proof: yes\n\nc\n", `line 1: check g/one: no field "source"`},
		{"missing claim", "## g/one\n- source: S\n\n\n" + "## g/two\n- source: S\n\nc\n", "line 1: check g/one: no claim"},
		{"missing claim at the end", one + "## g/two\n- source: S\n", "line 5: check g/two: no claim"},
		{"duplicate name", one + "\n" + one, "line 6: check g/one: a second check named one"},
		{"duplicate name in another group", one + "## h/one\n- source: S\n\nc\n", "line 5: check h/one: a second check named one"},
		{"erratum without expected", "## g/one\n- source: S\n- erratum: E\n\nc\n", "give both - erratum: and - expected:"},
		{"expected without erratum", "## g/one\n- source: S\n- expected: X\n\nc\n", "give both - erratum: and - expected:"},
		{"proof not yes", "## g/one\n- source: S\n- proof: no\n\nc\n", `proof: "no": want yes`},
		{"proof with an erratum", "## g/one\n- source: S\n- proof: yes\n- erratum: E\n- expected: X\n\nc\n", "a proof with an erratum"},
		{"two paragraphs", "## g/one\n- source: S\n\nthe claim\n\nand more\n", "line 5: check g/one: a blank line within the claim"},
		{"space at a claim line's end", "## g/one\n- source: S\n\nthe claim \n", `line 4: check g/one: "the claim ": a line of the claim has no space at its ends`},
		{"a list in the claim", "## g/one\n- source: S\n\nthe claim\n- source: T\n", `line 5: check g/one: "- source: T": a line of the claim may not begin with "- "`},
		{"a heading in a section", "## g/one\n- source: S\n\n### more\nthe claim\n", `line 4: check g/one: "### more": no line in a section but its heading begins with #`},
	} {
		_, err := readClaims(tc.doc)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: error %v, want one containing %q", tc.name, err, tc.want)
		}
	}
}

// claim panics, at initialization, on a check the document does not hold.
func TestClaimMissingPanics(t *testing.T) {
	defer func() {
		r := recover()
		if msg, _ := r.(string); !strings.Contains(msg, "no section ## nim/no-such-check") {
			t.Errorf("claim of an undocumented check: recovered %v, want a panic naming the missing section", r)
		}
	}()
	claim("nim/no-such-check", func(context.Context, bool) (Report, error) { return Report{}, nil })
	t.Error("claim of an undocumented check did not panic")
}
