package cram_test

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/mex-cgt/mex/games/cram"
)

// TestRecords computes the boards of igs's published Cram table (see
// published) with at most 48 squares, each with its time, when
// MEX_CRAM_RECORDS is set: "all" for every one, or a list such as
// "4x11,5x9". It takes minutes, so a plain go test skips it:
//
//	MEX_CRAM_RECORDS=all go test ./games/cram/ -run Records -v -timeout 3h
//
// MEX_CRAM_THREADS=n runs the search on n workers (Threads) instead of
// one a core, to compare its CPU time with a solver on one core.
func TestRecords(t *testing.T) {
	which := os.Getenv("MEX_CRAM_RECORDS")
	if which == "" {
		t.Skip("set MEX_CRAM_RECORDS=all (or 4x11,5x9, …) to compute the published boards")
	}
	if n := os.Getenv("MEX_CRAM_THREADS"); n != "" {
		threads, err := strconv.Atoi(n)
		if err != nil || threads < 1 {
			t.Fatalf("MEX_CRAM_THREADS: %q is not a number of workers", n)
		}
		defer func(n int) { cram.Threads = n }(cram.Threads)
		cram.Threads = threads
	}
	var boards [][2]int
	if which == "all" {
		for rows := 4; rows <= 7; rows++ {
			for cols := rows; rows*cols <= 48; cols++ {
				if _, ok := published[[2]int{rows, cols}]; ok {
					boards = append(boards, [2]int{rows, cols})
				}
			}
		}
	} else {
		for _, b := range strings.Split(which, ",") {
			var d [2]int
			if _, err := fmt.Sscanf(b, "%dx%d", &d[0], &d[1]); err != nil {
				t.Fatalf("MEX_CRAM_RECORDS: %q is not ROWSxCOLUMNS", b)
			}
			boards = append(boards, d)
		}
	}
	for _, d := range boards {
		start := time.Now()
		v, err := cram.Any.GrundyOf(ctx, cram.Rectangle(d[0], d[1]))
		took := time.Since(start)
		if err != nil {
			t.Errorf("%d×%d: %v after %v", d[0], d[1], err, took)
			continue
		}
		want, ok := published[[2]int{min(d[0], d[1]), max(d[0], d[1])}]
		t.Logf("%d×%d (%d squares): %d in %.2f s (published: %d, %v)", d[0], d[1], d[0]*d[1], v, took.Seconds(), want, ok)
		if ok && v != want {
			t.Errorf("%d×%d: %d; published %d", d[0], d[1], v, want)
		}
	}
}
