package service_test

import (
	"context"
	"errors"
	"fmt"
	"os"
	"testing"
	"time"

	"github.com/mex-cgt/mex/service"
	"github.com/mex-cgt/mex/spec"
)

// positionCommands are the service's commands that take a position, each
// run on a game and a position's text.
var positionCommands = []struct {
	name string
	run  func(l *service.Service, s *spec.Spec, pos string) error
}{
	{"outcome", func(l *service.Service, s *spec.Spec, pos string) error { _, err := l.Outcome(s, pos); return err }},
	{"moves", func(l *service.Service, s *spec.Spec, pos string) error { _, err := l.Moves(s, pos); return err }},
	{"grundy", func(l *service.Service, s *spec.Spec, pos string) error { _, err := l.Grundy(s, pos); return err }},
	{"play", func(l *service.Service, s *spec.Spec, pos string) error { _, err := l.Play(s, pos, nil); return err }},
	{"reply", func(l *service.Service, s *spec.Spec, pos string) error { _, err := l.Reply(s, pos, nil); return err }},
	{"form", func(l *service.Service, s *spec.Spec, pos string) error { _, err := l.Form(s, pos); return err }},
	{"classify", func(l *service.Service, s *spec.Spec, pos string) error { _, err := l.Classify(s, pos); return err }},
}

// Issue 35, row 7: an illegal position is bad input for every command
// that takes one, in every family, at any size: `mex moves euclid:grossman
// 0,5` and `mex moves fibonacci-nim 20,0` were faults (exit 1, HTTP 500)
// while `mex outcome` refused them, because positions of games that take
// integers of any size were read without their rules' check. They are
// checked where they enter (service's point), so each row fails for every
// command.
var illegalPositions = []struct{ game, pos string }{
	{"euclid:grossman", "0,5"},
	{"euclid:grossman", "0,0"},
	{"euclid:grossman", "0,10^30"},
	{"euclid:grossman", "10^30,0"},
	{"euclid", "1,2,3"},
	{"euclid", "-1,2"},
	{"fibonacci-nim", "20,0"},
	{"fibonacci-nim", "1,2,3"},
	{"fibonacci-nim", "10^30,0"},
	{"fibonacci-nim", "-3"},
	{"nim", "-1"},
	{"nim", "3,x"},
	{"nim", ""},
	{"wythoff", "1,2,3"},
	{"wythoff", "5"},
	{"wythoff", "10^30"},
	{"kayles", "1,,2"},
	{"kayles", "-5"},
	{"subtraction:1,2", "7/8"},
	{"octal:0.77", "1+2"},
	{"imitation", "3,4/9,9"},
	{"nimhoff", "1,2,3"},
	{"turning:mock-turtles", "-2"},
	{"node-kayles", "edges:1-x"},
	{"kayles + nim", "3"},
	{"kayles + nim", "3 + -1"},
}

func TestIllegalPositionsAreBadInput(t *testing.T) {
	l := &service.Service{Limits: service.ServerLimits}
	for _, row := range illegalPositions {
		for _, misere := range []bool{false, true} {
			s, err := service.ParseGame(row.game, spec.Options{Misere: misere})
			if err != nil {
				continue // no misère form of this game
			}
			for _, c := range positionCommands {
				err := c.run(l, s, row.pos)
				if err == nil || !service.IsInputError(err) {
					t.Errorf("%s %s %q: error %v; want an input error (exit 2, HTTP 400)", c.name, s.Text, row.pos, err)
				}
			}
		}
	}
}

// No position text makes a command panic or fail as a fault: every
// family's presets and a sum, in both conventions, are asked every
// position-taking command at texts that are illegal, odd or huge. An
// answer, an input error or the deadline are all fine; a fault is a bug.
func TestNoPositionIsAFault(t *testing.T) {
	if testing.Short() {
		t.Skip("asks every command of every preset")
	}
	texts := []string{"", " ", "0", "1", "0,0", "1,1", "0,1", "3,5", "1,2,3", "-1", "0,-1", "x", "1,,2", "2^62", "2^63", "10^30",
		"10^30,1", "1,10^30", "0,10^30", "10^30,10^30", "3 + 4", "+", "1/2", "0,0/1,1", "edges:1-2", "edges:1-x", "path:3", "stalks:3,5"}
	games := []string{"kayles + nim", "subtraction:1,2 + wythoff"}
	for _, f := range service.Families().Families {
		for _, p := range f.Presets {
			games = append(games, p.Game)
		}
	}
	l := &service.Service{Limits: service.ServerLimits}
	for _, text := range games {
		for _, misere := range []bool{false, true} {
			s, err := service.ParseGame(text, spec.Options{Misere: misere})
			if err != nil {
				continue
			}
			for _, pos := range texts {
				for _, c := range positionCommands {
					if testing.Verbose() {
						fmt.Fprintf(os.Stderr, "%s %s %q\n", c.name, s.Text, pos)
					}
					ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
					err := func() (err error) {
						defer func() {
							if r := recover(); r != nil {
								err = fmt.Errorf("panic: %v", r)
							}
						}()
						return c.run(l.WithContext(ctx), s, pos)
					}()
					cancel()
					if err != nil && !service.IsInputError(err) && !errors.Is(err, context.DeadlineExceeded) {
						t.Errorf("%s %s %q: %v; want an answer or an input error", c.name, s.Text, pos, err)
					}
				}
			}
		}
	}
}
