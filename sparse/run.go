package sparse

import (
	"bufio"
	"context"
	"encoding/binary"
	"encoding/gob"
	"errors"
	"fmt"
	"hash/crc64"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"time"

	"github.com/mex-cgt/mex/budget"
)

// Options control a long computation of Grundy values.
type Options struct {
	Upto int // compute G(0..Upto)
	// Front and Ring, when Front > 0, switch to bounded memory once Front
	// values are computed: the first Front values and the last Ring are
	// kept (the mask then changes only as far as followMask can follow
	// the whole run's; the statistics may part from it otherwise).
	Front, Ring int
	// Checkpoint, if set, is a file written atomically when the run starts,
	// every Every, at the end and when the run is stopped; Resume continues from it, and
	// refuses (with a *CheckpointError) a checkpoint that is missing, of
	// another game, or beyond Upto.
	Checkpoint string
	Every      time.Duration
	Resume     bool
	// Emit receives every value in order (may be nil).
	Emit func(n int, v uint16) error
	// Flush is called before a checkpoint is written; the Output it
	// returns (what was written so far) is kept in the checkpoint and
	// handed to Resumed on resume, which must check it against the file
	// and rewind the file to it.
	Flush   func() (Output, error)
	Resumed func(Output) error
	// Progress is called about ten times a second with the values done.
	Progress func(done, total int)
	// Context (nil: Background) is the one way to stop a run: when it is
	// done (Ctrl-C, a deadline), the run saves its checkpoint and returns
	// an error that wraps ErrStopped and the context's error. It is looked
	// at every 1024 values. Its memory account (package budget) is drawn
	// on as the values grow.
	Context context.Context
	// Threads is the cores a run may use (0: all of them). With two or
	// more, while the whole sequence is kept, two threads share
	// each value's work (Engine.Extend); streaming is on one thread.
	Threads int
	// Window, when > 0 and Front is 0, bounds the memory of a long run
	// without changing any result: once Window values are computed (if
	// Upto is beyond 2*Window and no rare position lies past Window/2),
	// only the first Window values and a ring of the last Window (rounded
	// up to a power of two) are kept, with the rare positions. Should a later value need one that
	// is no longer kept, or the whole sequence's mask move away from the
	// frozen one, the run recomputes every value so far keeping them all
	// (without emitting them again or saving a checkpoint meanwhile) and
	// goes on whole, so that its values and statistics are always those
	// of a run that keeps everything. On Linux the values lie in a region
	// mapped outside the Go heap, with the whole sequence's layout, whose
	// pages past the front are given back as the run goes on; the front
	// and the last values stay mapped after the run (a Window is meant
	// for a process's one long run, as the CLI's).
	Window int
}

// Output describes what a run has written so far (a b-file, say), as kept
// in every checkpoint: a resume continues only when the file still begins
// with exactly these bytes.
type Output struct {
	Name   string // the file's absolute path; "" when nothing is written
	Length int64  // bytes written
	CRC    uint64 // CRC-64 (ECMA) of those bytes
	// Format is the writer's name for what the bytes are ("" for a
	// b-file, "u16" for binary values), so that a resume never
	// continues a file in another format.
	Format string
}

// windowWaitsForRare: Window is not taken while a rare position lies in
// the second half of the values so far (tests turn it off, to reach the
// recomputation).
var windowWaitsForRare = true

// runBlock is the values Run computes on two threads between its looks at
// the progress, checkpoint, stop and context.
const runBlock = 4096

// maxReserve bounds the values a run reserves room for at its start.
const maxReserve = 1 << 28

// ErrStopped reports a run ended by its context; its checkpoint, if one
// was asked for, holds the work.
var ErrStopped = errors.New("sparse: stopped")

// stopped is the error of a run whose context is done: ErrStopped and the
// context's error, both for errors.Is.
func stopped(ctx context.Context) error {
	return fmt.Errorf("%w (%w)", ErrStopped, ctx.Err())
}

