package extension

import (
	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/games/wythoff"
)

// HoRestriction is Nhan Bao Ho's restriction of Wythoff's game (Duchêne et al. 2010):
// when the piles differ, removing tokens from the smaller pile alone is not
// allowed.
type HoRestriction struct{}

// Check accepts two non-negative piles.
func (HoRestriction) Check(p game.Position) error { return game.NonNegative(p, 2) }

// Options are Wythoff's, minus removals from the smaller of two unequal piles.
func (HoRestriction) Options(p game.Position) []game.Position {
	x, y := p[0], p[1]
	var out []game.Position
	if x >= y {
		for k := 1; k <= x; k++ {
			out = append(out, game.Position{x - k, y})
		}
	}
	if y >= x {
		for k := 1; k <= y; k++ {
			out = append(out, game.Position{x, y - k})
		}
	}
	for k := 1; k <= min(x, y); k++ {
		out = append(out, game.Position{x - k, y - k})
	}
	return out
}

func (HoRestriction) String() string { return "wythoff-ho-restriction" }

// HoExtension is Ho's extension (Duchêne et al. 2010): Wythoff's moves plus removing k
// from the smaller pile and l from the other with 0 < l < k (either pile
// when they are equal).
type HoExtension struct{}

// Check accepts two non-negative piles.
func (HoExtension) Check(p game.Position) error { return game.NonNegative(p, 2) }

// Options are Wythoff's and the adjoined moves.
func (HoExtension) Options(p game.Position) []game.Position {
	x, y := p[0], p[1]
	out := wythoff.Game{P: 1, M: 1}.Options(p)
	for k := 2; k <= min(x, y); k++ {
		for l := 1; l < k; l++ {
			if x <= y { // k from pile 1 (the smaller), l from pile 2
				out = append(out, game.Position{x - k, y - l})
			}
			if y <= x {
				out = append(out, game.Position{x - l, y - k})
			}
		}
	}
	return out
}

func (HoExtension) String() string { return "wythoff-ho-extension" }
