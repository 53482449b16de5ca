package cli

import (
	"bufio"
	"fmt"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"github.com/mex-cgt/mex/lab"
)

func newPlayCmd(io *IO) *cobra.Command {
	var second bool
	var alter alterFlags
	cmd := &cobra.Command{
		Use:   "play GAME POS",
		Short: "play against the computer in the terminal (it plays perfectly and says why)",
		Long: `play shows the position and the legal moves; type a move's number or the position
to move to, "hint" for the winning moves, or "quit". With --second the computer moves
first. For Imitation Nim the position is a game record (2,2 or 2,2/1,2/…).`,
		Example:           "  mex play wythoff 3,5 --second\n  mex play imitation:p=2,m=1 2,2\n  mex play nim 3,4,5",
		Args:              exactArgs(2, "GAME POS"),
		ValidArgsFunction: completeGame,
		RunE: func(_ *cobra.Command, args []string) error {
			l, err := io.altered(alter)
			if err != nil {
				return err
			}
			return playLoop(io, l, args[0], args[1], second)
		},
	}
	cmd.Flags().BoolVar(&second, "second", false, "let the computer move first")
	addAlter(cmd, &alter)
	return cmd
}

func playLoop(io *IO, l *lab.Lab, game, pos string, computerFirst bool) error {
	in := bufio.NewScanner(io.In)
	var blocked [][2]int
	computersTurn := computerFirst
	for {
		st, err := l.Play(game, pos, blocked)
		if err != nil {
			return err
		}
		if st.Over {
			// The game's rules say whether the player to move has won
			// (misère play, a position declared N) or lost.
			moverWins := st.MoverWins != nil && *st.MoverWins
			winner := "You win"
			if computersTurn == moverWins {
				winner = "The computer wins"
			}
			fmt.Fprintf(io.Out, "%s: play is over at %s (%s). %s.\n", st.Game, lastOf(pos), st.EndText(), winner)
			return nil
		}
		if computersTurn {
			r, err := l.Reply(game, pos, blocked)
			if err != nil {
				return err
			}
			fmt.Fprintln(io.Out, r.Text())
			pos, blocked, computersTurn = r.Move.To, r.Blocks, false
			continue
		}
		fmt.Fprintln(io.Out, st.Text())
		fmt.Fprint(io.Out, "your move> ")
		if !in.Scan() {
			fmt.Fprintln(io.Out)
			return nil
		}
		answer := strings.TrimSpace(in.Text())
		switch answer {
		case "quit", "q":
			return nil
		case "hint", "h":
			m, err := l.Moves(game, pos)
			if err != nil {
				return err
			}
			fmt.Fprintln(io.Out, m.Text())
			continue
		}
		next, ok := chooseMove(st, answer)
		if !ok {
			fmt.Fprintf(io.Out, "%q is not a legal move here; type its number, the position, hint or quit\n", answer)
			continue
		}
		pos, blocked, computersTurn = next.To, nil, true
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
