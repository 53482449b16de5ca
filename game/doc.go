// Package game is the core of mex: impartial games under normal play, their
// positions and options, and one generic solver that takes the minimal
// excludant (mex) over options.
//
// # Conventions
//
// A Position is a short vector of non-negative integers (heap sizes, pile
// sizes, or an encoded history for games with memory). A Game says which
// positions are legal and lists the options of a position; it never computes
// values itself. The Solver owns the memo table: values belong to the solver
// the caller created, not to a global cache.
//
// Normal play: the player who cannot move loses. A position is a P-position
// (Previous player wins) iff no option is a P-position, and an N-position
// otherwise. Its Sprague-Grundy value is
//
//	G(v) = mex{ G(w) : v -> w },  mex S = min(N \ S),
//
// so G(v) = 0 iff v is a P-position (the 2007 lecture notes, "Grundy function").
//
// Games whose outcome is not the plain rule above — (p,m)-Wythoff with
// blocking, where the previous player may forbid up to p-1 diagonal options
// (Larsson, Larsson 2009) — implement OutcomeRule; the solver then asks the game
// to classify a position from the outcomes of its options.
//
// # Sums
//
// A move in G1 + … + Gk is a move in exactly one component. By the
// Sprague-Grundy theorem, G(v1,…,vk) = G1(v1) xor … xor Gk(vk) (the 2007 lecture notes).
// Sum implements both the rules (so the generic solver can check the
// theorem) and the fast xor formula with the winning move it implies.
//
// # Kernels
//
// In a finite acyclic digraph, the kernel is the unique set K that is stable
// (no edge inside K) and absorbing (every vertex outside K has an edge into
// K). The kernel of a game graph is its set of P-positions (Duchêne et al. 2010,
// section 1). Kernel computes it by reverse topological order.
//
// # Families
//
// A Family's descriptive data (its name, syntax, example, summary, presets
// and rules) is a Markdown document that its package embeds, families.md,
// one "## NAME" section a family: "- syntax:", "- example:", "- summary:"
// and "- preset:" lines, then the rules as a student reads them (the
// format is given in ReadFamily). The package's Go code keeps what is
// code: the function that reads the parameters, passed to MustFamily, and
// the compile-time assertions of the capabilities its games implement.
package game
