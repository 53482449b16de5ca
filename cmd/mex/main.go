// Command mex is a workbench for impartial combinatorial games: outcomes,
// Sprague-Grundy values, winning moves, periods, P-positions and checks of
// the theorems of the source papers. Run "mex help" for the commands and
// "mex help games" for the game-spec grammar.
package main

import (
	"os"

	"github.com/mex-cgt/mex/internal/cli"
)

func main() { os.Exit(cli.Main(os.Args[1:], os.Stdout, os.Stderr)) }
