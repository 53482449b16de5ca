package service

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"

	"github.com/mex-cgt/mex/census"
)

// CensusOptions describe `mex census`: the class, the budget, the shard
// and the JSON-lines file that makes the run resumable.
type CensusOptions struct {
	Class   census.Class
	Upto    int
	Workers int
	Shard   string // "K/N", or "" for the whole class
	Output  string // JSON-lines file (resumed when it exists), or ""
	// Progress is called after each code.
	Progress func(done, total int, last census.Result)
}

// MaxCensusUpto bounds the budget of one code in a census.
const MaxCensusUpto = 1 << 24

// MaxHexCensusUpto bounds the budget of a hexadecimal census: its codes
// that leave three heaps cost n^3/12 steps to n values.
const MaxHexCensusUpto = 1 << 13

// CensusResult is the census of a class (or a shard of it).
type CensusResult struct {
	Class        census.Class         `json:"class"`
	Shard        string               `json:"shard,omitempty"`
	Upto         int                  `json:"upto"`
	Periodic     int                  `json:"periodic"`
	Open         int                  `json:"open"`
	Results      []census.Result      `json:"results"`
	Equivalences []census.Equivalence `json:"equivalences"`
}

// Text is the markdown table.
func (r CensusResult) Text() string {
	var b bytes.Buffer
	census.Markdown(&b, r.Results)
	return b.String()
}

// CSV is the table as CSV.
func (r CensusResult) CSV() string {
	var b bytes.Buffer
	census.CSV(&b, r.Results)
	return b.String()
}

func newCensusResult(opt CensusOptions, results []census.Result) CensusResult {
	r := CensusResult{Class: opt.Class, Shard: opt.Shard, Upto: opt.Upto, Results: results, Equivalences: census.Equivalences(results)}
	for _, x := range results {
		if x.Status == "periodic" {
			r.Periodic++
		} else {
			r.Open++
		}
	}
	return r
}

// Census computes every code of the class (or shard) to the budget or a
// proven period, on Workers cores, appending to Output as it goes.
func (svc *Service) Census(ctx context.Context, opt CensusOptions) (CensusResult, error) {
	if err := opt.Class.Validate(); err != nil {
		return CensusResult{}, Bad(err)
	}
	if opt.Upto < 1 || opt.Upto > MaxCensusUpto {
		return CensusResult{}, BadParameter("upto", opt.Upto, "want 1 to %d values a code (%d MB a worker at most)", MaxCensusUpto, MaxCensusUpto*4>>20)
	}
	if opt.Class.Base == 16 && opt.Upto > MaxHexCensusUpto {
		steps := float64(opt.Upto) * float64(opt.Upto) * float64(opt.Upto) / 12
		return CensusResult{}, BadParameter("upto", opt.Upto, "hexadecimal codes that leave three heaps enumerate about n^3/12 triples, %.1e steps for each such code; at most %d", steps, MaxHexCensusUpto)
	}
	var shard census.Shard
	if opt.Shard != "" {
		s, err := census.ParseShard(opt.Shard)
		if err != nil {
			return CensusResult{}, Bad(err)
		}
		shard = s
	}
	results, err := census.Run(ctx, census.Options{Class: opt.Class, Upto: opt.Upto, Workers: opt.Workers, Shard: shard, Output: opt.Output, Progress: opt.Progress})
	var oe *census.OutputError
	if errors.As(err, &oe) {
		return CensusResult{}, Bad(err) // an unwritable output, or one that is not a census file (left as it was)
	}
	if err != nil {
		return CensusResult{}, err
	}
	return newCensusResult(opt, results), nil
}

// CensusMerge joins the JSON-lines files of the shards of a class,
// checking that every code is there once, and writes the joined lines to
// output when it is not "".
func (svc *Service) CensusMerge(class census.Class, files []string, output string) (CensusResult, error) {
	if err := class.Validate(); err != nil {
		return CensusResult{}, Bad(err)
	}
	if len(files) == 0 {
		return CensusResult{}, Badf("census merge: no files given")
	}
	var parts [][]census.Result
	for _, name := range files {
		f, err := os.Open(name)
		if err != nil {
			return CensusResult{}, Bad(fmt.Errorf("census merge: %w", err))
		}
		lines, err := census.ReadLines(f, name)
		f.Close()
		if err != nil {
			return CensusResult{}, Bad(err)
		}
		parts = append(parts, lines)
	}
	merged, err := census.Merge(class, parts...)
	if err != nil {
		return CensusResult{}, Bad(err)
	}
	if output != "" {
		if err := census.WriteLines(output, merged); err != nil {
			return CensusResult{}, err
		}
	}
	upto := 0
	if len(merged) > 0 {
		upto = merged[0].Upto
	}
	return newCensusResult(CensusOptions{Class: class, Upto: upto}, merged), nil
}
