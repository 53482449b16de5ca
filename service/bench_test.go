package service_test

import (
	"testing"

	"github.com/mex-cgt/mex/service"
)

// The computer's reply solves the position once (go test -bench Reply
// ./service): Kayles at 2000 by its proven period, Imitation Nim by one exact
// table of the states up to the larger pile.
func BenchmarkReply(b *testing.B) {
	for _, bm := range []struct{ name, game, pos string }{
		{"kayles-2000", "kayles", "2000"},
		{"imitation-2-1-100-110", "imitation:p=2,m=1", "100,110"},
		{"imitation-2-1-150-200", "imitation:p=2,m=1", "150,200"},
		{"wythoff-2-1-1000-1500", "wythoff:p=2,m=1", "1000,1500"},
	} {
		b.Run(bm.name, func(b *testing.B) {
			var l service.Service
			g := mustGame(b, bm.game)
			for b.Loop() {
				if _, err := l.Reply(g, bm.pos, nil); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
