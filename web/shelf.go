package web

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/mex-cgt/mex/budget"
)

// A shelf keeps the large results the page asks for again and again — a
// one-heap game's values and statistics up to N, a two-pile game's table
// up to N — so that each is computed once however many requests read it:
// the grundy and stats of one page, the tiles of one heatmap.
//
// An entry is a game (its canonical text, with play convention and
// alterations) and a reach n; a request that needs reach at least need
// takes any entry of its game that reaches that far, waits for one being
// computed, or computes one itself while later requests wait for it (one
// computation at a time per entry, however many ask). Kept entries are
// charged to the server's memory account (not to a request's: they
// outlive it) and the shelf holds at most limit bytes, dropping the least
// recently read entries first; an entry the account or the limit cannot
// take is handed to its waiters and not kept.
type shelf[V any] struct {
	name    string // in the Server-Timing header: sequence, table
	mu      sync.Mutex
	limit   int64
	used    int64
	account *budget.Account // the server's; nil: only the limit
	items   map[shelfKey]*shelfItem[V]
	clock   int64
	// computed counts the computations the shelf ran, served the answers
	// it gave from an entry kept or computed for another request.
	computed, served atomic.Int64
}

type shelfKey struct {
	game string
	n    int
}

type shelfItem[V any] struct {
	done  chan struct{} // closed when v and err are set
	v     V
	err   error
	bytes int64 // 0 until kept
	read  int64 // the shelf's clock at the last read
}

func newShelf[V any](name string, limit int64, account *budget.Account) *shelf[V] {
	return &shelf[V]{name: name, limit: limit, account: account, items: map[shelfKey]*shelfItem[V]{}}
}

// A shelfNote, carried in a request's context, collects how the request's
// shelf entries were had: "computed" by it, or "read" (kept, or computed
// by another request it waited for). The server sends it as the
// Server-Timing header (sequence;desc="read"), which the page's tests read.
type shelfNote struct {
	mu    sync.Mutex
	parts []string
}

type noteKey struct{}

func withNote(ctx context.Context) (context.Context, *shelfNote) {
	n := &shelfNote{}
	return context.WithValue(ctx, noteKey{}, n), n
}

func (sh *shelf[V]) note(ctx context.Context, how string) {
	if n, ok := ctx.Value(noteKey{}).(*shelfNote); ok {
		n.mu.Lock()
		n.parts = append(n.parts, fmt.Sprintf("%s;desc=%q", sh.name, how))
		n.mu.Unlock()
	}
}

// header is the Server-Timing header of the note ("" when empty).
func (n *shelfNote) header() string {
	n.mu.Lock()
	defer n.mu.Unlock()
	return strings.Join(n.parts, ", ")
}

// find returns the entry of game that reaches need (exactly need when
// exact) with the smallest reach, a kept one before one in flight; the
// caller holds mu.
func (sh *shelf[V]) find(game string, need int, exact bool) *shelfItem[V] {
	var best *shelfItem[V]
	bestN, bestDone := 0, false
	for k, it := range sh.items {
		if k.game != game || k.n < need || exact && k.n != need {
			continue
		}
		done := it.bytes > 0
		if best == nil || done && !bestDone || done == bestDone && k.n < bestN {
			best, bestN, bestDone = it, k.n, done
		}
	}
	return best
}

// cached returns a kept entry of game reaching need, without computing.
func (sh *shelf[V]) cached(ctx context.Context, game string, need int) (V, bool) {
	sh.mu.Lock()
	defer sh.mu.Unlock()
	if it := sh.find(game, need, false); it != nil && it.bytes > 0 {
		sh.clock++
		it.read = sh.clock
		sh.served.Add(1)
		sh.note(ctx, "read")
		return it.v, true
	}
	var zero V
	return zero, false
}

// get returns an entry of game reaching need (exactly need when exact):
// kept, in flight (waited for), or computed now at reach n (n >= need) by
// compute, which returns the value and the bytes it holds.
func (sh *shelf[V]) get(ctx context.Context, game string, need, n int, exact bool, compute func() (V, int64, error)) (V, error) {
	compute = counted(&sh.computed, func() { sh.note(ctx, "computed") }, compute)
	sh.mu.Lock()
	if it := sh.find(game, need, exact); it != nil {
		sh.clock++
		it.read = sh.clock
		sh.mu.Unlock()
		select {
		case <-it.done:
			if it.err == nil {
				sh.served.Add(1)
				sh.note(ctx, "read")
				return it.v, nil
			}
			// the request that computed it failed (its deadline, its
			// client gone): compute again, under this request's limits
		case <-ctx.Done():
			var zero V
			return zero, ctx.Err()
		}
		v, _, err := compute()
		return v, err
	}
	key := shelfKey{game, n}
	it := &shelfItem[V]{done: make(chan struct{})}
	sh.items[key] = it
	sh.mu.Unlock()

	var v V
	var bytes int64
	err := errShelfPanic // until compute returns: a panic (recovered above) ends the wait too
	defer func() {
		sh.mu.Lock()
		defer sh.mu.Unlock()
		it.v, it.err = v, err
		close(it.done)
		if err != nil || !sh.keep(key, it, max(bytes, 1)) {
			delete(sh.items, key)
		}
	}()
	v, bytes, err = compute()
	return v, err
}

var errShelfPanic = errors.New("the computation failed")

// keep makes room for an entry of bytes and charges it; the caller holds mu.
func (sh *shelf[V]) keep(key shelfKey, it *shelfItem[V], bytes int64) bool {
	if bytes > sh.limit {
		return false
	}
	for sh.used+bytes > sh.limit {
		if !sh.evict(key) {
			return false
		}
	}
	if sh.account != nil && sh.account.Reserve(bytes) != nil {
		return false
	}
	sh.used += bytes
	sh.clock++
	it.bytes, it.read = bytes, sh.clock
	return true
}

// evict drops the least recently read kept entry other than key.
func (sh *shelf[V]) evict(key shelfKey) bool {
	var oldest *shelfItem[V]
	var oldKey shelfKey
	for k, it := range sh.items {
		if k != key && it.bytes > 0 && (oldest == nil || it.read < oldest.read) {
			oldest, oldKey = it, k
		}
	}
	if oldest == nil {
		return false
	}
	sh.drop(oldKey, oldest)
	return true
}

func (sh *shelf[V]) drop(key shelfKey, it *shelfItem[V]) {
	delete(sh.items, key)
	sh.used -= it.bytes
	if sh.account != nil {
		sh.account.Release(it.bytes)
	}
}

// bytesKept is what the shelf holds (for tests).
func (sh *shelf[V]) bytesKept() int64 {
	sh.mu.Lock()
	defer sh.mu.Unlock()
	return sh.used
}

// counted counts and notes the computations of compute.
func counted[V any](count *atomic.Int64, note func(), compute func() (V, int64, error)) func() (V, int64, error) {
	return func() (V, int64, error) {
		count.Add(1)
		note()
		return compute()
	}
}
