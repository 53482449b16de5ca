package game

import (
	"context"
	"fmt"
)

type noteKey struct{}

// WithNote returns a context under which Note hands its messages to note:
// what a computation tells its user while it runs (the command line
// prints them on standard error), such as why a search cannot start
// where it was asked to.
func WithNote(ctx context.Context, note func(message string)) context.Context {
	return context.WithValue(ctx, noteKey{}, note)
}

// Note tells the user of ctx's computation a message, if ctx has a
// listener (WithNote); otherwise it does nothing.
func Note(ctx context.Context, format string, args ...any) {
	if note, ok := ctx.Value(noteKey{}).(func(string)); ok {
		note(fmt.Sprintf(format, args...))
	}
}
