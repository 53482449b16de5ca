package wythoff_test

import (
	"testing"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/spec"
)

func TestMoveFormulaBlocking(t *testing.T) {
	s, err := spec.Parse("wythoff:p=2,m=1")
	if err != nil {
		t.Fatal(err)
	}
	if mf, ok := s.Game.(game.MoveFormulaer); ok {
		if _, ok := mf.MoveFormula(); ok {
			t.Error("(2,1)-Wythoff's blocking rule is stated as a move relation")
		}
	}
}
