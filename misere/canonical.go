package misere

import (
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/mex-cgt/mex/budget"
	"github.com/mex-cgt/mex/game"
)

// Form is an impartial game under misère play in its simplest form: an
// index into the Forms that made it. Form 0 is the game 0 (no options).
type Form int32

// Forms interns impartial games in their misère simplest form, so that two
// games are equal in misère play exactly when they have the same Form
// (Conway's simplest form theorem, On Numbers and Games 1976, ch. 12).
//
// The only simplification is the Grundy–Smith rule: an option G' of G is
// reversible when G' has an option G” equal to G; deleting the reversible
// options leaves a game K whose options are options of G, and G = K. For
// K = 0 this needs the proviso that G, like 0, is a misère N-position: G
// reduces to 0 when every option of G has 0 as an option and some option
// of G is a misère P-position. A game with no reversible option whose
// options are in simplest form is itself in simplest form.
type Forms struct {
	options  [][]Form // ascending
	birthday []int
	gMinus   []int // misère Grundy value, G⁻(0) = 1
	gPlus    []int // normal-play Grundy value
	heap     []int // n when the form is the nim-heap *n, else -1
	index    map[string]Form
	sums     map[[2]Form]Form
	nimbers  []Form // *0, *1, … as far as asked
	// Limit bounds the number of forms kept (0: DefaultFormLimit), and
	// MaxEntries the options they hold in all (0: DefaultMaxEntries, about
	// 16 bytes each); Of and Sum fail with ErrTooManyForms beyond them.
	Limit, MaxEntries int
	entries           int
	// Memory, when set, is drawn from as the table grows (about
	// formBytes a form, sumBytes a sum, and memoBytes plus its key a
	// position FormOf visits), so that Of, Sum and FormOf stop with the
	// account's *budget.ExceededError when it cannot cover them.
	Memory *budget.Meter
}

// What the table holds, in bytes, drawn from Memory: a form with k
// options (its options, three values and its heap index, its key and the
// index's entry), a sum in the sums' map, and a position FormOf visits
// (with its key).
const (
	formBytes = 128 // plus 8 an option
	sumBytes  = 64
	memoBytes = 64 // plus the key's length
)

// charge draws n bytes from Memory, if it is set.
func (t *Forms) charge(n int) error {
	if t.Memory == nil {
		return nil
	}
	return t.Memory.Add(int64(n))
}

// DefaultMaxEntries bounds the options all forms hold: about 1.6 GB.
const DefaultMaxEntries = 100_000_000

// DefaultFormLimit is the number of forms a Forms keeps unless told
// otherwise: about 10^7 forms of a few options each fit in 2 GB.
const DefaultFormLimit = 10_000_000

// ErrTooManyForms is returned when a computation needs more forms than
// the Forms' Limit.
var ErrTooManyForms = errors.New("too many distinct misère forms")

// NewForms returns a table that holds 0.
func NewForms() *Forms {
	t := &Forms{index: map[string]Form{}, sums: map[[2]Form]Form{}}
	t.add(nil)
	return t
}

// Len is the number of forms interned so far.
func (t *Forms) Len() int { return len(t.options) }

// Options returns the options of f in simplest form, ascending.
func (t *Forms) Options(f Form) []Form { return t.options[f] }

// Birthday is the birthday of f: 0 for 0, else one more than the largest
// birthday of its options.
func (t *Forms) Birthday(f Form) int { return t.birthday[f] }

// MisereGrundy is G⁻(f): 1 for 0, else the mex of its options' values; f is
// a misère P-position exactly when it is 0.
func (t *Forms) MisereGrundy(f Form) int { return t.gMinus[f] }

// NormalGrundy is G⁺(f), the Sprague-Grundy value of f in normal play.
func (t *Forms) NormalGrundy(f Form) int { return t.gPlus[f] }

// Outcome is f's misère outcome: P when the player to move loses.
func (t *Forms) Outcome(f Form) game.Outcome {
	if t.gMinus[f] == 0 {
		return game.P
	}
	return game.N
}

