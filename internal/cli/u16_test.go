package cli_test

import (
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/mex-cgt/mex/games/octal"
)

// decodeU16 reads little-endian uint16 values.
func decodeU16(t *testing.T, b []byte) []int {
	t.Helper()
	if len(b)%2 != 0 {
		t.Fatalf("a u16 file of %d bytes: want an even length", len(b))
	}
	v := make([]int, len(b)/2)
	for i := range v {
		v[i] = int(binary.LittleEndian.Uint16(b[2*i:]))
	}
	return v
}

// decodeBfile reads the values of "n a(n)" lines, checking n.
func decodeBfile(t *testing.T, text string) []int {
	t.Helper()
	var v []int
	for i, line := range strings.Split(strings.TrimSuffix(text, "\n"), "\n") {
		n, a, ok := strings.Cut(line, " ")
		x, err1 := strconv.Atoi(n)
		y, err2 := strconv.Atoi(a)
		if !ok || err1 != nil || err2 != nil || x != i {
			t.Fatalf("b-file line %d is %q", i, line)
		}
		v = append(v, y)
	}
	return v
}

// sumLine is what `sha256sum NAME` prints for data.
func sumLine(data []byte, name string) string {
	return fmt.Sprintf("%x  %s\n", sha256.Sum256(data), name)
}

// mustRun runs mex and fails the test unless it exits 0.
func mustRun(t *testing.T, args ...string) (string, string) {
	t.Helper()
	out, e, code := run(args...)
	if code != 0 {
		t.Fatalf("mex %q: exit %d, %s", args, code, e)
	}
	return out, e
}

// --format u16 writes G(0..N) as little-endian uint16: the values of the
// plain mex recursion (octal.Rules.GrundySequence, the brute force), the
// values of --format bfile, and FILE.sha256 in sha256sum's format. Kayles
// (0.77) is also checked against the first values of OEIS A002186.
func TestU16Values(t *testing.T) {
	kayles := []int{0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1, 4, 6, 7, 4, 1, 2, 8, 5, 4, 7} // OEIS A002186
	dir := t.TempDir()
	for _, tt := range []struct {
		game, code string // code: the octal code of the brute force ("grundy": Grundy's game)
		upto       int
		more       []string
	}{
		{"kayles", "0.77", 2000, nil},
		{"octal:0.77", "0.77", 30, nil},
		{"grundy", "grundy", 3000, nil},
		{"grundy", "grundy", 3000, []string{"--threads", "1"}},
		{"octal:0.6", "0.6", 3000, nil},
		{"octal:0.6", "0.6", 20000, []string{"--front", "2^14", "--ring", "2^14"}},
		{"octal:0.137", "0.137", 1500, nil},
		{"octal:4.07", "4.07", 1000, nil},
		{"grundy", "grundy", 0, nil},
	} {
		name := fmt.Sprintf("%s-%d-%d.u16", strings.ReplaceAll(tt.game, ":", ""), tt.upto, len(tt.more))
		t.Run(name, func(t *testing.T) {
			rules := octal.GrundyGame()
			if tt.code != "grundy" {
				var err error
				if rules, err = octal.Parse(tt.code); err != nil {
					t.Fatal(err)
				}
			}
			want := rules.GrundySequence(tt.upto)
			file := filepath.Join(dir, name)
			mustRun(t, append([]string{"grundy", tt.game, "--upto", strconv.Itoa(tt.upto), "--format", "u16", "-o", file}, tt.more...)...)
			data, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			got := decodeU16(t, data)
			if fmt.Sprint(got) != fmt.Sprint(want) {
				t.Fatalf("u16 of %s to %d: %d values, differing from the brute force's %d", tt.game, tt.upto, len(got), len(want))
			}
			if tt.code == "0.77" {
				for i := 0; i < len(kayles) && i < len(got); i++ {
					if got[i] != kayles[i] {
						t.Fatalf("Kayles: G(%d) = %d; OEIS A002186 says %d", i, got[i], kayles[i])
					}
				}
			}
			bfile, _ := mustRun(t, append([]string{"grundy", tt.game, "--upto", strconv.Itoa(tt.upto), "--format", "bfile"}, tt.more...)...)
			if fmt.Sprint(decodeBfile(t, bfile)) != fmt.Sprint(got) {
				t.Fatalf("the u16 values of %s differ from its b-file's", tt.game)
			}
			sum, err := os.ReadFile(file + ".sha256")
			if err != nil || string(sum) != sumLine(data, name) {
				t.Fatalf("%s.sha256 is %q (%v); want %q", name, sum, err, sumLine(data, name))
			}
			// On standard output the same bytes, and the checksum line,
			// named "-", is the last line of standard error.
			out, e := mustRun(t, append([]string{"grundy", tt.game, "--upto", strconv.Itoa(tt.upto), "--format", "u16"}, tt.more...)...)
			if out != string(data) || e != sumLine(data, "-") {
				t.Fatalf("u16 on standard output: %d bytes, stderr %q; want the file's %d bytes and %q", len(out), e, len(data), sumLine(data, "-"))
			}
		})
	}
}

