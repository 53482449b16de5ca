package service_test

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/mex-cgt/mex/service"
)

func TestElide(t *testing.T) {
	tests := []struct{ in, want string }{
		{"short words stay", "short words stay"},
		{"bad " + strings.Repeat("7", 80) + " end", "bad " + strings.Repeat("7", 80) + " end"},
		{"bad " + strings.Repeat("7", 5000) + " end", "bad " + strings.Repeat("7", 48) + "…(5000 characters) end"},
		{strings.Repeat("é", 100), strings.Repeat("é", 24) + "…(200 characters)"},
		{"x" + strings.Repeat("é", 100), "x" + strings.Repeat("é", 23) + "…(201 characters)"},
	}
	for _, tt := range tests {
		if got := service.Elide(tt.in); got != tt.want {
			t.Errorf("Elide(%.60q…) = %q; want %q", tt.in, got, tt.want)
		}
	}
	long := strings.Repeat("a ", 299) + "b" + strings.Repeat("é ", 500) // byte 600 is inside an é
	got := service.Elide(long)
	if len(got) > service.MaxMessage+len("…") || !strings.HasSuffix(got, "…") || !utf8.ValidString(got) {
		t.Errorf("Elide of a %d-byte line = %d bytes %.40q…; want at most %d, cut at a character, ending in …", len(long), len(got), got, service.MaxMessage)
	}
}