// CheckpointError is a checkpoint that cannot be resumed: missing,
// unreadable, of another game or version, beyond the values asked for, or
// not matching its output.
type CheckpointError struct {
	Path, Reason string
}

func (e *CheckpointError) Error() string {
	return fmt.Sprintf("sparse: checkpoint %s: %s", e.Path, e.Reason)
}

// checkpoint is the saved state of an Engine.
type checkpoint struct {
	Version          int
	Game             string
	Upto             int // the Upto of the run that wrote it, for messages
	N                int
	All, Front, Ring []uint16 // encoded after the rest, in chunks
	Lengths          [3]int   // of All, Front and Ring
	LongestFound     int      // Engine.longestFound (0 in files before it)
	// ringParts, when set, are the ring in its order as two runs of the
	// values (encoded as Ring; gob leaves unexported fields out).
	ringParts             [2][]uint16
	Rare                  []RarePosition
	Counts                [][2]uint64
	BitsV                 int
	Mask                  uint32
	PosBit, RecomputeRare bool
	Stats                 Stats
	Output                Output
}

// checkpointVersion 2 records the output (name, length, checksum) and Upto;
// version 3 files begin with checkpointMagic and the CRC-64 (ECMA) of the
// encoded checkpoint, so that a damaged file is refused, never resumed;
// version 4 encodes the values in chunks after the rest (chunkValues at a
// time), so that neither writing nor reading holds a second copy of them.
const checkpointVersion = 4

// checkpointMagic begins every checkpoint file.
const checkpointMagic = "mex checkpoint 4\n"

// chunkValues is the values of a chunk of a checkpoint (2 MiB of values:
// what the encoder holds at a time).
const chunkValues = 1 << 20

var checkpointTable = crc64.MakeTable(crc64.ECMA)

func (s *Engine) snapshot(upto int, out Output) checkpoint {
	all, front, ring := s.store.all, s.store.front, s.store.ring
	var parts [2][]uint16
	if s.store.holed() { // saved as a front array and a ring buffer: resumed, it is laid out again
		n, size := s.store.n, s.store.keepRing
		all, front, ring = nil, s.store.all[:s.store.keepFront], nil
		if start := n & (size - 1); n >= size {
			// The ring buffer's entries in their order are two runs of the
			// sequence (entry i holds G(j), j = i mod size): encoded from
			// them, with no copy of the ring made.
			parts = [2][]uint16{s.store.all[n-start : n], s.store.all[n-size : n-start]}
		} else {
			ring = make([]uint16, size)
			for i := range n {
				ring[i&(size-1)] = s.store.all[i]
			}
		}
	}
	return checkpoint{Version: checkpointVersion, Game: s.rules.String(), Upto: upto, N: s.store.n,
		All: all, Front: front, Ring: ring, Rare: s.rare, Counts: s.counts,
		BitsV: s.bitsV, Mask: s.mask, PosBit: s.posBit, RecomputeRare: s.recomputeRare, Stats: s.stats, Output: out,
		LongestFound: s.longestFound, ringParts: parts}
}

// writeCheckpoint writes c to path atomically: path+".tmp" is written,
// synced and renamed over path, so that a kill at any instant leaves
// either the previous checkpoint or the new one (and at most a stale
// path+".tmp", which the next checkpoint overwrites).
func writeCheckpoint(path string, c checkpoint) error {
	fail := func(err error) error {
		var pe *fs.PathError
		if errors.As(err, &pe) {
			err = pe.Err // the temporary file's name would only confuse
		}
		return fmt.Errorf("sparse: cannot write the checkpoint %s: %w", path, err)
	}
	dir := filepath.Dir(path)
	tmp, err := os.OpenFile(path+".tmp", os.O_WRONLY|os.O_CREATE|os.O_TRUNC, 0o644)
	if err != nil {
		return fail(err)
	}
	defer os.Remove(tmp.Name())
	if err := encodeCheckpoint(tmp, c); err != nil {
		tmp.Close()
		return fail(err)
	}
	if err := tmp.Sync(); err != nil {
		tmp.Close()
		return fail(err)
	}
	if err := tmp.Close(); err != nil {
		return fail(err)
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		return fail(err)
	}
	if d, err := os.Open(dir); err == nil { // make the rename itself durable
		d.Sync()
		d.Close()
	}
	return nil
}

