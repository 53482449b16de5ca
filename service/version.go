package service

import (
	"runtime"
	"runtime/debug"
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
}

// Version returns the version of this build: Release, or the module's
// version, or "devel"; its VCS revision when the build recorded one.
func Version() VersionInfo {
	v := VersionInfo{Version: Release, Go: runtime.Version()}
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

// Text is "devel 0123456789ab (go1.26)".
func (v VersionInfo) Text() string {
	s := v.Version
	if len(v.Revision) >= 12 {
		s += " " + v.Revision[:12]
	}
	return s + " (" + v.Go + ")"
}
