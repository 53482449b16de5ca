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
	ringParts [2][]uint16
	// region, when set, is the mapped region of mapValues that All lies
	// in, the values decoded straight into the whole sequence's layout
	// (readCheckpoint with mapped): a bounded checkpoint's front at the
	// start and its ring at the end, the rest never touched.
	region []byte
	// Filed: the values are not in the checkpoint but in its values file
	// (valuesPath), G(0..N-1) of which have the CRC-64 ValuesCRC; file is
	// that file once readCheckpoint has mapped it.
	Filed                 bool
	ValuesCRC             uint64
	file                  *os.File
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
// time), so that neither writing nor reading holds a second copy of them;
// version 5 may leave them in a values file beside the checkpoint
// (Filed). Files of version 4 are read still.
const checkpointVersion = 5

// checkpointMagic begins every checkpoint file (checkpointMagic4 those of
// version 4).
const (
	checkpointMagic  = "mex checkpoint 5\n"
	checkpointMagic4 = "mex checkpoint 4\n"
)

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
	filed, crc := s.store.filed(), uint64(0)
	if filed { // the values are in the file: the checkpoint names their sum
		all, front, ring, crc = nil, nil, nil, s.store.valuesCRC()
	}
	return checkpoint{Version: checkpointVersion, Game: s.rules.String(), Upto: upto, N: s.store.n, Filed: filed, ValuesCRC: crc,
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
// With mapped, the values are decoded straight into a region of
// mapValues with room for upto+1 values, laid out as the whole sequence
// (placeValues), so that a resume never holds them twice nor in the Go
// heap; where no region can be mapped they are read into the heap.
func readCheckpoint(r Rules, path string, upto int, mapped bool) (checkpoint, error) {
	var c checkpoint
	f, err := os.Open(path)
	if errors.Is(err, fs.ErrNotExist) {
		return c, &CheckpointError{path, "does not exist, so nothing was saved; start afresh instead of resuming"}
	}
	if err != nil {
		return c, &CheckpointError{path, err.Error()}
	}
	defer f.Close()
	var place func(c *checkpoint) []uint16
	if mapped {
		place = func(c *checkpoint) []uint16 { return placeValues(c, upto) }
	}
	c, err = decodeCheckpoint(f, place)
	if err == nil {
		switch {
		case c.Version != checkpointVersion && c.Version != 4:
			err = fmt.Errorf("was written by another version of mex (format %d, this one reads %d); start afresh", c.Version, checkpointVersion)
		case c.Game != r.String():
			err = fmt.Errorf("belongs to %s, not %s", c.Game, r)
		case c.N > upto+1:
			err = fmt.Errorf("already holds G(0..%d), beyond the %d asked for; resume up to %d or more, or start afresh", c.N-1, upto, c.N-1)
		}
	}
	if err == nil && c.Filed {
		err = c.mapValuesFile(valuesPath(path), upto)
	}
	if err != nil {
		if c.region != nil {
			unmapValues(c.region)
		}
		return checkpoint{}, &CheckpointError{path, err.Error()}
	}
	return c, nil
}

// mapValuesFile maps the values file of a Filed checkpoint with room for
// upto+1 values, once its first N values are found to have the sum the
// checkpoint names (read through the system's cache, not the mapping, so
// that the check holds none of them in the run's memory).
func (c *checkpoint) mapValuesFile(path string, upto int) error {
	f, err := os.Open(path)
	if err != nil {
		var pe *fs.PathError
		if errors.As(err, &pe) {
			err = pe.Err
		}
		return fmt.Errorf("holds its values in %s, which cannot be read (%v); start afresh", path, err)
	}
	sum := crc64.New(checkpointTable)
	_, err = io.CopyN(sum, bufio.NewReaderSize(f, 1<<20), 2*int64(c.N))
	f.Close()
	if err != nil || sum.Sum64() != c.ValuesCRC {
		return fmt.Errorf("holds its values in %s, which is damaged or of another run (its first %d values do not have the checkpoint's checksum); start afresh", path, c.N)
	}
	all, region, file, err := mapFile(path, max(upto+1, c.N))
	if err != nil {
		return fmt.Errorf("holds its values in %s, which cannot be mapped (%v)", path, err)
	}
	c.All, c.region, c.file = all[:c.N], region, file
	return nil
}

// placeValues maps the region a checkpoint's values are decoded into
// (readCheckpoint with mapped), with room for upto+1 values (c.N at
// least), and returns it; nil when the checkpoint is not laid out as the
// whole sequence (the stream of Options.Front: its front holds every
// value so far, or it has no front) or no region can be mapped.
func placeValues(c *checkpoint, upto int) []uint16 {
	whole := c.Lengths[0] == c.N && c.Lengths[1] == 0
	bounded := c.Lengths[0] == 0 && c.Lengths[1] > 0 && c.Lengths[1] < c.N && isPowerOfTwo(c.Lengths[2])
	if !whole && !bounded {
		return nil
	}
	all, region, ok := mapValues(max(upto+1, c.N))
	if !ok {
		return nil
	}
	c.region = region
	return all
}

func isPowerOfTwo(n int) bool { return n > 0 && n&(n-1) == 0 }

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
// is allocated for it. With place, and where place returns room (once
// the lengths are read), the values go there at their index in the
// sequence (a ring's entries to the last values, placeRing) and All is
// that room; otherwise each is read into the heap.
func decodeCheckpoint(f *os.File, place func(c *checkpoint) []uint16) (checkpoint, error) {
	var c checkpoint
	damaged := errors.New("is damaged (its checksum does not match its contents); start afresh")
	info, err := f.Stat()
	if err != nil {
		return c, err
	}
	in := bufio.NewReaderSize(f, 1<<20)
	head := make([]byte, len(checkpointMagic)+8)
	if _, err := io.ReadFull(in, head); err != nil || (string(head[:len(checkpointMagic)]) != checkpointMagic && string(head[:len(checkpointMagic)]) != checkpointMagic4) {
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
	for _, length := range c.Lengths {
		if length < 0 || int64(length) > info.Size() { // a value takes a byte at least
			return c, verified(fmt.Errorf("is not a mex checkpoint or is damaged (%d values)", length))
		}
	}
	var room []uint16
	if place != nil && c.N > 0 { // checked by the checksum before it is used
		room = place(&c)
	}
	var values [3][]uint16
	var chunk []uint16 // decoded into again and again when the values have room
	for i, length := range c.Lengths {
		if length == 0 {
			continue // nil, as gob leaves an empty slice
		}
		if room == nil {
			values[i] = make([]uint16, 0, length)
		}
		for got := 0; got < length; got += len(chunk) {
			if room == nil {
				chunk = nil
			}
			if err := dec.Decode(&chunk); err != nil || len(chunk) == 0 || len(chunk) > length-got {
				return c, verified(fmt.Errorf("is not a mex checkpoint or is damaged (%v)", err))
			}
			switch {
			case room == nil:
				values[i] = append(values[i], chunk...)
			case i == 2:
				placeRing(room[:c.N], length, got, chunk)
			default:
				copy(room[got:], chunk)
			}
		}
	}
	if err := verified(nil); err != nil {
		return c, err
	}
	if room != nil {
		c.All = room[:c.N]
		return c, nil
	}
	c.All, c.Front, c.Ring = values[0], values[1], values[2]
	return c, nil
}

// placeRing writes the entries from..from+len(chunk)-1 of a ring buffer
// of size entries (a power of two; entry e holds G(j) for the j of the
// last size values with j = e mod size) to g[j], G(0..len(g)-1) in the
// whole sequence's layout.
func placeRing(g []uint16, size, from int, chunk []uint16) {
	n := len(g)
	for i, v := range chunk {
		if j := n - size + (from+i-n)&(size-1); j >= 0 {
			g[j] = v
		}
	}
}

// resume rebuilds a computation from a checkpoint (in its region, when
// readCheckpoint placed its values in one).
func resume(r Rules, c checkpoint) *Engine {
	s := New(r)
	s.store = store{all: c.All, front: c.Front, ring: c.Ring, n: c.N, region: c.region, file: c.file}
	if c.file != nil {
		s.store.crc, s.store.crcN = c.ValuesCRC, c.N
	}
	if s.store.all == nil && s.store.ring == nil {
		s.store.all = []uint16{}
	}
	if c.region != nil && c.Lengths[1] > 0 { // a bounded run, laid out as it ran
		s.store.window(c.Lengths[1], c.Lengths[2])
	}
	s.rare, s.counts, s.bitsV, s.mask, s.posBit = c.Rare, c.Counts, c.BitsV, c.Mask, c.PosBit
	s.recomputeRare, s.stats, s.longestFound = c.RecomputeRare, c.Stats, c.LongestFound
	for _, rp := range s.rare {
		s.rareN = append(s.rareN, int32(rp.N))
		s.rareV = append(s.rareV, rp.Value)
	}
	return s
}