// readCheckpoint reads and checks a checkpoint of r for a run to upto.
func readCheckpoint(r Rules, path string, upto int) (checkpoint, error) {
	var c checkpoint
	f, err := os.Open(path)
	if errors.Is(err, fs.ErrNotExist) {
		return c, &CheckpointError{path, "does not exist, so nothing was saved; start afresh instead of resuming"}
	}
	if err != nil {
		return c, &CheckpointError{path, err.Error()}
	}
	defer f.Close()
	c, err = decodeCheckpoint(f)
	if err != nil {
		return c, &CheckpointError{path, err.Error()}
	}
	switch {
	case c.Version != checkpointVersion:
		return c, &CheckpointError{path, fmt.Sprintf("was written by another version of mex (format %d, this one reads %d); start afresh", c.Version, checkpointVersion)}
	case c.Game != r.String():
		return c, &CheckpointError{path, fmt.Sprintf("belongs to %s, not %s", c.Game, r)}
	case c.N > upto+1:
		return c, &CheckpointError{path, fmt.Sprintf("already holds G(0..%d), beyond the %d asked for; resume up to %d or more, or start afresh", c.N-1, upto, c.N-1)}
	}
	return c, nil
}

// encodeCheckpoint writes c to f: checkpointMagic, the CRC-64 of what
// follows (written last, in its place), and the gob encoding of c without
// its values, then of its values, chunkValues at a time.
func encodeCheckpoint(f *os.File, c checkpoint) error {
	out := bufio.NewWriterSize(f, 1<<20)
	out.WriteString(checkpointMagic)
	out.Write(make([]byte, 8)) // the checksum's place
	sum := crc64.New(checkpointTable)
	enc := gob.NewEncoder(io.MultiWriter(out, sum))
	values := [][]uint16{c.All, c.Front, c.Ring, c.ringParts[0], c.ringParts[1]}
	c.All, c.Front, c.Ring = nil, nil, nil
	c.Lengths = [3]int{len(values[0]), len(values[1]), len(values[2]) + len(values[3]) + len(values[4])}
	if err := enc.Encode(c); err != nil {
		return err
	}
	for _, v := range values {
		for len(v) > 0 {
			chunk := v[:min(len(v), chunkValues)]
			if err := enc.Encode(chunk); err != nil {
				return err
			}
			v = v[len(chunk):]
		}
	}
	if err := out.Flush(); err != nil {
		return err
	}
	_, err := f.WriteAt(binary.BigEndian.AppendUint64(nil, sum.Sum64()), int64(len(checkpointMagic)))
	return err
}

// decodeCheckpoint reads what encodeCheckpoint wrote. The checksum is
// checked over everything read before the checkpoint is returned; a
// length that the file is too short to hold is refused before anything
// is allocated for it.
func decodeCheckpoint(f *os.File) (checkpoint, error) {
	var c checkpoint
	damaged := errors.New("is damaged (its checksum does not match its contents); start afresh")
	info, err := f.Stat()
	if err != nil {
		return c, err
	}
	in := bufio.NewReaderSize(f, 1<<20)
	head := make([]byte, len(checkpointMagic)+8)
	if _, err := io.ReadFull(in, head); err != nil || string(head[:len(checkpointMagic)]) != checkpointMagic {
		return c, errors.New("is not a mex checkpoint of this version (written by another version of mex, or another file); start afresh")
	}
	want := binary.BigEndian.Uint64(head[len(checkpointMagic):])
	sum := crc64.New(checkpointTable)
	body := io.TeeReader(in, sum)
	// verified reports a damaged file as such, whatever else went wrong
	// while it was read.
	verified := func(err error) error {
		io.Copy(io.Discard, body)
		if sum.Sum64() != want {
			return damaged
		}
		return err
	}
	dec := gob.NewDecoder(body)
	if err := dec.Decode(&c); err != nil {
		return c, verified(fmt.Errorf("is not a mex checkpoint or is damaged (%v)", err))
	}
	var values [3][]uint16
	for i, length := range c.Lengths {
		if length < 0 || int64(length) > info.Size() { // a value takes a byte at least
			return c, verified(fmt.Errorf("is not a mex checkpoint or is damaged (%d values)", length))
		}
		if length == 0 {
			continue // nil, as gob leaves an empty slice
		}
		values[i] = make([]uint16, 0, length)
		for len(values[i]) < length {
			var chunk []uint16
			if err := dec.Decode(&chunk); err != nil || len(chunk) == 0 || len(chunk) > length-len(values[i]) {
				return c, verified(fmt.Errorf("is not a mex checkpoint or is damaged (%v)", err))
			}
			values[i] = append(values[i], chunk...)
		}
	}
	if err := verified(nil); err != nil {
		return c, err
	}
	c.All, c.Front, c.Ring = values[0], values[1], values[2]
	return c, nil
}

