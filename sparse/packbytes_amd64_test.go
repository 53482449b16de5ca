package sparse

import (
	"math/rand/v2"
	"testing"
)

// packBytes64 and packBytes32 pack the bytes equal to the stamp into
// words as packBytesGo does: random regions of a few byte values (so
// that a fifth of the bytes or more match), every count of words.
func TestPackBytesSameAsGo(t *testing.T) {
	kernels := []struct {
		name string
		have bool
		pack func(*[blockValues]uint8, uint8, *uint64, int)
	}{{"AVX-512", haveBlocks, packBytes64}, {"AVX2", haveAVX2, packBytes32}}
	rng := rand.New(rand.NewPCG(64, 32))
	for _, kernel := range kernels {
		if !kernel.have {
			t.Logf("this processor has no %s", kernel.name)
			continue
		}
		for trial := range 2000 {
			var region [blockValues]uint8
			base := uint8(rng.IntN(256))
			for i := range region {
				region[i] = base + uint8(rng.IntN(5))
			}
			stamp := base + uint8(rng.IntN(5))
			count := rng.IntN(blockWords)
			want, got := make([]uint64, count), make([]uint64, count+1)
			got[count] = 0x5555 // a word past count stays
			packBytesGo(&region, stamp, want)
			if count > 0 {
				kernel.pack(&region, stamp, &got[0], count)
			}
			for i := range count {
				if got[i] != want[i] {
					t.Fatalf("%s, trial %d: word %d of %d is %#x; packBytesGo: %#x", kernel.name, trial, i, count, got[i], want[i])
				}
			}
			if got[count] != 0x5555 {
				t.Fatalf("%s, trial %d: the word after %d was written", kernel.name, trial, count)
			}
		}
	}
}