// formKey is the options as bytes, four a form.
func formKey(options []Form) string {
	b := make([]byte, 0, 4*len(options))
	for _, o := range options {
		b = binary.LittleEndian.AppendUint32(b, uint32(o))
	}
	return string(b)
}

// Of returns the simplest form of the game whose options are the given
// forms (in any order, repeats allowed).
func (t *Forms) Of(options []Form) (Form, error) {
	opts := slices.Clone(options)
	slices.Sort(opts)
	opts = slices.Compact(opts)
	if len(opts) == 0 {
		return 0, nil
	}
	if f, ok := t.index[formKey(opts)]; ok {
		return f, nil
	}
	if t.reducesToZero(opts) {
		return 0, nil
	}
	if k, ok := t.reduction(opts); ok {
		return k, nil
	}
	limit := t.Limit
	if limit == 0 {
		limit = DefaultFormLimit
	}
	if len(t.options) >= limit {
		return 0, fmt.Errorf("%w: more than %d", ErrTooManyForms, limit)
	}
	maxEntries := t.MaxEntries
	if maxEntries == 0 {
		maxEntries = DefaultMaxEntries
	}
	if t.entries+len(opts) > maxEntries {
		return 0, fmt.Errorf("%w: they would hold more than %d options in all (about %d MB)", ErrTooManyForms, maxEntries, maxEntries*16>>20)
	}
	if err := t.charge(formBytes + 8*len(opts)); err != nil {
		return 0, err
	}
	t.entries += len(opts)
	return t.add(opts), nil
}

// reducesToZero: every option has 0 as an option (each is reversible
// through 0), and the proviso: some option is a misère P-position, so that
// the game is, like 0, a misère N-position.
func (t *Forms) reducesToZero(opts []Form) bool {
	someP := false
	for _, o := range opts {
		if o == 0 || t.options[o][0] != 0 {
			return false
		}
		someP = someP || t.gMinus[o] == 0
	}
	return someP
}

// reduction finds the game K ≠ 0 that a game with these options equals
// by deleting its reversible options, if there is one. K's options are
// options of the game, born by some day B, and every deleted option has K
// (born on day B+1) as an option, so is born on day B+2 or later: K's
// options are the j options born before a gap of two days in the
// birthdays, and K is an option, born the day after them, with j options,
// of the first option after the gap.
func (t *Forms) reduction(opts []Form) (Form, bool) {
	byBirth := slices.Clone(opts)
	slices.SortStableFunc(byBirth, func(a, b Form) int { return t.birthday[a] - t.birthday[b] })
	for j := 1; j < len(byBirth); j++ {
		born := t.birthday[byBirth[j-1]] + 1
		if t.birthday[byBirth[j]] <= born {
			continue
		}
		for _, k := range t.options[byBirth[j]] {
			if t.birthday[k] == born && len(t.options[k]) == j && t.reducesTo(opts, k) {
				return k, true
			}
		}
	}
	return 0, false
}

// reductionByOptions is reduction by search: every option k ≠ 0 of an
// option of the game is tried (the slower twin of reduction, for tests).
func (t *Forms) reductionByOptions(opts []Form) (Form, bool) {
	for _, a := range opts {
		for _, k := range t.options[a] {
			if k != 0 && t.reducesTo(opts, k) {
				return k, true
			}
		}
	}
	return 0, false
}

// reducesTo: the options of k are options of the game, and every other
// option has k as an option (is reversible through k).
func (t *Forms) reducesTo(opts []Form, k Form) bool {
	kept := t.options[k]
	if len(kept) >= len(opts) {
		return false
	}
	i := 0
	for _, o := range opts {
		if i < len(kept) && kept[i] == o {
			i++
			continue
		}
		if _, has := slices.BinarySearch(t.options[o], k); !has {
			return false
		}
	}
	return i == len(kept)
}

