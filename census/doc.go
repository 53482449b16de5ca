// Package census computes every take-and-break code of a class (say all
// octal codes d0.d1d2d3 with d0 in {0, 4}, the 1024 games of
// Flammenkamp's tables) to a budget of values, and classifies each:
// periodic, with the preperiod and period proven by the periodicity
// theorem (Guy and Smith 1956 for octal codes; games/takebreak.Theorem),
// or open, with how far it was computed and its sparse-space statistics
// (Winning Ways, ch. 4): the largest value and where, the mask that makes
// the rare class smallest, the number of rare values and the last one.
// It also finds the codes that play alike: G_B(n) = G_A(n+s) on the
// values compared, proven when both are periodic and the comparison
// covers a full common period past both preperiods.
//
// A run writes one JSON line per code, synced as soon as the code is done,
// so a killed run resumes where it stopped; a class splits
// deterministically into shards K/N (the codes with index K-1 modulo N)
// that separate machines or a Slurm job array compute, and Merge joins
// their files, checking that every code is there once. Markdown and CSV
// write the tables.
package census
