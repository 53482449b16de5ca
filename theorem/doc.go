// Package theorem turns every claim of mex's source documents into an
// executable check with a report: what was checked, up to what size, and a
// counterexample when the claim fails. A failed claim is reported, never
// hidden; where a paper misprints a value, the check says where the paper and
// the computation differ.
//
// Each check has a quick form, run by "mex check" and the test suite, and a
// full form ("mex check --full") that runs to larger sizes.
//
// The claims, in words and with their sources, are a document the package
// embeds, claims.md (its format is readClaims'); a check is registered
// with its name and the function that tests it, as claim("group/name", run).
package theorem
