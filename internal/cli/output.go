package cli

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
)

// outputTarget resolves where -o FILE writes: through a symbolic link to
// the file it names (the link stays), and, when that is not a regular file
// (a FIFO, a device such as /dev/stdout), directly into it rather than by
// a temporary file renamed over it (which would replace the FIFO and leave
// its reader with nothing).
func outputTarget(name string) (path string, direct bool, err error) {
	path = name
	if info, err := os.Lstat(name); err == nil && info.Mode()&fs.ModeSymlink != 0 {
		if path, err = filepath.EvalSymlinks(name); err != nil { // a dangling link: write where it points
			target, rerr := os.Readlink(name)
			if rerr != nil {
				return "", false, rerr
			}
			if !filepath.IsAbs(target) {
				target = filepath.Join(filepath.Dir(name), target)
			}
			path = target
		}
	}
	info, err := os.Stat(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return path, false, nil
	case err != nil:
		return "", false, err
	}
	return path, !info.Mode().IsRegular(), nil
}

// writeAtomically writes data to name so that an interrupted run leaves no
// half-written file: a temporary file beside the target, renamed over it;
// through a symbolic link the target is written and the link kept; a FIFO
// or a device is written directly.
func writeAtomically(name string, data []byte) error {
	path, direct, err := outputTarget(name)
	if err != nil {
		return badf("--output %s: %v", name, unwrapPath(err))
	}
	if direct {
		f, err := os.OpenFile(path, os.O_WRONLY, 0)
		if err != nil {
			return badf("--output %s: %v", name, unwrapPath(err))
		}
		if _, err := f.Write(data); err != nil {
			f.Close()
			return err
		}
		return f.Close()
	}
	tmp, err := os.OpenFile(path+".partial", os.O_WRONLY|os.O_CREATE|os.O_TRUNC, 0o644)
	if err != nil {
		return badf("--output %s: %v", name, unwrapPath(err))
	}
	defer os.Remove(tmp.Name())
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), path)
}
