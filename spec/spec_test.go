package spec_test

import (
	"strings"
	"testing"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/spec"
)

func TestParse(t *testing.T) {
	tests := []struct {
		in, text string
		shape    game.Shape
	}{
		{"nim", "nim", game.Heaps},
		{" Nim ", "nim", game.Heaps},
		{"subtraction:5,1,2", "subtraction:1,2,5", game.OneHeap},
		{"kayles", "kayles", game.Heaps},
		{"octal:0.07", "octal:0.07", game.Heaps},
		{"wythoff:p=2", "wythoff:p=2,m=1", game.TwoPiles},
		{"imitation", "imitation:p=1,m=1", game.Record},
		{"subtraction:1,2 + subtraction:1,3", "subtraction:1,2 + subtraction:1,3", game.Composite},
	}
	for _, tt := range tests {
		s, err := spec.Parse(tt.in)
		if err != nil {
			t.Errorf("Parse(%q): %v", tt.in, err)
			continue
		}
		if s.Text != tt.text || s.Shape != tt.shape {
			t.Errorf("Parse(%q) = %q on %s; want %q on %s", tt.in, s.Text, s.Shape, tt.text, tt.shape)
		}
	}
}

func TestParseErrors(t *testing.T) {
	tests := []struct{ in, mention string }{
		{"", "empty game spec"},
		{"foo", `unknown game "foo"`},
		{"subtraction", "empty subtraction set"},
		{"subtraction:", "empty subtraction set"},
		{"subtraction:1,x", `"x" is not a whole number`},
		{"subtraction:0", "not positive"},
		{"octal:0.9", "'9'"},
		{"nim:3", "no parameters"},
		{"nim + ", "component 2 is empty"},
	}
	for _, tt := range tests {
		_, err := spec.Parse(tt.in)
		if err == nil || !strings.Contains(err.Error(), tt.mention) {
			t.Errorf("Parse(%q) error = %v; want one mentioning %q", tt.in, err, tt.mention)
		}
	}
}

func TestParsePosition(t *testing.T) {
	nim, _ := spec.Parse("nim")
	sub, _ := spec.Parse("subtraction:1,2")
	sum, _ := spec.Parse("subtraction:1,2 + nim")
	good := []struct {
		s    *spec.Spec
		in   string
		want string
	}{
		{nim, "3,5, 7", "3,5,7"},
		{sub, "12", "12"},
		{sum, "5 + 6,7", "1,5,2,6,7"},
	}
	for _, tt := range good {
		p, err := tt.s.ParsePosition(tt.in)
		if err != nil || p.String() != tt.want {
			t.Errorf("%s.ParsePosition(%q) = %v, %v; want %s", tt.s.Text, tt.in, p, err, tt.want)
		}
	}
	bad := []struct {
		s       *spec.Spec
		in      string
		mention string
	}{
		{nim, "3,-1", `"-1" is negative`},
		{nim, "3,,1", "empty coordinate"},
		{nim, "3,x", `"x" is not a whole number`},
		{nim, "", "empty position"},
		{sub, "1,2", "wants 1"},
		{sub, "99999999999999999999", "too large"},
		{sum, "5", "has 1 parts"},
	}
	for _, tt := range bad {
		_, err := tt.s.ParsePosition(tt.in)
		if err == nil || !strings.Contains(err.Error(), tt.mention) {
			t.Errorf("%s.ParsePosition(%q) error = %v; want one mentioning %q", tt.s.Text, tt.in, err, tt.mention)
		}
	}
}

func TestParseSize(t *testing.T) {
	tests := []struct {
		in   string
		want int
		ok   bool
	}{
		{"20", 20, true}, {"2^24", 1 << 24, true}, {"10^6", 1000000, true},
		{"-3", 0, false}, {"x", 0, false}, {"2^99", 0, false}, {"2^", 0, false},
	}
	for _, tt := range tests {
		got, err := spec.ParseSize(tt.in, 1<<40)
		if (err == nil) != tt.ok || got != tt.want {
			t.Errorf("ParseSize(%q) = %d, %v; want %d, ok=%v", tt.in, got, err, tt.want, tt.ok)
		}
	}
}

// FuzzParse: no spec and position may panic the parser or make it echo
// more than a few hundred characters; whatever parses must pass the
// game's own Check.
func FuzzParse(f *testing.F) {
	for _, s := range []string{"nim", "subtraction:1,2", "octal:0.77", "kayles + nim", "octal:4.", "subtraction:1,2 + subtraction:1,3", "wythoff:p=2,m=3", "wythoff:p=1,p=2", "dr:r=2^3", "nimhoff:1,0/0,1/1,2", "imitation + nim"} {
		f.Add(s, "3,5")
		f.Add(s, "5 + 6")
	}
	f.Fuzz(func(t *testing.T, gameSpec, pos string) {
		s, err := spec.Parse(gameSpec)
		if err != nil {
			if err.Error() == "" || len(err.Error()) > 600 {
				t.Fatalf("error of %d characters: %.200s", len(err.Error()), err)
			}
			return
		}
		p, err := s.ParsePosition(pos)
		if err != nil {
			if len(err.Error()) > 600 {
				t.Fatalf("error of %d characters: %.200s", len(err.Error()), err)
			}
			return
		}
		if err := s.Game.Check(p); err != nil {
			t.Fatalf("ParsePosition(%q) accepted a position that Check rejects: %v", pos, err)
		}
	})
}

// A "+" inside braces belongs to a take-and-break digit, not to a sum.
func TestSumWithBracedPlus(t *testing.T) {
	s, err := spec.Parse("subtraction:1,2 + takebreak:0.{2+}")
	if err != nil || len(s.Components) != 2 || s.Components[1].Text != "takebreak:0.{2+}" {
		t.Fatalf("parse: %v, %+v", err, s)
	}
}

// Parameters: numbers read one way, each key once, too large said as such.
func TestParams(t *testing.T) {
	bad := []struct{ in, mention string }{
		{"wythoff:p=1,p=2", "parameter p given twice"},
		{"wythoff:p=10^21", "parameter p=10^21 is too large"},
		{"wythoff:p=x", `parameter p="x" is not a whole number`},
		{"dr:r=" + strings.Repeat("9", 100000), "(100000 digits)"},
		{"subtraction:1,10^30", "subtraction move 10^30 is too large"},
	}
	for _, tt := range bad {
		_, err := spec.Parse(tt.in)
		if err == nil || !strings.Contains(err.Error(), tt.mention) {
			t.Errorf("Parse(%.40q) error = %.300v; want one mentioning %q", tt.in, err, tt.mention)
		}
		if err != nil && len(err.Error()) > 300 {
			t.Errorf("Parse(%.40q): an error of %d characters echoes too much input", tt.in, len(err.Error()))
		}
	}
	s, err := spec.Parse("wythoff:p=2^1,m=3")
	if err != nil || s.Text != "wythoff:p=2,m=3" {
		t.Errorf("Parse(wythoff:p=2^1,m=3) = %v, %v", s, err)
	}
}

// A sum of a game with memory is refused when the spec is read, not with a
// puzzling message about its positions.
func TestSumOfRecordGame(t *testing.T) {
	_, err := spec.Parse("imitation + nim")
	if err == nil || !strings.Contains(err.Error(), "game with memory") {
		t.Fatalf("Parse(imitation + nim) error = %v", err)
	}
}
