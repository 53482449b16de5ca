package cli

import (
	"errors"
	"fmt"

	"github.com/spf13/cobra"

	"github.com/mex-cgt/mex/web"
)

// siteInfo is what mex site prints.
type siteInfo struct{ web.SiteReport }

func (s siteInfo) Text() string {
	how := "built"
	if !s.Built {
		how = "given"
	}
	text := fmt.Sprintf("wrote the lab as a static site to %s: %d files, %s (mex.wasm %s, %s gzipped, %s) in %.1fs\n",
		s.Dir, s.Files, megabytes(s.Bytes), megabytes(s.WasmBytes), megabytes(s.WasmGzip), how, s.Seconds)
	if s.TooLarge {
		text += fmt.Sprintf("note: mex.wasm is over %s gzipped and will be slow to load\n", megabytes(web.MaxWasmGzip))
	}
	return text + fmt.Sprintf("serve it with any static web server, for example: python3 -m http.server -d %s 8000", s.Dir)
}

func megabytes(n int64) string { return fmt.Sprintf("%.1f MB", float64(n)/1e6) }

func newSiteCmd(io *IO) *cobra.Command {
	var o web.SiteOptions
	var dir string
	var asJSON bool
	cmd := &cobra.Command{
		Use:     "site -o DIR [--wasm FILE] [--force]",
		Example: "  mex site -o lab\n  mex site -o lab --wasm mex.wasm --force",
		Long: `site writes the whole web lab into DIR as a static site that needs no server of
mex: the page of mex serve, and the library compiled to WebAssembly (mex.wasm),
which answers the page's API in Web Workers. Serve DIR with any static web
server (opening index.html as a file does not work: browsers refuse modules
and workers from file:). After its first load the site works offline.

Building mex.wasm runs the go command (GOOS=js GOARCH=wasm go build ./web/wasm)
in mex's source: the clone around the working directory, --source DIR, or the
module cache's copy of this version. --wasm FILE uses one built before, with the
wasm_exec.js beside it or the go command's. See docs/SITE.md.`,
		Args: exactArgs(0, "flags only"),
		RunE: func(_ *cobra.Command, _ []string) error {
			if dir == "" {
				return badf("give the site's directory with -o DIR")
			}
			rep, err := web.WriteSite(io.context(), dir, o)
			var se *web.SiteError
			if errors.As(err, &se) {
				return usageError{err}
			}
			if err != nil {
				return err
			}
			return io.print(siteInfo{rep}, asJSON)
		},
	}
	cmd.Flags().StringVarP(&dir, "output", "o", "", "the directory to write the site into (made if missing)")
	cmd.Flags().StringVar(&o.Wasm, "wasm", "", "a mex.wasm built before, instead of building one")
	cmd.Flags().StringVar(&o.WasmExec, "wasm-exec", "", "the wasm_exec.js of the toolchain that built --wasm (default: beside it, else the go command's)")
	cmd.Flags().StringVar(&o.Source, "source", "", "the directory of mex's source to build mex.wasm from (default: found)")
	cmd.Flags().BoolVar(&o.Force, "force", false, "write into a directory that is not empty")
	addJSON(cmd, &asJSON)
	return cmd
}
