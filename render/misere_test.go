package render_test

import (
	"bytes"
	"image/png"
	"strings"
	"testing"

	"github.com/mex-cgt/mex/render"
)

func TestGenusTable(t *testing.T) {
	rows := []render.GenusRow{{Heap: 0, Misere: 1, Genus: "0^120", Tame: true}, {Heap: 5, Normal: 4, Misere: 1, Genus: "4^146"}}
	var svg bytes.Buffer
	if err := render.GenusTable(&svg, render.SVG, "kayles", rows); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"4^146", `data-x="5"`, "0^120"} {
		if !strings.Contains(svg.String(), want) {
			t.Errorf("SVG genus table lacks %q", want)
		}
	}
	var p bytes.Buffer
	if err := render.GenusTable(&p, render.PNG, "kayles", rows); err != nil {
		t.Fatal(err)
	}
	if _, err := png.Decode(&p); err != nil {
		t.Fatal(err)
	}
	if err := render.GenusTable(&p, render.PNG, "empty", nil); err == nil {
		t.Error("an empty table should be an error")
	}
}

func TestMisereVersusNormal(t *testing.T) {
	pic := render.MisereVersusNormal("wythoff", 4, [][2]int{{0, 0}, {1, 2}, {2, 1}}, [][2]int{{0, 1}, {1, 0}, {2, 2}})
	if c, ok := pic.Fill(0, 0); !ok || c != render.Red {
		t.Error("(0,0) is P in normal play only: want red")
	}
	if c, ok := pic.Fill(2, 2); !ok || c != render.Amber {
		t.Error("(2,2) is P in misère play only: want amber")
	}
}
