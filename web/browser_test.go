package web_test

import (
	"context"
	"fmt"
	"math/big"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/mex-cgt/mex/games/wythoff"
	"github.com/mex-cgt/mex/lab"
	"github.com/mex-cgt/mex/web"
)

// browser starts headless Chromium on the lab; in CI (CI=true) a missing
// browser fails the test instead of skipping it.
func browser(t *testing.T) (context.Context, string) {
	t.Helper()
	path := os.Getenv("MEX_CHROME")
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if path != "" {
			break
		}
		path, _ = exec.LookPath(name)
	}
	if path == "" {
		if os.Getenv("CI") == "true" {
			t.Fatal("no Chromium found (install Debian's chromium); browser tests are required in CI")
		}
		t.Skip("no Chromium found; set MEX_CHROME or install chromium")
	}
	server := httptest.NewServer(web.New().Handler())
	t.Cleanup(server.Close)
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(path),
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.NoFirstRun,
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.UserDataDir(t.TempDir()),
		chromedp.WindowSize(1300, 1000),
	)
	allocCtx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancelCtx := chromedp.NewContext(allocCtx)
	ctx, cancelTimeout := context.WithTimeout(ctx, 90*time.Second)
	t.Cleanup(func() { cancelTimeout(); cancelCtx(); cancelAlloc() })
	return ctx, server.URL
}

// waitFor polls a JavaScript expression until it is true.
func waitFor(t *testing.T, ctx context.Context, expr string) {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for {
		ok, err := chromedp.Run(ctx, chromedp.Evaluate[bool](expr))
		if err != nil {
			t.Fatalf("evaluating %s: %v", expr, err)
		}
		if ok {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s", expr)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

func eval[T any](t *testing.T, ctx context.Context, expr string) T {
	t.Helper()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](expr))
	if err != nil {
		t.Fatalf("evaluating %s: %v", expr, err)
	}
	return v
}

const yourTurnOrOver = `["you","over"].includes(document.body.dataset.turn)`

func screenshot(t *testing.T, ctx context.Context, name string) {
	t.Helper()
	png, err := chromedp.Run(ctx, chromedp.FullScreenshot(100))
	if err != nil || len(png) < 1000 {
		t.Fatalf("screenshot: %v (%d bytes)", err, len(png))
	}
	dir := os.Getenv("MEX_SCREENSHOTS")
	if dir == "" {
		dir = t.TempDir()
	}
	file := filepath.Join(dir, name)
	if err := os.WriteFile(file, png, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("screenshot: %s", file)
}

func startGame(t *testing.T, ctx context.Context, url, game, pos string, computerFirst bool) {
	t.Helper()
	radio := "#first"
	if computerFirst {
		radio = "#second"
	}
	err := chromedp.Do(ctx,
		chromedp.Navigate(url+"/?game="+game),
		chromedp.WaitVisible(chromedp.CSS("#start")),
		chromedp.SetValue(chromedp.CSS("#start-pos"), pos),
		chromedp.Click(chromedp.CSS(radio)),
		chromedp.Click(chromedp.CSS("#start")),
	)
	if err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, yourTurnOrOver)
}

func isP(x, y int) bool { return wythoff.IsP(big.NewInt(int64(x)), big.NewInt(int64(y))) }

func queen(t *testing.T, ctx context.Context) (int, int) {
	var x, y int
	fmt.Sscanf(eval[string](t, ctx, `document.body.dataset.position`), "%d,%d", &x, &y)
	return x, y
}

// Corner the Queen from (3,5), the human moving second. First the human
// plays badly: the computer must answer every move with a P-position and
// win. Then the human plays the winning moves and must win.
func TestBrowserWythoff(t *testing.T) {
	ctx, url := browser(t)
	for _, perfect := range []bool{false, true} {
		startGame(t, ctx, url, "wythoff", "3,5", true)
		for moves := 0; eval[string](t, ctx, `document.body.dataset.turn`) == "you"; moves++ {
			x, y := queen(t, ctx)
			if moves > 0 && !perfect && !isP(x, y) {
				t.Fatalf("the computer answered with (%d,%d), not a P-position", x, y)
			}
			targets := eval[[][]int](t, ctx, `[...document.querySelectorAll("#board .cell.target")].map(c => [+c.dataset.x, +c.dataset.y])`)
			var pick []int
			for _, c := range targets {
				good := isP(c[0], c[1])
				if good == perfect && (pick == nil || !perfect) {
					pick = c
				}
			}
			if pick == nil {
				pick = targets[0]
			}
			sel := fmt.Sprintf(`#board .cell.target[data-x="%d"][data-y="%d"]`, pick[0], pick[1])
			if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS(sel))); err != nil {
				t.Fatal(err)
			}
			waitFor(t, ctx, yourTurnOrOver)
		}
		want := map[bool]string{false: "computer", true: "you"}[perfect]
		if got := eval[string](t, ctx, `document.body.dataset.winner`); got != want {
			t.Fatalf("perfect=%v: winner %q; want %q", perfect, got, want)
		}
		if !perfect {
			screenshot(t, ctx, "wythoff.png")
		}
	}
}

