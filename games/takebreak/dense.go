package takebreak

import (
	"context"
	"encoding/binary"
	"fmt"
	"math/bits"
	"runtime"
	"sync"

	"github.com/mex-cgt/mex/game"
)

// DenseOptions tune the dense engine.
type DenseOptions struct {
	// Threads is the number of goroutines that scan the splits of one
	// heap; 0 means runtime.NumCPU().
	Threads int
	// Progress, if set, is called now and then with the values done.
	Progress func(done, total int)
	// From continues a computation: its values are G(0..len(From)-1),
	// trusted, and the computation starts after them.
	From []uint32
}

// MaxDenseValues bounds the values the dense engine keeps (4 bytes each).
const MaxDenseValues = 1 << 28

// parallelPairs is the number of splits of one heap above which the scan
// is shared among the threads.
const parallelPairs = 1 << 13

// plan is a code unrolled into the moves of each kind for every k that
// the computation can meet.
type plan struct {
	whole []int   // k: a heap of exactly k may be removed
	take  []int   // k > 0: remove k, leave one heap
	pairs []split // remove k, leave two heaps
	multi []multi // remove k, leave j >= 3 heaps (or any number, More)
}

type split struct {
	k    int
	cons Constraint
}

type multi struct {
	k int
	d Digit
}

func newPlan(c Code, upto int) plan {
	var p plan
	maxK := len(c.Digits) - 1
	if !c.Finite() {
		maxK = upto
	}
	for k := 0; k <= maxK; k++ {
		d := c.Digit(k)
		if d.IsZero() {
			continue
		}
		if _, ok := d.Allows(0); ok && k > 0 {
			p.whole = append(p.whole, k)
		}
		if _, ok := d.Allows(1); ok && k > 0 {
			p.take = append(p.take, k)
		}
		if cons, ok := d.Allows(2); ok {
			p.pairs = append(p.pairs, split{k, cons})
		}
		if d.More || d.top() >= 3 {
			p.multi = append(p.multi, multi{k, d})
		}
	}
	return p
}

// Dense computes G(0..upto) by the definition, G(n) = mex of the nim-sums
// of the heaps every move leaves, with the option values marked in a
// word-level bitset and the two-heap splits of large heaps shared among
// threads. It suits every code, and is the fast engine for games whose
// values keep growing (no sparse space): its cost is about (n/2) splits
// per heap for each two-heap digit, whatever the values. Moves that leave
// three or more heaps are enumerated one by one.
func Dense(ctx context.Context, c Code, upto int, opt DenseOptions) ([]uint32, error) {
	if upto < 0 {
		return nil, fmt.Errorf("takebreak: upto %d is negative", upto)
	}
	if upto >= MaxDenseValues {
		return nil, game.Refuse(fmt.Errorf("takebreak: %d values would need %d MB; the limit is %d values", upto+1, int64(upto+1)*4>>20, MaxDenseValues))
	}
	threads := opt.Threads
	if threads <= 0 {
		threads = runtime.NumCPU()
	}
	pl := newPlan(c, upto)
	g := make([]uint32, 0, upto+1)
	g = append(g, opt.From...)
	if len(g) > upto+1 {
		return g[:upto+1], nil
	}
	var largest uint32
	for _, v := range g {
		largest = max(largest, v)
	}
	// While every value fits in 16 bits the splits are scanned on 16-bit
	// copies: low[a] = G(a) and rev[M-1-b] = G(b), so that the partners
	// G(rest-a) of a = lo..hi lie forwards in rev (measured two to three
	// times faster than the 32-bit scan read backwards).
	M := upto + 1
	small := largest < 1<<16
	var low16, rev16 []uint16
	if small {
		low16, rev16 = make([]uint16, M), make([]uint16, M)
		for i, v := range g {
			low16[i], rev16[M-1-i] = uint16(v), uint16(v)
		}
	}
	seen := make([]uint8, 64)
	locals := make([][]uint8, threads)
	var wg sync.WaitGroup
	var multiBuf []int
	for n := len(g); n <= upto; n++ {
		if n&1023 == 0 {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
			if opt.Progress != nil {
				opt.Progress(n, upto+1)
			}
		}
		// every option value is a nim-sum of values <= largest, so < size
		size := 64
		for size <= int(largest) {
			size <<= 1
		}
		if cap(seen) < size {
			seen = make([]uint8, size)
		}
		seen = seen[:size]
		clear(seen)
		wmask := uint32(size - 1)
		for _, k := range pl.whole {
			if k == n {
				seen[0] = 1
			}
		}
		for _, k := range pl.take {
			if k < n {
				seen[g[n-k]] = 1
			}
		}
		for _, s := range pl.pairs {
			rest := n - s.k
			if rest < 2 {
				continue
			}
			last := rest / 2
			if rest%2 == 0 && (s.cons == Unequal || s.cons == NotAllEqual) {
				last--
			}
			if s.cons == AllEqual {
				if rest%2 == 0 {
					seen[0] = 1 // G(a) xor G(a)
				}
				continue
			}
			if last < 1 {
				continue
			}
			scan := func(seen []uint8, lo, hi int) {
				if small {
					markPairs16(seen, low16[lo:hi+1], rev16[M-1-rest+lo:M-rest+hi], uint16(wmask))
				} else {
					markPairs(seen, g, rest, lo, hi, wmask)
				}
			}
			if threads == 1 || last < parallelPairs {
				scan(seen, 1, last)
				continue
			}
			markShared(seen, locals, &wg, scan, last)
		}
		for _, m := range pl.multi {
			rest := n - m.k
			maxJ := rest
			if !m.d.More {
				maxJ = min(maxJ, m.d.top())
			}
			for j := 3; j <= maxJ; j++ {
				cons, ok := m.d.Allows(j)
				if !ok {
					continue
				}
				if j == 3 && cons != AllEqual {
					markTriples(seen, g, rest, cons, wmask)
					continue
				}
				partitions(multiBuf[:0], rest, j, 1, cons, func(parts []int) bool {
					var v uint32
					for _, a := range parts {
						v ^= g[a]
					}
					seen[v&wmask] = 1
					return true
				})
			}
		}
		v := uint32(mex(seen))
		g = append(g, v)
		largest = max(largest, v)
		if small && v >= 1<<16 {
			small, low16, rev16 = false, nil, nil
		}
		if small {
			low16[n], rev16[M-1-n] = uint16(v), uint16(v)
		}
	}
	if opt.Progress != nil {
		opt.Progress(upto+1, upto+1)
	}
	return g, nil
}

