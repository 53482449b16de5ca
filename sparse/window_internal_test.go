package sparse

import (
	"reflect"
	"testing"
)

// TestFollowMask: when a value reaches a new bit and the whole sequence's
// best mask takes that bit in, a streaming computation (which no longer
// holds the values) follows the change exactly as chooseMask does over
// the whole sequence.
func TestFollowMask(t *testing.T) {
	r, err := Parse("0.6")
	if err != nil {
		t.Fatal(err)
	}
	whole := New(r)
	if err := whole.Extend(1<<14, 1); err != nil {
		t.Fatal(err)
	}
	twin := resume(r, whole.snapshot(0, Output{}))
	if err := twin.Stream(1<<14, 1<<15); err != nil {
		t.Fatal(err)
	}
	before := whole.stats.MaskChanges
	// The first value with bit bitsV, rare under the current mask: the
	// mask with that bit added makes it common, one rare position fewer.
	n, bit := whole.Len(), uint16(1)<<whole.bitsV
	v := bit
	for parity(uint32(v)&whole.mask) != whole.q(n) {
		v++
	}
	for _, s := range []*Engine{whole, twin} {
		s.record(n, v, parity(uint32(v)&s.mask) == s.q(n))
	}
	if whole.stats.MaskChanges != before+1 || whole.mask&uint32(bit) == 0 {
		t.Fatalf("the whole run's mask did not take in bit %d: mask %#x, %d changes (was %d)", bit, whole.mask, whole.stats.MaskChanges, before)
	}
	if twin.drift {
		t.Fatal("the streaming run gave up following the mask")
	}
	if got, want := twin.Stats(), whole.Stats(); !reflect.DeepEqual(got, want) {
		t.Errorf("streaming statistics after the change:\n%+v\nwant\n%+v", got, want)
	}
	if !reflect.DeepEqual(twin.rareN, whole.rareN) || !reflect.DeepEqual(twin.rareV, whole.rareV) {
		t.Error("the rare positions the hot loop reads differ")
	}
	// A change in the bits of earlier values cannot be followed.
	twin.counts[0][0] += 1 << 20 // counts no earlier values had: the best mask moves over their bits
	if twin.followMask(n+1, 0, twin.bitsV); !twin.drift {
		t.Errorf("a mask change over old values (to %#x) was followed", twin.mask)
	}
}

// Reserving a little more at a time (as the pipeline does, a block of
// values at a time, past the room a run reserved at its start) copies the
// values a logarithmic number of times, not once a block.
func TestReserveGrowsGeometrically(t *testing.T) {
	s := New(GrundyGame())
	s.store.all = make([]uint16, 1<<16)
	copies, last := 0, &s.store.all[0]
	for n := 1 << 16; n < 1<<20; n += 4096 {
		s.Reserve(n + 4096)
		s.store.all = s.store.all[:n+4096]
		if &s.store.all[0] != last {
			copies++
			last = &s.store.all[0]
		}
	}
	if copies > 15 {
		t.Errorf("%d copies of the values to grow from 2^16 to 2^20 by 4096 at a time; at most 15 (a quarter more each time)", copies)
	}
}
