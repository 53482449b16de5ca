package graphkayles_test

import (
	"bytes"
	"os"
	"strings"
	"testing"

	"github.com/mex-cgt/mex/games/graphkayles"
)

// A certificate replays: written and read back, every entry is the mex of
// its options (looked up, not searched) and the start's value follows; a
// certificate with one value changed, or one entry missing, fails.
func TestCertificateReplays(t *testing.T) {
	for _, tt := range []struct {
		g    graphkayles.Game
		text string
	}{{graphkayles.NodeKayles, "grid:3,7"}, {graphkayles.ArcKayles, "grid:3,4"}, {graphkayles.NodeKayles, "petersen"}, {graphkayles.ArcKayles, "cycle:9"}} {
		gr, err := graphkayles.ParseGraph(tt.text)
		if err != nil {
			t.Fatal(err)
		}
		c, err := tt.g.Certify(ctx, gr)
		if err != nil {
			t.Fatal(err)
		}
		want, _ := tt.g.GrundyOf(ctx, gr.Position())
		if c.Value != want {
			t.Errorf("%s %s: certified %d; GrundyOf %d", tt.g, tt.text, c.Value, want)
		}
		var buf bytes.Buffer
		if _, err := c.WriteTo(&buf); err != nil {
			t.Fatal(err)
		}
		read, err := graphkayles.ReadCertificate(strings.NewReader(buf.String()))
		if err != nil {
			t.Fatalf("%s %s: %v", tt.g, tt.text, err)
		}
		if err := read.Check(ctx); err != nil {
			t.Errorf("%s %s: %v", tt.g, tt.text, err)
		}
		if len(read.Components) == 0 {
			continue
		}
		bad := read
		bad.Components = append([]graphkayles.CertifiedComponent(nil), read.Components...)
		bad.Components[len(bad.Components)-1].Value ^= 1
		if err := bad.Check(ctx); err == nil {
			t.Errorf("%s %s: a changed value checks", tt.g, tt.text)
		}
		bad.Components = read.Components[:len(read.Components)-1]
		bad.Value = read.Value
		if err := bad.Check(ctx); err == nil && len(read.Components) > 1 {
			t.Errorf("%s %s: a certificate without its largest entry checks", tt.g, tt.text)
		}
	}
}

// TestCertificateFile checks the certificate in MEX_CERT, as
// BenchmarkLattice writes it (MEX_CERT=FILE MEX_GRID=3,17 go test -run
// '^$' -bench Lattice …), by replay alone.
func TestCertificateFile(t *testing.T) {
	path := os.Getenv("MEX_CERT")
	if path == "" {
		t.Skip("MEX_CERT names no certificate")
	}
	c := readCertificate(t, path)
	if err := c.Check(ctx); err != nil {
		t.Fatal(err)
	}
	t.Logf("%s on %s = %d: %d components replayed", graphkayles.Game{Rule: c.Rule}, c.Start, c.Value, len(c.Components))
}
