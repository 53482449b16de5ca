package cli_test

import (
	"bytes"
	"slices"
	"testing"

	"github.com/mex-cgt/mex/internal/cli"
	"github.com/mex-cgt/mex/service"
)

// The command line has exactly the commands of the table that are its,
// each with the table's line and role (mex help lists them by role).
func TestCommandsFollowTheTable(t *testing.T) {
	var out bytes.Buffer
	root := cli.NewRoot(&cli.IO{Out: &out, Err: &out})
	var names []string
	for _, c := range root.Commands() {
		switch c.Name() {
		case "help", "completion", "games": // cobra's own, and a help topic
			continue
		}
		names = append(names, c.Name())
		cmd, ok := service.CommandNamed(c.Name())
		switch {
		case !ok || !cmd.CommandLine:
			t.Errorf("mex %s is not a command line command of the table", c.Name())
		case c.Short != cmd.Short || c.GroupID != cmd.Role.ID:
			t.Errorf("mex %s: %q in group %q; the table says %q in %q", c.Name(), c.Short, c.GroupID, cmd.Short, cmd.Role.ID)
		}
	}
	for _, cmd := range service.Commands {
		if cmd.CommandLine && !slices.Contains(names, cmd.Name) {
			t.Errorf("the table's %s is not a command of mex", cmd.Name)
		}
	}
}
