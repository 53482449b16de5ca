package cli

import (
	"bufio"
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"

	"github.com/mex-cgt/mex/grammar"
	"github.com/mex-cgt/mex/service"
	"github.com/mex-cgt/mex/spec"
)

func newPlayCmd(io *IO) *cobra.Command {
	var second, asJSON bool
	cmd := gameCmd(&cobra.Command{
		Use: "play GAME POS",
		Long: `play shows the position and the legal moves; type a move's number or the position
to move to, "hint" for the winning moves, or "quit". With --second the computer moves
first. For Imitation Nim the position is a game record (2,2 or 2,2/1,2/…).
With --json the dialogue goes to standard error and the game played is printed
as one JSON document at the end.`,
		Example: "  mex play wythoff 3,5 --second\n  mex play imitation:p=2,m=1 2,2\n  mex play nim 3,4,5",
		Args:    exactArgs(2, "GAME POS"),
	}, true, func(g *spec.Spec, args []string) error {
		talk := io.Out
		if asJSON {
			talk = io.Err
		}
		played, err := playLoop(io, talk, g, args[1], second)
		if err != nil || !asJSON {
			return err
		}
		return io.print(played, true)
	})
	cmd.Flags().BoolVar(&second, "second", false, "let the computer move first")
	addJSON(cmd, &asJSON)
	return cmd
}

// PlayedGame is what mex play --json prints: the moves made and who won
// ("you", "computer", or "" when the game was left unfinished).
type PlayedGame struct {
	Game   string   `json:"game"`
	Start  string   `json:"start"`
	Moves  []string `json:"moves"`
	Winner string   `json:"winner"`
}

func (g PlayedGame) Text() string {
	return g.Game + " from " + g.Start + ": " + strings.Join(g.Moves, " -> ")
}

func playLoop(io *IO, out io.Writer, g *spec.Spec, pos string, computerFirst bool) (PlayedGame, error) {
	played := PlayedGame{Game: g.Text, Start: pos, Moves: []string{}}
	m, err := io.Service.NewMatch(g, pos, computerFirst)
	if err != nil {
		return played, err
	}
	in := bufio.NewReader(io.In)
	for {
		played.Moves = m.Moves()
		st, err := m.State()
		if err != nil {
			return played, err
		}
		played.Game = st.Game
		if st.Over {
			// The game's rules say whether the player to move has won
			// (misère play, a position declared N) or lost.
			played.Winner, err = m.Winner()
			winner := map[string]string{"you": "You win", "computer": "The computer wins"}[played.Winner]
			fmt.Fprintf(out, "%s: play is over at %s (%s). %s.\n", st.Game, lastOf(m.Position()), st.EndText(), winner)
			return played, err
		}
		if m.ComputersTurn() {
			r, err := m.Reply()
			if err != nil {
				return played, err
			}
			fmt.Fprintln(out, r.Text())
			continue
		}
		fmt.Fprintln(out, st.Text())
		fmt.Fprint(out, "your move> ")
		line, ok, long := readLine(in, maxLine)
		if !ok {
			fmt.Fprintln(out)
			return played, nil
		}
		if long > 0 {
			fmt.Fprintf(out, "a line of %d bytes is too long (at most %d); type a move's number or position, block X,Y, undo, hint or quit\n", long, maxLine)
			continue
		}
		if err := answer(out, &io.Service, m, g, strings.TrimSpace(line)); err != nil {
			if err == errQuit {
				return played, nil
			}
			if !service.IsInputError(err) {
				return played, err
			}
			fmt.Fprintln(out, service.RenameParameters(err, func(name string) string { return name + " " })+"; type a move's number or position, block X,Y, undo, hint or quit")
		}
	}
}

var errQuit = fmt.Errorf("quit")

// maxLine bounds a line typed in play: longer lines are reported and
// skipped, and reading goes on.
const maxLine = 4096

// readLine reads one line of at most max bytes; a longer one is read to
// its end and reported by its length in long. ok is false at the end of
// the input.
func readLine(in *bufio.Reader, max int) (line string, ok bool, long int) {
	var b []byte
	n := 0
	for {
		chunk, err := in.ReadSlice('\n')
		n += len(chunk)
		if len(b) <= max {
			b = append(b, chunk...)
		}
		if err == bufio.ErrBufferFull {
			continue
		}
		if err != nil && n == 0 {
			return "", false, 0
		}
		text := strings.TrimRight(string(b), "\r\n")
		if n > max+2 {
			return "", true, n
		}
		return text, true, 0
	}
}

// answer carries out one line of the person's: a move (its number or its
// position, then optionally "block X,Y/X,Y" in games with blocking),
// undo, hint or quit.
func answer(out io.Writer, svc *service.Service, m *service.Match, g *spec.Spec, line string) error {
	switch {
	case line == "quit" || line == "q":
		return errQuit
	case line == "undo" || line == "u":
		return m.Undo()
	case line == "hint" || line == "h":
		r, err := svc.Moves(g, m.Position())
		if err == nil {
			fmt.Fprintln(out, r.Text())
		}
		return err
	}
	move, blocks, _ := strings.Cut(line, " block ")
	if err := m.Play(move); err != nil {
		return err
	}
	if strings.TrimSpace(blocks) == "" {
		return nil
	}
	targets, err := parseBlocks(blocks)
	if err == nil {
		err = m.Block(targets)
	}
	if err != nil {
		m.Undo() // the move and its blocks go together
	}
	return err
}

// parseBlocks reads X,Y/X,Y.
func parseBlocks(text string) ([][2]int, error) {
	var out [][2]int
	for _, part := range strings.Split(text, "/") {
		v, err := grammar.ParseInts(strings.TrimSpace(part), "pile")
		if err != nil || len(v) != 2 {
			return nil, service.BadParameter("block", grammar.Quote(part), "want X,Y (or X,Y/X,Y)")
		}
		out = append(out, [2]int{v[0], v[1]})
	}
	return out, nil
}

func lastOf(record string) string {
	parts := strings.Split(record, "/")
	return parts[len(parts)-1]
}
