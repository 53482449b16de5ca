package service

import (
	"runtime"
	"runtime/debug"

	"github.com/mex-cgt/mex/sparse"
)

// Release is set by the linker (-ldflags "-X
// github.com/mex-cgt/mex/service.Release=v1.2.3"); otherwise the module's
// build info names the version.
var Release = ""

// VersionInfo is what mex version --json prints and /api/version answers.
type VersionInfo struct {
	Version  string `json:"version"`
	Revision string `json:"revision,omitempty"`
	Go       string `json:"go"`
	// Arch is the processor architecture (GOARCH) and Kernels the loops
	// of the sparse-space engine on it (sparse.Kernels: "AVX-512",
	// "AVX2" or "portable"), which set the speed of long octal and Grundy
	// runs.
	Arch    string `json:"arch"`
	Kernels string `json:"kernels"`
}

// Version returns the version of this build: Release, or the module's
// version, or "devel"; its VCS revision when the build recorded one.
func Version() VersionInfo {
	v := VersionInfo{Version: Release, Go: runtime.Version(), Arch: runtime.GOARCH, Kernels: sparse.Kernels()}
	if info, ok := debug.ReadBuildInfo(); ok {
		if v.Version == "" && info.Main.Version != "" && info.Main.Version != "(devel)" {
			v.Version = info.Main.Version
		}
		for _, s := range info.Settings {
			if s.Key == "vcs.revision" {
				v.Revision = s.Value
			}
		}
	}
	if v.Version == "" {
		v.Version = "devel"
	}
	return v
}

// Text is "devel 0123456789ab (go1.26, amd64, AVX-512 kernels)".
func (v VersionInfo) Text() string {
	s := v.Version
	if len(v.Revision) >= 12 {
		s += " " + v.Revision[:12]
	}
	return s + " (" + v.Go + ", " + v.Arch + ", " + v.Kernels + " kernels)"
}
