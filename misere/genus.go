package misere

import (
	"context"
	"fmt"
	"math/big"
	"strconv"
	"strings"

	"github.com/mex-cgt/mex/game"
)

// Genus is Conway's genus g^{γ0 γ1 …} of a game: G is its normal Grundy
// value, Gamma the misère Grundy values γk = G⁻(G + k copies of *2), listed
// up to the point from which they alternate with period 2 (at least two).
type Genus struct {
	G     int   `json:"g"`
	Gamma []int `json:"gamma"`
}

// Digit returns γi for any i >= 0, continuing the alternation.
func (x Genus) Digit(i int) int {
	n := len(x.Gamma)
	if i < n {
		return x.Gamma[i]
	}
	return x.Gamma[n-2+((n^i)&1)]
}

// MisereValue returns γ0 = G⁻, the misère Grundy value.
func (x Genus) MisereValue() int { return x.Gamma[0] }

// String writes the genus as in Winning Ways: 0^120, 1^031, 4^146, and
// with commas when a digit has two figures: 6^(1,9,10,8).
func (x Genus) String() string {
	wide := false
	parts := make([]string, len(x.Gamma))
	for i, v := range x.Gamma {
		parts[i] = strconv.Itoa(v)
		wide = wide || v >= 10
	}
	if wide {
		return fmt.Sprintf("%d^(%s)", x.G, strings.Join(parts, ","))
	}
	return fmt.Sprintf("%d^%s", x.G, strings.Join(parts, ""))
}

// Equal reports whether x and y are the same genus.
func (x Genus) Equal(y Genus) bool {
	if x.G != y.G {
		return false
	}
	for i := range max(len(x.Gamma), len(y.Gamma)) + 2 {
		if x.Digit(i) != y.Digit(i) {
			return false
		}
	}
	return true
}

// nimGenus returns the genus of a Nim position made of stand (in heaps).
func nimGenus(g int, firm bool) Genus {
	switch {
	case g >= 2:
		return Genus{G: g, Gamma: []int{g, g ^ 2}}
	case firm: // *2+*2 (0^02) and *2+*2+*1 (1^13)
		return Genus{G: g, Gamma: []int{g, g ^ 2}}
	default: // *0 (0^120) and *1 (1^031)
		return Genus{G: g, Gamma: []int{g ^ 1, g ^ 2, g}}
	}
}

// Tame reports whether x is the genus of a Nim position: 0^120, 1^031,
// 0^02, 1^13 or g^{g, g xor 2} with g >= 2.
func (x Genus) Tame() bool {
	if x.G >= 2 {
		return x.Equal(nimGenus(x.G, false))
	}
	return x.Equal(nimGenus(x.G, false)) || x.Equal(nimGenus(x.G, true))
}

// Restive reports whether x is a restive genus in Conway's sense (On
// Numbers and Games, ch. 12): G⁺ is 0 or 1 while G⁻ is at least 2, so a
// game of this genus plays like *G⁺ or *G⁻ according to its company (an
// "ambivalent nim-heap"). CGSuite's phyla use the same test of G⁺ and G⁻.
func (x Genus) Restive() bool { return x.G < 2 && x.MisereValue() >= 2 }

// Restless reports whether x is a restless genus: G⁻ is 0 or 1 while G⁺
// is at least 2.
func (x Genus) Restless() bool { return x.G >= 2 && x.MisereValue() < 2 }

// NimStandIn returns the Nim position with the tame genus x: no heap for
// 0^120, 1 for 1^031, 2,2 for 0^02, 2,2,1 for 1^13 and g for g >= 2. It
// returns nil for a genus that is not tame.
func (x Genus) NimStandIn() []int {
	switch {
	case !x.Tame():
		return nil
	case x.G >= 2:
		return []int{x.G}
	case x.Digit(0) == x.G && x.G == 0: // firm
		return []int{2, 2}
	case x.Digit(0) == x.G:
		return []int{2, 2, 1}
	case x.G == 1:
		return []int{1}
	}
	return []int{}
}

// zeroGenus is the genus of a game with no option, 0^120.
var zeroGenus = Genus{G: 0, Gamma: []int{1, 2, 0}}

// fromOptions applies the mex rule of On Numbers and Games to the genera of
// the options of a game (at least one).
func fromOptions(options []Genus) Genus {
	seen := map[int]bool{}
	settled := 2 // from this index on, every option's digits alternate
	for _, o := range options {
		seen[o.G] = true
		settled = max(settled, len(o.Gamma))
	}
	g := mexOf(seen)
	digitSet := func(i int) map[int]bool {
		s := map[int]bool{}
		for _, o := range options {
			s[o.Digit(i)] = true
		}
		return s
	}
	gamma := []int{mexOf(digitSet(0))}
	for i := 1; ; i++ {
		s := digitSet(i)
		s[gamma[i-1]] = true
		s[gamma[i-1]^1] = true
		gamma = append(gamma, mexOf(s))
		// Past settled the recursion is the same map at every other
		// step, so one repeat two apart repeats forever.
		if i >= settled+1 && i >= 2 && gamma[i] == gamma[i-2] {
			break
		}
	}
	return Genus{G: g, Gamma: trimGenus(gamma)}
}

// trimGenus cuts gamma after the last index that differs from the one two
// before it, keeping at least two digits.
func trimGenus(gamma []int) []int {
	n := len(gamma)
	for n > 2 && gamma[n-1] == gamma[n-3] {
		n--
	}
	return append([]int(nil), gamma[:n]...)
}

func mexOf(s map[int]bool) int {
	m := 0
	for s[m] {
		m++
	}
	return m
}

// genusSolver computes genera of sums of heaps by the mex rule, memoizing
// every sum it meets.
type genusSolver struct {
	rules heapRules
	memo  map[string]Genus
	limit int
	steps int
}

