// Package lab runs mex's commands on parsed input and returns their results
// as values: the JSON shapes of docs/RULES.md §3 and a readable text form. The
// command-line tool and the web server both call it, so they answer alike.
//
// Errors caused by the request (a bad spec, a bad position, a size beyond
// the limits) are *InputError: exit status 2 in the CLI, HTTP 400 on the
// server. A stop the user asked for (Ctrl-C, a cancelled context) is an
// *InterruptedError, which says what was kept: exit status 130. Other
// errors are faults of the computation: exit status 1.
package lab
