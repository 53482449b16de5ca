package graphkayles

// CanonicalKey exposes the canonical form of a graph's present vertices,
// so that the tests count its classes.
func CanonicalKey(g Graph) string {
	k := g.Vertices()
	local := make([]uint64, k)
	i := 0
	for c := g.Alive; c != 0; c &= c - 1 {
		local[i] = compress(g.Adj[trailing(c)], g.Alive)
		i++
	}
	return canonicalKey(local, k)
}
