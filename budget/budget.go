// Package budget is the memory account a computation draws on while it
// runs. A command's estimate refuses what is too large before any work;
// the account holds while the work runs: large tables, memos and searches
// reserve their bytes from it before they grow, and a reservation the
// account cannot cover fails with an *ExceededError, which the command
// line reports as exit status 2 and the server as 413, one line naming the
// limit. Accounts nest: the server holds one for all its requests and
// gives each request a child, so that a request is bounded by its own
// limit and by what the others leave.
//
// An account travels in a context (WithAccount, From), beside the
// deadline, so that every computation that takes a context can draw on
// it. Hot loops reserve through a Meter, which takes bytes in chunks so
// that the shared counter is touched once per chunk, not per element.
package budget

import (
	"context"
	"fmt"
	"sync/atomic"
)

// An Account is a limit of bytes and what is reserved against it. The
// zero Account is not usable; make one with New or Child. It is safe for
// concurrent use.
type Account struct {
	name   string
	limit  int64
	used   atomic.Int64
	parent *Account
	closed atomic.Bool
}

// New returns an account of limit bytes; name says whose it is in the
// error of a refused reservation ("this command", "the server").
func New(name string, limit int64) *Account {
	return &Account{name: name, limit: limit}
}

// Child returns an account of at most limit bytes that also draws on a:
// a reservation holds only if both have room.
func (a *Account) Child(name string, limit int64) *Account {
	return &Account{name: name, limit: limit, parent: a}
}

// Limit returns the account's limit in bytes.
func (a *Account) Limit() int64 { return a.limit }

// Used returns the bytes reserved and not released.
func (a *Account) Used() int64 { return a.used.Load() }

// Reserve takes n bytes from a and every account above it, or, if one of
// them would pass its limit, takes nothing and returns an *ExceededError
// naming that account.
func (a *Account) Reserve(n int64) error {
	if n <= 0 {
		return nil
	}
	for b := a; b != nil; b = b.parent {
		if used := b.used.Add(n); used > b.limit {
			b.used.Add(-n)
			for c := a; c != b; c = c.parent {
				c.used.Add(-n)
			}
			return &ExceededError{Whose: b.name, Limit: b.limit, Used: used - n, Asked: n}
		}
	}
	return nil
}

// Release gives n bytes back to a and every account above it (nothing,
// once a is closed).
func (a *Account) Release(n int64) {
	if n <= 0 || a.closed.Load() {
		return
	}
	for b := a; b != nil; b = b.parent {
		b.used.Add(-n)
	}
}

// Close gives back to the accounts above a everything a still holds, when
// the work that drew on it is over (a request's end), and refuses what is
// reserved from a afterwards.
func (a *Account) Close() {
	if a.closed.Swap(true) {
		return
	}
	n := a.used.Swap(a.limit + 1) // a full account refuses every reservation
	if a.parent != nil && n > 0 {
		a.parent.Release(n)
	}
}

// ExceededError is a reservation an account could not cover: the work
// asked for more memory than its budget while it ran.
type ExceededError struct {
	Whose              string
	Limit, Used, Asked int64
}

func (e *ExceededError) Error() string {
	return fmt.Sprintf("the memory budget of %s (%s) is spent: %s in use, %s more asked", e.Whose, Bytes(e.Limit), Bytes(e.Used), Bytes(e.Asked))
}

// Bytes writes a size the way the messages of mex do: 512 MiB, 1.5 GiB.
func Bytes(n int64) string {
	switch {
	case n >= 1<<30:
		return fmt.Sprintf("%.1f GiB", float64(n)/(1<<30))
	case n >= 1<<20:
		return fmt.Sprintf("%d MiB", n>>20)
	case n >= 1<<10:
		return fmt.Sprintf("%d KiB", n>>10)
	}
	return fmt.Sprintf("%d bytes", n)
}

type accountKey struct{}

// WithAccount returns ctx carrying a.
func WithAccount(ctx context.Context, a *Account) context.Context {
	return context.WithValue(ctx, accountKey{}, a)
}

// From returns the account ctx carries, or nil.
func From(ctx context.Context) *Account {
	if ctx == nil {
		return nil
	}
	a, _ := ctx.Value(accountKey{}).(*Account)
	return a
}

// Ensure returns ctx if it carries an account, else ctx carrying a new
// account of limit bytes named name.
func Ensure(ctx context.Context, name string, limit int64) context.Context {
	if From(ctx) != nil {
		return ctx
	}
	return WithAccount(ctx, New(name, limit))
}

// A Meter reserves the bytes of one growing structure (a memo, a search's
// kept sets) from the account of its context, in chunks, and gives them
// all back on Close. With no account in the context it only counts. It is
// not safe for concurrent use.
type Meter struct {
	account  *Account
	reserved int64
	used     int64
	// Cap bounds the structure's bytes whatever the account holds (0: no
	// bound of its own): a search that is not worth more than Cap stops
	// there even under a larger budget.
	Cap int64
}

// DefaultChunk is what a Meter reserves at a time: 1 MiB.
const DefaultChunk = 1 << 20

// NewMeter returns a meter on the account ctx carries.
func NewMeter(ctx context.Context) *Meter {
	return &Meter{account: From(ctx)}
}

// Add counts n more bytes, reserving another chunk when the ones held
// are used up; it returns the account's *ExceededError when the account
// cannot cover them.
func (m *Meter) Add(n int64) error {
	if m.Cap > 0 && m.used+n > m.Cap {
		return &ExceededError{Whose: "this search", Limit: m.Cap, Used: m.used, Asked: n}
	}
	m.used += n
	if m.used <= m.reserved {
		return nil
	}
	if m.account == nil {
		m.reserved = m.used
		return nil
	}
	more := max(DefaultChunk, m.used-m.reserved)
	if err := m.account.Reserve(more); err != nil {
		m.used -= n
		return err
	}
	m.reserved += more
	return nil
}

// Used returns the bytes counted.
func (m *Meter) Used() int64 { return m.used }

// Close gives back what the meter reserved.
func (m *Meter) Close() {
	if m.account != nil {
		m.account.Release(m.reserved)
	}
	m.reserved, m.used = 0, 0
}
