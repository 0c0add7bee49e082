package tensor

import (
	"bufio"
	"encoding/json"
	"os"
	"testing"
)

type layoutRec struct {
	Shape   []int `json:"shape"`
	Strides []int `json:"strides"`
	Offset  int   `json:"offset"`
	C       bool  `json:"c"`
	F       bool  `json:"f"`
	Overlap bool  `json:"overlap"`
	Addrs   []int `json:"addrs"`
}

// readLayoutGolden reads testdata/layouts.jsonl, written by
// scripts/golden_layouts.py from NumPy.
func readLayoutGolden(t *testing.T) []layoutRec {
	t.Helper()
	return readJSONL[layoutRec](t, "testdata/layouts.jsonl")
}

func readJSONL[R any](t *testing.T, path string) []R {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []R
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<24)
	for sc.Scan() {
		var r R
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		out = append(out, r)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if len(out) == 0 {
		t.Fatalf("%s: no records", path)
	}
	return out
}
