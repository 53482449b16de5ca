package graphkayles

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"math/bits"
	"slices"
	"strconv"
	"strings"
)

// A Certificate is what a valuation leaves for an independent check to
// replay: every component the search valued, as its canonical graph, with
// the value it found, and the start's value. Check verifies it without
// searching: for each entry, every option is formed from the entry's own
// graph by the rules, split into components, each looked up in the
// certificate (or valued by its size: one or two vertices), and the mex of
// the options' nim-sums must be the entry's value; the start's components
// are looked up likewise. By induction on the number of vertices every
// value in a certificate that checks is right, whatever program wrote it.
type Certificate struct {
	Rule  Rule
	Start Graph
	Value int
	// Components are the canonical graphs valued, by their adjacency in
	// canonical order (vertex i's neighbours as bit masks), with values.
	Components []CertifiedComponent
}

// CertifiedComponent is one entry of a Certificate.
type CertifiedComponent struct {
	Adj   []uint64
	Value int
}

// Certify values g as GrundyOf does and returns the certificate of the
// valuation: the components its memo holds.
func (g Game) Certify(ctx context.Context, gr Graph) (Certificate, error) {
	gr, err := g.Rule.loopless(gr) // the certificate is of the simple graph valued in its place
	if err != nil {
		return Certificate{}, err
	}
	e := newEvaluator(ctx, g.Rule)
	defer e.close()
	v, err := e.graphValue(gr)
	if err != nil {
		return Certificate{}, err
	}
	c := Certificate{Rule: g.Rule, Start: gr, Value: v}
	for key, value := range e.memo {
		adj, err := keyGraph(key)
		if err != nil {
			return Certificate{}, err
		}
		c.Components = append(c.Components, CertifiedComponent{Adj: adj, Value: value})
	}
	c.sort()
	return c, nil
}

// sort orders the components by size, then adjacency, so that a
// valuation's certificate is the same file whatever order its memo met
// them in.
func (c *Certificate) sort() {
	slices.SortFunc(c.Components, func(a, b CertifiedComponent) int {
		if len(a.Adj) != len(b.Adj) {
			return len(a.Adj) - len(b.Adj)
		}
		return slices.Compare(a.Adj, b.Adj)
	})
}

// keyGraph decodes a canonical key (canonicalKey) into the adjacency of
// the graph it names, in canonical order.
func keyGraph(key string) ([]uint64, error) {
	if len(key) >= 2 && (key[0] == 'P' || key[0] == 'C') {
		k := int([]rune(key[1:])[0])
		adj := make([]uint64, k)
		for i := 0; i+1 < k; i++ {
			adj[i] |= 1 << (i + 1)
			adj[i+1] |= 1 << i
		}
		if key[0] == 'C' {
			adj[0] |= 1 << (k - 1)
			adj[k-1] |= 1
		}
		return adj, nil
	}
	if len(key) == 0 {
		return nil, fmt.Errorf("graphkayles: an empty canonical key")
	}
	k := int(key[0])
	adj := make([]uint64, k)
	bit := 0
	for i := 1; i < k; i++ {
		for j := 0; j < i; j++ {
			if 1+bit/8 < len(key) && key[1+bit/8]>>(bit%8)&1 != 0 {
				adj[i] |= 1 << j
				adj[j] |= 1 << i
			}
			bit++
		}
	}
	return adj, nil
}

// WriteTo writes the certificate as text: a header line with the game and
// the start, then one line a component: its number of vertices, its
// adjacency masks in hexadecimal, and its value.
func (c Certificate) WriteTo(w io.Writer) (int64, error) {
	bw := bufio.NewWriter(w)
	var n int64
	count := func(k int, err error) error { n += int64(k); return err }
	if err := count(fmt.Fprintf(bw, "mex certificate %s %s value %d components %d\n", c.Rule.game(), c.Start, c.Value, len(c.Components))); err != nil {
		return n, err
	}
	for _, e := range c.Components {
		parts := make([]string, 0, len(e.Adj)+2)
		parts = append(parts, strconv.Itoa(len(e.Adj)))
		for _, a := range e.Adj {
			parts = append(parts, strconv.FormatUint(a, 16))
		}
		parts = append(parts, strconv.Itoa(e.Value))
		if err := count(fmt.Fprintln(bw, strings.Join(parts, " "))); err != nil {
			return n, err
		}
	}
	return n, bw.Flush()
}

