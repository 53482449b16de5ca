package graphkayles_test

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/games/graphkayles"
)

// TestCheckpointResume stops a search early, checks that what it saved
// is a certificate that replays (all but the start), resumes from it to
// the value OEIS A316632 gives, and refuses to resume another search.
func TestCheckpointResume(t *testing.T) {
	path := filepath.Join(t.TempDir(), "grid.cp")
	p := graphkayles.Grid(3, 12).Position()
	cp := game.SearchCheckpoint{Path: path, Every: 10 * time.Millisecond}
	stopped, cancel := context.WithTimeout(game.WithSearchCheckpoint(ctx, cp), 50*time.Millisecond)
	defer cancel()
	_, err := graphkayles.NodeKayles.GrundyOf(stopped, p)
	if !errors.Is(err, context.DeadlineExceeded) || !strings.Contains(err.Error(), "--resume") {
		t.Fatalf("a search stopped at 50 ms: %v; want the deadline and a word on --resume", err)
	}
	saved := readCertificate(t, path)
	if saved.Value != -1 || len(saved.Components) == 0 {
		t.Fatalf("the checkpoint of a stopped search: value %d, %d components; want -1 and some", saved.Value, len(saved.Components))
	}
	if err := saved.Check(ctx); err != nil {
		t.Fatalf("the checkpoint does not replay: %v", err)
	}
	cp.Resume = true
	v, err := graphkayles.NodeKayles.GrundyOf(game.WithSearchCheckpoint(ctx, cp), p)
	if err != nil || v != a316632[11] {
		t.Fatalf("resumed: %d, %v; OEIS A316632 says %d", v, err, a316632[11])
	}
	done := readCertificate(t, path)
	if done.Value != v || len(done.Components) < len(saved.Components) {
		t.Errorf("the final checkpoint: value %d, %d components (had %d)", done.Value, len(done.Components), len(saved.Components))
	}
	if err := done.Check(ctx); err != nil {
		t.Errorf("the final checkpoint does not replay: %v", err)
	}
	if _, err := graphkayles.ArcKayles.GrundyOf(game.WithSearchCheckpoint(ctx, cp), p); err == nil || !strings.Contains(err.Error(), "not of arckayles") {
		t.Errorf("Arc Kayles resumed from a Node Kayles checkpoint: %v", err)
	}
	if _, err := graphkayles.NodeKayles.GrundyOf(game.WithSearchCheckpoint(ctx, cp), graphkayles.Grid(3, 11).Position()); err == nil {
		t.Error("a search of 3×11 resumed from the checkpoint of 3×12")
	}
}

func readCertificate(t *testing.T, path string) graphkayles.Certificate {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	c, err := graphkayles.ReadCertificate(f)
	if err != nil {
		t.Fatal(err)
	}
	return c
}
