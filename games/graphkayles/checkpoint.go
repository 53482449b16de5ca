package graphkayles

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"sync/atomic"
	"time"

	"github.com/mex-cgt/mex/game"
)

// Checkpoints. A search that runs for minutes (Node Kayles on the 4×n
// grids) saves its memo, as a Certificate whose start value is not yet
// known (-1), to the file the context names (game.SearchCheckpoint):
// every Every while it runs, when it is stopped (Ctrl-C, a deadline, the
// memory account), and when it ends, with the value then. The memo is
// closed under options at any moment (a component is stored once all its
// options are valued), so a checkpoint checks as a certificate does, but
// for the start; and a run given Resume starts from it, every entry in
// the memo, after checking that it is of the same game and start.

// partial marks a certificate's start value not yet known.
const partial = -1

// checkpointer saves an evaluator's memo.
type checkpointer struct {
	game.SearchCheckpoint
	start  Graph
	last   atomic.Int64 // unix nanoseconds of the last save
	saving atomic.Bool
}

// withCheckpoint sets e to save its memo as the context says, resuming
// from the file when asked; it returns false when the context names none.
func (e *evaluator) withCheckpoint(start Graph) error {
	c, ok := game.SearchCheckpointOf(e.ctx)
	if !ok {
		return nil
	}
	e.checkpoint = &checkpointer{SearchCheckpoint: c, start: start}
	e.checkpoint.last.Store(time.Now().UnixNano())
	if !c.Resume {
		return nil
	}
	f, err := os.Open(c.Path)
	if err != nil {
		return game.Refuse(fmt.Errorf("--resume: %w", err))
	}
	defer f.Close()
	cert, err := ReadCertificate(f)
	if err != nil {
		return game.Refuse(fmt.Errorf("--resume: %s: %w", c.Path, err))
	}
	if cert.Rule != e.rule || !slices.Equal(cert.Start.Position(), start.Position()) {
		return game.Refuse(fmt.Errorf("--resume: %s is the search of %s on %s, not of %s on %s", c.Path, cert.Rule.game(), cert.Start, e.rule.game(), start))
	}
	for _, entry := range cert.Components {
		k := len(entry.Adj)
		key := canonicalKey(entry.Adj, k)
		if err := e.meter.Add(entryBytes(k)); err != nil {
			return game.Refuse(fmt.Errorf("--resume: %s holds more components than the memory account: %w", c.Path, err))
		}
		e.memo[key] = entry.Value
	}
	return nil
}

// maybeSave saves the memo when Every has passed since the last save
// (one goroutine at a time; the others go on).
func (e *evaluator) maybeSave() {
	cp := e.checkpoint
	if cp == nil || time.Since(time.Unix(0, cp.last.Load())) < cp.Every || !cp.saving.CompareAndSwap(false, true) {
		return
	}
	defer cp.saving.Store(false)
	if err := e.save(partial); err != nil {
		e.fail(err)
	}
}

// save writes the memo, with the start's value (or partial), to the
// checkpoint's file, through a temporary file renamed over it.
func (e *evaluator) save(value int) error {
	cp := e.checkpoint
	e.mu.Lock()
	keys := make([]string, 0, len(e.memo))
	values := make([]int, 0, len(e.memo))
	for key, v := range e.memo {
		keys = append(keys, key)
		values = append(values, v)
	}
	e.mu.Unlock()
	c := Certificate{Rule: e.rule, Start: cp.start, Value: value}
	for i, key := range keys {
		adj, err := keyGraph(key)
		if err != nil {
			return err
		}
		c.Components = append(c.Components, CertifiedComponent{Adj: adj, Value: values[i]})
	}
	c.sort()
	tmp, err := os.CreateTemp(filepath.Dir(cp.Path), filepath.Base(cp.Path)+".*")
	if err != nil {
		return game.Refuse(fmt.Errorf("checkpoint: %w", err))
	}
	_, werr := c.WriteTo(tmp)
	cerr := tmp.Close()
	if err := errors.Join(werr, cerr); err != nil {
		os.Remove(tmp.Name())
		return game.Refuse(fmt.Errorf("checkpoint %s: %w", cp.Path, err))
	}
	if err := os.Rename(tmp.Name(), cp.Path); err != nil {
		return game.Refuse(fmt.Errorf("checkpoint: %w", err))
	}
	cp.last.Store(time.Now().UnixNano())
	return nil
}

// finish saves the memo when the search ends: with its value, or partial
// when it was stopped, saying so in the error.
func (e *evaluator) finish(value int, err error) (int, error) {
	if e.checkpoint == nil {
		return value, err
	}
	if err != nil {
		if serr := e.save(partial); serr != nil {
			return value, errors.Join(err, serr)
		}
		return value, fmt.Errorf("%w (the components valued so far are saved in %s: run again with --resume to go on)", err, e.checkpoint.Path)
	}
	return value, e.save(value)
}
