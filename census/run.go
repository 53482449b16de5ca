package census

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"sync"
)

// Shard is part K of N (1 <= K <= N) of a class: the codes whose index
// in Class.Codes is K-1 modulo N. The split depends on nothing but K, N
// and the class, so N machines that each run one shard cover the class
// exactly once.
type Shard struct{ K, N int }

// ParseShard reads "K/N".
func ParseShard(text string) (Shard, error) {
	k, n, ok := strings.Cut(text, "/")
	ki, err1 := strconv.Atoi(k)
	ni, err2 := strconv.Atoi(n)
	if !ok || err1 != nil || err2 != nil || ni < 1 || ki < 1 || ki > ni {
		return Shard{}, fmt.Errorf("census: shard %q: want K/N with 1 <= K <= N, such as 3/8", text)
	}
	return Shard{ki, ni}, nil
}

// Of returns the codes of the shard, in class order.
func (s Shard) Of(codes []string) []string {
	if s.N <= 1 {
		return codes
	}
	var out []string
	for i, c := range codes {
		if i%s.N == s.K-1 {
			out = append(out, c)
		}
	}
	return out
}

// Options control a census run.
type Options struct {
	Class Class
	// Upto is the budget: each code is computed to G(Upto) unless a
	// period is proven first.
	Upto int
	// Workers is the number of codes computed at once (0: every core).
	Workers int
	// Shard selects part of the class (zero value: all of it).
	Shard Shard
	// Output is the JSON-lines file. Lines already there for the same
	// budget are kept and their codes skipped (resume after a kill); a
	// torn last line is cut off.
	Output string
	// Progress, if set, is called after each code with the codes done.
	Progress func(done, total int, last Result)
}

// Run computes every code of the shard not yet in the output file, one
// JSON line each, appended and synced as soon as the code is done, with
// Workers codes at a time. It returns the lines of the shard (old and
// new) in class order. On cancellation the file holds every finished
// code and Run returns ctx.Err().
func Run(ctx context.Context, opt Options) ([]Result, error) {
	if err := opt.Class.Validate(); err != nil {
		return nil, err
	}
	if opt.Upto < 1 {
		return nil, fmt.Errorf("census: upto %d: want at least 1", opt.Upto)
	}
	if opt.Upto >= maxUpto {
		return nil, fmt.Errorf("census: upto %d: each worker keeps the values (4 bytes each); the limit is %d", opt.Upto, maxUpto)
	}
	codes := opt.Shard.Of(opt.Class.Codes())
	done := map[string]Result{}
	var out io.Writer = io.Discard
	if opt.Output != "" {
		old, f, err := openResume(opt.Output)
		if err != nil {
			return nil, err
		}
		defer f.Close()
		for _, r := range old {
			if r.Upto == opt.Upto {
				done[r.Code] = r
			}
		}
		out = f
	}
	var todo []string
	for _, c := range codes {
		if _, ok := done[c]; !ok {
			todo = append(todo, c)
		}
	}
	workers := opt.Workers
	if workers <= 0 {
		workers = runtime.NumCPU()
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	jobs := make(chan string)
	results := make(chan Result)
	errs := make(chan error, workers)
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for code := range jobs {
				r, err := Solve(ctx, code, opt.Upto)
				if err != nil {
					errs <- fmt.Errorf("census: %s: %w", code, err)
					cancel()
					return
				}
				select {
				case results <- r:
				case <-ctx.Done():
					return
				}
			}
		}()
	}
	go func() {
		defer close(jobs)
		for _, c := range todo {
			select {
			case jobs <- c:
			case <-ctx.Done():
				return
			}
		}
	}()
	go func() { wg.Wait(); close(results) }()
	var writeErr error
	count := len(codes) - len(todo)
	for r := range results {
		done[r.Code] = r
		count++
		if writeErr == nil {
			if writeErr = writeLine(out, r); writeErr != nil {
				cancel()
			}
		}
		if opt.Progress != nil {
			opt.Progress(count, len(codes), r)
		}
	}
	select {
	case err := <-errs:
		return nil, err
	default:
	}
	if writeErr != nil {
		return nil, fmt.Errorf("census: writing %s: %w", opt.Output, writeErr)
	}
	if err := ctx.Err(); err != nil && count < len(codes) {
		return nil, err
	}
	list := make([]Result, 0, len(codes))
	for _, c := range codes {
		list = append(list, done[c])
	}
	return list, nil
}

// maxUpto bounds the budget of one code.
const maxUpto = 1 << 26

