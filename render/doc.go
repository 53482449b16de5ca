// Package render draws the pictures of mex as PNG (image/png) and SVG
// (written as text): the P-positions of a two-pile game as the papers draw
// them, with the origin at the bottom left; Grundy-value heatmaps; the
// strategy picture of Imitation Nim (Larsson 2009, Figures 1 and 2); the
// lattice paths of Sleator, Hu and Tsin 2024's bitstrings; and one-heap Grundy sequences.
//
// Every picture is drawn once on a Canvas; the PNG and SVG backends share
// the drawing code. SVG cells carry data-x and data-y attributes so that a
// reader (or a test) can find a position's cell.
package render
