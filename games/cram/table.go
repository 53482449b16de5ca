package cram

import (
	"context"
	"math/bits"
	"sync"
	"sync/atomic"

	"github.com/mex-cgt/mex/budget"
)

// table is the transposition table: the exact values of components, by
// key, and the small values some are known not to have (lookup), shared
// by the workers of a search without a lock. An entry is one word, key |
// tag<<56, read and written atomically, so a reader sees a whole entry or
// none; keys of 56 bits or more (components that reach the last 8 squares
// of a frame of 57 to 64) go to a map under a mutex, exact values only.
//
// The table grows by doubling while the memory account of the search's
// context lets it (its bytes are reserved before it is made and the old
// table's given back after), and evicts once it may not: a full bucket of
// 8 entries loses the one with the fewest squares, the cheapest to find
// again. A lost entry costs time, never a wrong value: every entry is
// proved, and a write lost to a concurrent resize is an entry not made.
type table struct {
	slots   atomic.Pointer[[]uint64]
	account *budget.Account
	mu      sync.Mutex // held while growing, and for wide
	wide    map[uint64]uint8
	// count estimates the entries (workers add in batches); full is set
	// once the account refused to let the table grow.
	count atomic.Int64
	full  atomic.Bool
	// held is the bytes reserved for the slots (under mu); peak the most
	// the table held at once.
	held int64
	peak atomic.Int64
}

const (
	entryBits  = 56
	keyMask    = 1<<entryBits - 1
	bucket     = 8       // entries in a bucket: one cache line
	minSlots   = 1 << 8  // 2 KiB: a small board needs no more
	maxSlots   = 1 << 33 // 64 GiB
	wideCap    = 1 << 20 // entries of the wide map at most
	wideBytes  = 64      // a wide entry's bytes, map overhead included
	growAtLoad = 0.6
)

// defaultTableBytes bounds the table when the context carries no memory
// account.
const defaultTableBytes = 4 << 30

func newTable(ctx context.Context) *table {
	t := &table{account: budget.From(ctx), wide: map[uint64]uint8{}}
	if t.account == nil {
		t.account = budget.New("this search", defaultTableBytes)
	}
	s := make([]uint64, minSlots)
	if t.account.Reserve(minSlots*8) != nil {
		t.full.Store(true) // the table stays small and evicts
	} else {
		t.held = minSlots * 8
	}
	t.slots.Store(&s)
	t.peak.Store(minSlots * 8)
	return t
}

// close gives the table's bytes back to the account.
func (t *table) close() {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.account.Release(t.held + int64(len(t.wide))*wideBytes)
	t.held = 0
	t.wide = nil
}

func hashSlot(key uint64, n int) int {
	return int((key*0x9E3779B97F4A7C15)>>(64-bits.TrailingZeros64(uint64(n)))) &^ (bucket - 1)
}

// An entry's top byte (its tag) is value+1 (1..128) for an exact value;
// a tag above 128 holds no value but a set of values the component is
// known not to have (bit i of tag&notMask: value i, for i < 7), as a
// search that was asked about them and returned notIn proved. Such an
// entry saves the search the same question again, and narrows a question
// about a larger set; an exact value replaces it.
const (
	notTag  = 0x80
	notMask = 0x7f
)

// exactTag reports whether the tag of an entry is an exact value.
func exactTag(tag uint64) bool { return tag <= notTag }

// get returns the exact value stored for key.
func (t *table) get(key uint64) (int, bool) {
	v, _, ok := t.lookup(key)
	return v, ok
}

// lookup returns the exact value stored for key, or the values it is
// known not to have (bit i: value i, i < 7).
func (t *table) lookup(key uint64) (v int, not uint8, ok bool) {
	if key > keyMask {
		t.mu.Lock()
		v, ok := t.wide[key]
		t.mu.Unlock()
		return int(v), 0, ok
	}
	s := *t.slots.Load()
	i := hashSlot(key, len(s))
	for j := range bucket {
		e := atomic.LoadUint64(&s[i+j])
		if e == 0 {
			return 0, 0, false
		}
		if e&keyMask == key {
			if tag := e >> entryBits; !exactTag(tag) {
				return 0, uint8(tag & notMask), false
			}
			return int(e>>entryBits) - 1, 0, true
		}
	}
	return 0, 0, false
}

// put stores the value of key, and reports whether it took a new entry
// (the caller counts them and calls grow now and then).
func (t *table) put(key uint64, v int) bool {
	if key > keyMask {
		t.mu.Lock()
		defer t.mu.Unlock()
		if t.wide == nil || len(t.wide) >= wideCap {
			return false
		}
		if _, ok := t.wide[key]; !ok {
			if t.account.Reserve(wideBytes) != nil {
				return false
			}
			t.wide[key] = uint8(v)
		}
		return false
	}
	return t.store(key, key|uint64(v+1)<<entryBits)
}

// putNot stores that key's value is none of not (bit i: value i, i < 7,
// not nonzero), and reports whether it took a new entry.
func (t *table) putNot(key uint64, not uint8) bool {
	if key > keyMask {
		return false
	}
	return t.store(key, key|uint64(notTag|not&notMask)<<entryBits)
}

// store writes the entry e of key into its bucket: into the slot of key
// if it holds one (an exact value replaces a set of values ruled out, two
// such sets merge, an exact value stays), else into an empty slot, else
// over the slot of the cheapest entry (fewest squares, an entry that is
// no exact value counting half). It reports whether it took a new slot.
func (t *table) store(key, e uint64) bool {
	s := *t.slots.Load()
	i := hashSlot(key, len(s))
	victim, cheapest := i, 1<<30
	for j := range bucket {
		old := atomic.LoadUint64(&s[i+j])
		if old == 0 {
			if atomic.CompareAndSwapUint64(&s[i+j], 0, e) {
				return true
			}
			old = atomic.LoadUint64(&s[i+j])
		}
		if old&keyMask == key {
			switch oldExact, newExact := exactTag(old>>entryBits), exactTag(e>>entryBits); {
			case oldExact:
			case newExact:
				atomic.CompareAndSwapUint64(&s[i+j], old, e)
			default:
				atomic.CompareAndSwapUint64(&s[i+j], old, old|e)
			}
			return false
		}
		cost := 2 * bits.OnesCount64(old&keyMask)
		if !exactTag(old >> entryBits) {
			cost /= 2
		}
		if cost < cheapest {
			victim, cheapest = i+j, cost
		}
	}
	atomic.StoreUint64(&s[victim], e) // a full bucket: the cheapest entry goes
	return false
}

// grow doubles the table when it is loaded past growAtLoad and the
// account lets it.
func (t *table) grow() {
	if t.full.Load() || float64(t.count.Load()) < growAtLoad*float64(len(*t.slots.Load())) {
		return // the lock is taken only when the table may grow
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	old := *t.slots.Load()
	if float64(t.count.Load()) < growAtLoad*float64(len(old)) || len(old) >= maxSlots {
		return
	}
	bytes := int64(len(old)) * 16
	if t.account.Reserve(bytes) != nil {
		t.full.Store(true)
		return
	}
	s := make([]uint64, 2*len(old))
	n := int64(0)
	for i := range old {
		e := atomic.LoadUint64(&old[i])
		if e == 0 {
			continue
		}
		j := hashSlot(e&keyMask, len(s))
		for k := range bucket {
			if s[j+k] == 0 {
				s[j+k] = e
				n++
				break
			}
		}
	}
	t.slots.Store(&s)
	t.count.Store(n)
	t.peak.Store(max(t.peak.Load(), bytes+t.held))
	t.account.Release(t.held)
	t.held = bytes
}