// ReadCertificate reads what WriteTo writes.
func ReadCertificate(r io.Reader) (Certificate, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<16), 1<<20)
	if !sc.Scan() {
		return Certificate{}, fmt.Errorf("graphkayles: an empty certificate")
	}
	var game, start string
	var c Certificate
	var count int
	if _, err := fmt.Sscanf(sc.Text(), "mex certificate %s %s value %d components %d", &game, &start, &c.Value, &count); err != nil {
		return c, fmt.Errorf("graphkayles: certificate header %q: %w", sc.Text(), err)
	}
	switch game {
	case "nodekayles":
		c.Rule = Node
	case "arckayles":
		c.Rule = Arc
	default:
		return c, fmt.Errorf("graphkayles: certificate of %q, not nodekayles or arckayles", game)
	}
	var err error
	if c.Start, err = ParseGraph(start); err != nil {
		return c, err
	}
	for line := 2; sc.Scan(); line++ {
		f := strings.Fields(sc.Text())
		k, err := strconv.Atoi(f[0])
		if err != nil || k < 1 || k > 64 || len(f) != k+2 {
			return c, fmt.Errorf("graphkayles: certificate line %d: want k, k masks and a value", line)
		}
		e := CertifiedComponent{Adj: make([]uint64, k)}
		for i := range k {
			if e.Adj[i], err = strconv.ParseUint(f[1+i], 16, 64); err != nil {
				return c, fmt.Errorf("graphkayles: certificate line %d: %w", line, err)
			}
		}
		if e.Value, err = strconv.Atoi(f[k+1]); err != nil || e.Value < 0 {
			return c, fmt.Errorf("graphkayles: certificate line %d: a bad value", line)
		}
		c.Components = append(c.Components, e)
	}
	if len(c.Components) != count {
		return c, fmt.Errorf("graphkayles: certificate holds %d components; its header says %d", len(c.Components), count)
	}
	return c, sc.Err()
}

// Check replays the certificate (see Certificate) and returns the first
// entry whose value is not the mex of its options, or a start whose value
// is not the certified one.
func (c Certificate) Check(ctx context.Context) error {
	table := make(map[string]int, len(c.Components))
	for _, e := range c.Components {
		table[canonicalKey(e.Adj, len(e.Adj))] = e.Value
	}
	look := func(adj []uint64, alive uint64) (int, error) {
		x := 0
		var err error
		eachComponent(adj, alive, func(comp uint64) {
			k := bits.OnesCount64(comp)
			if err != nil || k == 1 && c.Rule == Arc {
				return
			}
			if k <= 2 { // one vertex (Node Kayles) or one edge: one move ends it
				x ^= 1
				return
			}
			// The rules of closed.go (complete multipartite graphs, stars)
			// are theorems, tied to brute force by the tests: the search
			// values such components by them and keeps no entry.
			if v, ok := c.Rule.closedValue(adj, comp); ok {
				x ^= v
				return
			}
			local := make([]uint64, 0, k)
			for m := comp; m != 0; m &= m - 1 {
				local = append(local, compress(adj[bits.TrailingZeros64(m)], comp))
			}
			v, ok := table[canonicalKey(local, k)]
			if !ok {
				err = fmt.Errorf("a component on %d vertices is not in the certificate", k)
			}
			x ^= v
		})
		return x, err
	}
	for i, e := range c.Components {
		if i%1024 == 0 && ctx.Err() != nil {
			return ctx.Err()
		}
		k := len(e.Adj)
		full := uint64(1)<<k - 1
		if k == 64 {
			full = ^uint64(0)
		}
		seen := map[int]bool{}
		for v := range k {
			var left []uint64
			if c.Rule == Node {
				left = []uint64{full &^ (e.Adj[v] | 1<<v)}
			} else {
				for b := e.Adj[v] >> (v + 1); b != 0; b &= b - 1 {
					w := v + 1 + bits.TrailingZeros64(b)
					left = append(left, full&^(1<<v|1<<w))
				}
			}
			for _, alive := range left {
				x, err := look(e.Adj, alive)
				if err != nil {
					return fmt.Errorf("certificate entry %d: %w", i+1, err)
				}
				seen[x] = true
			}
		}
		mex := 0
		for seen[mex] {
			mex++
		}
		if mex != e.Value {
			return fmt.Errorf("certificate entry %d (%d vertices): value %d, but the mex of its options is %d", i+1, k, e.Value, mex)
		}
	}
	if c.Value == partial {
		return nil // a checkpoint: its start is not valued yet
	}
	v, err := look(c.Start.Adj, c.Start.Alive)
	if err != nil {
		return fmt.Errorf("the start: %w", err)
	}
	if v != c.Value {
		return fmt.Errorf("the start's components are worth %d together; the certificate says %d", v, c.Value)
	}
	return nil
}
