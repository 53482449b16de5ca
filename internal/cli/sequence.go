package cli

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strconv"
	"syscall"
	"time"

	"github.com/spf13/cobra"

	"github.com/mex-cgt/mex/games/octal"
	"github.com/mex-cgt/mex/lab"
	"github.com/mex-cgt/mex/spec"
)

// streamFlags are the flags of long one-heap computations.
type streamFlags struct {
	output, checkpoint string
	resume             bool
	front, ring        string
	every              time.Duration
}

// sizes parses --front and --ring (whole numbers or powers such as 2^22).
func (f streamFlags) sizes() (front, ring int, err error) {
	if f.front != "" {
		if front, err = spec.ParseSize(f.front, 1<<31); err != nil {
			return 0, 0, usageError{fmt.Errorf("--front: %w", err)}
		}
	}
	if ring, err = spec.ParseSize(f.ring, 1<<31); err != nil || ring < 1 {
		return 0, 0, usageError{fmt.Errorf("--ring %q: want a positive size such as 2^22", f.ring)}
	}
	return front, ring, nil
}

func addStreamFlags(cmd *cobra.Command, f *streamFlags) {
	cmd.Flags().StringVarP(&f.output, "output", "o", "", "write the b-file here instead of standard output (resumable)")
	cmd.Flags().StringVar(&f.checkpoint, "checkpoint", "", "save the computation to this file every --every and on Ctrl-C")
	cmd.Flags().BoolVar(&f.resume, "resume", false, "continue from --checkpoint (and truncate --output to it)")
	cmd.Flags().StringVar(&f.front, "front", "", "keep only the first FRONT values and a ring of the last --ring once FRONT are computed (bounded memory; default keeps all)")
	cmd.Flags().StringVar(&f.ring, "ring", "2^22", "values kept in the ring buffer when streaming")
	cmd.Flags().DurationVar(&f.every, "every", 5*time.Minute, "checkpoint interval")
}

// streamBfile writes G(0..n) of an octal game or Grundy's game as an OEIS
// b-file, with progress, checkpoints and a clean stop on Ctrl-C.
func streamBfile(io_ *IO, l *lab.Lab, game string, n int, f streamFlags) error {
	var out io.Writer = io_.Out
	var file *os.File
	if f.output != "" {
		flags := os.O_CREATE | os.O_WRONLY | os.O_TRUNC
		if f.resume {
			flags = os.O_CREATE | os.O_WRONLY
		}
		var err error
		if file, err = os.OpenFile(f.output, flags, 0o644); err != nil {
			return err
		}
		defer file.Close()
		out = file
	} else if f.resume {
		return usageError{errors.New("--resume needs --output FILE (standard output cannot be rewound)")}
	}
	w := bufio.NewWriterSize(out, 1<<20)
	var written int64
	line := make([]byte, 0, 32)
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	bar := newProgressBar(io_.Err)
	front, ring, err := f.sizes()
	if err != nil {
		return err
	}
	if front == 0 && n > lab.MaxKeptValues {
		front = 1 << 22 // bounded memory by default for very long runs
	}
	opt := lab.SequenceOptions{
		Upto: n, Front: front, Ring: ring, Checkpoint: f.checkpoint, Every: f.every, Resume: f.resume,
		Stop: ctx.Done(),
		Emit: func(i int, v uint16) error {
			line = strconv.AppendInt(line[:0], int64(i), 10)
			line = append(line, ' ')
			line = strconv.AppendInt(line, int64(v), 10)
			line = append(line, '\n')
			k, err := w.Write(line)
			written += int64(k)
			return err
		},
		Flush: func() (int64, error) { return written, w.Flush() },
		Resumed: func(offset int64) error {
			if file == nil {
				return nil
			}
			if err := file.Truncate(offset); err != nil {
				return err
			}
			_, err := file.Seek(offset, io.SeekStart)
			written = offset
			return err
		},
		Progress: func(done, total int) { bar.update(done, total, "values") },
	}
	_, err = l.StreamSequence(game, opt)
	bar.clear()
	if ferr := w.Flush(); err == nil {
		err = ferr
	}
	if errors.Is(err, octal.ErrStopped) {
		fmt.Fprintf(io_.Err, "mex: stopped at a checkpoint in %s; rerun with --resume to continue\n", f.checkpoint)
		return nil
	}
	return err
}

