package game_test

import (
	"reflect"
	"strings"
	"testing"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/games/nim"
)

var nimParse = game.NoParameters(nim.Game{})

const goodDoc = "# Some families\n\nFree text before the first section; # and - lines too.\n- x\n" + `
## one

- syntax: ` + "`one[:k=K]`" + `
- example: ` + "`one:k=2 3,4`" + `
- summary: the first family: moves of k
- preset: The plain one: ` + "`one`" + ` from ` + "`3,4`" + `
- preset: Altered — by P(1,1): ` + "`one:k=2`" + ` altered by ` + "`P 1,1; N 0,0`" + ` from ` + "`5,6`" + `

Rules of one, on two
lines.

A second paragraph.

## two
- summary: no presets
- example: ` + "`two 1`" + `
- syntax: ` + "`two`" + `

Rules of two.
`

func TestReadFamily(t *testing.T) {
	one, err := game.ReadFamily(goodDoc, "one", nimParse)
	if err != nil {
		t.Fatal(err)
	}
	if one.Parse == nil {
		t.Error("one: Parse not set")
	}
	one.Parse = nil
	want := game.Family{Name: "one", Syntax: "one[:k=K]", Example: "one:k=2 3,4", Summary: "the first family: moves of k",
		Rules: "Rules of one, on two\nlines.\n\nA second paragraph.",
		Presets: []game.Preset{
			{Label: "The plain one", Game: "one", Start: "3,4"},
			{Label: "Altered — by P(1,1)", Game: "one:k=2", Alter: "P 1,1; N 0,0", Start: "5,6"},
		}}
	if !reflect.DeepEqual(one, want) {
		t.Errorf("one:\n got %#v\nwant %#v", one, want)
	}
	if got := one.RulesParagraph(); got != "Rules of one, on two lines. A second paragraph." {
		t.Errorf("one: RulesParagraph %q", got)
	}
	two, err := game.ReadFamily(goodDoc, "two", nimParse)
	if err != nil {
		t.Fatal(err)
	}
	two.Parse = nil
	want = game.Family{Name: "two", Syntax: "two", Example: "two 1", Summary: "no presets", Rules: "Rules of two."}
	if !reflect.DeepEqual(two, want) {
		t.Errorf("two:\n got %#v\nwant %#v", two, want)
	}
}

// TestReadFamilyMalformed breaks the good document one way at a time: each
// must be refused, with an error that names what is wrong.
func TestReadFamilyMalformed(t *testing.T) {
	tests := []struct {
		name     string
		old, new string // replace old by new in goodDoc
		family   string
		wantErr  string
	}{
		{"no such family", "", "", "three", "no section ## three"},
		{"missing heading", "## one\n", "", "one", "no section ## one"},
		{"heading with more than the name", "## two", "## two games", "two", "heading \"## two games\""},
		{"two sections of one name", "## two", "## one", "one", "family one: a second section"},
		{"subheading", "Rules of two.", "### More\nRules of two.", "two", "\"### More\": no line in a section"},
		{"unknown key", "- summary: no presets", "- sumary: no presets", "two", "unknown field \"sumary\""},
		{"missing field", "- summary: no presets\n", "", "two", "no field \"summary\""},
		{"field twice", "- summary: no presets", "- summary: no presets\n- summary: again", "two", "field \"summary\" given twice"},
		{"field without a space", "- summary: no presets", "- summary:no presets", "two", "want a field - key: value"},
		{"syntax not a code span", "- syntax: `two`", "- syntax: two", "two", "want one code span"},
		{"text after the code span", "- syntax: `two`", "- syntax: `two` or so", "two", "\" or so\" after it"},
		{"unclosed code span", "- syntax: `two`", "- syntax: `two", "two", "unclosed code span"},
		{"empty summary", "- summary: no presets", "- summary:  ", "two", "empty summary"},
		{"missing rules", "\nRules of two.\n", "", "two", "family two: no rules"},
		{"rules without a blank line", "\n\nRules of two.", "\nRules of two.", "two", "\"Rules of two.\": want a field"},
		{"preset without a label", "The plain one: `one`", "`one`", "one", "preset \"`one` from"},
		{"preset without a start", "`one` from `3,4`", "`one`", "one", "no start"},
		{"preset start not a code span", "from `3,4`", "from 3,4", "one", "start: no code span"},
		{"preset with an empty game", "The plain one: `one`", "The plain one: ``", "one", "game: code span ``: empty"},
		{"preset with text after it", "from `3,4`", "from `3,4` again", "one", "\" again\" after the start"},
		{"preset alteration unclosed", "altered by `P 1,1; N 0,0`", "altered by `P 1,1; N 0,0", "one", "preset"},
		{"preset with the words swapped", "altered by `P 1,1; N 0,0` from", "from `P 1,1; N 0,0` altered by", "one", "after the start"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc := goodDoc
			if tt.old != "" {
				if !strings.Contains(doc, tt.old) {
					t.Fatalf("the good document has no %q", tt.old)
				}
				doc = strings.Replace(doc, tt.old, tt.new, 1)
			}
			_, err := game.ReadFamily(doc, tt.family, nimParse)
			if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
				t.Fatalf("ReadFamily(%s) = %v, want an error with %q", tt.family, err, tt.wantErr)
			}
			t.Log(err) // shown with -v, to read the messages
		})
	}
	if _, err := game.ReadFamily(goodDoc, "one", nil); err == nil {
		t.Error("ReadFamily with no parse function: no error")
	}
	if _, err := game.ReadFamily("# Only a title\n", "one", nimParse); err == nil || !strings.Contains(err.Error(), "no section") {
		t.Errorf("a document without sections: %v", err)
	}
}

func TestMustFamily(t *testing.T) {
	if f := game.MustFamily(goodDoc, "two", nimParse); f.Name != "two" {
		t.Errorf("MustFamily: %q", f.Name)
	}
	defer func() {
		if r := recover(); r == nil || !strings.Contains(r.(string), "family three") {
			t.Errorf("MustFamily on a missing family: recovered %v, want a panic naming it", r)
		}
	}()
	game.MustFamily(goodDoc, "three", nimParse)
}

func TestNeedsParameters(t *testing.T) {
	var got []string
	parse := game.NeedsParameters("one needs a code: want one:CODE", func(params string) (nim.Game, error) {
		got = append(got, params)
		return nim.Game{}, nil
	})
	for _, tt := range []struct {
		params    string
		hasParams bool
	}{{"", false}, {"", true}, {"  ", true}} {
		if g, err := parse(tt.params, tt.hasParams); err == nil || err.Error() != "one needs a code: want one:CODE" || g != nil {
			t.Errorf("parse(%q, %v) = %v, %v; want the error need", tt.params, tt.hasParams, g, err)
		}
	}
	if g, err := parse(" 0.7 ", true); err != nil || g != (nim.Game{}) {
		t.Errorf("parse(\" 0.7 \", true) = %v, %v", g, err)
	}
	if len(got) != 1 || got[0] != "0.7" {
		t.Errorf("parse was called with %q; want once, with the trimmed parameters", got)
	}
}
