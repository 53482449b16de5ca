package sparse

import (
	"bufio"
	"encoding/binary"
	"encoding/gob"
	"errors"
	"fmt"
	"hash/crc64"
	"io"
	"io/fs"
	"os"
	"path/filepath"
)

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
