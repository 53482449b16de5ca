package cli_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// mex site writes the static site from a mex.wasm given, says what it
// wrote (in text and as JSON), and refuses bad requests in one line with
// exit status 2.
func TestSite(t *testing.T) {
	dir := t.TempDir()
	wasm := filepath.Join(dir, "mex.wasm")
	os.WriteFile(wasm, []byte("\x00asm\x01\x00\x00\x00 a stand-in"), 0o644)
	os.WriteFile(filepath.Join(dir, "wasm_exec.js"), []byte("// glue\n"), 0o644)
	lab := filepath.Join(dir, "lab")
	out, errOut, code := run("site", "-o", lab, "--wasm", wasm)
	if code != 0 || !strings.Contains(out, "wrote the lab as a static site to "+lab) || !strings.Contains(out, "given") || !strings.Contains(out, "python3 -m http.server") {
		t.Fatalf("mex site: exit %d, %q %q", code, out, errOut)
	}
	for _, f := range []string{"index.html", "mex.wasm", "wasm_exec.js", "worker.js", "sw.js", "site.json"} {
		if _, err := os.Stat(filepath.Join(lab, f)); err != nil {
			t.Errorf("the site lacks %s", f)
		}
	}
	out, errOut, code = run("site", "-o", lab, "--wasm", wasm, "--force", "--json")
	var rep struct {
		Dir       string `json:"dir"`
		Files     int    `json:"files"`
		WasmBytes int64  `json:"wasm_bytes"`
		Built     bool   `json:"built"`
	}
	if code != 0 || json.Unmarshal([]byte(out), &rep) != nil || rep.Dir != lab || rep.Files < 10 || rep.WasmBytes != 19 || rep.Built {
		t.Fatalf("mex site --json: exit %d, %q %q", code, out, errOut)
	}

	file := filepath.Join(dir, "a-file")
	os.WriteFile(file, []byte("x"), 0o644)
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"site"}, "-o DIR"},
		{[]string{"site", "-o", lab, "--wasm", wasm}, "is not empty (give --force"},
		{[]string{"site", "-o", file, "--wasm", wasm}, "is a file"},
		{[]string{"site", "-o", filepath.Join(dir, "b"), "--wasm", filepath.Join(dir, "a-file")}, "is not WebAssembly"},
		{[]string{"site", "-o", filepath.Join(dir, "c"), "--wasm", filepath.Join(dir, "none.wasm")}, "--wasm"},
		{[]string{"site", "-o", filepath.Join(dir, "d"), "--source", dir}, "--source"},
		{[]string{"site", "extra", "-o", filepath.Join(dir, "e")}, "flags only"},
	} {
		out, errOut, code := run(tt.args...)
		if code != 2 || out != "" || !strings.HasPrefix(errOut, "mex: ") || strings.Count(errOut, "\n") != 1 || !strings.Contains(errOut, tt.want) {
			t.Errorf("mex %q: exit %d, %q %q; want exit 2 and one line with %q", tt.args, code, out, errOut, tt.want)
		}
	}
}
