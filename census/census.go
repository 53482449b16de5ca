package census

import (
	"context"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"fmt"
	"time"

	"github.com/mex-cgt/mex/games/takebreak"
	"github.com/mex-cgt/mex/sparse"
)

// Class is a set of codes: every code d0.d1…dk with k = Digits digits
// after the point in the given base (8: octal, 16: hexadecimal) and d0
// among D0.
type Class struct {
	Digits int   `json:"digits"`
	Base   int   `json:"base"`
	D0     []int `json:"d0"`
}

// MaxCodes bounds the size of a class.
const MaxCodes = 1 << 20

// Validate checks the class and its size.
func (c Class) Validate() error {
	if c.Base != 8 && c.Base != 16 {
		return fmt.Errorf("census: base %d: want 8 (octal) or 16 (hexadecimal)", c.Base)
	}
	if c.Digits < 1 || c.Digits > 8 {
		return fmt.Errorf("census: %d digits: want 1 to 8", c.Digits)
	}
	if len(c.D0) == 0 {
		return fmt.Errorf("census: no d0: want some of 0, 4 (and 8, 12 for hexadecimal)")
	}
	for _, d := range c.D0 {
		if d < 0 || d >= c.Base || d&3 != 0 {
			return fmt.Errorf("census: d0 = %d: want a digit below %d without bits 0 and 1 (0, 4, 8, 12)", d, c.Base)
		}
	}
	size := len(c.D0)
	for range c.Digits {
		size *= c.Base
		if size > MaxCodes {
			return fmt.Errorf("census: %d digits in base %d make more than %d codes", c.Digits, c.Base, MaxCodes)
		}
	}
	return nil
}

// Codes lists the class in its fixed order (d0, then the digits as a
// number), the order that sharding and tables use: 0.000, 0.001, …, 4.777.
func (c Class) Codes() []string {
	var out []string
	per := 1
	for range c.Digits {
		per *= c.Base
	}
	const digits = "0123456789ABCDEF"
	for _, d0 := range c.D0 {
		for i := range per {
			b := []byte{digits[d0], '.'}
			frac := make([]byte, c.Digits)
			for j, x := c.Digits-1, i; j >= 0; j, x = j-1, x/c.Base {
				frac[j] = digits[x%c.Base]
			}
			out = append(out, string(append(b, frac...)))
		}
	}
	return out
}

// Result is one code's line of the census.
type Result struct {
	Code string `json:"code"`
	// Status is "periodic" (a proven period) or "open" (none proven
	// within Upto values).
	Status    string `json:"status"`
	Preperiod int    `json:"preperiod,omitempty"`
	Period    int    `json:"period,omitempty"`
	Saltus    int    `json:"saltus"`
	Proof     string `json:"proof,omitempty"`
	// Values is the number of values computed (G(0..Values-1)).
	Values int `json:"values"`
	// Upto is the budget the line was computed with.
	Upto   int    `json:"upto"`
	Engine string `json:"engine"`
	// The sparse-space statistics of the values computed.
	Largest   int    `json:"largest"`
	LargestAt int    `json:"largest_at"`
	Mask      uint32 `json:"mask"`
	PosBit    bool   `json:"position_bit,omitempty"`
	RareCount int    `json:"rare_count"`
	LastRare  int    `json:"last_rare"`
	// Fingerprints[s] is a SHA-256 prefix of G(s..s+FingerprintLen-1),
	// to find codes whose sequences agree up to a shift.
	Fingerprints   []string `json:"fingerprints"`
	FingerprintLen int      `json:"fingerprint_len"`
	Seconds        float64  `json:"seconds"`
}

// MaxShift is the largest shift between sequences that the census looks
// for (G_B(n) = G_A(n+s), s <= MaxShift).
const MaxShift = 3

// fingerprintLen is the number of values each fingerprint covers.
const fingerprintLen = 4096

// Solve computes one code to upto values or a proven period: values are
// computed in doubling rounds from 2^10, and after each the periodicity
// theorem is tried.
func Solve(ctx context.Context, code string, upto int) (Result, error) {
	start := time.Now()
	c, err := takebreak.Parse(code)
	if err != nil {
		return Result{}, err
	}
	r := Result{Code: code, Status: "open", Upto: upto}
	engine := takebreak.EngineDense // below the probe: a few million splits at most
	if upto >= takebreak.ProbeValues {
		engine, _ = takebreak.ChooseEngine(c)
	}
	var sp *sparse.Engine
	if engine == takebreak.EngineSparse {
		rules, ok := sparse.RulesOf(takebreak.New(c, code))
		if !ok {
			return Result{}, fmt.Errorf("census: the sparse engine cannot play %s", code)
		}
		sp = sparse.New(rules)
	}
	var g []uint32
	for n := min(1<<10, upto); ; n = min(2*n, upto) {
		if sp != nil {
			for len(g) <= n {
				v, err := sp.Next()
				if err != nil { // values beyond 16 bits: go on densely
					sp, engine = nil, takebreak.EngineDense
					break
				}
				g = append(g, uint32(v))
				if len(g)&4095 == 0 && ctx.Err() != nil {
					return Result{}, ctx.Err()
				}
			}
		}
		if sp == nil && len(g) <= n {
			if g, err = takebreak.Dense(ctx, c, n, takebreak.DenseOptions{Threads: 1, From: g}); err != nil {
				return Result{}, err
			}
		}
		if p, ok := takebreak.ProvePeriod(c, g); ok {
			r.Status, r.Preperiod, r.Period, r.Proof = "periodic", p.Preperiod, p.Period, p.Proof()
			break
		}
		if n >= upto {
			break
		}
	}
	r.Engine, r.Values = string(engine), len(g)
	st := Sparse(c, g)
	r.Largest, r.LargestAt, r.Mask, r.PosBit, r.RareCount, r.LastRare = st.Largest, st.LargestAt, st.Mask, st.PosBit, st.RareCount, st.LastRare
	r.Fingerprints, r.FingerprintLen = fingerprints(g, r)
	r.Seconds = time.Since(start).Seconds()
	return r, nil
}

// fingerprints hashes G(s..s+L-1) for s = 0..MaxShift, extending a
// periodic sequence by its period.
func fingerprints(g []uint32, r Result) ([]string, int) {
	L := fingerprintLen
	need := L + MaxShift
	if len(g) < need && r.Status == "periodic" {
		ext := make([]uint32, need)
		copy(ext, g)
		for i := len(g); i < need; i++ {
			ext[i] = ext[i-r.Period]
		}
		g = ext
	}
	if len(g) < need {
		L = len(g) - MaxShift
	}
	if L <= 0 {
		return nil, 0
	}
	out := make([]string, MaxShift+1)
	buf := make([]byte, 4*L)
	for s := range out {
		for i := range L {
			binary.LittleEndian.PutUint32(buf[4*i:], g[s+i])
		}
		sum := sha256.Sum256(buf)
		out[s] = hex.EncodeToString(sum[:12])
	}
	return out, L
}
