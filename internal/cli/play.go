package cli

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"github.com/mex-cgt/mex/grammar"
	"github.com/mex-cgt/mex/lab"
)

func newPlayCmd(io *IO) *cobra.Command {
	var second, asJSON bool
	var alter alterFlags
	cmd := &cobra.Command{
		Use:   "play GAME POS",
		Short: "play against the computer in the terminal (it plays perfectly and says why)",
		Long: `play shows the position and the legal moves; type a move's number or the position
to move to, "hint" for the winning moves, or "quit". With --second the computer moves
first. For Imitation Nim the position is a game record (2,2 or 2,2/1,2/…).
With --json the dialogue goes to standard error and the game played is printed
as one JSON document at the end.`,
		Example:           "  mex play wythoff 3,5 --second\n  mex play imitation:p=2,m=1 2,2\n  mex play nim 3,4,5",
		Args:              exactArgs(2, "GAME POS"),
		ValidArgsFunction: completeGame,
		RunE: func(_ *cobra.Command, args []string) error {
			l, err := io.altered(alter)
			if err != nil {
				return err
			}
			talk := io.Out
			if asJSON {
				talk = io.Err
			}
			g, err := playLoop(io, talk, l, args[0], args[1], second)
			if err != nil {
				return err
			}
			if asJSON {
				return io.print(g, true)
			}
			return nil
		},
	}
	cmd.Flags().BoolVar(&second, "second", false, "let the computer move first")
	addJSON(cmd, &asJSON)
	addAlter(cmd, &alter)
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

func playLoop(io *IO, out io.Writer, l *lab.Lab, game, pos string, computerFirst bool) (PlayedGame, error) {
	played := PlayedGame{Game: game, Start: pos, Moves: []string{}}
	in := bufio.NewScanner(io.In)
	var blocked [][2]int
	computersTurn := computerFirst
	for {
		st, err := l.Play(game, pos, blocked)
		if err != nil {
			return played, err
		}
		played.Game = st.Game
		if st.Over {
			// The game's rules say whether the player to move has won
			// (misère play, a position declared N) or lost.
			moverWins := st.MoverWins != nil && *st.MoverWins
			winner := "You win"
			played.Winner = "you"
			if computersTurn == moverWins {
				winner, played.Winner = "The computer wins", "computer"
			}
			fmt.Fprintf(out, "%s: play is over at %s (%s). %s.\n", st.Game, lastOf(pos), st.EndText(), winner)
			return played, nil
		}
		if computersTurn {
			r, err := l.Reply(game, pos, blocked)
			if err != nil {
				return played, err
			}
			fmt.Fprintln(out, r.Text())
			pos, blocked, computersTurn = r.Move.To, r.Blocks, false
			played.Moves = append(played.Moves, lastOf(pos))
			continue
		}
		fmt.Fprintln(out, st.Text())
		fmt.Fprint(out, "your move> ")
		if !in.Scan() {
			fmt.Fprintln(out)
			return played, nil
		}
		answer := strings.TrimSpace(in.Text())
		switch answer {
		case "quit", "q":
			return played, nil
		case "hint", "h":
			m, err := l.Moves(game, pos)
			if err != nil {
				return played, err
			}
			fmt.Fprintln(out, m.Text())
			continue
		}
		next, ok := chooseMove(st, answer)
		if !ok {
			fmt.Fprintf(out, "%s is not a legal move here; type its number, the position, hint or quit\n", grammar.Quote(answer))
			continue
		}
		pos, blocked, computersTurn = next.To, nil, true
		played.Moves = append(played.Moves, lastOf(pos))
	}
}

func chooseMove(st lab.PlayState, answer string) (lab.Move, bool) {
	if k, err := strconv.Atoi(answer); err == nil && k >= 1 && k <= len(st.Moves) {
		m := st.Moves[k-1]
		return m, !m.Blocked
	}
	norm := strings.ReplaceAll(answer, " ", "")
	for _, m := range st.Moves {
		if strings.ReplaceAll(lastOf(m.To), " ", "") == norm && !m.Blocked {
			return m, true
		}
	}
	return lab.Move{}, false
}

func lastOf(record string) string {
	parts := strings.Split(record, "/")
	return parts[len(parts)-1]
}
