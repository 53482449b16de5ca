// Package learning simulates Larsson 2008's question "what should the second
// player do?" (also Larsson 2009, §3): the first player knows the P-positions
// and never takes a risk; the second player does not know them, loses, and
// tries to make the first player reveal every P-position of (p,m)-Wythoff
// Nim by the moves he chooses.
//
// A P-position (a,b) of (p,m)-Wythoff is revealed when the first player
// moves to it. The first player wins every game and, among her winning
// moves, prefers one that reveals nothing new. The second player, from each
// losing position, prefers a move after which every winning reply of hers
// reveals a new P-position (he looks one move ahead with the rules'
// outcomes, which is what a learner who imitates and remembers achieves);
// otherwise he moves at random. With blocking, each player, as the previous
// player, blocks up to p-1 diagonal options of the other: she blocks his
// forcing moves, he blocks her concealing replies.
//
// Larsson's slides (2008) claim: Wythoff Nim — every P-position gets revealed; the
// blocking variation — no, the first player conceals many; Imitation Nim —
// yes. Simulate reports what the simulation finds.
package learning