// writeLine appends one JSON line and syncs it to disk.
func writeLine(w io.Writer, r Result) error {
	b, err := json.Marshal(r)
	if err != nil {
		return err
	}
	if _, err := w.Write(append(b, '\n')); err != nil {
		return err
	}
	if f, ok := w.(*os.File); ok {
		return f.Sync()
	}
	return nil
}

// OutputError is a census output file that cannot be used: it cannot be
// opened or created, or it holds something other than census lines (it is
// then left as it is). It is the request's fault, not the computation's.
type OutputError struct{ Err error }

func (e *OutputError) Error() string { return e.Err.Error() }
func (e *OutputError) Unwrap() error { return e.Err }

// openResume reads the lines already in path (creating it if absent),
// cuts off a torn last line, and returns the file open for appending.
func openResume(path string) ([]Result, *os.File, error) {
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		return nil, nil, &OutputError{fmt.Errorf("census: %w", err)}
	}
	data, err := io.ReadAll(f)
	if err != nil {
		f.Close()
		return nil, nil, fmt.Errorf("census: reading %s: %w", path, err)
	}
	good := bytes.LastIndexByte(data, '\n') + 1 // a line without its newline is torn
	results, err := ReadLines(bytes.NewReader(data[:good]), path)
	if err != nil {
		f.Close()
		return nil, nil, &OutputError{err}
	}
	if err := f.Truncate(int64(good)); err != nil {
		f.Close()
		return nil, nil, fmt.Errorf("census: %w", err)
	}
	if _, err := f.Seek(int64(good), io.SeekStart); err != nil {
		f.Close()
		return nil, nil, fmt.Errorf("census: %w", err)
	}
	return results, f, nil
}

// ReadLines reads census JSON lines; name is used in errors.
func ReadLines(r io.Reader, name string) ([]Result, error) {
	var out []Result
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<16), 1<<24)
	line := 0
	for sc.Scan() {
		line++
		text := bytes.TrimSpace(sc.Bytes())
		if len(text) == 0 {
			continue
		}
		var res Result
		if err := json.Unmarshal(text, &res); err != nil || res.Code == "" {
			return nil, fmt.Errorf("census: %s line %d is not a census line: %q", name, line, truncate(string(text), 60))
		}
		out = append(out, res)
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("census: reading %s: %w", name, err)
	}
	return out, nil
}

func truncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + "…"
}

// Merge joins the lines of several shards: every code of the class must
// appear, lines for one code must agree (same budget, same status,
// period and fingerprints), and the result is in class order.
func Merge(class Class, parts ...[]Result) ([]Result, error) {
	if err := class.Validate(); err != nil {
		return nil, err
	}
	byCode := map[string]Result{}
	for _, part := range parts {
		for _, r := range part {
			if old, ok := byCode[r.Code]; ok && !sameResult(old, r) {
				return nil, fmt.Errorf("census: two different lines for %s (status %s/%s, values %d/%d, budget %d/%d)", r.Code, old.Status, r.Status, old.Values, r.Values, old.Upto, r.Upto)
			}
			byCode[r.Code] = r
		}
	}
	codes := class.Codes()
	var missing []string
	out := make([]Result, 0, len(codes))
	for _, c := range codes {
		r, ok := byCode[c]
		if !ok {
			missing = append(missing, c)
			continue
		}
		out = append(out, r)
		delete(byCode, c)
	}
	if len(missing) > 0 {
		return nil, fmt.Errorf("census: %d codes of the class are missing, e.g. %s", len(missing), strings.Join(missing[:min(5, len(missing))], ", "))
	}
	if len(byCode) > 0 {
		var extra []string
		for c := range byCode {
			extra = append(extra, c)
		}
		sort.Strings(extra)
		return nil, fmt.Errorf("census: %d lines are outside the class, e.g. %s", len(extra), strings.Join(extra[:min(5, len(extra))], ", "))
	}
	return out, nil
}

func sameResult(a, b Result) bool {
	return a.Upto == b.Upto && a.Status == b.Status && a.Preperiod == b.Preperiod && a.Period == b.Period &&
		a.Values == b.Values && strings.Join(a.Fingerprints, ",") == strings.Join(b.Fingerprints, ",")
}

// WriteLines writes results as JSON lines to path (atomically: a
// temporary file renamed).
func WriteLines(path string, results []Result) error {
	var buf bytes.Buffer
	for _, r := range results {
		b, err := json.Marshal(r)
		if err != nil {
			return err
		}
		buf.Write(append(b, '\n'))
	}
	tmp := path + ".tmp"
	if err := os.WriteFile(tmp, buf.Bytes(), 0o644); err != nil {
		return fmt.Errorf("census: %w", err)
	}
	if err := os.Rename(tmp, path); err != nil {
		return fmt.Errorf("census: %w", err)
	}
	return nil
}
