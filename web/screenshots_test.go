package web_test

import (
	"bytes"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/chromedp/chromedp"
)

// The README's pictures of the lab: the classroom (coach mode, a game of
// Wythoff in play with a hint asked) and the research desk (the value
// table of Kayles with its period in rows), each on a phone (390×844 at
// two device pixels a CSS pixel) and on a laptop (1280×800), as the
// screen shows them. They are written to $MEX_SCREENSHOTS when it is set:
//
//	MEX_SCREENSHOTS=$PWD/docs/img go test ./web/ -run TestREADMEScreenshots
//
// and to a temporary directory otherwise, so that the test also checks
// that each page is drawn at its size.
func TestREADMEScreenshots(t *testing.T) {
	sizes := []struct {
		name          string
		width, height int64
		mobile        bool
		scale         int
	}{{"phone", 390, 844, true, 2}, {"laptop", 1280, 800, false, 1}}
	for _, size := range sizes {
		p := newPage(t, pageOptions{width: size.width, height: size.height, mobile: size.mobile})
		tap := chromedp.Click[string]
		if size.mobile {
			tap = chromedp.Tap[string]
		}

		// the classroom: coach mode hides the answers; a hint in its first step
		p.open("?game=wythoff&start=7,12&coach=1&size=20")
		p.do(tap("#start"))
		p.waitFor(`document.body.dataset.turn === "you"`)
		p.do(chromedp.ScrollIntoView("#hint"))
		p.do(tap("#hint"))
		p.waitFor(`document.getElementById("hint-text").textContent !== ""`)
		p.do(chromedp.ScrollIntoView("#play"))
		p.viewShot("classroom-"+size.name+".png", size.width, size.height, size.scale)

		// the desk: Kayles's values in rows of its period
		p.openDesk("?game=kayles&size=100", "kayles")
		p.fill("#desk-upto", "120")
		p.do(chromedp.ScrollIntoView("#desk-table-show"), tap("#desk-table-show"))
		p.waitFor(`document.getElementById("desk-table").dataset.state === "done"`)
		p.do(chromedp.ScrollIntoView("#desk-values"))
		p.viewShot("desk-"+size.name+".png", size.width, size.height, size.scale)
	}
}

// viewShot captures what the screen shows (not the whole page) and checks
// its size in device pixels.
func (p *page) viewShot(name string, width, height int64, scale int) {
	p.t.Helper()
	shot, err := chromedp.Run(p.ctx, chromedp.CaptureScreenshot())
	if err != nil {
		p.t.Fatalf("%s: %v", name, err)
	}
	img, err := png.Decode(bytes.NewReader(shot))
	if err != nil {
		p.t.Fatalf("%s: %v", name, err)
	}
	if b := img.Bounds(); b.Dx() != int(width)*scale || b.Dy() != int(height)*scale {
		p.t.Errorf("%s is %d×%d px; want %d×%d", name, b.Dx(), b.Dy(), int(width)*scale, int(height)*scale)
	}
	dir := os.Getenv("MEX_SCREENSHOTS")
	if dir == "" {
		dir = p.t.TempDir()
	}
	if err := os.WriteFile(filepath.Join(dir, name), shot, 0o644); err != nil {
		p.t.Fatal(err)
	}
}
