package service_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/service"
	"github.com/mex-cgt/mex/spec"
)

// A finished game is a state, not an error (issue 35, row 12): a reply
// where play is already over makes no move and says who has won, the
// computer being the player to move there, as mex play does.
func TestReplyWherePlayIsOver(t *testing.T) {
	misere := spec.Options{Alteration: game.Alteration{P: []game.Position{{0, 1}, {1, 0}}, N: []game.Position{{0, 0}}}}
	tests := []struct {
		game   string
		opt    []spec.Options
		pos    string
		winner string
	}{
		{"wythoff", []spec.Options{misere}, "0,1", "you"},      // declared P: the computer, to move, has lost
		{"wythoff", []spec.Options{misere}, "0,0", "computer"}, // declared N: the computer, to move, has won
		{"wythoff", nil, "0,0", "you"},                         // no move left under normal play
		{"nim", []spec.Options{{Misere: true}}, "0,0", "computer"},
		{"kayles", nil, "0", "you"},
	}
	for _, tt := range tests {
		l := &service.Service{Limits: service.ServerLimits}
		r, err := l.Reply(mustGame(t, tt.game, tt.opt...), tt.pos, nil)
		if err != nil {
			t.Errorf("Reply(%s, %s): %v; want the finished game's state", tt.game, tt.pos, err)
			continue
		}
		if !r.Over || r.Winner != tt.winner || !r.State.Over || r.Move.To != "" || !strings.Contains(r.Explanation, tt.pos) {
			t.Errorf("Reply(%s, %s) = over %v, winner %q, state over %v, move %q, %q; want over, %s wins, no move", tt.game, tt.pos, r.Over, r.Winner, r.State.Over, r.Move.To, r.Explanation, tt.winner)
		}
		b, _ := json.Marshal(r)
		if strings.Contains(string(b), `"move"`) || !strings.Contains(string(b), `"winner":"`+tt.winner+`"`) {
			t.Errorf("Reply(%s, %s) as JSON: %s; want no move and the winner", tt.game, tt.pos, b)
		}
	}
}
