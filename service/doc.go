// Package service is mex's application layer: it runs mex's commands on
// typed requests and returns their results as values, the JSON shapes of
// docs/RULES.md §3 with a readable text form. The command-line tool and the
// web server (the lab) both call it, so they answer alike.
//
// A request's game is parsed once, where it enters (ParseGame: the spec
// text with its options, an alteration and the play convention), and the
// commands take the *spec.Spec; nothing here re-reads a spec string or
// knows a family by its type or imports its package (internal/layering
// enforces it): the commands ask the game's capabilities.
//
// The files follow the commands' roles, as the table of commands
// (commands.go) lists them: plays (plays.go: outcomes and winning moves,
// play.go and match.go: playing against the computer), values (values.go:
// Grundy values and tables), sequences (sequences.go: one-heap sequences,
// their statistics and periods), pairs (pairs.go: P-positions of
// two-pile games), histories (histories.go: games with memory), misère
// play (misere.go), proofs (prove.go, statements.go, check.go), research
// experiments (research.go, census.go), and pictures (plot.go). The
// Service type, its limits and the mapping of errors are in service.go
// and errors.go.
//
// Errors caused by the request (a bad spec, a bad position, a size beyond
// the limits) are *InputError: exit status 2 in the CLI, HTTP 400 on the
// server. A stop the user asked for (Ctrl-C, a cancelled context) is an
// *InterruptedError, which says what was kept: exit status 130. Other
// errors are faults of the computation: exit status 1.
package service
