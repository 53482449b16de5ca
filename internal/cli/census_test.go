package cli_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// mex census on the 1-digit octal class: the table, the JSON lines file,
// shards merged, and bad flags refused with status 2.
func TestCensusCommand(t *testing.T) {
	dir := t.TempDir()
	out, errOut, code := run("census", "--digits", "1", "--upto", "2^11", "-o", filepath.Join(dir, "all.jsonl"))
	if code != 0 || !strings.Contains(out, "| 4.4 | 72 | 12 | 0 |") || !strings.Contains(out, "### Open") {
		t.Fatalf("census: status %d\n%s\n%s", code, out, errOut)
	}
	data, _ := os.ReadFile(filepath.Join(dir, "all.jsonl"))
	if n := strings.Count(string(data), "\n"); n != 16 {
		t.Fatalf("all.jsonl has %d lines; want 16", n)
	}
	for k := range 2 {
		part := filepath.Join(dir, []string{"a.jsonl", "b.jsonl"}[k])
		if _, e, c := run("census", "--digits", "1", "--upto", "2^11", "--shard", []string{"1/2", "2/2"}[k], "-o", part, "--format", "jsonl"); c != 0 {
			t.Fatalf("shard %d: %s", k+1, e)
		}
	}
	merged, e, c := run("census", "merge", "--digits", "1", filepath.Join(dir, "a.jsonl"), filepath.Join(dir, "b.jsonl"), "--json")
	if c != 0 {
		t.Fatalf("merge: %s", e)
	}
	var r struct {
		Periodic, Open int
		Results        []struct{ Code string }
	}
	if err := json.Unmarshal([]byte(merged), &r); err != nil || len(r.Results) != 16 || r.Periodic+r.Open != 16 {
		t.Fatalf("merged JSON: %v %+v", err, r)
	}
	if _, e, c := run("census", "merge", "--digits", "1", filepath.Join(dir, "a.jsonl")); c != 2 || !strings.Contains(e, "missing") {
		t.Fatalf("merge of one shard: status %d, %q; want 2 and the missing codes", c, e)
	}
	for _, args := range [][]string{
		{"census", "--digits", "0"},
		{"census", "--shard", "3/2"},
		{"census", "--upto", "x"},
		{"census", "--format", "xml"},
		{"census", "--hex", "--digits", "2", "--upto", "2^16"},
	} {
		if _, e, c := run(args...); c != 2 || e == "" {
			t.Errorf("%v: status %d, %q; want 2 and a message", args, c, e)
		}
	}
}
