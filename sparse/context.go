package sparse

import (
	"context"
	"runtime"
)

type progressKey struct{}

// WithProgress returns a context under which the engine's users (a
// family's HeapSequence, say) report the values computed, out of the most
// they will compute (looking for a period, say), so that a long search is
// never silent.
func WithProgress(ctx context.Context, progress func(done, total int)) context.Context {
	return context.WithValue(ctx, progressKey{}, progress)
}

type threadsKey struct{}

// WithThreads returns a context under which the engine's users compute
// on up to threads cores (0: all of them; see Engine.Extend).
func WithThreads(ctx context.Context, threads int) context.Context {
	if threads <= 0 {
		threads = runtime.GOMAXPROCS(0)
	}
	return context.WithValue(ctx, threadsKey{}, threads)
}

// ThreadsOf returns the cores WithThreads put in ctx, or 1.
func ThreadsOf(ctx context.Context) int {
	if t, ok := ctx.Value(threadsKey{}).(int); ok {
		return t
	}
	return 1
}

// ProgressOf returns the function WithProgress put in ctx, or nil.
func ProgressOf(ctx context.Context) func(done, total int) {
	progress, _ := ctx.Value(progressKey{}).(func(done, total int))
	return progress
}
