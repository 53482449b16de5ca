package sparse

import (
	"bufio"
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"
	"unsafe"
)

// residentBytes is the memory of the process that region's pages take
// (the Rss line of its mapping in /proc/self/smaps): for a file, the pages
// mapped into the process, not those the system keeps in its cache.
func residentBytes(t *testing.T, region []byte) int {
	t.Helper()
	f, err := os.Open("/proc/self/smaps")
	if err != nil {
		t.Skip(err)
	}
	defer f.Close()
	start := fmt.Sprintf("%x-", uintptr(unsafe.Pointer(&region[0])))
	in := bufio.NewScanner(f)
	found := false
	for in.Scan() {
		line := in.Text()
		if strings.HasPrefix(line, start) {
			found = true
		}
		if found && strings.HasPrefix(line, "Rss:") {
			kb, err := strconv.Atoi(strings.TrimSpace(strings.TrimSuffix(strings.TrimPrefix(line, "Rss:"), "kB")))
			if err != nil {
				t.Fatal(err)
			}
			return kb << 10
		}
	}
	t.Fatalf("no mapping at %s in /proc/self/smaps", start)
	return 0
}

// A run whose values are in a file holds in memory only its front, the
// values the splits with a rare part read (as far back as the last rare
// position) and those since the last relieve: Grundy's game to 2^19 with
// a front of 2^14 keeps about 50 of its 256 pages of values.
//
// So does a run that saves a checkpoint only when it starts and ends: the
// checkpoint's sum of the values (its CRC) is taken as they are handed
// back, and does not page them all in again at the end.
func TestFiledResident(t *testing.T) {
	for _, checkpoint := range []bool{false, true} {
		t.Run(fmt.Sprintf("checkpoint=%v", checkpoint), func(t *testing.T) {
			opt := Options{Upto: 1 << 19, Window: 1 << 14, Threads: 2}
			if checkpoint {
				opt.Checkpoint, opt.Every = t.TempDir()+"/g.ck", time.Hour
			}
			filedResident(t, opt)
		})
	}
}

func filedResident(t *testing.T, opt Options) {
	defer func(old int) { punchEvery = old }(punchEvery)
	punchEvery = pageValues
	s, err := Run(GrundyGame(), opt)
	if err != nil {
		t.Fatal(err)
	}
	defer s.store.release()
	st := &s.store
	if !st.filed() {
		t.Fatal("the values are not in a file")
	}
	used := residentBytes(t, st.region)
	bound := 2 * (st.hotFront + st.hotRing + punchEvery + 2*pageValues)
	if used > bound {
		t.Errorf("%d of %d bytes of values resident; at most %d (front %d, last %d values)", used, 2*st.n, bound, st.hotFront, st.hotRing)
	}
	if want := int64(st.hotFront+st.hotRing+punchEvery) * 2; s.Bytes() < want {
		t.Errorf("Bytes() = %d counts less than the %d bytes of values kept", s.Bytes(), want)
	}
}

// A filed store grown past its room maps its file again, larger, with
// its values in place and still in the file.
func TestFiledGrows(t *testing.T) {
	var st store
	st.all = []uint16{}
	if !st.mapFile("", 1000, 0) {
		t.Fatal("no file mapped")
	}
	defer st.release()
	for i := range 3000 {
		if len(st.all) == cap(st.all) {
			st.reserve(len(st.all) + 1)
		}
		st.push(uint16(i * 7))
	}
	if !st.filed() || cap(st.all) < 3000 {
		t.Fatalf("filed %v, room %d after growing", st.filed(), cap(st.all))
	}
	for i, v := range st.all {
		if v != uint16(i*7) {
			t.Fatalf("G(%d) = %d after growing, want %d", i, v, i*7)
		}
	}
}
