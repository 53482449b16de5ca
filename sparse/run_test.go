package sparse_test

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/mex-cgt/mex/sparse"
)

// A run stopped part way and resumed from its checkpoint emits exactly
// the values of an uninterrupted run, in full and in streaming mode.
func TestResume(t *testing.T) {
	for _, front := range []int{0, 40000} {
		r, _ := sparse.Parse("0.6")
		const upto = 80000
		var want []uint16
		if _, err := sparse.Run(r, sparse.Options{Upto: upto, Front: front, Ring: 1 << 16,
			Emit: func(_ int, v uint16) error { want = append(want, v); return nil }}); err != nil {
			t.Fatal(err)
		}
		path := filepath.Join(t.TempDir(), "ck")
		var got []uint16
		ctx, stop := context.WithCancel(context.Background())
		defer stop()
		emit := func(n int, v uint16) error {
			got = append(got, v)
			if n == 50000 {
				stop()
			}
			return nil
		}
		_, err := sparse.Run(r, sparse.Options{Upto: upto, Front: front, Ring: 1 << 16, Checkpoint: path, Emit: emit, Context: ctx,
			Flush: func() (sparse.Output, error) { return sparse.Output{Length: int64(len(got))}, nil }})
		if !errors.Is(err, sparse.ErrStopped) {
			t.Fatalf("first run: %v; want ErrStopped", err)
		}
		_, err = sparse.Run(r, sparse.Options{Upto: upto, Front: front, Ring: 1 << 16, Checkpoint: path, Resume: true,
			Emit:    func(_ int, v uint16) error { got = append(got, v); return nil },
			Resumed: func(o sparse.Output) error { got = got[:o.Length]; return nil }})
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(got, want) {
			t.Fatalf("front %d: resumed output differs (%d values against %d)", front, len(got), len(want))
		}
	}
}

// A resume refuses a checkpoint that is missing, of another game, or
// beyond the values asked for, with a *CheckpointError saying which.
func TestResumeRefuses(t *testing.T) {
	dir := t.TempDir()
	kayles, _ := sparse.Parse("0.77")
	dawson, _ := sparse.Parse("0.07")
	path := filepath.Join(dir, "ck")
	if _, err := sparse.Run(kayles, sparse.Options{Upto: 5000, Checkpoint: path}); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name    string
		rules   sparse.Rules
		path    string
		upto    int
		mention string
	}{
		{"missing", kayles, filepath.Join(dir, "none"), 5000, "does not exist"},
		{"other game", dawson, path, 5000, "belongs to octal:0.77"},
		{"beyond upto", kayles, path, 1000, "already holds G(0..5000)"},
	}
	for _, tt := range tests {
		_, err := sparse.Run(tt.rules, sparse.Options{Upto: tt.upto, Checkpoint: tt.path, Resume: true})
		var ce *sparse.CheckpointError
		if !errors.As(err, &ce) || !strings.Contains(err.Error(), tt.mention) {
			t.Errorf("%s: %v; want a CheckpointError mentioning %q", tt.name, err, tt.mention)
		}
	}
	// The same game resumed to a larger Upto extends it.
	var got int
	if _, err := sparse.Run(kayles, sparse.Options{Upto: 6000, Checkpoint: path, Resume: true,
		Emit: func(int, uint16) error { got++; return nil }}); err != nil || got != 1000 {
		t.Errorf("extending the run: %v, %d values emitted; want 1000", err, got)
	}
}

// A bad checkpoint path is refused before any value is computed, naming
// the path given and not a temporary file.
func TestCheckpointPathCheckedFirst(t *testing.T) {
	bad := filepath.Join(t.TempDir(), "no-such-dir", "ck")
	emitted := 0
	_, err := sparse.Run(sparse.GrundyGame(), sparse.Options{Upto: 100, Checkpoint: bad,
		Emit: func(int, uint16) error { emitted++; return nil }})
	if err == nil || emitted != 0 || !strings.Contains(err.Error(), bad) || strings.Contains(err.Error(), ".tmp") {
		t.Fatalf("err %v after %d values; want a refusal naming %s before any value", err, emitted, bad)
	}
}

// Streaming keeps only the front and the ring, and still computes the
// same values.
func TestStreamingMemory(t *testing.T) {
	r := sparse.GrundyGame()
	s, err := sparse.Run(r, sparse.Options{Upto: 250000, Front: 100000, Ring: 1 << 17})
	if err != nil {
		t.Fatal(err)
	}
	if s.Values() != nil {
		t.Fatal("streaming still keeps the whole sequence")
	}
	full := sparse.New(r)
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

// A checkpoint with any one byte changed is refused, never resumed: one
// bit flipped in its values once resumed to a wrong b-file with exit 0.
// Byte positions are spread over the whole file, header included.
func TestDamagedCheckpointRefused(t *testing.T) {
	r, _ := sparse.Parse("0.6")
	path := filepath.Join(t.TempDir(), "ck")
	if _, err := sparse.Run(r, sparse.Options{Upto: 3000, Checkpoint: path}); err != nil {
		t.Fatal(err)
	}
	good, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	for _, at := range []int{0, 5, 17, 20, 30, len(good) / 3, len(good) / 2, len(good) - 100, len(good) - 1} {
		damaged := slices.Clone(good)
		damaged[at] ^= 0x10
		os.WriteFile(path, damaged, 0o644)
		_, err := sparse.Run(r, sparse.Options{Upto: 4000, Checkpoint: path, Resume: true})
		var ce *sparse.CheckpointError
		if !errors.As(err, &ce) {
			t.Errorf("byte %d of %d flipped: resume = %v; want a *CheckpointError", at, len(good), err)
		}
	}
	os.WriteFile(path, good, 0o644)
	if _, err := sparse.Run(r, sparse.Options{Upto: 4000, Checkpoint: path, Resume: true}); err != nil {
		t.Errorf("the undamaged checkpoint: %v", err)
	}
}
