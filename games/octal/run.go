package octal

import (
	"bytes"
	"context"
	"encoding/gob"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"time"
)

// RunOptions control a long computation of Grundy values.
type RunOptions struct {
	Upto int // compute G(0..Upto)
	// Front and Ring, when Front > 0, switch to bounded memory once Front
	// values are computed: the first Front values and the last Ring are
	// kept (the mask is then frozen).
	Front, Ring int
	// Checkpoint, if set, is a file written atomically every Every and at
	// the end or on Stop; Resume starts from it.
	Checkpoint string
	Every      time.Duration
	Resume     bool
	// Emit receives every value in order (may be nil).
	Emit func(n int, v uint16) error
	// Flush is called before a checkpoint is written; its result (say, an
	// output file's length) is kept in the checkpoint and handed to
	// Resumed on resume.
	Flush   func() (int64, error)
	Resumed func(offset int64) error
	// Progress is called about ten times a second with the values done.
	Progress func(done, total int)
	// Stop, when closed, ends the run cleanly after a checkpoint.
	Stop <-chan struct{}
	// Context (nil: Background), when done, ends the run after a
	// checkpoint with its error; it is looked at every 1024 values.
	Context context.Context
	// Threads is the cores a run may use (0: all of them).
	Threads int
}

// maxReserve bounds the values a run reserves room for at its start.
const maxReserve = 1 << 28

// ErrStopped reports a run ended by Stop; its checkpoint holds the work.
var ErrStopped = errors.New("octal: stopped; resume from the checkpoint")

// checkpoint is the saved state of a Sparse computation.
type checkpoint struct {
	Version               int
	Game                  string
	N                     int
	All, Front, Ring      []uint16
	Rare                  []RarePosition
	Counts                [][2]uint64
	BitsV                 int
	Mask                  uint32
	PosBit, RecomputeRare bool
	Stats                 Stats
	Offset                int64
}

const checkpointVersion = 1

func (s *Sparse) snapshot(offset int64) checkpoint {
	return checkpoint{Version: checkpointVersion, Game: s.rules.String(), N: s.store.n,
		All: s.store.all, Front: s.store.front, Ring: s.store.ring, Rare: s.rare, Counts: s.counts,
		BitsV: s.bitsV, Mask: s.mask, PosBit: s.posBit, RecomputeRare: s.recomputeRare, Stats: s.stats, Offset: offset}
}

// writeCheckpoint writes c to path atomically (a temporary file renamed).
func writeCheckpoint(path string, c checkpoint) error {
	var buf bytes.Buffer
	if err := gob.NewEncoder(&buf).Encode(c); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), ".mex-checkpoint-*")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name())
	if _, err := tmp.Write(buf.Bytes()); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Sync(); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), path)
}

// resume rebuilds a computation from a checkpoint file.
func resume(r Rules, path string) (*Sparse, int64, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, 0, err
	}
	var c checkpoint
	if err := gob.NewDecoder(bytes.NewReader(data)).Decode(&c); err != nil {
		return nil, 0, fmt.Errorf("octal: checkpoint %s is unreadable: %w", path, err)
	}
	if c.Version != checkpointVersion || c.Game != r.String() {
		return nil, 0, fmt.Errorf("octal: checkpoint %s is for %s (version %d), not %s", path, c.Game, c.Version, r)
	}
	s := NewSparse(r)
	s.store = store{all: c.All, front: c.Front, ring: c.Ring, n: c.N}
	if s.store.all == nil && s.store.ring == nil {
		s.store.all = []uint16{}
	}
	s.rare, s.counts, s.bitsV, s.mask, s.posBit = c.Rare, c.Counts, c.BitsV, c.Mask, c.PosBit
	s.recomputeRare, s.stats = c.RecomputeRare, c.Stats
	for _, rp := range s.rare {
		s.rareN = append(s.rareN, int32(rp.N))
		s.rareV = append(s.rareV, rp.Value)
	}
	return s, c.Offset, nil
}

// Run computes G(0..opt.Upto) by the sparse-space algorithm, with
// checkpoints and resume as opt says, and returns the computation (its
// values if they are kept, its statistics, its rare positions).
func Run(r Rules, opt RunOptions) (*Sparse, error) {
	s := NewSparse(r)
	if opt.Resume && opt.Checkpoint != "" {
		if _, err := os.Stat(opt.Checkpoint); err == nil {
			var offset int64
			if s, offset, err = resume(r, opt.Checkpoint); err != nil {
				return nil, err
			}
			if opt.Resumed != nil {
				if err := opt.Resumed(offset); err != nil {
					return nil, err
				}
			}
		}
	}
	save := func() error {
		if opt.Checkpoint == "" {
			return nil
		}
		var offset int64
		if opt.Flush != nil {
			var err error
			if offset, err = opt.Flush(); err != nil {
				return err
			}
		}
		return writeCheckpoint(opt.Checkpoint, s.snapshot(offset))
	}
	if s.store.all != nil && (opt.Front == 0 || opt.Front > opt.Upto) {
		// One allocation, its pages touched only as values arrive; beyond
		// maxReserve the sequence grows as before.
		s.Reserve(min(opt.Upto+1, maxReserve))
	}
	ctx := opt.Context
	if ctx == nil {
		ctx = context.Background()
	}
	lastSave, lastProgress := time.Now(), time.Now()
	for s.Len() <= opt.Upto {
		n := s.Len()
		if opt.Front > 0 && n == opt.Front && s.store.all != nil {
			if err := s.Stream(opt.Front, opt.Ring); err != nil {
				return s, err
			}
		}
		v, err := s.Next()
		if err != nil {
			return s, fmt.Errorf("at n = %d: %w", n, err)
		}
		if opt.Emit != nil {
			if err := opt.Emit(n, v); err != nil {
				return s, err
			}
		}
		if n&1023 == 0 {
			now := time.Now()
			if opt.Progress != nil && now.Sub(lastProgress) > 100*time.Millisecond {
				opt.Progress(n, opt.Upto+1)
				lastProgress = now
			}
			if opt.Every > 0 && now.Sub(lastSave) > opt.Every {
				if err := save(); err != nil {
					return s, err
				}
				lastSave = now
			}
			select {
			case <-opt.Stop:
				if err := save(); err != nil {
					return s, err
				}
				return s, ErrStopped
			default:
			}
			if err := ctx.Err(); err != nil {
				if serr := save(); serr != nil {
					return s, serr
				}
				return s, err
			}
		}
	}
	if opt.Progress != nil {
		opt.Progress(opt.Upto+1, opt.Upto+1)
	}
	return s, save()
}
