package game

import "testing"

// A family's rules text is how to play (its first paragraph) and what is
// known of how to win (the paragraphs after it), which the lab's coach
// mode hides until asked (issue 39).
func TestFamilyPlayAndTheory(t *testing.T) {
	for _, c := range []struct{ rules, play, theory string }{
		{"Heaps of tokens. A move takes\nfrom one heap.\n\nBouton (1902): the nim-sum\nis 0.\n", "Heaps of tokens. A move takes from one heap.", "Bouton (1902): the nim-sum is 0."},
		{"One paragraph,\nno theory.", "One paragraph, no theory.", ""},
		{"Play.\r\n\r\nFirst theorem.\n\nSecond theorem.", "Play.", "First theorem. Second theorem."},
	} {
		f := Family{Rules: c.rules}
		if got := f.PlayParagraph(); got != c.play {
			t.Errorf("PlayParagraph(%q) = %q; want %q", c.rules, got, c.play)
		}
		if got := f.TheoryParagraph(); got != c.theory {
			t.Errorf("TheoryParagraph(%q) = %q; want %q", c.rules, got, c.theory)
		}
		if got, want := f.RulesParagraph(), c.play+map[bool]string{true: " " + c.theory, false: ""}[c.theory != ""]; got != want {
			t.Errorf("RulesParagraph(%q) = %q; want %q", c.rules, got, want)
		}
	}
}