// resume rebuilds a computation from a checkpoint.
func resume(r Rules, c checkpoint) *Engine {
	s := New(r)
	s.store = store{all: c.All, front: c.Front, ring: c.Ring, n: c.N}
	if s.store.all == nil && s.store.ring == nil {
		s.store.all = []uint16{}
	}
	s.rare, s.counts, s.bitsV, s.mask, s.posBit = c.Rare, c.Counts, c.BitsV, c.Mask, c.PosBit
	s.recomputeRare, s.stats, s.longestFound = c.RecomputeRare, c.Stats, c.LongestFound
	for _, rp := range s.rare {
		s.rareN = append(s.rareN, int32(rp.N))
		s.rareV = append(s.rareV, rp.Value)
	}
	return s
}

// Run computes G(0..opt.Upto) by the sparse-space algorithm, with
// checkpoints and resume as opt says, and returns the computation (its
// values if they are kept, its statistics, its rare positions).
func Run(r Rules, opt Options) (*Engine, error) {
	s := New(r)
	if opt.Resume {
		if opt.Checkpoint == "" {
			return nil, errors.New("sparse: Resume needs a Checkpoint")
		}
		c, err := readCheckpoint(r, opt.Checkpoint, opt.Upto)
		if err != nil {
			return nil, err
		}
		s = resume(r, c)
		if opt.Resumed != nil {
			if err := opt.Resumed(c.Output); err != nil {
				return nil, err
			}
		}
	}
	save := func() error {
		if opt.Checkpoint == "" {
			return nil
		}
		var out Output
		if opt.Flush != nil {
			var err error
			if out, err = opt.Flush(); err != nil {
				return err
			}
		}
		return writeCheckpoint(opt.Checkpoint, s.snapshot(opt.Upto, out))
	}
	if !opt.Resume {
		// A checkpoint exists from the first instant, so a kill at any
		// moment can be resumed (and a bad path is found before the work).
		if err := save(); err != nil {
			return s, err
		}
	}
	window := 0                                                        // the switch to a bounded window, when Window asks for one
	if opt.Window > 0 && opt.Front == 0 && opt.Upto+1 > 2*opt.Window { // less memory than all the values
		window = opt.Window
	}
	switch {
	case opt.Resume && s.store.all == nil && opt.Front == 0 && len(s.store.front) > 0 && len(s.store.front) < s.store.n:
		// A bounded run resumed from its front and ring: laid out as the
		// whole sequence again, it goes on with two threads and the fast
		// scans, as it ran before it stopped.
		s.unstream(opt.Upto + 1)
	case window > 0 && s.store.all != nil && s.Len() <= window:
		// Room for every value outside the Go heap, so that the values
		// past the window's front can be released once it is taken; or
		// room for the front (Stream copies what it keeps).
		if all, region, ok := mapValues(opt.Upto + 1); ok {
			s.store.all, s.store.region = all[:copy(all, s.store.all)], region
		} else {
			s.Reserve(window)
		}
	case s.store.all != nil && (opt.Front == 0 || opt.Front > opt.Upto):
		// One allocation, its pages touched only as values arrive; beyond
		// maxReserve the sequence grows as before.
		s.Reserve(min(opt.Upto+1, maxReserve))
	}
	ctx := opt.Context
	if ctx == nil {
		ctx = context.Background()
	}
	threads := opt.Threads
	if threads <= 0 {
		threads = runtime.GOMAXPROCS(0)
	}
	memory := budget.NewMeter(ctx) // what the run holds, drawn from ctx's account
	defer memory.Close()
	lastSave, lastProgress := time.Now(), time.Now()
	rewindowAt := 4 * window // the next try at a window, while every value is kept
	for s.Len() <= opt.Upto {
		n := s.Len()
		if window > 0 && rewindowAt > 0 && n >= rewindowAt {
			if !s.store.holed() && s.store.all != nil {
				s.rewindow(window, opt.Upto+1)
			}
			rewindowAt *= 2
		}
		if opt.Front > 0 && n == opt.Front && s.store.all != nil {
			if err := s.Stream(opt.Front, opt.Ring); err != nil {
				return s, err
			}
		}
		if window > 0 && n == window && s.store.all != nil {
			// Every rare position so far lies in the front; one in its
			// second half says the sparse space is not settled yet, and a
			// window would likely be given up again.
			switch {
			case s.stats.LastRare >= window/2 && windowWaitsForRare:
				s.keepAll(opt.Upto + 1)
			case s.store.region != nil:
				s.keepWindow(window)
			default:
				if err := s.Stream(window, window); err != nil {
					return s, err
				}
			}
		}
		due := n&1023 == 0 // time for progress, checkpoint, stop and context
		if threads >= 2 && n >= minPipelined && s.store.all != nil {
			// Two threads, a block of values at a time (up to the next
			// multiple of runBlock or the switch to streaming).
			to := min(opt.Upto+1, n-n%runBlock+runBlock)
			if opt.Front > n {
				to = min(to, opt.Front)
			}
			if window > n {
				to = min(to, window)
			}
			err := s.Extend(to, threads)
			if opt.Emit != nil {
				for i := n; i < s.Len(); i++ {
					if err := opt.Emit(i, s.store.all[i]); err != nil {
						return s, err
					}
				}
			}
			if window > 0 && (errors.Is(err, ErrOutsideWindow) || s.drift) {
				if s, err = wholeAgain(r, s, s.Len(), threads, opt); err != nil {
					return s, err
				}
			}
			if err != nil {
				return s, err
			}
			n, due = s.Len()-1, true
			s.store.punch()
		} else {
			v, err := s.Next()
			if window > 0 && errors.Is(err, ErrOutsideWindow) {
				if s, err = wholeAgain(r, s, n, threads, opt); err != nil {
					return s, err
				}
				continue
			}
			if err != nil {
				return s, fmt.Errorf("at n = %d: %w", n, err)
			}
			if opt.Emit != nil {
				if err := opt.Emit(n, v); err != nil {
					return s, err
				}
			}
			if window > 0 && s.drift {
				// v is right under any mask; only the statistics would
				// part from the whole run's.
				if s, err = wholeAgain(r, s, n+1, threads, opt); err != nil {
					return s, err
				}
			}
		}
		if due {
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
			if ctx.Err() != nil {
				if err := save(); err != nil {
					return s, err
				}
				return s, stopped(ctx)
			}
			if err := s.Charge(memory); err != nil {
				return s, err
			}
		}
	}
	if opt.Progress != nil {
		opt.Progress(opt.Upto+1, opt.Upto+1)
	}
	return s, save()
}

