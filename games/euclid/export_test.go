package euclid

// ValueBig exposes the recursion along Euclid's algorithm, so that the
// tests tie it to Nivasch's formula at sizes beyond brute force.
var ValueBig = Game.valueBig
