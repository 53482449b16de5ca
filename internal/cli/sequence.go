package cli

import (
	"bufio"
	"crypto/sha256"
	"errors"
	"fmt"
	"hash"
	"hash/crc64"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/mex-cgt/mex/grammar"
	"github.com/mex-cgt/mex/service"
	"github.com/mex-cgt/mex/sparse"
	"github.com/mex-cgt/mex/spec"
)

// maxThreads bounds --threads.
const maxThreads = 1 << 10

// addThreadsFlag adds --threads, the cores a computation may use.
func addThreadsFlag(cmd *cobra.Command, threads *string, usage string) {
	cmd.Flags().StringVar(threads, "threads", "0", usage)
}

// parseThreads reads --threads: 0 for every core, or a count.
func parseThreads(text string) (int, error) {
	return parseInt(text, "--threads", 0, maxThreads)
}

// sequenceThreadsUsage describes --threads of the commands that compute
// one octal sequence.
const sequenceThreadsUsage = "cores for the octal sequence (0: every core; two threads share each value's work, more are not used)"

// streamFlags are the flags of long one-heap computations.
type streamFlags struct {
	output, checkpoint string
	resume, keepAll    bool
	front, ring        string
	every              time.Duration
}

// window is the SequenceOptions.Window of a run to G(0..n): the default
// bounded window unless --keep-all or --front. With --keep-all, n must
// fit service.MaxKeptValues.
func (f streamFlags) window(n int) (int, error) {
	switch {
	case f.keepAll && f.front != "":
		return 0, badf("--keep-all keeps every value, --front only the first FRONT: give one of them")
	case f.keepAll && n >= service.MaxKeptValues:
		return 0, badf("--keep-all --upto %d: the whole sequence needs %d MB (2 bytes a value); at most %d values are kept, so drop --keep-all (the results are the same)", n, (int64(n)+1)*2>>20, service.MaxKeptValues)
	case f.keepAll || f.front != "":
		return 0, nil
	}
	return service.DefaultWindow, nil
}

// sizes parses --front and --ring (whole numbers or powers such as 2^22).
func (f streamFlags) sizes() (front, ring int, err error) {
	if f.front != "" {
		if front, err = parseInt(f.front, "--front", 1, 1<<31); err != nil {
			return 0, 0, err
		}
	}
	if ring, err = parseInt(f.ring, "--ring", 1, 1<<31); err != nil {
		return 0, 0, err
	}
	return front, ring, nil
}

// check refuses flag combinations that cannot work, before any work.
func (f streamFlags) check() error {
	switch {
	case f.resume && f.checkpoint == "":
		return badf("--resume needs --checkpoint FILE (the checkpoint to continue from)")
	case f.every <= 0:
		return badf("--every %s: want a positive interval such as 5m", f.every)
	}
	if f.checkpoint != "" {
		if err := writableFile("--checkpoint", f.checkpoint); err != nil {
			return err
		}
	}
	return nil
}

func addStreamFlags(cmd *cobra.Command, f *streamFlags) {
	cmd.Flags().StringVarP(&f.output, "output", "o", "", "write the b-file (or the u16 values, with FILE.sha256 beside them) here instead of standard output (resumable with --checkpoint)")
	addCheckpointFlags(cmd, f)
}

func addCheckpointFlags(cmd *cobra.Command, f *streamFlags) {
	cmd.Flags().StringVar(&f.checkpoint, "checkpoint", "", "save the computation to this file when it starts, every --every and on Ctrl-C (a bounded run keeps its values in FILE.values beside it)")
	cmd.Flags().BoolVar(&f.resume, "resume", false, "continue from --checkpoint, after checking it belongs to this game, --upto and --output")
	cmd.Flags().BoolVar(&f.keepAll, "keep-all", false, "keep every value in memory (2 bytes each); by default a run past 2^21 values keeps the first 2^20 and the last 2^20, with the same results")
	cmd.Flags().StringVar(&f.front, "front", "", "keep only the first FRONT values and a ring of the last --ring once FRONT are computed (the mask is then mostly frozen: the statistics may differ from a whole run's)")
	cmd.Flags().StringVar(&f.ring, "ring", "2^22", "values kept in the ring buffer when streaming")
	cmd.Flags().DurationVar(&f.every, "every", 5*time.Minute, "checkpoint interval")
}

