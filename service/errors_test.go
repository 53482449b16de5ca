package service_test

import (
	"strings"
	"testing"

	"github.com/mex-cgt/mex/service"
)

// The service's errors name parameters in its own words (size, upto, count),
// never as the command line's flags; the shells rename them
// (RenameParameters): the command line writes --count 3, the server count 3.
func TestErrorsSpeakTheLibrarysWords(t *testing.T) {
	l := &service.Service{}
	_, err1 := l.PPositionsByIndex(mustGame(t, "kayles"), "0", 3)
	_, err2 := l.GrundyUpto(mustGame(t, "nim"), -1)
	_, err3 := l.GrundyTable(mustGame(t, "wythoff"), -1)
	for _, err := range []error{err1, err2, err3} {
		if err == nil || !service.IsInputError(err) || strings.Contains(err.Error(), "--") {
			t.Errorf("error %v: want an input error without a flag's name", err)
			continue
		}
		flag := service.RenameParameters(err, func(name string) string { return "--" + name + " " })
		if !strings.HasPrefix(flag, "--") {
			t.Errorf("RenameParameters(%v) = %q; want it to start with the flag", err, flag)
		}
	}
	if got := service.RenameParameters(err1, func(name string) string { return name + "=" }); !strings.HasPrefix(got, "count=3: ") {
		t.Errorf("RenameParameters for the server = %q; want count=3: …", got)
	}
}
