// Package layering holds no code: its test reads the imports of every
// package of mex and checks the house rules that docs/PACKAGES.md states.
//
//   - Every package has a floor, and imports only packages on lower floors
//     (families may also import families: a game built on another).
//   - No package above games/ imports a family but the registry (spec) and
//     the packages that check a paper's claims about named games (theorem,
//     census, learning, research/...); tests may import anything.
//   - Outside a family's own package no code asserts or switches on that
//     family's concrete types: it asks for capabilities (the interfaces of
//     package game, or those a package exports, such as sparse.Ruler).
//
// A new package must be given its floor in the test's table, which is the
// map of docs/PACKAGES.md.
package layering