func newStatsCmd(io *IO) *cobra.Command {
	var asJSON bool
	var upto string
	var f streamFlags
	cmd := &cobra.Command{
		Use:   "stats GAME --upto N",
		Short: "sparse-space statistics of an octal game or Grundy's game: mask, rare positions, largest value, frequencies",
		Example: `  mex stats octal:0.6 --upto 2^20
  mex stats grundy --upto 2^24 --checkpoint grundy.ck --json`,
		Args:              exactArgs(1, "GAME"),
		ValidArgsFunction: completeGame,
		RunE: func(_ *cobra.Command, args []string) error {
			n, err := spec.ParseSize(upto, 1<<40)
			if err != nil {
				return usageError{fmt.Errorf("--upto: %w", err)}
			}
			front, ring, err := f.sizes()
			if err != nil {
				return err
			}
			ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
			defer stop()
			bar := newProgressBar(io.Err)
			r, err := io.Lab.Stats(args[0], lab.SequenceOptions{Upto: n, Front: front, Ring: ring,
				Checkpoint: f.checkpoint, Every: f.every, Resume: f.resume, Stop: ctx.Done(),
				Progress: func(done, total int) { bar.update(done, total, "values") }})
			bar.clear()
			if errors.Is(err, octal.ErrStopped) {
				fmt.Fprintf(io.Err, "mex: stopped at a checkpoint in %s; rerun with --resume to continue\n", f.checkpoint)
				return nil
			}
			if err != nil {
				return err
			}
			return io.print(r, asJSON)
		},
	}
	addJSON(cmd, &asJSON)
	cmd.Flags().StringVar(&upto, "upto", "2^16", "compute G(0..N)")
	cmd.Flags().StringVar(&f.checkpoint, "checkpoint", "", "save the computation to this file every --every and on Ctrl-C")
	cmd.Flags().BoolVar(&f.resume, "resume", false, "continue from --checkpoint")
	cmd.Flags().StringVar(&f.front, "front", "", "stream with a front array of this many values (default keeps all)")
	cmd.Flags().StringVar(&f.ring, "ring", "2^22", "values kept in the ring buffer when streaming")
	cmd.Flags().DurationVar(&f.every, "every", 5*time.Minute, "checkpoint interval")
	return cmd
}

// periodFlags are the flags of `mex period`.
type periodFlags struct {
	asJSON bool
	upto   string
	time   time.Duration
}

func addPeriodFlags(cmd *cobra.Command, f *periodFlags) {
	addJSON(cmd, &f.asJSON)
	cmd.Flags().StringVar(&f.upto, "upto", "", "octal games: compute at most N values looking for a proof (default 2^27)")
	cmd.Flags().DurationVar(&f.time, "time", 10*time.Minute, "octal games: stop looking after this long (0: no limit)")
}

// runPeriod is `mex period`: octal games extend their search until a proof,
// --upto values, --time or Ctrl-C, with progress on a terminal.
func runPeriod(io *IO, game string, f periodFlags) error {
	n, asJSON := 0, f.asJSON
	if f.upto != "" {
		var err error
		if n, err = spec.ParseSize(f.upto, 1<<40); err != nil {
			return usageError{fmt.Errorf("--upto: %w", err)}
		}
	}
	if !io.Lab.TakeAndBreak(game) {
		r, err := io.Lab.Period(game, n)
		if err != nil {
			return err
		}
		return io.print(r, asJSON)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	bar := newProgressBar(io.Err)
	r, err := io.Lab.PeriodSearch(game, lab.PeriodOptions{Upto: n, Time: f.time, Context: ctx,
		Progress: func(p lab.PeriodProgress) {
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
	return io.print(r, asJSON)
}
