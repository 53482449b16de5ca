package cli

import (
	"fmt"
	"path/filepath"
	"testing"

	"github.com/mex-cgt/mex/sparse"
)

// BenchmarkResumeVerify measures what --resume costs before any value is
// computed: reading back a 64 MB b-file and checking its CRC-64 against
// the checkpoint (MB/s is the verification speed).
func BenchmarkResumeVerify(b *testing.B) {
	const size = 64 << 20
	dir := b.TempDir()
	name := filepath.Join(dir, "b.txt")
	w, err := openSequence(nil, streamFlags{output: name, checkpoint: filepath.Join(dir, "ck")}, formatBfile)
	if err != nil {
		b.Fatal(err)
	}
	for i := 0; w.written+int64(w.buf.Buffered()) < size; i++ {
		w.emit(i, uint16(i%1000))
	}
	out, err := w.flush()
	if err != nil {
		b.Fatal(err)
	}
	w.close(true, nil)
	b.SetBytes(out.Length)
	b.ResetTimer()
	for range b.N {
		r, err := openSequence(nil, streamFlags{output: name, checkpoint: filepath.Join(dir, "ck"), resume: true}, formatBfile)
		if err != nil {
			b.Fatal(err)
		}
		if err := r.resumed("ck", out); err != nil {
			b.Fatal(err)
		}
		r.close(true, nil)
	}
}

// ExampleMessage shows the one line of a refusal: long input elided.
func ExampleMessage() {
	fmt.Println(Message(&sparse.CheckpointError{Path: "g.ck", Reason: "belongs to kayles, not grundy"}))
	fmt.Println(Message(fmt.Errorf("unknown command %q for %q\n\nDid you mean this?\n\toutcome\n", "outcom", "mex")))
	// Output:
	// sparse: checkpoint g.ck: belongs to kayles, not grundy
	// unknown command "outcom" for "mex"; did you mean outcome?
}
