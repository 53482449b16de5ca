package web

import (
	"bytes"
	"errors"
	"fmt"
	"math"
	"net/http"
	"strings"

	"github.com/mex-cgt/mex/service"
)

// proveRoutes registers the proof of a two-pile game's P-positions:
//
//	/api/prove?game=G[&misere=1][&alter-p=X,Y…][&states=N][&box=N][&numeration=S,S][&svg=1]
//	                  what `mex prove GAME --json` prints (service.ProofResult),
//	                  with the automaton and the Walnut files; svg=1 adds
//	                  the automaton's picture (svg)
//	/api/prove.svg?…  the automaton's picture (render.AutomatonSVG)
//	/api/statements?text=T[&max-states=N]
//	                  what `mex prove FILE --json` prints for a file of
//	                  Walnut statements T (at most MaxStatementsText
//	                  characters; automata of at most N states, at most
//	                  MaxStatementsStates)
//
// They run in the computations' lane under the deadline.
func (s *Server) proveRoutes(h map[string]http.Handler) {
	h["prove"] = s.api(s.slots, apiProve)
	h["prove.svg"] = s.file(proveSVG)
	h["statements"] = s.api(s.slots, apiStatements)
}

// Caps of /api/statements: a page of statements, and automata of a
// million states (mex prove FILE's --max-states default is larger).
const (
	MaxStatementsText   = 8000
	MaxStatementsStates = 1_000_000
)

// apiStatements decides Walnut statements, as mex prove FILE --json.
func apiStatements(l *service.Service, q query) (any, error) {
	text, err := q.need("text")
	if err != nil {
		return nil, bad(err)
	}
	if len(text) > MaxStatementsText {
		return nil, bad(fmt.Errorf("text: %d characters; at most %d in the lab (mex prove FILE takes any)", len(text), MaxStatementsText))
	}
	states, err := q.intIn("max-states", MaxStatementsStates, 1, MaxStatementsStates)
	if err != nil {
		return nil, err
	}
	return l.Statements(text, service.StatementsOptions{MaxStates: states})
}

// proveAnswer is the lab's proof, with its picture when svg=1 asks.
type proveAnswer struct {
	service.ProofResult
	SVG string `json:"svg,omitempty"`
}

func apiProve(l *service.Service, q query) (any, error) {
	r, err := runProve(l, q)
	if err != nil {
		return nil, err
	}
	a := proveAnswer{ProofResult: r}
	switch q.Get("svg") {
	case "", "0", "false":
	case "1", "true":
		if r.Automaton != nil {
			var b strings.Builder
			if err := r.SVG(&b); err != nil {
				return nil, err
			}
			a.SVG = b.String()
		}
	default:
		return nil, bad(errors.New("svg: want 1 or 0"))
	}
	return a, nil
}

func proveSVG(l *service.Service, q query) (download, error) {
	r, err := runProve(l, q)
	if err != nil {
		return download{}, err
	}
	var b bytes.Buffer
	err = r.SVG(&b)
	return download{b.Bytes(), "image/svg+xml", ""}, err
}

// proveBoxLimit is the largest box the service proves in under l's
// limits, as service.Prove refuses it (a box of side n holds n² cells, at
// most MaxCells and MaxProveBox on a side), so that box=5000 and box=4096
// are refused with one limit (issue 35).
func proveBoxLimit(l *service.Service) int {
	cells := l.Limits.MaxCells
	if cells == 0 {
		cells = service.DefaultLimits.MaxCells
	}
	return min(service.MaxProveBox, int(math.Sqrt(float64(cells))))
}

// runProve reads game, states, box and numeration and proves.
func runProve(l *service.Service, q query) (service.ProofResult, error) {
	g, err := q.game()
	if err != nil {
		return service.ProofResult{}, err
	}
	var opt service.ProveOptions
	for _, p := range []struct {
		name  string
		into  *int
		limit int
	}{{"states", &opt.States, service.MaxProveStates}, {"box", &opt.Box, proveBoxLimit(l)}} {
		n, ok, err := q.size(p.name, p.limit)
		if err != nil {
			return service.ProofResult{}, bad(err)
		}
		if ok {
			*p.into = n
		}
	}
	if v := q.Get("numeration"); v != "" {
		opt.Numeration = strings.Split(v, ",")
	}
	r, err := l.Prove(g, opt)
	if service.IsInputError(err) {
		return r, bad(errors.New(service.RenameParameters(err, func(n string) string { return n + "=" })))
	}
	return r, err
}
