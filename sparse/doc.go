// Package sparse is the sparse-space engine: it computes the Grundy values
// G(0), G(1), … of a one-heap take-and-break game — any octal code, and
// Grundy's game — by the rare/common method of Winning Ways (Berlekamp,
// Conway and Guy 1982, ch. 4), as Flammenkamp and others practise it. A
// family hands the engine its heap rules through the Ruler capability
// (SparseRules); the engine never asks which family a game belongs to.
//
// # The method
//
// Fix a mask. Write t(i) = parity(G(i) & mask), xor (i mod 2) when every
// split takes a number of tokens of one parity (the position bit). Most
// heaps share one value of t (common), a few have the other (rare). For a
// split of n-k into a + b the parity of (G(a) xor G(b)) & mask is t(a) xor
// t(b) xor (the position bit of n-k), so a split of two common parts lands
// in one class Q(n): every option value outside Q(n) comes from a take
// move or a split with a rare part, which are enumerated directly. The
// candidate is the least such value not excluded; the values of class
// Q(n) below it are then crossed off by scanning the splits, which stops
// as soon as all are hit (usually at once). If one is left, G(n) is that
// value and n is a new rare heap. The mask (and position bit) is chosen to
// minimise the rare heaps by a Walsh-Hadamard transform of the value
// counts.
//
// # The files
//
//   - rules.go: Rules, the Ruler capability, the plain mex over every
//     option (GrundySequence, the brute-force twin every test ties the
//     engine to), and whether the octal periodicity theorem applies.
//   - engine.go: Engine and Next, the marking and the split scans.
//   - stats.go: the statistics researchers report (rare positions, mask,
//     frequencies) and the choice of the mask.
//   - pipeline.go: Extend, one sequence on two threads (one marks the
//     splits with a rare part ahead, the other settles each value);
//     batch.go: the splits with a rare part of sixteen heaps marked at
//     once, from one load of sixteen consecutive partners per rare heap
//     (on one thread, and by the pipeline's marking thread).
//   - blocks.go, blocks_amd64.s, tail.go: the vector kernels (AVX-512: 32
//     splits and 16 rare positions at a time) and the word compare of a
//     scan's tail, with the plain loops that other processors run and
//     that the tests switch to.
//   - store.go: where the values live — all of them, a front array and a
//     ring buffer, a mapped region of which only a window is read, or a
//     mapped file of which only the front and the last values stay in
//     memory —
//     and the transitions between these layouts; window.go: when a run
//     takes a window, gives it up and takes it again.
//   - run.go: Run, a long computation with progress, checkpoints and one
//     way to stop (its context); checkpoint.go: the checkpoint file
//     format (versioned, checksummed, values in chunks) and its I/O.
//   - memory.go, region_*.go: what the engine holds, charged to the
//     memory account of its context (package budget), and the mapped
//     regions.
//   - context.go: the threads and progress a family's HeapSequence runs
//     with, carried by a context.
package sparse
