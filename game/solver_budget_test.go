package game

import (
	"context"
	"errors"
	"testing"

	"github.com/mex-cgt/mex/budget"
)

// twoPiles is the game where a move takes one token from either pile: its
// (x+1)(y+1) positions below (x, y) are all solved by the brute force.
type twoPiles struct{}

func (twoPiles) Check(p Position) error { return nil }
func (twoPiles) String() string         { return "two piles, one token a move" }
func (twoPiles) Options(p Position) []Position {
	var out []Position
	if p[0] > 0 {
		out = append(out, Position{p[0] - 1, p[1]})
	}
	if p[1] > 0 {
		out = append(out, Position{p[0], p[1] - 1})
	}
	return out
}

// The solver draws its memo's bytes from the context's account while it
// runs: 200×200 positions (about 6 MiB at BytesPerPosition) pass a budget
// of 8 MiB and are refused by one of 2 MiB, with the account's error, not
// grown past it.
func TestSolverDrawsOnTheBudget(t *testing.T) {
	for _, tt := range []struct {
		limit int64
		ok    bool
	}{{8 << 20, true}, {2 << 20, false}} {
		account := budget.New("this command", tt.limit)
		ctx := budget.WithAccount(context.Background(), account)
		_, err := NewSolver(twoPiles{}).OutcomeContext(ctx, Position{199, 199})
		var spent *budget.ExceededError
		if tt.ok && err != nil || !tt.ok && !errors.As(err, &spent) {
			t.Fatalf("budget %d: %v", tt.limit, err)
		}
		if !IsRefused(err) && err != nil {
			t.Fatalf("budget %d: %v is not a refusal", tt.limit, err)
		}
		if account.Used() > tt.limit {
			t.Fatalf("budget %d: %d reserved", tt.limit, account.Used())
		}
	}
}