func (t *Forms) add(opts []Form) Form {
	f := Form(len(t.options))
	t.options = append(t.options, opts)
	born, minus, plus := 0, map[int]bool{}, map[int]bool{}
	for _, o := range opts {
		born = max(born, t.birthday[o]+1)
		minus[t.gMinus[o]] = true
		plus[t.gPlus[o]] = true
	}
	gMinus := mexOf(minus)
	if len(opts) == 0 {
		gMinus = 1
	}
	t.birthday = append(t.birthday, born)
	t.gMinus = append(t.gMinus, gMinus)
	t.gPlus = append(t.gPlus, mexOf(plus))
	heap := len(opts) // *n has the options *0, …, *(n-1), ascending as they were interned
	for i, o := range opts {
		if t.heap[o] != i {
			heap = -1
			break
		}
	}
	t.heap = append(t.heap, heap)
	t.index[formKey(opts)] = f
	return f
}

// Nimber returns the form of the nim-heap *n = {0, *, …, *(n-1)}, which is
// in simplest form.
func (t *Forms) Nimber(n int) Form {
	for len(t.nimbers) <= n {
		f, _ := t.Of(t.nimbers) // no reversible option: never fails for lack of room before the limit
		t.nimbers = append(t.nimbers, f)
	}
	return t.nimbers[n]
}

// NimberValue reports whether f is a nim-heap, and which.
func (t *Forms) NimberValue(f Form) (int, bool) {
	if n := t.heap[f]; n >= 0 {
		return n, true
	}
	return 0, false
}

// Genus returns Conway's genus of f by the mex rule over its options; it is
// an invariant of misère equality, so it equals the genus of any game
// whose simplest form is f.
func (t *Forms) Genus(f Form) Genus {
	memo := map[Form]Genus{0: zeroGenus}
	var genus func(f Form) Genus
	genus = func(f Form) Genus {
		if x, ok := memo[f]; ok {
			return x
		}
		options := make([]Genus, len(t.options[f]))
		for i, o := range t.options[f] {
			options[i] = genus(o)
		}
		memo[f] = fromOptions(options)
		return memo[f]
	}
	return genus(f)
}

// Sum returns the simplest form of the disjunctive sum a + b.
func (t *Forms) Sum(a, b Form) (Form, error) {
	if a > b {
		a, b = b, a
	}
	if a == 0 {
		return b, nil
	}
	if s, ok := t.sums[[2]Form{a, b}]; ok {
		return s, nil
	}
	var opts []Form
	for _, o := range t.options[a] {
		s, err := t.Sum(o, b)
		if err != nil {
			return 0, err
		}
		opts = append(opts, s)
	}
	for _, o := range t.options[b] {
		s, err := t.Sum(a, o)
		if err != nil {
			return 0, err
		}
		opts = append(opts, s)
	}
	s, err := t.Of(opts)
	if err != nil {
		return 0, err
	}
	if err := t.charge(sumBytes); err != nil {
		return 0, err
	}
	t.sums[[2]Form{a, b}] = s
	return s, nil
}

// BornBy returns every form born by day n: the forms of all sets of forms
// born by day n-1. There are 1, 2, 3, 5, 22 and 4171780 of them for
// n = 0..5 (Grundy and Smith 1956, in Conway 1976 p. 140); day 6 is out
// of reach (about 2^4171780).
func (t *Forms) BornBy(ctx context.Context, n int) ([]Form, error) {
	day := []Form{0}
	for d := 1; d <= n; d++ {
		if len(day) > 24 {
			return nil, fmt.Errorf("the games born by day %d are the subsets of %d games: too many to list", d, len(day))
		}
		seen := map[Form]bool{}
		var next []Form
		opts := make([]Form, 0, len(day))
		for mask := 0; mask < 1<<len(day); mask++ {
			if mask&0xffff == 0 && ctx.Err() != nil {
				return nil, ctx.Err()
			}
			opts = opts[:0]
			for i, f := range day {
				if mask>>i&1 == 1 {
					opts = append(opts, f)
				}
			}
			f, err := t.Of(opts)
			if err != nil {
				return nil, err
			}
			if !seen[f] {
				seen[f] = true
				next = append(next, f)
			}
		}
		slices.Sort(next)
		day = next
	}
	return day, nil
}

