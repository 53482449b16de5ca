package sparse

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// A checkpoint whose values span several chunks reads back equal, and
// every damage to it (a flipped byte anywhere, a cut, a byte added) is
// refused as damaged before anything of it is used.
func TestCheckpointChunks(t *testing.T) {
	rng := rand.New(rand.NewPCG(29, 4))
	c := checkpoint{Version: checkpointVersion, Game: mustParse(t, "0.6").String(), Upto: 1 << 22, N: 2*chunkValues + 12345,
		Rare: []RarePosition{{N: 3, Value: 7}}, Counts: [][2]uint64{{1, 2}}, BitsV: 9, Mask: 494,
		Stats: Stats{Values: 5, Largest: 300}, LongestFound: 54321}
	c.All = make([]uint16, c.N)
	for i := range c.All {
		c.All[i] = uint16(rng.IntN(1 << 9))
	}
	c.Front, c.Ring = c.All[:1000], c.All[:1<<10]
	path := filepath.Join(t.TempDir(), "ck")
	if err := writeCheckpoint(path, c); err != nil {
		t.Fatal(err)
	}
	got, err := readCheckpoint(mustParse(t, "0.6"), path, c.Upto, false)
	if err != nil {
		t.Fatal(err)
	}
	c.Lengths = [3]int{len(c.All), len(c.Front), len(c.Ring)}
	if !reflect.DeepEqual(got, c) {
		t.Fatalf("read back differs (lengths %v)", got.Lengths)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	damage := map[string][]byte{
		"cut":   data[:len(data)-1000],
		"added": append(append([]byte(nil), data...), 0),
	}
	for range 20 {
		b := append([]byte(nil), data...)
		at := len(checkpointMagic) + rng.IntN(len(b)-len(checkpointMagic))
		b[at] ^= 1 << rng.IntN(8)
		damage[fmt.Sprintf("a bit flipped at byte %d", at)] = b
	}
	for name, b := range damage {
		if err := os.WriteFile(path, b, 0o644); err != nil {
			t.Fatal(err)
		}
		_, err := readCheckpoint(mustParse(t, "0.6"), path, c.Upto, false)
		if err == nil || !strings.Contains(err.Error(), "damaged") {
			t.Errorf("%s: %v, want a damaged checkpoint refused", name, err)
		}
	}
}

func mustParse(t *testing.T, code string) Rules {
	t.Helper()
	r, err := Parse(code)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// placeRing puts each entry of a ring buffer at its place in the
// sequence, whether the ring is full or not, whatever chunks it comes in.
func TestPlaceRing(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 40))
	for _, tc := range []struct{ n, size, chunk int }{{100, 64, 7}, {64, 64, 64}, {50, 64, 5}, {1000, 256, 100}, {1 << 12, 1 << 10, 1 << 10}} {
		g := make([]uint16, tc.n)
		for i := range g {
			g[i] = uint16(rng.IntN(1 << 16))
		}
		ring := make([]uint16, tc.size)
		for i := max(0, tc.n-tc.size); i < tc.n; i++ {
			ring[i&(tc.size-1)] = g[i]
		}
		got := make([]uint16, tc.n)
		for from := 0; from < tc.size; from += tc.chunk {
			placeRing(got, tc.size, from, ring[from:min(tc.size, from+tc.chunk)])
		}
		for j := max(0, tc.n-tc.size); j < tc.n; j++ {
			if got[j] != g[j] {
				t.Fatalf("n %d, ring %d, chunks of %d: G(%d) placed as %d, want %d", tc.n, tc.size, tc.chunk, j, got[j], g[j])
			}
		}
	}
}

// A checkpoint read with mapped lies in a region, the whole sequence's
// layout: a whole one holds every value, a bounded one its front and
// its last values at their places; both read back as in the heap
// otherwise.
func TestCheckpointMapped(t *testing.T) {
	if _, region, ok := mapValues(1); !ok {
		t.Skip("no mapped regions on this system")
	} else {
		unmapValues(region)
	}
	r := GrundyGame()
	whole, err := Run(r, Options{Upto: 300000, Threads: 1})
	if err != nil {
		t.Fatal(err)
	}
	g := whole.Values()
	bounded := resume(r, whole.snapshot(0, Output{}))
	bounded.store.all = append(make([]uint16, 0, len(g)+1000), g...)
	bounded.store.window(1<<14, 1<<17)
	for name, s := range map[string]*Engine{"whole": whole, "bounded": bounded} {
		path := filepath.Join(t.TempDir(), "ck")
		if err := writeCheckpoint(path, s.snapshot(400000, Output{})); err != nil {
			t.Fatal(err)
		}
		c, err := readCheckpoint(r, path, 400000, true)
		if err != nil {
			t.Fatal(err)
		}
		if c.region == nil || len(c.All) != len(g) || cap(c.All) != 400001 || c.Front != nil || c.Ring != nil {
			t.Fatalf("%s: region %v, %d values (room %d), front %d, ring %d", name, c.region != nil, len(c.All), cap(c.All), len(c.Front), len(c.Ring))
		}
		got := resume(r, c)
		for i := range g {
			if got.store.holed() && i >= 1<<14 && i < len(g)-1<<17 {
				continue
			}
			if c.All[i] != g[i] {
				t.Fatalf("%s: G(%d) read as %d, want %d", name, i, c.All[i], g[i])
			}
		}
		if got.store.holed() != (name == "bounded") {
			t.Errorf("%s: resumed holed: %v", name, got.store.holed())
		}
		got.store.release()
	}
}
