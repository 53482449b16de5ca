package budget

import (
	"context"
	"time"
)

// Err is ctx.Err(), or context.DeadlineExceeded once ctx's deadline has
// passed though ctx has not noticed it yet. Under js/wasm (the static
// lab, and mex run by Node) a computation is never preempted: the timer
// that ends a context at its deadline cannot run while the computation
// holds the one thread, so a loop that polls ctx.Err() never sees its
// time run out (mex period --time 3s ran for minutes). The loops whose
// deadline is part of the answer (a --time budget) poll Err instead.
func Err(ctx context.Context) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	if d, ok := ctx.Deadline(); ok && !time.Now().Before(d) {
		return context.DeadlineExceeded
	}
	return nil
}
