package theorem_test

import (
	"testing"

	"github.com/mex-cgt/mex/theorem"
)

// Every registered claim holds in its quick form; a failing one shows its
// counterexample here.
func TestAllChecksQuick(t *testing.T) {
	for _, c := range theorem.All() {
		r := c.Verify(false)
		if !r.OK {
			t.Errorf("%s/%s failed: %s (checked %s)", c.Group, c.Name, r.Counterexample, r.Checked)
		}
		if r.Checked == "" || c.Claim == "" || c.Source == "" {
			t.Errorf("%s: a report must say what was checked, the claim and its source", c.Name)
		}
	}
}

func TestSelect(t *testing.T) {
	if cs, err := theorem.Select("nim"); err != nil || len(cs) < 3 {
		t.Fatalf("Select(nim) = %d checks, %v", len(cs), err)
	}
	if _, err := theorem.Select("nope"); err == nil {
		t.Fatal("Select(nope): want an error")
	}
}
