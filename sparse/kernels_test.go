package sparse_test

import (
	"os"
	"os/exec"
	"runtime"
	"strings"
	"testing"

	"golang.org/x/sys/cpu"

	"github.com/mex-cgt/mex/sparse"
)

// MEX_NOAVX512=1 switches the vector kernels off: the process (the
// command line, the tests) runs the portable loops. The test runs itself
// again with the variable set and reads the kernels the child names.
func TestKernelsHonourNoAVX512(t *testing.T) {
	if name := os.Getenv("MEX_KERNELS_CHILD"); name != "" {
		os.Stdout.WriteString("kernels=" + sparse.Kernels() + "\n")
		return
	}
	want := "portable"
	if cpu.X86.HasAVX512F && cpu.X86.HasAVX512BW && os.Getenv("MEX_NOAVX512") != "1" {
		want = "AVX-512"
	}
	if got := sparse.Kernels(); got != want {
		t.Errorf("Kernels() = %q on this processor; want %q", got, want)
	}
	if runtime.GOARCH != "amd64" {
		return // the portable loops always; and under an emulator the child could not be run
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestKernelsHonourNoAVX512$")
	cmd.Env = append(os.Environ(), "MEX_KERNELS_CHILD=1", "MEX_NOAVX512=1")
	out, err := cmd.CombinedOutput()
	if err != nil || !strings.Contains(string(out), "kernels=portable\n") {
		t.Errorf("with MEX_NOAVX512=1 the kernels are not the portable ones (err %v):\n%s", err, out)
	}
}
