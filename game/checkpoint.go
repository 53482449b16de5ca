package game

import (
	"context"
	"time"
)

// SearchCheckpoint says where a long search saves what it has found (a
// graph game's memo of valued components), how often, and whether it
// starts from what an earlier run saved there. The command line sets it
// (--checkpoint, --every, --resume at a position); the games whose
// searches run for minutes read it (Node and Arc Kayles).
type SearchCheckpoint struct {
	Path   string
	Every  time.Duration
	Resume bool
}

type searchCheckpointKey struct{}

// WithSearchCheckpoint returns a context under which long searches save
// to c.Path.
func WithSearchCheckpoint(ctx context.Context, c SearchCheckpoint) context.Context {
	return context.WithValue(ctx, searchCheckpointKey{}, c)
}

// SearchCheckpointOf returns the checkpoint WithSearchCheckpoint put in
// ctx, if any.
func SearchCheckpointOf(ctx context.Context) (SearchCheckpoint, bool) {
	c, ok := ctx.Value(searchCheckpointKey{}).(SearchCheckpoint)
	return c, ok && c.Path != ""
}