func newGenusSolver(r heapRules) *genusSolver {
	return &genusSolver{rules: r, memo: map[string]Genus{}, limit: DefaultLimit}
}

func (s *genusSolver) genus(ctx context.Context, m multiset) (Genus, error) {
	k := m.key()
	if v, ok := s.memo[k]; ok {
		return v, nil
	}
	if s.steps++; s.steps&4095 == 0 {
		if err := ctx.Err(); err != nil {
			return Genus{}, err
		}
	}
	if len(s.memo) >= s.limit {
		return Genus{}, errLimit(s.limit)
	}
	var options []Genus
	var err error
	eachOption(s.rules, m, func(q multiset) {
		if err != nil {
			return
		}
		var o Genus
		o, err = s.genus(ctx, q)
		options = append(options, o)
	})
	if err != nil {
		return Genus{}, err
	}
	v := zeroGenus
	if len(options) > 0 {
		v = fromOptions(options)
	}
	s.memo[k] = v
	return v, nil
}

// HeapGenus is the genus of one heap and whether the heap is tame: its
// genus is tame and so is every heap its options leave. (This is
// hereditary over the heap's own options, not over its misère canonical
// form, so it can call wild a heap CGSuite calls tame.) Restive and
// Restless classify the genus alone.
type HeapGenus struct {
	Heap  int   `json:"heap"`
	Genus Genus `json:"genus"`
	// Text is the genus in Winning Ways' notation, e.g. 4^146.
	Text     string `json:"text"`
	Tame     bool   `json:"tame"`
	Restive  bool   `json:"restive"`
	Restless bool   `json:"restless"`
}

// table is the genera of heaps 0..n of one heap game.
type table struct {
	genera []Genus
	tame   []bool
}

// genusTable computes the genera of heaps 0..n.
func genusTable(ctx context.Context, r heapRules, n int) (table, error) {
	if err := checkGenusSize(r, n); err != nil {
		return table{}, err
	}
	s := newGenusSolver(r)
	t := table{genera: make([]Genus, n+1), tame: make([]bool, n+1)}
	for h := 0; h <= n; h++ {
		g, err := s.genus(ctx, fromHeaps([]int{h}))
		if err != nil {
			return table{}, err
		}
		t.genera[h] = g
		tame := g.Tame()
		eachHeapOption(r, h, func(parts ...int) {
			for _, a := range parts {
				tame = tame && t.tame[a]
			}
		})
		t.tame[h] = tame
	}
	return t, nil
}

// MaxGenusHeap bounds the heaps of a game that splits heaps whose genus is
// computed: their options are sums of many heaps, about as many as the
// partitions of numbers up to the heap.
const MaxGenusHeap = 48

// MaxGenusLine bounds the heaps of games that never split a heap (one
// genus per heap).
const MaxGenusLine = 1 << 20

func checkGenusSize(r heapRules, n int) error {
	if n < 0 {
		return fmt.Errorf("misere: heap %d is negative", n)
	}
	if !r.Splits() {
		if n > MaxGenusLine {
			return game.Refuse(fmt.Errorf("misere: genus of %s up to heap %d refused: at most %d (one genus per heap)", r, n, MaxGenusLine))
		}
		return nil
	}
	if n > MaxGenusHeap {
		count := partitionsUpTo(min(n, 400))
		if n > 400 {
			count = "more than " + count
		}
		return game.Refuse(fmt.Errorf("misere: genus of %s up to heap %d refused: its options are sums of heaps, %s of them (the partitions of numbers up to %d); at most heap %d", r, n, count, n, MaxGenusHeap))
	}
	return nil
}

// partitionsUpTo returns p(0) + … + p(n) in decimal, the number of sums
// of heaps of total size at most n.
func partitionsUpTo(n int) string {
	p := make([]*big.Int, n+1)
	for i := range p {
		p[i] = big.NewInt(0)
	}
	p[0].SetInt64(1)
	for part := 1; part <= n; part++ {
		for s := part; s <= n; s++ {
			p[s].Add(p[s], p[s-part])
		}
	}
	total := new(big.Int)
	for _, v := range p {
		total.Add(total, v)
	}
	return total.String()
}

// Genera returns the genus of every heap 0..upto of a heap game (octal,
// subtraction or Grundy's game) and whether the heap is tame.
func Genera(ctx context.Context, g game.Game, upto int) ([]HeapGenus, error) {
	r, ok := heapRulesOf(g)
	if !ok {
		return nil, fmt.Errorf("misere: %s is not a heap game (octal, subtraction or Grundy's game)", g)
	}
	t, err := genusTable(ctx, r, upto)
	if err != nil {
		return nil, err
	}
	out := make([]HeapGenus, upto+1)
	for h := range out {
		x := t.genera[h]
		out[h] = HeapGenus{Heap: h, Genus: x, Text: x.String(), Tame: t.tame[h], Restive: x.Restive(), Restless: x.Restless()}
	}
	return out, nil
}

// GenusOf returns the genus of a position (a sum of heaps) of a heap game.
func GenusOf(ctx context.Context, g game.Game, p game.Position) (Genus, error) {
	r, ok := heapRulesOf(g)
	if !ok {
		return Genus{}, fmt.Errorf("misere: %s is not a heap game (octal, subtraction or Grundy's game)", g)
	}
	if err := g.Check(p); err != nil {
		return Genus{}, err
	}
	m := fromHeaps(p)
	if len(m) > 0 {
		if err := checkGenusSize(r, sum(m)); err != nil {
			return Genus{}, err
		}
	}
	return newGenusSolver(r).genus(ctx, m)
}

func sum(m []int) int {
	t := 0
	for _, v := range m {
		t += v
	}
	return t
}