// (2,1)-Imitation Nim from (2,2) with the computer moving first (Larsson 2009,
// Example 2): the human keeps imitating, the computer's every move leads
// to a P-state, and the second imitation the human would need is shown
// forbidden (a yellow token) before the computer wins.
func TestBrowserImitation(t *testing.T) {
	ctx, url := browser(t)
	startGame(t, ctx, url, "imitation:p=2,m=1", "2,2", true)
	l := &lab.Lab{}
	sawForbidden := false
	for eval[string](t, ctx, `document.body.dataset.turn`) == "you" {
		record := eval[string](t, ctx, `document.body.dataset.record`)
		if o, err := l.Outcome("imitation:p=2,m=1", record); err != nil || o.Outcome != "P" {
			t.Fatalf("the computer moved to %s, which is %v (%v); want a P-state", record, o.Outcome, err)
		}
		if eval[int](t, ctx, `document.querySelectorAll(".token.yellow").length`) > 0 {
			sawForbidden = true
		}
		sel := ".token.green"
		if eval[int](t, ctx, `document.querySelectorAll(".token.green").length`) == 0 {
			sel = ".token:not(.yellow):not(.dead)"
		}
		if eval[int](t, ctx, fmt.Sprintf(`document.querySelectorAll(%q).length`, sel)) == 0 {
			break
		}
		if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS(sel))); err != nil {
			t.Fatal(err)
		}
		waitFor(t, ctx, yourTurnOrOver)
	}
	waitFor(t, ctx, `document.body.dataset.turn === "over"`)
	if eval[int](t, ctx, `document.querySelectorAll(".token.yellow").length`) > 0 {
		sawForbidden = true
	}
	if got := eval[string](t, ctx, `document.body.dataset.winner`); got != "computer" {
		t.Fatalf("winner %q; want the computer", got)
	}
	if !sawForbidden {
		t.Fatal("the imitation rule never showed a forbidden token")
	}
	record := eval[string](t, ctx, `document.body.dataset.record`)
	if !strings.HasPrefix(record, "2,2/") {
		t.Fatalf("record %q", record)
	}
	screenshot(t, ctx, "imitation.png")
}

// The page explains itself: the picker, the grid and hover work.
func TestBrowserHover(t *testing.T) {
	ctx, url := browser(t)
	err := chromedp.Do(ctx, chromedp.Navigate(url+"/?game=wythoff"), chromedp.WaitVisible(chromedp.CSS("#grid")))
	if err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, `document.getElementById("view-title").textContent.includes("P-positions")`)
	// Hover over cell (3,5): the tooltip names it P with G = 0.
	tip := eval[string](t, ctx, `(() => {
		const c = document.getElementById("grid"), r = c.getBoundingClientRect(), s = Math.floor(520 / 21);
		c.dispatchEvent(new MouseEvent("mousemove", {clientX: r.left + 3*s + s/2, clientY: r.top + (20-5)*s + s/2, bubbles: true}));
		return document.getElementById("tip").textContent; })()`)
	if !strings.Contains(tip, "(3,5): P") || !strings.Contains(tip, "G = 0") {
		t.Fatalf("tooltip %q; want (3,5) as P with G = 0", tip)
	}
	screenshot(t, ctx, "lab.png")
}
