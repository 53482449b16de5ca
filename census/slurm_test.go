package census_test

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/mex-cgt/mex/census"
)

// TestSlurmJobArray runs the census of the 2-digit octal class as a Slurm
// job array of 3 shards on a single-node cluster that the test starts
// (munged, slurmctld and slurmd from Debian's slurm-wlm, run as root with
// a throw-away configuration), merges the parts and compares them with
// the census run here. It needs root and slurm-wlm, so it runs only with
// MEX_SLURM=1 (see docs/CENSUS.md).
func TestSlurmJobArray(t *testing.T) {
	if os.Getenv("MEX_SLURM") != "1" {
		t.Skip("set MEX_SLURM=1 to run the Slurm job-array test (needs root and slurm-wlm)")
	}
	for _, tool := range []string{"munged", "slurmctld", "slurmd", "sbatch", "go"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Fatalf("%s not found: install slurm-wlm (apt-get install slurm-wlm)", tool)
		}
	}
	dir := t.TempDir()
	mex := filepath.Join(dir, "mex")
	if out, err := exec.Command("go", "build", "-o", mex, "github.com/mex-cgt/mex/cmd/mex").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	host, err := os.Hostname()
	if err != nil {
		t.Fatal(err)
	}
	host, _, _ = strings.Cut(host, ".")
	conf := filepath.Join(dir, "slurm.conf")
	for _, d := range []string{"state", "spool"} {
		os.MkdirAll(filepath.Join(dir, d), 0o755)
	}
	writeFile(t, conf, fmt.Sprintf(`ClusterName=mextest
SlurmctldHost=%[1]s
AuthType=auth/munge
CredType=cred/munge
SlurmUser=root
SlurmdUser=root
StateSaveLocation=%[2]s/state
SlurmdSpoolDir=%[2]s/spool
SlurmctldPidFile=%[2]s/slurmctld.pid
SlurmdPidFile=%[2]s/slurmd.pid
SlurmctldLogFile=%[2]s/slurmctld.log
SlurmdLogFile=%[2]s/slurmd.log
SlurmctldPort=16917
SlurmdPort=16918
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SchedulerType=sched/builtin
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
ReturnToService=2
MpiDefault=none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
NodeName=%[1]s CPUs=%[3]d RealMemory=1000 State=UNKNOWN
PartitionName=mex Nodes=%[1]s Default=YES MaxTime=INFINITE State=UP
`, host, dir, max(1, numCPU())))
	env := append(os.Environ(), "SLURM_CONF="+conf)
	if exec.Command("pgrep", "-x", "munged").Run() != nil {
		os.MkdirAll("/run/munge", 0o755)
		if out, err := exec.Command("munged", "--force").CombinedOutput(); err != nil {
			t.Fatalf("munged: %v\n%s", err, out)
		}
	}
	for _, daemon := range []string{"slurmctld", "slurmd"} {
		cmd := exec.Command(daemon, "-D", "-f", conf)
		cmd.Env = env
		if err := cmd.Start(); err != nil {
			t.Fatalf("%s: %v", daemon, err)
		}
		t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
		time.Sleep(2 * time.Second)
	}
	script := filepath.Join(dir, "census.sh")
	writeFile(t, script, fmt.Sprintf(`#!/bin/sh
#SBATCH --array=1-3
#SBATCH --cpus-per-task=1
exec %s census --digits 2 --upto 2^11 --workers 1 --shard "$SLURM_ARRAY_TASK_ID/$SLURM_ARRAY_TASK_COUNT" -o %s/part"$SLURM_ARRAY_TASK_ID".jsonl --format jsonl
`, mex, dir))
	os.Chmod(script, 0o755)
	sbatch := exec.Command("sbatch", "--wait", "-o", filepath.Join(dir, "out-%a.txt"), script)
	sbatch.Env = env
	if out, err := sbatch.CombinedOutput(); err != nil {
		logs, _ := os.ReadFile(filepath.Join(dir, "slurmctld.log"))
		t.Fatalf("sbatch: %v\n%s\n%s", err, out, logs)
	}
	var parts [][]census.Result
	for k := 1; k <= 3; k++ {
		path := filepath.Join(dir, fmt.Sprintf("part%d.jsonl", k))
		f, err := os.Open(path)
		if err != nil {
			t.Fatal(err)
		}
		lines, err := census.ReadLines(f, path)
		f.Close()
		if err != nil {
			t.Fatal(err)
		}
		parts = append(parts, lines)
	}
	merged, err := census.Merge(octal2, parts...)
	if err != nil {
		t.Fatal(err)
	}
	whole, err := census.Run(context.Background(), census.Options{Class: octal2, Upto: 1 << 11})
	if err != nil {
		t.Fatal(err)
	}
	if !equal(strip(merged), strip(whole)) {
		t.Fatal("the Slurm job array's merged census differs from the census run here")
	}
}

func writeFile(t *testing.T, path, text string) {
	t.Helper()
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}