// FormOf returns the misère simplest form of position p of g, built from
// the forms of its options; it fails with ErrTooManyForms, or when more
// than maxPositions positions would be visited.
//
// For a heap game (octal, subtraction, Grundy's game) a position is a sum
// of heaps: positions that are the same heaps in another order share one
// entry, and a position whose sums below could pass maxPositions is
// refused before any work.
func (t *Forms) FormOf(ctx context.Context, g game.Game, p game.Position, maxPositions int) (Form, error) {
	keyOf := game.Position.Key
	if r, ok := heapRulesOf(g); ok {
		if err := checkReachable(r, fromHeaps(p), fmt.Sprintf("the misère form of %s at %s", g, p), maxPositions); err != nil {
			return 0, err
		}
		keyOf = func(p game.Position) string { return fromHeaps(p).key() }
	}
	memo := map[string]Form{}
	seen := 0 // options met, to poll ctx every few thousand
	var visit func(p game.Position) (Form, error)
	visit = func(p game.Position) (Form, error) {
		key := keyOf(p)
		if f, ok := memo[key]; ok {
			return f, nil
		}
		if len(memo) >= maxPositions {
			return 0, fmt.Errorf("%w: more than %d positions below this one", ErrTooManyForms, maxPositions)
		}
		if len(memo)&0xfff == 0 && ctx.Err() != nil {
			return 0, ctx.Err()
		}
		var opts []Form
		for _, q := range g.Options(p) {
			if seen++; seen&0x3fff == 0 && ctx.Err() != nil {
				return 0, ctx.Err()
			}
			f, err := visit(q)
			if err != nil {
				return 0, err
			}
			opts = append(opts, f)
		}
		f, err := t.Of(opts)
		if err != nil {
			return 0, err
		}
		if err := t.charge(memoBytes + len(key)); err != nil {
			return 0, err
		}
		memo[key] = f
		return f, nil
	}
	return visit(p)
}

// Name is f in the usual notation: 0, *, *2, … for nim-heaps, else the
// braces of its options, e.g. {*2, *3}. Forms deeper than a few levels
// grow long: Definitions names them instead.
func (t *Forms) Name(f Form) string {
	if n, ok := t.NimberValue(f); ok {
		return nimberName(n)
	}
	names := make([]string, len(t.options[f]))
	for i, o := range t.options[f] {
		names[i] = t.Name(o)
	}
	return "{" + strings.Join(names, ", ") + "}"
}

func nimberName(n int) string {
	switch n {
	case 0:
		return "0"
	case 1:
		return "*"
	}
	return "*" + strconv.Itoa(n)
}

// Definition is one line of a form written out: a name given to a form
// that is not a nim-heap, and its options by name.
type Definition struct {
	Name    string   `json:"name"`
	Options []string `json:"options"`
}

// Definitions writes f as named forms: nim-heaps by their names, every
// other form below f (f included, last) as g1, g2, …, each after its
// options, each defined by its options. It returns f's name, the definitions and
// their number; when there are more than most, only f's own definition
// is written out.
func (t *Forms) Definitions(f Form, most int) (string, []Definition, int) {
	names := map[Form]string{}
	var order []Form
	var name func(f Form) string
	name = func(f Form) string {
		if s, ok := names[f]; ok {
			return s
		}
		if n, ok := t.NimberValue(f); ok {
			names[f] = nimberName(n)
			return names[f]
		}
		for _, o := range t.options[f] {
			name(o)
		}
		order = append(order, f)
		names[f] = "g" + strconv.Itoa(len(order))
		return names[f]
	}
	top, total := name(f), len(order)
	if total > most {
		order = order[len(order)-1:]
	}
	defs := make([]Definition, len(order))
	for i, g := range order {
		opts := make([]string, len(t.options[g]))
		for j, o := range t.options[g] {
			opts[j] = names[o]
		}
		defs[i] = Definition{Name: names[g], Options: opts}
	}
	return top, defs, total
}