// writableFile checks, before any work, that name can be written: its
// directory exists and it is not a directory.
func writableFile(flag, name string) error {
	if name == "" || strings.ContainsRune(name, 0) {
		return badf("%s %s: want a file name (without NUL bytes)", flag, grammar.Quote(name))
	}
	if flag == "--output" { // a link is written through; a FIFO or a device directly
		target, direct, err := outputTarget(name)
		if err != nil {
			return badf("%s %s: %v", flag, name, unwrapPath(err))
		}
		if direct {
			return nil
		}
		name = target
	}
	dir := filepath.Dir(name)
	info, err := os.Stat(dir)
	switch {
	case err != nil:
		return badf("%s %s: the directory %s does not exist", flag, name, dir)
	case !info.IsDir():
		return badf("%s %s: %s is not a directory", flag, name, dir)
	}
	if info, err := os.Stat(name); err == nil && info.IsDir() {
		return badf("%s %s is a directory; want a file", flag, name)
	}
	// Probe with the temporary name the run itself uses, so that a kill
	// right here leaves nothing new.
	probe := name + map[string]string{"--checkpoint": ".tmp"}[flag]
	if probe == name {
		probe = name + ".partial"
	}
	if _, err := os.Stat(probe); err == nil {
		return nil // a stale temporary file of an earlier run: the directory is writable enough
	}
	f, err := os.OpenFile(probe, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
	if err != nil {
		return badf("%s %s: cannot write in %s", flag, name, dir)
	}
	f.Close()
	os.Remove(probe)
	return nil
}

// The formats a streamed sequence is written in (--format): OEIS b-file
// lines, or the values as little-endian uint16 with a SHA-256 beside them.
const (
	formatBfile = "bfile"
	formatU16   = "u16"
)

// seqWriter writes G(0..n) as it comes: "n G(n)" lines (a b-file) or two
// bytes a value, low byte first (u16). It keeps the length and the CRC-64
// of what reached the file, for checkpoints, and for u16 its SHA-256, for
// the checksum file.
type seqWriter struct {
	format  string
	dst     io.Writer // the file, or standard output
	file    *os.File  // the -o file (nil for standard output)
	name    string    // its absolute path
	final   string    // without a checkpoint: the name the temporary file gets at the end
	output  string    // -o as given ("" for standard output): FILE.sha256 goes beside it
	direct  bool      // standard output, a FIFO or a device: the checksum line goes to standard error
	buf     *bufio.Writer
	written int64
	crc     uint64
	sum     hash.Hash // SHA-256 of what reached the file (u16 only)
	line    []byte
}

var crcTable = crc64.MakeTable(crc64.ECMA)

// Write counts and checksums what goes to the file.
func (w *seqWriter) Write(p []byte) (int, error) {
	n, err := w.dst.Write(p)
	w.crc = crc64.Update(w.crc, crcTable, p[:n])
	if w.sum != nil {
		w.sum.Write(p[:n])
	}
	w.written += int64(n)
	return n, err
}

// emit writes G(i) in the writer's format.
func (w *seqWriter) emit(i int, v uint16) error {
	if w.format == formatU16 {
		w.buf.WriteByte(byte(v))
		return w.buf.WriteByte(byte(v >> 8))
	}
	w.line = strconv.AppendInt(w.line[:0], int64(i), 10)
	w.line = append(w.line, ' ')
	w.line = strconv.AppendInt(w.line, int64(v), 10)
	w.line = append(w.line, '\n')
	_, err := w.buf.Write(w.line)
	return err
}

// checkpointFormat is the format as a checkpoint records it: "" for a
// b-file, as checkpoints written before u16 existed say.
func (w *seqWriter) checkpointFormat() string {
	if w.format == formatBfile {
		return ""
	}
	return w.format
}

// flush writes out the buffer and syncs the file, so that a checkpoint
// never describes bytes that are not on disk.
func (w *seqWriter) flush() (sparse.Output, error) {
	if err := w.buf.Flush(); err != nil {
		return sparse.Output{}, err
	}
	if w.file != nil {
		if err := w.file.Sync(); err != nil {
			return sparse.Output{}, err
		}
	}
	return sparse.Output{Name: w.name, Length: w.written, CRC: w.crc, Format: w.checkpointFormat()}, nil
}

// formatName names a checkpoint's format for messages.
func formatName(checkpointFormat string) string {
	if checkpointFormat == "" {
		return formatBfile
	}
	return checkpointFormat
}

// resumed checks that the file begins with exactly what the checkpoint
// saw written, in this format, then cuts it there and continues after it.
func (w *seqWriter) resumed(ck string, o sparse.Output) error {
	refuse := func(format string, args ...any) error {
		return &sparse.CheckpointError{Path: ck, Reason: fmt.Sprintf(format, args...)}
	}
	if o.Name != w.name {
		if o.Name == "" {
			return refuse("was written without --output (by mex stats?), so it cannot continue the file %s; start afresh without --resume", w.name)
		}
		return refuse("belongs to the output %s, not %s; resume with -o %s", o.Name, w.name, o.Name)
	}
	if o.Format != w.checkpointFormat() {
		return refuse("was written with --format %s, not %s; resume with --format %s", formatName(o.Format), w.format, formatName(o.Format))
	}
	info, err := w.file.Stat()
	if err != nil {
		return err
	}
	if info.Size() < o.Length {
		return refuse("saw %d bytes written to %s, but the file has %d; it was changed or replaced, so start afresh without --resume", o.Length, w.name, info.Size())
	}
	crc := crc64.New(crcTable)
	sums := []io.Writer{crc}
	if w.sum != nil {
		w.sum.Reset()
		sums = append(sums, w.sum)
	}
	if _, err := io.Copy(io.MultiWriter(sums...), io.NewSectionReader(w.file, 0, o.Length)); err != nil {
		return err
	}
	if crc.Sum64() != o.CRC {
		return refuse("the first %d bytes of %s differ from what the checkpoint saw written (CRC-64 %016x, not %016x); start afresh without --resume", o.Length, w.name, crc.Sum64(), o.CRC)
	}
	if w.sum != nil { // the file grows again: a checksum of a finished run beside it would be stale
		if err := removeIfAny(w.output + ".sha256"); err != nil {
			return err
		}
	}
	if err := w.file.Truncate(o.Length); err != nil {
		return err
	}
	if _, err := w.file.Seek(o.Length, io.SeekStart); err != nil {
		return err
	}
	w.written, w.crc = o.Length, o.CRC
	return nil
}

// removeIfAny removes a file, if there is one.
func removeIfAny(name string) error {
	if err := os.Remove(name); err != nil && !errors.Is(err, os.ErrNotExist) {
		return badf("cannot remove the stale %s: %v", name, unwrapPath(err))
	}
	return nil
}

// isTerminal reports whether w is a terminal (a character device other
// than the null device).
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	info, err := f.Stat()
	if err != nil || info.Mode()&os.ModeCharDevice == 0 {
		return false
	}
	null, err := os.Stat(os.DevNull)
	return err != nil || !os.SameFile(info, null)
}

