package prove

import "math"

// round is one turn of the learner's loop in the numeration system name
// (d its digits): it samples the box of the numbers of at most n digits,
// learns a candidate of at most states states from the sample and decides
// it. It returns the decision, nil when the sample gave no new candidate,
// and the number of digits of the next box to sample, 0 to leave the
// system.
type round func(name string, d *digits, n, states int) (proof *GameProof, next int, err error)

// searched is what the learner's loop tried.
type searched struct {
	systems []string // the systems, in the order tried
	side    int      // the side of the largest box sampled
	refuted int      // the candidates the decision refuted
	states  int      // the largest candidate any system allowed
}

// search is the learner's loop, the same for two-pile games and for
// games with memory: in each of opts.Systems in turn, boxes of growing
// side up to the system's budget (systemBudget, and no larger than
// maxSide), each sampled, learned and decided by try, until a candidate
// is proved. It returns that proof, with the systems tried, the side
// reached and the number refuted filled in, or nil when no candidate was
// proved, with what was tried.
func search(opts GameOptions, own map[string]bool, maxSide int, try round) (*GameProof, searched, error) {
	s := searched{states: opts.MaxStates}
	for _, name := range opts.Systems {
		sys, _ := numeration(name)
		s.systems = append(s.systems, name)
		d := newDigits(sys)
		box, states := systemBudget(opts, own, name)
		box = min(box, maxSide)
		s.states = max(s.states, states)
		for n := 2; d.side(n) <= box; {
			s.side = max(s.side, d.side(n))
			proof, next, err := try(name, d, n, states)
			if err != nil {
				return nil, s, err
			}
			if proof != nil {
				if proof.Proved {
					proof.Tried, proof.Side, proof.Refuted = s.systems, s.side, s.refuted
					return proof, s, nil
				}
				s.refuted++
			}
			if next <= n {
				break
			}
			n = next
		}
	}
	return nil, s, nil
}

// anySide is the maxSide of a search that only the budget bounds.
const anySide = math.MaxInt

// systemBudget returns the largest box and candidate the search in a
// system may reach: opts.Box and MaxStates, or in a system the game
// names itself (own) OwnBox and OwnStates when larger.
func systemBudget(opts GameOptions, own map[string]bool, system string) (box, states int) {
	box, states = opts.Box, opts.MaxStates
	if own[system] {
		box, states = max(box, opts.OwnBox), max(states, opts.OwnStates)
	}
	return box, states
}
