package web

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"regexp"
	"runtime/debug"
	"sort"
	"strings"
	"time"
)

// The static site: the whole lab as a folder of files that any web server
// (or none but a static host) can serve. The page is the page of mex serve,
// byte for byte but for two lines in the head of each HTML file that say
// it is the static site; the API runs in the browser, the library compiled
// to WebAssembly (package web/wasm) in Web Workers (static/worker.js),
// behind the page's transport (static/js/transport.js). See docs/SITE.md.

// ModulePath is mex's module, whose source WriteSite builds mex.wasm from.
const ModulePath = "github.com/mex-cgt/mex"

// WasmPackage is the package of mex.wasm within the module.
const WasmPackage = "./web/wasm"

// MaxWasmGzip is the size gzipped beyond which a built mex.wasm is too large
// for the static site to load quickly (SiteReport.TooLarge).
const MaxWasmGzip = 6 << 20

// SiteOptions says where the pieces of a static site come from.
type SiteOptions struct {
	// Wasm is a mex.wasm built before (GOOS=js GOARCH=wasm go build -o
	// mex.wasm ./web/wasm); when empty, WriteSite builds one with the go
	// command from the module's source.
	Wasm string
	// WasmExec is the wasm_exec.js of the Go toolchain that built Wasm.
	// When empty: the wasm_exec.js beside Wasm if there is one, else the go
	// command's ($(go env GOROOT)/lib/wasm/wasm_exec.js).
	WasmExec string
	// Source is the directory of mex's module. When empty: the working
	// directory or one of its parents if it holds mex's go.mod, else the
	// module cache's copy of this program's version.
	Source string
	// Go is the go command (default "go" on PATH).
	Go string
	// Force writes into a directory that is not empty, over the files of
	// the site (other files are left).
	Force bool
}

// SiteReport is what WriteSite wrote.
type SiteReport struct {
	Dir       string  `json:"dir"`
	Version   string  `json:"version"` // the hash of the site's files
	Files     int     `json:"files"`
	Bytes     int64   `json:"bytes"`
	WasmBytes int64   `json:"wasm_bytes"`
	WasmGzip  int64   `json:"wasm_gzip_bytes"` // as a server that gzips sends it
	Built     bool    `json:"built"`           // mex.wasm was built (not given)
	Seconds   float64 `json:"seconds"`
	TooLarge  bool    `json:"too_large"` // WasmGzip > MaxWasmGzip
}

// SiteManifest is site.json: the site's version and files, which the
// service worker (static/sw.js) stores for use offline.
type SiteManifest struct {
	Version   string   `json:"version"`
	Files     []string `json:"files"`
	WasmBytes int64    `json:"wasm_bytes"`
	WasmGzip  int64    `json:"wasm_gzip_bytes"`
}

// SiteError is an error of the request to write a site (a directory that
// is not empty, a go command or source not found, a build that failed), as
// opposed to a fault of mex.
type SiteError struct{ Err error }

func (e *SiteError) Error() string { return e.Err.Error() }
func (e *SiteError) Unwrap() error { return e.Err }

func siteErrorf(format string, args ...any) error {
	return &SiteError{fmt.Errorf(format, args...)}
}

// WriteSite writes the lab as a static site into dir: index.html,
// checks.html and every file of the page, mex.wasm and the wasm_exec.js of
// the toolchain that built it, the worker and the service worker, and
// site.json. It builds mex.wasm first (unless o.Wasm gives one), so that a
// failed build leaves dir as it was. ctx stops the build.
func WriteSite(ctx context.Context, dir string, o SiteOptions) (SiteReport, error) {
	began := time.Now()
	rep := SiteReport{Dir: dir}
	if strings.TrimSpace(dir) == "" {
		return rep, siteErrorf("the site's directory is empty: give -o DIR")
	}
	if err := checkSiteDir(dir, o.Force); err != nil {
		return rep, err
	}
	wasm, glue, err := siteWasm(ctx, o)
	if err != nil {
		return rep, err
	}
	rep.Built = o.Wasm == ""
	files, err := siteFiles(wasm, glue)
	if err != nil {
		return rep, err
	}
	rep.WasmBytes = int64(len(wasm))
	if rep.WasmGzip, err = gzipSize(wasm); err != nil {
		return rep, err
	}
	rep.TooLarge = rep.WasmGzip > MaxWasmGzip
	names := make([]string, 0, len(files))
	for name := range files {
		names = append(names, name)
	}
	sort.Strings(names)
	h := sha256.New()
	for _, name := range names {
		fmt.Fprintf(h, "%s %d\n", name, len(files[name]))
		h.Write(files[name])
	}
	rep.Version = hex.EncodeToString(h.Sum(nil))[:16]
	for _, name := range names {
		if strings.HasSuffix(name, ".html") && !strings.Contains(name, "/") {
			if files[name], err = markStatic(name, files[name], rep.Version); err != nil {
				return rep, err
			}
		}
	}
	var cached []string
	for _, name := range names {
		if name != "sw.js" {
			cached = append(cached, name)
		}
	}
	manifest, err := json.MarshalIndent(SiteManifest{Version: rep.Version, Files: cached, WasmBytes: rep.WasmBytes, WasmGzip: rep.WasmGzip}, "", "  ")
	if err != nil {
		return rep, err
	}
	files["site.json"] = append(manifest, '\n')
	names = append(names, "site.json")
	for _, name := range names {
		file := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(file), 0o755); err != nil {
			return rep, siteErrorf("cannot write the site: %w", err)
		}
		if err := os.WriteFile(file, files[name], 0o644); err != nil {
			return rep, siteErrorf("cannot write the site: %w", err)
		}
		rep.Files++
		rep.Bytes += int64(len(files[name]))
	}
	rep.Seconds = time.Since(began).Seconds()
	return rep, nil
}