// openSequence opens the output of a streamed run. With a checkpoint, -o
// is written in place (and truncated unless resuming); without one,
// FILE.partial is written and renamed to FILE at the end, so that FILE
// never holds an unfinished run.
func openSequence(out io.Writer, f streamFlags, format string) (*seqWriter, error) {
	w := &seqWriter{format: format, line: make([]byte, 0, 32), output: f.output}
	if format == formatU16 {
		w.sum = sha256.New()
	}
	if f.output == "" {
		if format == formatU16 && isTerminal(out) {
			return nil, badf("--format u16 writes binary values, not text for a terminal: give -o FILE (FILE.sha256 is written beside it) or redirect standard output")
		}
		w.dst, w.direct = out, true
		w.buf = bufio.NewWriterSize(w, 1<<20)
		return w, nil
	}
	if err := writableFile("--output", f.output); err != nil {
		return nil, err
	}
	target, direct, err := outputTarget(f.output)
	if err != nil {
		return nil, badf("--output %s: %v", f.output, unwrapPath(err))
	}
	if direct { // a FIFO or a device: written as the values come, never renamed over
		if f.checkpoint != "" {
			return nil, badf("--output %s is not a regular file: a run with --checkpoint rewrites it on resume; write to a file", f.output)
		}
		if w.file, err = os.OpenFile(target, os.O_WRONLY, 0); err != nil {
			return nil, badf("--output %s: %v", f.output, unwrapPath(err))
		}
		w.name, w.dst, w.direct = target, w.file, true
		w.buf = bufio.NewWriterSize(w, 1<<20)
		return w, nil
	}
	abs, err := filepath.Abs(target)
	if err != nil {
		return nil, badf("--output %s: %v", f.output, err)
	}
	if ck, err := filepath.Abs(f.checkpoint); err == nil && f.checkpoint != "" && (ck == abs || ck+".tmp" == abs || ck == abs+".partial") {
		return nil, badf("--output and --checkpoint are the same file %s", f.output)
	}
	if ck, err := filepath.Abs(f.checkpoint); err == nil && f.checkpoint != "" && format == formatU16 && ck == abs+".sha256" {
		return nil, badf("--checkpoint %s is where the checksum of --output goes; give it another name", f.checkpoint)
	}
	w.name = abs
	switch {
	case f.checkpoint == "":
		w.file, err = os.OpenFile(abs+".partial", os.O_RDWR|os.O_CREATE|os.O_TRUNC, 0o644)
		w.final = abs
	case f.resume:
		w.file, err = os.OpenFile(abs, os.O_RDWR, 0)
		if errors.Is(err, os.ErrNotExist) {
			return nil, badf("--output %s does not exist, so there is nothing to resume; start afresh without --resume", f.output)
		}
	default:
		if w.sum != nil { // the file is started afresh: no checksum of an earlier run stays beside it
			if err := removeIfAny(f.output + ".sha256"); err != nil {
				return nil, err
			}
		}
		w.file, err = os.OpenFile(abs, os.O_RDWR|os.O_CREATE|os.O_TRUNC, 0o644)
	}
	if err != nil {
		return nil, badf("--output %s: %v", f.output, unwrapPath(err))
	}
	w.dst = w.file
	w.buf = bufio.NewWriterSize(w, 1<<20)
	return w, nil
}

