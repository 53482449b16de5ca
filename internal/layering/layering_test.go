package layering

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

const module = "github.com/mex-cgt/mex/"

// floors is the house, from the ground up (docs/PACKAGES.md): a package
// may import only packages on lower floors, and families (games/...) also
// families.
var floors = []struct {
	name     string
	packages []string
}{
	{"foundations", []string{"budget", "grammar", "fibonacci", "render", "periodicity", "internal/measure"}},
	{"automata", []string{"automata"}},
	{"the game abstraction", []string{"game"}},
	{"the sparse-space engine", []string{"sparse"}},
	{"families", []string{"games/..."}},
	{"analyses of any game and paper research", []string{"misere", "research/...", "census", "learning", "internal/randgame"}},
	{"the registry", []string{"spec"}},
	{"proofs by automata", []string{"prove"}},
	{"the papers' claims", []string{"theorem"}},
	{"test scaffolding", []string{"internal/testspec"}},
	{"the service", []string{"service"}},
	{"the lab", []string{"web"}},
	{"the command line", []string{"internal/cli"}},
	{"the program", []string{"cmd/mex"}},
	{"the house's own checks", []string{"internal/layering"}},
}

// familyReaders may import a family's package: the registry and the
// packages that check a paper's claims about named games.
var familyReaders = []string{"spec", "theorem", "census", "learning", "research/..."}

func matches(pattern, pkg string) bool {
	if prefix, ok := strings.CutSuffix(pattern, "/..."); ok {
		return strings.HasPrefix(pkg, prefix+"/")
	}
	return pkg == pattern
}

func floorOf(pkg string) (int, bool) {
	for i, f := range floors {
		for _, p := range f.packages {
			if matches(p, pkg) {
				return i, true
			}
		}
	}
	return 0, false
}

func isFamily(pkg string) bool { return matches("games/...", pkg) }

// source is one non-test Go file of the module.
type source struct {
	pkg  string // import path below the module
	path string
	file *ast.File
}

func sources(t *testing.T) []source {
	t.Helper()
	root := filepath.Join("..", "..")
	fset := token.NewFileSet()
	var out []source
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if name := d.Name(); path != root && (strings.HasPrefix(name, ".") || name == "testdata") {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		file, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution|parser.ImportsOnly)
		if err != nil {
			return err
		}
		if file.Name.Name == "main" && !strings.Contains(path, "cmd") {
			return nil // a go:build ignore program
		}
		rel, _ := filepath.Rel(root, filepath.Dir(path))
		out = append(out, source{pkg: filepath.ToSlash(rel), path: path, file: file})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func imports(f *ast.File) []string {
	var out []string
	for _, imp := range f.Imports {
		p, _ := strconv.Unquote(imp.Path.Value)
		if rest, ok := strings.CutPrefix(p, module); ok {
			out = append(out, rest)
		}
	}
	return out
}

// Every import goes down the house, and every package has its floor.
func TestImportsGoDown(t *testing.T) {
	files := sources(t)
	seen := map[string]bool{}
	for _, s := range files {
		from, ok := floorOf(s.pkg)
		if !ok {
			if !seen[s.pkg] {
				t.Errorf("%s has no floor: give it one in floors (and in docs/PACKAGES.md)", s.pkg)
			}
			seen[s.pkg] = true
			continue
		}
		for _, imp := range imports(s.file) {
			to, ok := floorOf(imp)
			switch {
			case !ok:
				continue // reported as its own package
			case isFamily(s.pkg) && isFamily(imp):
			case to >= from:
				t.Errorf("%s imports %s: %s (%s) may not import %s (%s)", s.path, imp, s.pkg, floors[from].name, imp, floors[to].name)
			}
		}
	}
}

// Only the registry and the paper checks know families by package.
func TestFamiliesImportedOnlyByTheRegistryAndThePaperChecks(t *testing.T) {
	files := sources(t)
	for _, s := range files {
		if isFamily(s.pkg) {
			continue
		}
		allowed := false
		for _, p := range familyReaders {
			allowed = allowed || matches(p, s.pkg)
		}
		for _, imp := range imports(s.file) {
			if isFamily(imp) && !allowed {
				t.Errorf("%s imports the family %s: ask a capability instead (only %v import families)", s.path, imp, familyReaders)
			}
		}
	}
}

// Nothing outside a family's package asserts or switches on its concrete
// types (the lab's wrong answers once came from nine such assertions): an
// interface a package exports is a capability and may be asked for.
func TestNoAssertionOnAnotherPackagesFamilyType(t *testing.T) {
	files := sources(t)
	for _, s := range files {
		fset := token.NewFileSet()
		full, err := parser.ParseFile(fset, s.path, nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		families := map[string]bool{} // local names of other families' packages
		for _, imp := range full.Imports {
			p, _ := strconv.Unquote(imp.Path.Value)
			rest, ok := strings.CutPrefix(p, module)
			if !ok || !isFamily(rest) || rest == s.pkg {
				continue
			}
			name := rest[strings.LastIndex(rest, "/")+1:]
			if imp.Name != nil {
				name = imp.Name.Name
			}
			families[name] = true
		}
		concrete := func(e ast.Expr) bool {
			if star, ok := e.(*ast.StarExpr); ok {
				e = star.X
			}
			sel, ok := e.(*ast.SelectorExpr)
			if !ok {
				return false
			}
			pkg, ok := sel.X.(*ast.Ident)
			return ok && families[pkg.Name] && !strings.HasSuffix(sel.Sel.Name, "er")
		}
		ast.Inspect(full, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.TypeAssertExpr:
				if n.Type != nil && concrete(n.Type) {
					t.Errorf("%s: a type assertion on another package's family type", fset.Position(n.Pos()))
				}
			case *ast.CaseClause:
				for _, e := range n.List {
					if concrete(e) {
						t.Errorf("%s: a type switch on another package's family type", fset.Position(e.Pos()))
					}
				}
			}
			return true
		})
	}
}
