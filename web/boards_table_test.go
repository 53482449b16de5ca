package web_test

import (
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/mex-cgt/mex/game"
)

// Every kind of board (game.BoardKinds) is one module of the page,
// static/boards/<kind>.js, and one entry of the table that chooses it,
// static/boards/index.js; and every module there is a kind's (issue 39:
// a new kind is one module and its line in the table).
func TestBoardsTable(t *testing.T) {
	src, err := os.ReadFile("static/boards/index.js")
	if err != nil {
		t.Fatal(err)
	}
	table := string(src)
	kinds := game.BoardKinds()
	for _, k := range kinds {
		if _, err := os.Stat(filepath.Join("static/boards", string(k)+".js")); err != nil {
			t.Errorf("board %q: no module static/boards/%s.js", k, k)
		}
		if !strings.Contains(table, `from "./`+string(k)+`.js";`) {
			t.Errorf("board %q: index.js does not import ./%s.js", k, k)
		}
		entry := regexp.MustCompile(`(?m)^\s*(` + regexp.QuoteMeta(string(k)) + `|"` + regexp.QuoteMeta(string(k)) + `":\s*[\w$]+),$`)
		if !entry.MatchString(table) {
			t.Errorf("board %q: no line for it in the table of index.js", k)
		}
	}
	files, _ := filepath.Glob("static/boards/*.js")
	for _, f := range files {
		name := strings.TrimSuffix(filepath.Base(f), ".js")
		if name != "index" && !slices.Contains(kinds, game.BoardKind(name)) {
			t.Errorf("static/boards/%s.js is not a kind of game.BoardKinds (helpers go in boards/lib/)", name)
		}
	}
}