// keepWindow makes a computation whose values lie in a region of
// mapValues keep only its first window values and its last window
// (rounded up to a power of two): the others are released as it goes on
// (store.punch), and the mask changes only as followMask can follow.
func (s *Engine) keepWindow(window int) {
	ring := 1
	for ring < window {
		ring <<= 1
	}
	s.store.keepFront, s.store.keepRing = window, ring
	s.store.punched = (window + pageValues - 1) &^ (pageValues - 1)
	s.recomputeRare = false
}

// rewindow lays out a computation that keeps every value (its window was
// given up, or never taken while rare positions were still found) as a
// bounded one again, once its rare positions have settled: when the last
// lies in the first quarter of the values, the values are moved to a
// region of mapValues (room for size) of which only the first front and
// the last ring are kept: front doubled until it holds twice the longest
// scan so far that found every needed value (a scan that needs a split
// past the front gives the window up), and ring the power of two at least
// front and twice the last rare position, so that every split with a
// rare part finds its other part in the ring. It does nothing when that
// would not keep less than half of the values, or no region can be
// mapped. A rare position found later gives the window up again, as it
// does the first one.
func (s *Engine) rewindow(front, size int) {
	st := s.store
	for front < 2*s.longestFound {
		front <<= 1
	}
	ring := 1
	for ring < max(front, 2*s.stats.LastRare) {
		ring <<= 1
	}
	if s.stats.LastRare >= st.n/4 || front+ring > st.n/2 {
		return
	}
	all, region, ok := mapValues(max(size, st.n))
	if !ok {
		return
	}
	copy(all, st.all[:front])
	copy(all[st.n-ring:st.n], st.all[st.n-ring:st.n])
	if st.region != nil {
		unmapValues(st.region)
	}
	s.store = store{all: all[:st.n], region: region, n: st.n}
	s.keepWindow(front)
	s.store.keepRing = ring
	s.store.punch()
	debug.FreeOSMemory() // the values just moved: give their old pages back now
}

