package service

import "slices"

// Role is what a command is for: the command line lists its commands by
// role, and the service's files follow the roles.
type Role struct {
	ID    string // the command line's group
	Title string // the heading of the group in `mex help`
}

// The roles of mex's commands.
var (
	Plays      = Role{"plays", "Play and judge positions:"}
	Values     = Role{"values", "Grundy values and sequences:"}
	Pairs      = Role{"pairs", "Two-pile games:"}
	Histories  = Role{"histories", "Games with memory:"}
	MiserePlay = Role{"misere", "Misère play:"}
	Proofs     = Role{"proofs", "Proofs and the papers' claims:"}
	Research   = Role{"research", "Research experiments:"}
	Lab        = Role{"lab", "Pictures, the lab and mex itself:"}
)

// Roles lists the roles in the order the command line shows them.
var Roles = []Role{Plays, Values, Pairs, Histories, MiserePlay, Proofs, Research, Lab}

// Command is one of mex's commands: its name on the command line, its
// role, one line saying what it does, and the routes of the lab's API
// (/api/ROUTE) that answer it. A command the command line does not have
// (the lab's own: describe, families, checks) has CommandLine false.
type Command struct {
	Name        string
	Role        Role
	Short       string
	Routes      []string
	CommandLine bool
}

// Commands is the table of commands. The command line's listing (`mex
// help`), the lab's routes and the lab's answer to an unknown route all
// read it; tests in internal/cli and web tie each to it.
var Commands = []Command{
	{"outcome", Plays, "say whether a position is P (previous player wins) or N (next player wins)", []string{"outcome"}, true},
	{"moves", Plays, "list every winning move (every option that is a P-position)", []string{"moves"}, true},
	{"play", Plays, "play against the computer in the terminal (it plays perfectly and says why)", []string{"play", "reply"}, true},
	{"grundy", Values, "Sprague-Grundy values: of a position, of heaps 0..N (--upto), or a two-pile table (--size)", []string{"grundy", "tile", "export"}, true},
	{"period", Values, "find and prove the eventual period of a one-heap game's Grundy sequence", []string{"period"}, true},
	{"stats", Values, "sparse-space statistics of a one-heap game: mask, rare positions, largest value, frequencies", []string{"stats"}, true},
	{"ppos", Pairs, "list P-positions: all with coordinates <= N, or the pairs (a_i, b_i) with indices I..I+K-1", []string{"ppos"}, true},
	{"classify", Histories, "classify a position of a game with memory: non-dynamic P, non-dynamic N or dynamic", []string{"classify"}, true},
	{"learn", Histories, "simulate Larsson 2008's learning question: which P-positions does a perfect first player reveal?", []string{"learn"}, true},
	{"genus", MiserePlay, "Conway's genus g^γ0γ1… of each heap 0..N of a heap game, marked tame or wild", []string{"genus"}, true},
	{"quotient", MiserePlay, "the misère quotient Q_N of a heap game (Plambeck and Siegel): order, presentation, P-portion, pretending function", []string{"quotient"}, true},
	{"form", MiserePlay, "the misère simplest form of a position (Conway), with its birthday, G⁺, G⁻ and genus", []string{"form"}, true},
	{"prove", Proofs, "decide Walnut statements with automata, or prove a two-pile game's P-positions automatic", []string{"prove", "prove.svg", "statements"}, true},
	{"check", Proofs, "check the theorems of the source papers by machine and report what was checked", []string{"check"}, true},
	{"checks", Proofs, "the checks of every theorem as a stream (the lab's checks page)", []string{"checks"}, false},
	{"offset", Research, "the offset (dx,dy) of altered Wythoff Nim (Unique and General Offset Theorems, Sleator, Hu and Tsin 2024)", []string{"offset"}, true},
	{"adjoin", Research, "can the move (I,J) be adjoined to Wythoff's game without changing its P-positions? (Duchêne et al. 2010)", []string{"adjoin"}, true},
	{"defects", Research, "Sleator, Hu and Tsin 2024 §6: do altered Linear Nimhoff games converge to a translate of the unaltered game?", []string{"defects"}, true},
	{"census", Research, "compute every octal (or hexadecimal) code of a class to a budget: proven periods, open games, equivalences", []string{"census"}, true},
	{"plot", Lab, "draw P-positions, Grundy values, Imitation Nim strategies, bitstrings or sequences", []string{"plot"}, true},
	{"serve", Lab, "run the web lab: explore every game in the browser and play against the computer", nil, true},
	{"site", Lab, "write the web lab as a static site that runs in the browser with no server (the library in WebAssembly)", nil, true},
	{"describe", Lab, "what the lab needs to know of a game: its shape, board, rules and capabilities", []string{"describe"}, false},
	{"families", Lab, "the game families of the grammar, with their rules", []string{"families"}, false},
	{"version", Lab, "print the version of mex (also mex --version)", []string{"version"}, true},
}

// CommandNamed returns the command of the table with that name.
func CommandNamed(name string) (Command, bool) {
	i := slices.IndexFunc(Commands, func(c Command) bool { return c.Name == name })
	if i < 0 {
		return Command{}, false
	}
	return Commands[i], true
}

// Routes returns the routes of the lab's API, in the table's order.
func Routes() []string {
	var out []string
	for _, c := range Commands {
		out = append(out, c.Routes...)
	}
	return out
}
