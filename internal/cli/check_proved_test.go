package cli_test

import (
	"encoding/json"
	"strings"
	"testing"
)

// mex check prints a proved claim as proved with its statement, counts it
// in the summary and exits 0; its JSON says "proved": true and the
// statement, and the summary counts it.
func TestCheckProved(t *testing.T) {
	out, _, code := run("check", "nim-xor-proved")
	if code != 0 || !strings.Contains(out, "proved  nim/nim-xor-proved") || !strings.Contains(out, "proved: in msd_2") ||
		!strings.HasSuffix(strings.TrimSpace(out), "1 check: 1 proved, 0 hold") {
		t.Fatalf("mex check nim-xor-proved: exit %d\n%s", code, out)
	}
	out, _, code = run("check", "nim-xor-proved", "--json")
	var r struct {
		Checks []struct {
			Name      string `json:"name"`
			OK        bool   `json:"ok"`
			Holds     bool   `json:"holds"`
			Proved    bool   `json:"proved"`
			Statement string `json:"statement"`
		} `json:"checks"`
		Summary map[string]int `json:"summary"`
	}
	if err := json.Unmarshal([]byte(out), &r); err != nil || code != 0 {
		t.Fatalf("--json: exit %d, %v: %s", code, err, out)
	}
	if len(r.Checks) != 1 || !r.Checks[0].Proved || !r.Checks[0].OK || !r.Checks[0].Holds || !strings.Contains(r.Checks[0].Statement, "XOR") {
		t.Errorf("--json checks = %+v", r.Checks)
	}
	if r.Summary["proved"] != 1 || r.Summary["hold"] != 0 || r.Summary["checks"] != 1 {
		t.Errorf("--json summary = %v", r.Summary)
	}
	out, _, _ = run("check", "bouton", "--json")
	if strings.Contains(out, `"proved":true`) || strings.Contains(out, `"statement"`) {
		t.Errorf("a bounded check's JSON = %s", out)
	}
	out, _, _ = run("help", "check")
	if !strings.Contains(out, "proved  the claim is proved for all positions") {
		t.Errorf("mex help check does not explain proved: %q", out)
	}
}
