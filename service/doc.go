// Package service is mex's application layer: it runs mex's commands on
// typed requests and returns their results as values, the JSON shapes of
// docs/RULES.md §3 with a readable text form. The command-line tool and the
// web server (the lab) both call it, so they answer alike.
//
// A request's game is parsed once, where it enters (ParseGame: the spec
// text with its options, an alteration and the play convention), and the
// commands take the *spec.Spec; nothing here re-reads a spec string or
// knows a family by its name (layering_test.go enforces the latter).
//
// Errors caused by the request (a bad spec, a bad position, a size beyond
// the limits) are *InputError: exit status 2 in the CLI, HTTP 400 on the
// server. A stop the user asked for (Ctrl-C, a cancelled context) is an
// *InterruptedError, which says what was kept: exit status 130. Other
// errors are faults of the computation: exit status 1.
package service
