package service_test

import (
	"fmt"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/service"
	"github.com/mex-cgt/mex/spec"
)

// A request's game is parsed once, with its options, and every command
// takes the parsed game: here Wythoff's game with (3,4) declared a
// P-position, whose declared position ends play.
func ExampleParseGame() {
	altered, err := service.ParseGame("wythoff", spec.Options{Alteration: game.Alteration{P: []game.Position{{3, 4}}}})
	if err != nil {
		fmt.Println(err)
		return
	}
	var svc service.Service
	r, _ := svc.Outcome(altered, "3,5")
	fmt.Println(altered.Text, "at 3,5:", r.Outcome)
	_, err = service.ParseGame("wythoff:p=0", spec.Options{})
	fmt.Println(service.IsInputError(err))
	// Output:
	// wythoff altered P(3,4) at 3,5: N
	// true
}