// checkSiteDir refuses a dir that is a file, or a directory that is not
// empty unless force, and makes sure dir can be written.
func checkSiteDir(dir string, force bool) error {
	info, err := os.Stat(dir)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return siteErrorf("cannot make the site's directory: %w", err)
		}
	case err != nil:
		return siteErrorf("the site's directory: %w", err)
	case !info.IsDir():
		return siteErrorf("%s is a file, not a directory", dir)
	default:
		entries, err := os.ReadDir(dir)
		if err != nil {
			return siteErrorf("the site's directory: %w", err)
		}
		if len(entries) > 0 && !force {
			return siteErrorf("%s is not empty (give --force to write the site over it)", dir)
		}
	}
	probe, err := os.CreateTemp(dir, ".mex-site-*")
	if err != nil {
		return siteErrorf("cannot write into %s: %w", dir, err)
	}
	probe.Close()
	os.Remove(probe.Name())
	return nil
}

// siteFiles are the site's files but site.json: the page's, the wasm and
// wasm_exec.js.
func siteFiles(wasm, glue []byte) (map[string][]byte, error) {
	files := map[string][]byte{"mex.wasm": wasm, "wasm_exec.js": glue}
	err := fs.WalkDir(static, "static", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := static.ReadFile(p)
		if err != nil {
			return err
		}
		files[strings.TrimPrefix(p, "static/")] = b
		return nil
	})
	return files, err
}

var (
	headTag = regexp.MustCompile(`(?i)<head(\s[^>]*)?>`)
	charset = regexp.MustCompile(`(?i)<meta\s+charset[^>]*>`)
)

// markStatic adds to an HTML page, after its <meta charset> or else at the
// start of its head, the two lines that tell its transport it is the
// static site, and which build.
func markStatic(name string, page []byte, version string) ([]byte, error) {
	at := charset.FindIndex(page)
	if at == nil {
		at = headTag.FindIndex(page)
	}
	if at == nil {
		return nil, fmt.Errorf("static/%s has no <head>", name)
	}
	mark := fmt.Sprintf("\n<meta name=\"mex-lab\" content=\"static\">\n<meta name=\"mex-lab-version\" content=%q>", version)
	out := append([]byte{}, page[:at[1]]...)
	out = append(out, mark...)
	return append(out, page[at[1]:]...), nil
}

func gzipSize(b []byte) (int64, error) {
	var n countWriter
	z := gzip.NewWriter(&n)
	if _, err := z.Write(b); err != nil {
		return 0, err
	}
	if err := z.Close(); err != nil {
		return 0, err
	}
	return int64(n), nil
}

type countWriter int64

func (c *countWriter) Write(p []byte) (int, error) { *c += countWriter(len(p)); return len(p), nil }

