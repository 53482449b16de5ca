package cli

import (
	"bufio"
	"errors"
	"fmt"
	"hash/crc64"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/mex-cgt/mex/games/octal"
	"github.com/mex-cgt/mex/grammar"
	"github.com/mex-cgt/mex/service"
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
	cmd.Flags().StringVarP(&f.output, "output", "o", "", "write the b-file here instead of standard output (resumable with --checkpoint)")
	addCheckpointFlags(cmd, f)
}

func addCheckpointFlags(cmd *cobra.Command, f *streamFlags) {
	cmd.Flags().StringVar(&f.checkpoint, "checkpoint", "", "save the computation to this file when it starts, every --every and on Ctrl-C")
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

// bfileWriter writes "n G(n)" lines, keeping the length and the CRC-64 of
// what reached the file, for checkpoints.
type bfileWriter struct {
	file    *os.File // the -o file (nil for standard output)
	name    string   // its absolute path
	final   string   // without a checkpoint: the name the temporary file gets at the end
	buf     *bufio.Writer
	written int64
	crc     uint64
	line    []byte
}

var crcTable = crc64.MakeTable(crc64.ECMA)

// Write counts and checksums what goes to the file.
func (w *bfileWriter) Write(p []byte) (int, error) {
	n, err := w.file.Write(p)
	w.crc = crc64.Update(w.crc, crcTable, p[:n])
	w.written += int64(n)
	return n, err
}

func (w *bfileWriter) emit(i int, v uint16) error {
	w.line = strconv.AppendInt(w.line[:0], int64(i), 10)
	w.line = append(w.line, ' ')
	w.line = strconv.AppendInt(w.line, int64(v), 10)
	w.line = append(w.line, '\n')
	_, err := w.buf.Write(w.line)
	return err
}

// flush writes out the buffer and syncs the file, so that a checkpoint
// never describes bytes that are not on disk.
func (w *bfileWriter) flush() (octal.Output, error) {
	if err := w.buf.Flush(); err != nil {
		return octal.Output{}, err
	}
	if w.file != nil {
		if err := w.file.Sync(); err != nil {
			return octal.Output{}, err
		}
	}
	return octal.Output{Name: w.name, Length: w.written, CRC: w.crc}, nil
}

// resumed checks that the file begins with exactly what the checkpoint
// saw written, then cuts it there and continues after it.
func (w *bfileWriter) resumed(ck string, o octal.Output) error {
	refuse := func(format string, args ...any) error {
		return &octal.CheckpointError{Path: ck, Reason: fmt.Sprintf(format, args...)}
	}
	if o.Name != w.name {
		if o.Name == "" {
			return refuse("was written without --output (by mex stats?), so it cannot continue the b-file %s; start afresh without --resume", w.name)
		}
		return refuse("belongs to the output %s, not %s; resume with -o %s", o.Name, w.name, o.Name)
	}
	info, err := w.file.Stat()
	if err != nil {
		return err
	}
	if info.Size() < o.Length {
		return refuse("saw %d bytes written to %s, but the file has %d; it was changed or replaced, so start afresh without --resume", o.Length, w.name, info.Size())
	}
	sum := crc64.New(crcTable)
	if _, err := io.Copy(sum, io.NewSectionReader(w.file, 0, o.Length)); err != nil {
		return err
	}
	if sum.Sum64() != o.CRC {
		return refuse("the first %d bytes of %s differ from what the checkpoint saw written (CRC-64 %016x, not %016x); start afresh without --resume", o.Length, w.name, sum.Sum64(), o.CRC)
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

// openBfile opens the output of a b-file run. With a checkpoint, -o is
// written in place (and truncated unless resuming); without one, FILE.partial
// is written and renamed to FILE at the end, so that FILE never holds an
// unfinished run.
func openBfile(out io.Writer, f streamFlags) (*bfileWriter, error) {
	w := &bfileWriter{line: make([]byte, 0, 32)}
	if f.output == "" {
		w.buf = bufio.NewWriterSize(out, 1<<20)
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
		w.name = target
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
		w.file, err = os.OpenFile(abs, os.O_RDWR|os.O_CREATE|os.O_TRUNC, 0o644)
	}
	if err != nil {
		return nil, badf("--output %s: %v", f.output, unwrapPath(err))
	}
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

// close finishes the output: on success the temporary file becomes -o;
// otherwise it is removed.
func (w *bfileWriter) close(ok bool) error {
	if w.file == nil {
		return nil
	}
	err := w.file.Close()
	if w.final == "" {
		return err
	}
	if !ok || err != nil {
		os.Remove(w.file.Name())
		return err
	}
	return os.Rename(w.file.Name(), w.final)
}

// streamBfile writes G(0..n) of an octal game or Grundy's game as an OEIS
// b-file, with progress, checkpoints and a clean stop on Ctrl-C.
func streamBfile(io_ *IO, l *service.Service, g *spec.Spec, n, threads int, f streamFlags) (err error) {
	if err := f.check(); err != nil {
		return err
	}
	if f.checkpoint != "" && f.output == "" {
		return badf("--checkpoint needs --output FILE: a b-file on standard output cannot be resumed")
	}
	front, ring, err := f.sizes()
	if err != nil {
		return err
	}
	window, err := f.window(n)
	if err != nil {
		return err
	}
	w, err := openBfile(io_.Out, f)
	if err != nil {
		return err
	}
	io_.stopsGracefully()
	bar := newRunProgress(io_.Err)
	opt := service.SequenceOptions{
		Upto: n, Front: front, Ring: ring, Window: window, Checkpoint: f.checkpoint, Every: f.every, Resume: f.resume,
		Threads:  threads,
		Stop:     io_.context().Done(),
		Emit:     w.emit,
		Flush:    w.flush,
		Resumed:  func(o octal.Output) error { return w.resumed(f.checkpoint, o) },
		Progress: func(done, total int) { bar.update(done, total, "values") },
	}
	sp, err := l.StreamSequence(g, opt)
	bar.clear()
	if ferr := w.buf.Flush(); err == nil {
		err = ferr
	}
	if cerr := w.close(err == nil); err == nil {
		err = cerr
	}
	if errors.Is(err, octal.ErrStopped) {
		done := -1
		if sp != nil {
			done = sp.Len()
		}
		return stopped(done, f, w.name, w.file == nil)
	}
	return err
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
		return service.Interrupted(fmt.Sprintf("the checkpoint %s holds %s and %s its %d lines; rerun the same command with --resume to continue", f.checkpoint, held, f.output, done), octal.ErrStopped)
	case f.checkpoint != "":
		return service.Interrupted(fmt.Sprintf("the checkpoint %s holds %s; rerun the same command with --resume to continue", f.checkpoint, held), octal.ErrStopped)
	case printed:
		return service.Interrupted(fmt.Sprintf("the lines printed (%s) are complete, but nothing was saved to resume from (--checkpoint FILE with -o FILE makes a run resumable)", held), octal.ErrStopped)
	case output != "":
		return service.Interrupted(fmt.Sprintf("nothing was kept: %s is written only when the run finishes (--checkpoint FILE makes a run resumable)", f.output), octal.ErrStopped)
	}
	return service.Interrupted("", octal.ErrStopped)
}

func newStatsCmd(io *IO) *cobra.Command {
	upto := intFlag(0, 1<<40)
	var threads string
	var f streamFlags
	cmd := resultCmd(io, &cobra.Command{
		Use:   "stats GAME --upto N",
		Short: "sparse-space statistics of an octal game or Grundy's game: mask, rare positions, largest value, frequencies",
		Example: `  mex stats octal:0.6 --upto 2^20
  mex stats grundy --upto 2^24 --checkpoint grundy.ck --json`,
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
		r, err := io.Service.Stats(g, service.SequenceOptions{Upto: upto.n, Front: front, Ring: ring, Window: window, Threads: t,
			Checkpoint: f.checkpoint, Every: f.every, Resume: f.resume, Stop: io.context().Done(),
			Progress: func(done, total int) { bar.update(done, total, "values") }})
		bar.clear()
		if errors.Is(err, octal.ErrStopped) {
			return nil, stopped(-1, f, "", false)
		}
		return r, err
	}, &upto)
	upto.add(cmd, "upto", "2^16", "compute G(0..N)")
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
	if !io.Service.TakeAndBreak(game) {
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
