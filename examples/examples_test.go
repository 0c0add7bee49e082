// Package examples holds runnable programs; this test builds and runs each
// one and compares its output with the output.txt beside it. Run with
// -update to rewrite the files after a deliberate change.
package examples

import (
	"flag"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

var update = flag.Bool("update", false, "rewrite output.txt files")

func TestExamples(t *testing.T) {
	for _, name := range []string{"voxel", "imageviews", "npyroundtrip"} {
		t.Run(name, func(t *testing.T) {
			bin := filepath.Join(t.TempDir(), name)
			if out, err := exec.Command("go", "build", "-o", bin, "./"+name).CombinedOutput(); err != nil {
				t.Fatalf("build: %v\n%s", err, out)
			}
			got, err := exec.Command(bin).CombinedOutput()
			if err != nil {
				t.Fatalf("run: %v\n%s", err, got)
			}
			golden := filepath.Join(name, "output.txt")
			if *update {
				if err := os.WriteFile(golden, got, 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatal(err)
			}
			if string(got) != string(want) {
				t.Fatalf("output differs from %s:\n%s\nwant:\n%s", golden, got, want)
			}
		})
	}
}