// markTriples marks G(a) xor G(b) xor G(c) for every a <= b <= c, a+b+c
// = rest, a >= 1, that obeys cons (Free, Unequal or NotAllEqual).
func markTriples(seen []uint8, g []uint32, rest int, cons Constraint, wmask uint32) {
	seen = seen[:wmask+1]
	for a := 1; 3*a <= rest; a++ {
		ga := g[a]
		b0 := a
		if cons == Unequal {
			b0 = a + 1
		}
		for b := b0; 2*b <= rest-a; b++ {
			c := rest - a - b
			if cons == Unequal && c == b {
				continue
			}
			if cons == NotAllEqual && a == c {
				continue
			}
			seen[(ga^g[b]^g[c])&wmask] = 1
		}
	}
}

// markShared splits the scan of the splits (a, rest-a), 1 <= a <= last,
// among the threads, each marking its own copy, and merges the copies.
func markShared(seen []uint8, locals [][]uint8, wg *sync.WaitGroup, scan func(seen []uint8, lo, hi int), last int) {
	threads := len(locals)
	chunk := (last + threads - 1) / threads
	used := 0
	for t := range threads {
		lo, hi := 1+t*chunk, min(last, (t+1)*chunk)
		if lo > hi {
			break
		}
		if cap(locals[t]) < len(seen) {
			locals[t] = make([]uint8, len(seen))
		}
		local := locals[t][:len(seen)]
		clear(local)
		used++
		wg.Add(1)
		go func() {
			defer wg.Done()
			scan(local, lo, hi)
		}()
	}
	wg.Wait()
	for t := range used {
		for i, b := range locals[t][:len(seen)] {
			seen[i] |= b
		}
	}
}

// markPairs marks G(a) xor G(rest-a) for lo <= a <= hi, hi <= rest/2, in
// a byte per value: a plain store, with no read-modify-write chain between
// splits that hit the same machine word (measured faster than one bit per
// value).
func markPairs(seen []uint8, g []uint32, rest, lo, hi int, wmask uint32) {
	low := g[lo : hi+1]
	high := g[rest-hi : rest-lo+1]
	high = high[:len(low)]
	top := len(high) - 1
	seen = seen[:wmask+1]
	for i, x := range low {
		seen[(x^high[top-i])&wmask] = 1
	}
}

// markPairs16 marks low[i] xor rev[i]: the splits (a, rest-a) on the
// 16-bit copies.
func markPairs16(seen []uint8, low, rev []uint16, wmask uint16) {
	rev = rev[:len(low)]
	seen = seen[:int(wmask)+1]
	for i, x := range low {
		seen[(x^rev[i])&wmask] = 1
	}
}

// mex returns the least v with seen[v] == 0 (len(seen) if none), reading
// eight marks a machine word at a time.
func mex(seen []uint8) int {
	i := 0
	for ; i+8 <= len(seen); i += 8 {
		w := binary.LittleEndian.Uint64(seen[i:])
		// a zero byte in w: the classic has-zero-byte test
		if z := (w - 0x0101010101010101) &^ w & 0x8080808080808080; z != 0 {
			return i + bits.TrailingZeros64(z)/8
		}
	}
	for ; i < len(seen); i++ {
		if seen[i] == 0 {
			return i
		}
	}
	return len(seen)
}