func unwrapPath(err error) error {
	var pe *os.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

// sha256Line is the line `sha256sum` prints for a file of that name (a
// name with a backslash or a newline escaped, the line then begun with a
// backslash), which `sha256sum -c` checks.
func sha256Line(sum []byte, name string) string {
	prefix := ""
	if strings.ContainsAny(name, "\\\n") {
		prefix = "\\"
		name = strings.NewReplacer("\\", "\\\\", "\n", "\\n").Replace(name)
	}
	return fmt.Sprintf("%s%x  %s\n", prefix, sum, name)
}

// close finishes the output: on success the temporary file becomes -o and,
// for u16, the checksum is written (FILE.sha256 beside a file, the line on
// errOut after standard output, a FIFO or a device); otherwise a temporary
// file is removed.
func (w *seqWriter) close(ok bool, errOut io.Writer) error {
	var err error
	if w.file != nil {
		err = w.file.Close()
	}
	if !ok || err != nil {
		if w.final != "" {
			os.Remove(w.file.Name())
		}
		return err
	}
	if w.sum != nil && !w.direct { // never an old checksum beside the new file
		if err := removeIfAny(w.output + ".sha256"); err != nil {
			return err
		}
	}
	if w.final != "" {
		if err := os.Rename(w.file.Name(), w.final); err != nil {
			return err
		}
	}
	if w.sum == nil {
		return nil
	}
	if w.direct {
		name := w.output
		if name == "" {
			name = "-" // sha256sum's name for standard input
		}
		_, err := io.WriteString(errOut, sha256Line(w.sum.Sum(nil), name))
		return err
	}
	return writeAtomically(w.output+".sha256", []byte(sha256Line(w.sum.Sum(nil), filepath.Base(w.output))))
}

// streamSequence writes G(0..n) of an octal game or Grundy's game in format
// (a b-file or u16), with progress, checkpoints and a clean stop on Ctrl-C.
// Only the values not yet written are held: the memory is that of the run.
func streamSequence(io_ *IO, l *service.Service, g *spec.Spec, n, threads int, f streamFlags, format string) (err error) {
	if err := f.check(); err != nil {
		return err
	}
	if f.checkpoint != "" && f.output == "" {
		return badf("--checkpoint needs --output FILE: a sequence on standard output cannot be resumed")
	}
	front, ring, err := f.sizes()
	if err != nil {
		return err
	}
	window, err := f.window(n)
	if err != nil {
		return err
	}
	w, err := openSequence(io_.Out, f, format)
	if err != nil {
		return err
	}
	io_.stopsGracefully()
	bar := newRunProgress(io_.Err)
	opt := service.SequenceOptions{
		Upto: n, Front: front, Ring: ring, Window: window, Checkpoint: f.checkpoint, Every: f.every, Resume: f.resume,
		Threads:  threads,
		Emit:     w.emit,
		Flush:    w.flush,
		Resumed:  func(o sparse.Output) error { return w.resumed(f.checkpoint, o) },
		Progress: func(done, total int) { bar.update(done, total, "values") },
	}
	sp, err := l.StreamSequence(g, opt)
	bar.clear()
	if ferr := w.buf.Flush(); err == nil {
		err = ferr
	}
	if cerr := w.close(err == nil, io_.Err); err == nil {
		err = cerr
	}
	if errors.Is(err, sparse.ErrStopped) {
		done := -1
		if sp != nil {
			done = sp.Len()
		}
		return stopped(done, f, w.name, w.file == nil)
	}
	return err
}

// u16Values encodes G(0..n) of a game computed whole as little-endian
// uint16, refusing a value that does not fit.
func u16Values(game string, values []int) ([]byte, error) {
	b := make([]byte, 0, 2*len(values))
	for i, v := range values {
		if v < 0 || v > 0xffff {
			return nil, badf("--format u16: G(%d) = %d of %s does not fit in 16 bits; use --format bfile", i, v, game)
		}
		b = append(b, byte(v), byte(v>>8))
	}
	return b, nil
}

// writeU16Whole writes the u16 values of a game computed whole: to -o
// (atomically, FILE.sha256 beside it) or to standard output (the checksum
// line on standard error).
func writeU16Whole(io_ *IO, output string, data []byte) error {
	if output == "" {
		if isTerminal(io_.Out) {
			return badf("--format u16 writes binary values, not text for a terminal: give -o FILE (FILE.sha256 is written beside it) or redirect standard output")
		}
		if _, err := io_.Out.Write(data); err != nil {
			return err
		}
		sum := sha256.Sum256(data)
		_, err := io.WriteString(io_.Err, sha256Line(sum[:], "-"))
		return err
	}
	sum := sha256.Sum256(data)
	if _, direct, err := outputTarget(output); err == nil && direct {
		if err := writeAtomically(output, data); err != nil {
			return err
		}
		_, err := io.WriteString(io_.Err, sha256Line(sum[:], output))
		return err
	}
	if err := removeIfAny(output + ".sha256"); err != nil {
		return err
	}
	if err := writeAtomically(output, data); err != nil {
		return err
	}
	return writeAtomically(output+".sha256", []byte(sha256Line(sum[:], filepath.Base(output))))
}

// stopped says what an interrupted run kept and how to continue: done is
// the number of values computed (-1 when unknown), output the -o file
// ("" for none) and printed whether values went to standard output.
func stopped(done int, f streamFlags, output string, printed bool) error {
	held := "the values computed so far"
	if done >= 0 {
		held = fmt.Sprintf("G(0..%d)", done-1)
	}
	switch {
	case f.checkpoint != "" && output != "":
		return service.Interrupted(fmt.Sprintf("the checkpoint %s holds %s and %s its %d values; rerun the same command with --resume to continue", f.checkpoint, held, f.output, done), sparse.ErrStopped)
	case f.checkpoint != "":
		return service.Interrupted(fmt.Sprintf("the checkpoint %s holds %s; rerun the same command with --resume to continue", f.checkpoint, held), sparse.ErrStopped)
	case printed:
		return service.Interrupted(fmt.Sprintf("the values printed (%s) are complete, but nothing was saved to resume from (--checkpoint FILE with -o FILE makes a run resumable)", held), sparse.ErrStopped)
	case output != "":
		return service.Interrupted(fmt.Sprintf("nothing was kept: %s is written only when the run finishes (--checkpoint FILE makes a run resumable)", f.output), sparse.ErrStopped)
	}
	return service.Interrupted("", sparse.ErrStopped)
}

func newStatsCmd(io *IO) *cobra.Command {
	upto := intFlag(0, 1<<40)
	var threads string
	var f streamFlags
	var limit time.Duration
	cmd := resultCmd(io, &cobra.Command{
		Use: "stats GAME --upto N",
		Example: `  mex stats octal:0.6 --upto 2^20
  mex stats grundy --upto 2^24 --checkpoint grundy.ck --json
  mex stats grundy --upto 2^32 --time 1h --checkpoint grundy.ck`,
		Args:              exactArgs(1, "GAME"),
		ValidArgsFunction: completeGame,
	}, func(args []string) (texter, error) {
		t, err := parseThreads(threads)
		if err != nil {
			return nil, err
		}
		if err := f.check(); err != nil {
			return nil, err
		}
		front, ring, err := f.sizes()
		if err != nil {
			return nil, err
		}
		window, err := f.window(upto.n)
		if err != nil {
			return nil, err
		}
		g, err := alterFlags{}.game(args[0])
		if err != nil {
			return nil, err
		}
		io.stopsGracefully()
		bar := newRunProgress(io.Err)
		r, err := io.Service.StatsWithin(g, service.SequenceOptions{Upto: upto.n, Front: front, Ring: ring, Window: window, Threads: t,
			Checkpoint: f.checkpoint, Every: f.every, Resume: f.resume,
			Progress: func(done, total int) { bar.update(done, total, "values") }}, limit)
		bar.clear()
		if errors.Is(err, sparse.ErrStopped) {
			return nil, stopped(-1, f, "", false)
		}
		if err == nil && r.StoppedBy != "" && f.checkpoint != "" {
			fmt.Fprintf(io.Err, "mex: the checkpoint %s holds G(0..%d); rerun the same command with --resume to continue\n", f.checkpoint, r.Stats.Values-1)
		}
		return r, err
	}, &upto)
	upto.add(cmd, "upto", "2^16", "compute G(0..N)")
	cmd.Flags().DurationVar(&limit, "time", 0, "stop after this long and report the values computed by then (0: no limit; with --checkpoint, --resume goes on)")
	addCheckpointFlags(cmd, &f)
	addThreadsFlag(cmd, &threads, sequenceThreadsUsage)
	return cmd
}

// periodFlags are the flags of `mex period`.
type periodFlags struct {
	asJSON        bool
	upto, threads string
	time          time.Duration
}

func addPeriodFlags(cmd *cobra.Command, f *periodFlags) {
	addJSON(cmd, &f.asJSON)
	cmd.Flags().StringVar(&f.upto, "upto", "", "octal games: compute at most N values looking for a proof (default 2^27)")
	cmd.Flags().DurationVar(&f.time, "time", 10*time.Minute, "octal games: stop looking after this long (0: no limit)")
	// One core by default: the period search extends the sequence in short
	// runs between its checks, where two threads measured slower (0.354:
	// 26.6 s against 14.1 s; 0.376: 25.1 s against 21.4 s).
	cmd.Flags().StringVar(&f.threads, "threads", "1", "cores for the octal sequence (0: every core; default 1: the period search measured slower on two)")
}

// runPeriod is `mex period`: octal games extend their search until a proof,
// --upto values, --time or Ctrl-C, with progress on a terminal.
func runPeriod(io *IO, gameSpec string, f periodFlags) error {
	game, err := alterFlags{}.game(gameSpec)
	if err != nil {
		return err
	}
	n, asJSON := 0, f.asJSON
	if f.upto != "" {
		var err error
		if n, err = parseInt(f.upto, "--upto", 1, 1<<40); err != nil {
			return err
		}
		n++ // G(0..N), as --upto means for grundy and stats
	}
	threads, err := parseThreads(f.threads)
	if err != nil {
		return err
	}
	if !io.Service.Streams(game) {
		r, err := io.Service.Period(game, n)
		if err != nil {
			return err
		}
		return io.print(r, asJSON)
	}
	ctx := io.Service.Context()
	bar := newProgressBar(io.Err)
	r, err := io.Service.PeriodSearch(game, service.PeriodOptions{Upto: n, Time: f.time, Context: ctx, Threads: threads,
		Progress: func(p service.PeriodProgress) {
			label := "values"
			if c := p.Best; c != nil {
				label = fmt.Sprintf("values; best candidate period %d from %d", c.Period, c.Preperiod)
			}
			bar.update(p.Done, p.Reach, label)
		}})
	bar.clear()
	if err != nil {
		return err
	}
	if err := io.print(r, asJSON); err != nil {
		return err
	}
	if ctx.Err() != nil { // the search stopped on Ctrl-C: what it saw is printed, and the exit says interrupted
		return service.Interrupted("the values computed so far are reported above", ctx.Err())
	}
	return nil
}
