package octal_test

import (
	"errors"
	"path/filepath"
	"slices"
	"testing"

	"github.com/mex-cgt/mex/games/octal"
)

// A run stopped part way and resumed from its checkpoint emits exactly
// the values of an uninterrupted run, in full and in streaming mode.
func TestResume(t *testing.T) {
	for _, front := range []int{0, 40000} {
		r, _ := octal.Parse("0.6")
		const upto = 80000
		var want []uint16
		if _, err := octal.Run(r, octal.RunOptions{Upto: upto, Front: front, Ring: 1 << 16,
			Emit: func(_ int, v uint16) error { want = append(want, v); return nil }}); err != nil {
			t.Fatal(err)
		}
		path := filepath.Join(t.TempDir(), "ck")
		var got []uint16
		stop := make(chan struct{})
		emit := func(n int, v uint16) error {
			got = append(got, v)
			if n == 50000 {
				close(stop)
			}
			return nil
		}
		_, err := octal.Run(r, octal.RunOptions{Upto: upto, Front: front, Ring: 1 << 16, Checkpoint: path, Emit: emit, Stop: stop,
			Flush: func() (int64, error) { return int64(len(got)), nil }})
		if !errors.Is(err, octal.ErrStopped) {
			t.Fatalf("first run: %v; want ErrStopped", err)
		}
		_, err = octal.Run(r, octal.RunOptions{Upto: upto, Front: front, Ring: 1 << 16, Checkpoint: path, Resume: true,
			Emit:    func(_ int, v uint16) error { got = append(got, v); return nil },
			Resumed: func(offset int64) error { got = got[:offset]; return nil }})
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(got, want) {
			t.Fatalf("front %d: resumed output differs (%d values against %d)", front, len(got), len(want))
		}
	}
}

// Streaming keeps only the front and the ring, and still computes the
// same values.
func TestStreamingMemory(t *testing.T) {
	r := octal.GrundyGame()
	s, err := octal.Run(r, octal.RunOptions{Upto: 250000, Front: 100000, Ring: 1 << 17})
	if err != nil {
		t.Fatal(err)
	}
	if s.Values() != nil {
		t.Fatal("streaming still keeps the whole sequence")
	}
	full := octal.NewSparse(r)
	for range 250001 {
		full.Next()
	}
	v1, err1 := s.At(249999)
	v2, _ := full.At(249999)
	if err1 != nil || v1 != v2 {
		t.Fatalf("G(249999) = %d (%v) streaming, %d in full", v1, err1, v2)
	}
	if _, err := s.At(110000); err == nil {
		t.Fatal("a value outside the window should not be available")
	}
}
