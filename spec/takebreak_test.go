package spec_test

import (
	"strings"
	"testing"

	"github.com/mex-cgt/mex/spec"
)

// The families of issue 14: takebreak:, hex: and subtraction:all-but:.
func TestTakeBreakFamilies(t *testing.T) {
	tests := []struct{ in, text string }{
		{"takebreak:4!.0", "takebreak:4!.0"},
		{"takebreak:0.3f", "takebreak:0.3F"},
		{"takebreak:0.[3]", "takebreak:0.[3]"},
		{"hex:0.3F", "hex:0.3F"},
		{"subtraction:all-but:7,2,3", "subtraction:all-but:2,3,7"},
		{"subtraction:all-but:", "subtraction:all-but:"},
	}
	for _, tt := range tests {
		s, err := spec.Parse(tt.in)
		if err != nil || s.Text != tt.text {
			t.Errorf("Parse(%q) = %v, %v; want %q", tt.in, s, err, tt.text)
		}
	}
	for _, bad := range []string{"takebreak", "takebreak:0.W", "hex:0.G", "hex:0.[3]", "subtraction:all-but:0", "subtraction:all-but:x"} {
		if _, err := spec.Parse(bad); err == nil || !strings.Contains(err.Error(), bad[strings.Index(bad, ":")+1:]) && !strings.Contains(err.Error(), "needs") {
			t.Errorf("Parse(%q): %v; want an error quoting the input", bad, err)
		}
	}
}
