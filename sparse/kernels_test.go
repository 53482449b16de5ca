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

// MEX_NOAVX512=1 switches the AVX-512 kernels off: the process (the
// command line, the tests) runs the AVX2 block scan where the processor
// has AVX2, and MEX_NOAVX2=1 besides switches that off too: the loops in
// Go. The test runs itself again with the variables set and reads the
// kernels the child names.
func TestKernelsHonourNoAVX512(t *testing.T) {
	if name := os.Getenv("MEX_KERNELS_CHILD"); name != "" {
		os.Stdout.WriteString("kernels=" + sparse.Kernels() + "\n")
		return
	}
	avx2 := cpu.X86.HasAVX2 && os.Getenv("MEX_NOAVX2") != "1"
	want := "portable"
	switch {
	case cpu.X86.HasAVX512F && cpu.X86.HasAVX512BW && os.Getenv("MEX_NOAVX512") != "1":
		want = "AVX-512"
	case avx2:
		want = "AVX2"
	}
	if got := sparse.Kernels(); got != want {
		t.Errorf("Kernels() = %q on this processor; want %q", got, want)
	}
	if runtime.GOARCH != "amd64" {
		return // the portable loops always; and under an emulator the child could not be run
	}
	for _, env := range []struct {
		vars []string
		want string
	}{
		{[]string{"MEX_NOAVX512=1"}, map[bool]string{true: "AVX2", false: "portable"}[avx2]},
		{[]string{"MEX_NOAVX512=1", "MEX_NOAVX2=1"}, "portable"},
	} {
		cmd := exec.Command(os.Args[0], "-test.run=^TestKernelsHonourNoAVX512$")
		cmd.Env = append(append(os.Environ(), "MEX_KERNELS_CHILD=1"), env.vars...)
		out, err := cmd.CombinedOutput()
		if err != nil || !strings.Contains(string(out), "kernels="+env.want+"\n") {
			t.Errorf("with %v the kernels are not %s (err %v):\n%s", env.vars, env.want, err, out)
		}
	}
}