// Games the sparse engine does not stream are computed whole; their
// values are written as u16 when they fit and refused, in one line with
// exit 2, when one does not.
func TestU16WholeGames(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "s.u16")
	mustRun(t, "grundy", "subtraction:1,2", "--upto", "20", "--format", "u16", "-o", file)
	data, _ := os.ReadFile(file)
	sum, _ := os.ReadFile(file + ".sha256")
	if got := fmt.Sprint(decodeU16(t, data)); got != "[0 1 2 0 1 2 0 1 2 0 1 2 0 1 2 0 1 2 0 1 2]" || string(sum) != sumLine(data, "s.u16") {
		t.Errorf("subtraction:1,2 as u16: %s, checksum %q", got, sum)
	}
	if out, e := mustRun(t, "grundy", "nim", "--upto", "65535", "--format", "u16"); len(out) != 2*65536 || e != sumLine([]byte(out), "-") {
		t.Errorf("nim to 65535 as u16: %d bytes, stderr %q", len(out), e)
	}
	for _, tt := range []struct {
		args    []string
		mention string
	}{
		{[]string{"grundy", "nim", "--upto", "65536", "--format", "u16", "-o", filepath.Join(dir, "n.u16")}, "G(65536) = 65536 of nim does not fit in 16 bits"},
		{[]string{"grundy", "kayles", "--format", "u16"}, "--format u16 writes G(0..N) of one heap: it goes with --upto N"},
		{[]string{"grundy", "kayles", "--upto", "10", "--format", "u16", "--json"}, "two outputs"},
		{[]string{"grundy", "kayles", "--upto", "10", "--format", "u16", "--checkpoint", filepath.Join(dir, "ck")}, "--checkpoint needs --output"},
		{[]string{"grundy", "kayles", "--upto", "10", "--format", "u16", "-o", filepath.Join(dir, "k.u16"), "--checkpoint", filepath.Join(dir, "k.u16.sha256")}, "where the checksum of --output goes"},
		{[]string{"grundy", "subtraction:1,2", "--upto", "10", "--format", "u16", "--checkpoint", filepath.Join(dir, "ck")}, "other games are computed whole"},
	} {
		out, e, code := run(tt.args...)
		if code != 2 || out != "" || strings.Count(strings.TrimSpace(e), "\n") != 0 || !strings.Contains(e, tt.mention) {
			t.Errorf("mex %q: exit %d, stderr %q; want exit 2 and one line mentioning %q", tt.args, code, e, tt.mention)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "n.u16")); err == nil {
		t.Error("a refused u16 run created its file")
	}
}

// A u16 file written with checkpoints, resumed, and extended equals the
// one written in one go, with the same checksum file; a checkpoint of the
// other format, or of a file whose bytes changed, is refused in one line.
func TestU16Resume(t *testing.T) {
	dir := t.TempDir()
	p := func(name string) string { return filepath.Join(dir, name) }
	u16 := func(upto string, more ...string) []string {
		return append([]string{"grundy", "octal:0.6", "--upto", upto, "--format", "u16"}, more...)
	}
	same := func(a, b string) {
		t.Helper()
		x, _ := os.ReadFile(a)
		y, _ := os.ReadFile(b)
		if len(x) == 0 || !bytes.Equal(x, y) {
			t.Fatalf("%s and %s differ: %d and %d bytes", a, b, len(x), len(y))
		}
		xs, _ := os.ReadFile(a + ".sha256")
		ys, _ := os.ReadFile(b + ".sha256")
		if want := sumLine(x, filepath.Base(b)); string(ys) != want || string(xs) != sumLine(x, filepath.Base(a)) {
			t.Fatalf("%s.sha256 is %q; want %q", b, ys, want)
		}
	}
	mustRun(t, u16("30000", "-o", p("whole.u16"))...)
	mustRun(t, u16("40000", "-o", p("whole40.u16"))...)
	mustRun(t, u16("30000", "-o", p("part.u16"), "--checkpoint", p("ck"), "--every", "1ns")...)
	same(p("whole.u16"), p("part.u16"))
	mustRun(t, u16("30000", "-o", p("part.u16"), "--checkpoint", p("ck"), "--resume")...)
	same(p("whole.u16"), p("part.u16"))

	// A b-file's checkpoint is not a u16 file's, nor the other way round.
	mustRun(t, "grundy", "octal:0.6", "--upto", "3000", "--format", "bfile", "-o", p("b.txt"), "--checkpoint", p("b.ck"))
	data, _ := os.ReadFile(p("whole.u16"))
	changed := bytes.Clone(data)
	changed[1001] ^= 1
	for _, tt := range []struct {
		args    []string
		mention string
	}{
		{u16("3000", "-o", p("b.txt"), "--checkpoint", p("b.ck"), "--resume"), "was written with --format bfile, not u16"},
		{[]string{"grundy", "octal:0.6", "--upto", "30000", "--format", "bfile", "-o", p("part.u16"), "--checkpoint", p("ck"), "--resume"}, "was written with --format u16, not bfile"},
	} {
		out, e, code := run(tt.args...)
		if code != 2 || out != "" || strings.Count(strings.TrimSpace(e), "\n") != 0 || !strings.Contains(e, tt.mention) {
			t.Errorf("mex %q: exit %d, stderr %q; want exit 2 and one line mentioning %q", tt.args, code, e, tt.mention)
		}
	}
	same(p("whole.u16"), p("part.u16")) // the refusals left the file and its checksum as they were

	// One flipped byte in the file is refused; the checksum file stays.
	mustRun(t, u16("30000", "-o", p("flip.u16"), "--checkpoint", p("flip.ck"))...)
	os.WriteFile(p("flip.u16"), changed, 0o644)
	if _, e, code := run(u16("30000", "-o", p("flip.u16"), "--checkpoint", p("flip.ck"), "--resume")...); code != 2 || !strings.Contains(e, "differ from what the checkpoint saw") {
		t.Errorf("resuming onto a changed u16 file: exit %d, %q", code, e)
	}
	if _, err := os.Stat(p("flip.u16.sha256")); err != nil {
		t.Errorf("a refused resume removed the checksum file: %v", err)
	}

	// A larger --upto extends the file exactly, and its checksum with it.
	mustRun(t, u16("40000", "-o", p("part.u16"), "--checkpoint", p("ck"), "--resume")...)
	same(p("whole40.u16"), p("part.u16"))
}
