package spec_test

import (
	"testing"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/games/imitation"
	"github.com/mex-cgt/mex/spec"
)

// FuzzParseRecord: no game record panics the parser; a record that parses
// ends in a state whose piles are the record's last position, within the
// supported size, and legal for the game's own Check.
func FuzzParseRecord(f *testing.F) {
	for _, s := range []string{"2,2/1,2/1,1/0,1", "2,2", "4,9/3,9/3,6", "2,2/3,3", "-1,2", "1,2/", "/", "3000,5000", "+1,+2", "1 ,2"} {
		f.Add("imitation:p=2,m=1", s)
		f.Add("imitation", s)
		f.Add("imitation:p=2,m=3", s)
	}
	f.Fuzz(func(t *testing.T, gameSpec, record string) {
		s, err := spec.Parse(gameSpec)
		if err != nil || s.Shape != game.Record {
			return
		}
		p, err := s.ParsePosition(record)
		if err != nil {
			if err.Error() == "" {
				t.Fatal("empty error message")
			}
			return
		}
		positions, err := imitation.ParseRecord(record)
		if err != nil || len(positions) == 0 {
			t.Fatalf("ParseRecord(%q) accepted a record that imitation.ParseRecord refuses: %v", record, err)
		}
		last := positions[len(positions)-1]
		st := imitation.Decode(p)
		if st.Piles != last || last[0] < 0 || last[1] < 0 || last[0] > imitation.MaxPile || last[1] > imitation.MaxPile {
			t.Fatalf("ParseRecord(%q) ends at %v; the record's last position is %v", record, st.Piles, last)
		}
		if err := s.Game.Check(imitation.Encode(st)); err != nil {
			t.Fatalf("ParseRecord(%q) gave a state that Check refuses: %v", record, err)
		}
	})
}
