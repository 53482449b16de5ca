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
	got, err := readCheckpoint(mustParse(t, "0.6"), path, c.Upto)
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
		_, err := readCheckpoint(mustParse(t, "0.6"), path, c.Upto)
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