// siteWasm returns mex.wasm and its wasm_exec.js: given, or built.
func siteWasm(ctx context.Context, o SiteOptions) (wasm, glue []byte, err error) {
	if o.Wasm != "" {
		if wasm, err = os.ReadFile(o.Wasm); err != nil {
			return nil, nil, siteErrorf("--wasm: %w", err)
		}
		if !bytes.HasPrefix(wasm, []byte("\x00asm")) {
			return nil, nil, siteErrorf("%s is not WebAssembly (it does not begin with \\0asm)", o.Wasm)
		}
		if o.WasmExec == "" {
			if beside := filepath.Join(filepath.Dir(o.Wasm), "wasm_exec.js"); fileExists(beside) {
				o.WasmExec = beside
			}
		}
	}
	if o.WasmExec != "" {
		if glue, err = os.ReadFile(o.WasmExec); err != nil {
			return nil, nil, siteErrorf("wasm_exec.js: %w", err)
		}
		if o.Wasm != "" {
			return wasm, glue, nil
		}
	}
	gocmd, err := goCommand(o.Go)
	if err != nil {
		return nil, nil, err
	}
	var src string
	if o.Wasm == "" {
		if src, err = moduleSource(ctx, gocmd, o.Source); err != nil {
			return nil, nil, err
		}
	}
	if glue == nil {
		root, err := goEnv(ctx, gocmd, "GOROOT")
		if err != nil {
			return nil, nil, err
		}
		if glue, err = os.ReadFile(filepath.Join(root, "lib", "wasm", "wasm_exec.js")); err != nil {
			return nil, nil, siteErrorf("the go command's wasm_exec.js: %w", err)
		}
	}
	if o.Wasm != "" {
		return wasm, glue, nil
	}
	wasm, err = BuildWasm(ctx, gocmd, src)
	return wasm, glue, err
}

func fileExists(name string) bool {
	info, err := os.Stat(name)
	return err == nil && !info.IsDir()
}

// goCommand finds the go command.
func goCommand(name string) (string, error) {
	if name == "" {
		name = "go"
	}
	p, err := exec.LookPath(name)
	if err != nil {
		return "", siteErrorf("building mex.wasm needs the go command, and %s was not found (install Go, or give --wasm FILE built before)", name)
	}
	return p, nil
}

func goEnv(ctx context.Context, gocmd, name string) (string, error) {
	out, err := exec.CommandContext(ctx, gocmd, "env", name).Output()
	if err != nil {
		return "", siteErrorf("go env %s: %w", name, err)
	}
	v := strings.TrimSpace(string(out))
	if v == "" {
		return "", siteErrorf("go env %s is empty", name)
	}
	return v, nil
}

// moduleSource finds the directory of mex's module: dir if given, else the
// working directory or a parent holding mex's go.mod, else the module
// cache's copy of the version of this program.
func moduleSource(ctx context.Context, gocmd, dir string) (string, error) {
	if dir != "" {
		if !isModule(dir) {
			return "", siteErrorf("--source %s: not the directory of %s (no go.mod of it, or no web/wasm)", dir, ModulePath)
		}
		return dir, nil
	}
	if wd, err := os.Getwd(); err == nil {
		for d := wd; ; d = filepath.Dir(d) {
			if isModule(d) {
				return d, nil
			}
			if filepath.Dir(d) == d {
				break
			}
		}
	}
	if info, ok := debug.ReadBuildInfo(); ok && info.Main.Path == ModulePath && info.Main.Version != "" && info.Main.Version != "(devel)" {
		if cache, err := goEnv(ctx, gocmd, "GOMODCACHE"); err == nil {
			d := filepath.Join(cache, filepath.FromSlash(ModulePath)+"@"+info.Main.Version)
			if isModule(d) {
				return d, nil
			}
		}
	}
	return "", siteErrorf("cannot find the source of %s to build mex.wasm: run mex site inside a clone of mex, or give --source DIR or --wasm FILE", ModulePath)
}

// isModule reports whether dir holds mex's go.mod and its wasm package.
func isModule(dir string) bool {
	f, err := os.Open(filepath.Join(dir, "go.mod"))
	if err != nil {
		return false
	}
	defer f.Close()
	s := bufio.NewScanner(f)
	for s.Scan() {
		if fields := strings.Fields(s.Text()); len(fields) == 2 && fields[0] == "module" && strings.Trim(fields[1], `"`) == ModulePath {
			return fileExists(filepath.Join(dir, filepath.FromSlash(path.Join(WasmPackage, "main.go"))))
		}
	}
	return false
}

// BuildWasm builds mex.wasm from the module in src with the go command
// gocmd (GOOS=js GOARCH=wasm go build ./web/wasm) and returns it.
func BuildWasm(ctx context.Context, gocmd, src string) ([]byte, error) {
	tmp, err := os.MkdirTemp("", "mex-wasm-*")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(tmp)
	out := filepath.Join(tmp, "mex.wasm")
	cmd := exec.CommandContext(ctx, gocmd, "build", "-o", out, WasmPackage)
	cmd.Dir = src
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	cmd.Stdout = io.Discard
	if err := cmd.Run(); err != nil {
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
		msg := strings.Join(strings.Fields(stderr.String()), " ")
		if len(msg) > 300 {
			msg = msg[:300] + "…"
		}
		return nil, siteErrorf("building mex.wasm (GOOS=js GOARCH=wasm go build %s in %s) failed: %v: %s", WasmPackage, src, err, msg)
	}
	return os.ReadFile(out)
}