// unstream lays a streaming computation (a front array and a ring buffer)
// out as a bounded one: its values go into a region of mapValues with
// room for size values, at their places, and keepWindow's fields are set
// as they were when the checkpoint was saved. Where no region can be
// mapped, it streams on.
func (s *Engine) unstream(size int) {
	st := s.store
	all, region, ok := mapValues(max(size, st.n))
	if !ok {
		return
	}
	copy(all, st.front)
	for i := max(len(st.front), st.n-len(st.ring)); i < st.n; i++ {
		all[i] = st.ring[i&(len(st.ring)-1)]
	}
	s.store = store{all: all[:st.n], region: region, n: st.n,
		keepFront: len(st.front), keepRing: len(st.ring),
		punched: (len(st.front) + pageValues - 1) &^ (pageValues - 1)}
	debug.FreeOSMemory() // the front and ring as read: give their pages back now
}

// keepAll moves a computation whose values lie in a region of mapValues
// to the Go heap, with room for n values, and returns the region.
func (s *Engine) keepAll(n int) {
	if s.store.region == nil {
		s.Reserve(min(n, maxReserve))
		return
	}
	all := make([]uint16, s.store.n, max(s.store.n, min(n, maxReserve)))
	copy(all, s.store.all)
	unmapValues(s.store.region)
	s.store.all, s.store.region = all, nil
}

// wholeAgain recomputes G(0..n-1) keeping every value, for a run whose
// window turned out too small (Window): on up to threads cores, with
// progress and the context looked at every runBlock values, but no value
// emitted (they were) and no checkpoint saved (the last one, of the
// windowed run, stays valid).
func wholeAgain(r Rules, old *Engine, n, threads int, opt Options) (*Engine, error) {
	if old.store.region != nil { // nothing else holds it: values were handed out one by one
		unmapValues(old.store.region)
		old.store = store{}
	}
	s := New(r)
	s.Reserve(min(opt.Upto+1, maxReserve))
	ctx := opt.Context
	if ctx == nil {
		ctx = context.Background()
	}
	last := time.Now()
	for s.Len() < n {
		if err := s.Extend(min(n, s.Len()+runBlock), threads); err != nil {
			return s, err
		}
		if opt.Progress != nil && time.Since(last) > 100*time.Millisecond {
			opt.Progress(s.Len(), opt.Upto+1)
			last = time.Now()
		}
		if ctx.Err() != nil {
			return s, stopped(ctx)
		}
	}
	return s, nil
}
