package random

import (
	"bufio"
	"encoding/json"
	"fmt"
	"math"
	"os"
	"strconv"
	"testing"

	"github.com/fixedrank/tensor/dyn"
)

// goldenRecord is one line of testdata/random.jsonl
// (scripts/golden_random.py).
type goldenRecord struct {
	Kind     string
	Entropy  []uint64
	SpawnKey []uint64 `json:"spawn_key"`
	State32  []uint32
	State64  []uint64
	Children [][]uint32
	Bitgen   string
	Seed     []uint64
	Jump     uint64
	Advance  uint64
	U64      []uint64
	U32      []uint32
	Calls    []goldenCall
}

type goldenCall struct {
	Fn    string
	Dtype string
	Shape []int
	Args  struct {
		Low, High  json.Number
		Endpoint   bool
		Loc, Scale float64
		N          int
		Replace    bool
		P          []float64
		Axis       int
	}
	Out []json.RawMessage
}

// TestGolden replays NumPy 1.24's streams: SeedSequence states, raw PCG64
// and PCG64DXSM draws (jumped and advanced), and sequences of Generator
// calls on one generator, each element compared exactly.
func TestGolden(t *testing.T) {
	f, err := os.Open("../testdata/random.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<26)
	counts := map[string]int{}
	for sc.Scan() {
		var r goldenRecord
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			t.Fatal(err)
		}
		counts[r.Kind]++
		switch r.Kind {
		case "seedseq":
			s := NewSeedSequence(r.Entropy, r.SpawnKey...)
			if got := s.GenerateState(8); fmt.Sprint(got) != fmt.Sprint(r.State32) {
				t.Errorf("SeedSequence(%v, %v).GenerateState(8) = %v, NumPy %v", r.Entropy, r.SpawnKey, got, r.State32)
			}
			if got := s.GenerateState64(4); fmt.Sprint(got) != fmt.Sprint(r.State64) {
				t.Errorf("SeedSequence(%v, %v).GenerateState64(4) = %v, NumPy %v", r.Entropy, r.SpawnKey, got, r.State64)
			}
		case "spawn":
			s := NewSeedSequence(r.Entropy)
			kids := append(s.Spawn(3), s.Spawn(2)...)
			for i, k := range kids {
				if got := k.GenerateState(4); fmt.Sprint(got) != fmt.Sprint(r.Children[i]) {
					t.Errorf("spawned child %d: %v, NumPy %v", i, got, r.Children[i])
				}
			}
		case "bitgen":
			checkBitgen(t, r)
		case "stream":
			checkStream(t, r)
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if counts["seedseq"] < 20 || counts["bitgen"] < 50 || counts["stream"] < 10 || counts["spawn"] != 1 {
		t.Fatalf("too few records: %v", counts)
	}
}

func checkBitgen(t *testing.T, r goldenRecord) {
	t.Helper()
	s := NewSeedSequence(r.Seed)
	var bg BitGenerator
	if r.Bitgen == "PCG64" {
		p := NewPCG64(s)
		if r.Jump > 0 {
			p = p.Jumped(r.Jump)
		}
		if r.Advance > 0 {
			p.Advance(r.Advance)
		}
		bg = p
	} else {
		p := NewPCG64DXSM(s)
		if r.Jump > 0 {
			p = p.Jumped(r.Jump)
		}
		if r.Advance > 0 {
			p.Advance(r.Advance)
		}
		bg = p
	}
	for i, want := range r.U64 {
		if got := bg.Uint64(); got != want {
			t.Fatalf("%s(%v) jump %d advance %d: draw %d = %d, NumPy %d", r.Bitgen, r.Seed, r.Jump, r.Advance, i, got, want)
		}
	}
	for i, want := range r.U32 {
		if got := bg.Uint32(); got != want {
			t.Fatalf("%s(%v): 32-bit draw %d = %d, NumPy %d", r.Bitgen, r.Seed, i, got, want)
		}
	}
}

func checkStream(t *testing.T, r goldenRecord) {
	t.Helper()
	g := New(r.Seed...)
	for ci, c := range r.Calls {
		got, err := call(g, c)
		if err != nil {
			t.Fatalf("seed %v call %d %s %s: %v", r.Seed, ci, c.Fn, c.Dtype, err)
		}
		if len(got) != len(c.Out) {
			t.Fatalf("seed %v call %d %s: %d values, NumPy %d", r.Seed, ci, c.Fn, len(got), len(c.Out))
		}
		for i, w := range c.Out {
			if got[i] != string(w) {
				t.Fatalf("seed %v call %d %s %s %v: element %d = %s, NumPy %s", r.Seed, ci, c.Fn, c.Dtype, c.Shape, i, got[i], w)
			}
		}
	}
}

// call runs one recorded call into a new tensor of its shape and returns
// its elements in C order as the JSON the record holds.
func call(g *Generator, c goldenCall) ([]string, error) {
	i64 := func(n json.Number) int64 {
		v, _ := strconv.ParseInt(string(n), 10, 64)
		return v
	}
	switch c.Fn {
	case "integers":
		lo, hi := i64(c.Args.Low), i64(c.Args.High)
		switch c.Dtype {
		case "int64":
			return ints[int64](g, c.Shape, lo, hi, c.Args.Endpoint)
		case "int32":
			return ints[int32](g, c.Shape, lo, hi, c.Args.Endpoint)
		case "int16":
			return ints[int16](g, c.Shape, lo, hi, c.Args.Endpoint)
		case "int8":
			return ints[int8](g, c.Shape, lo, hi, c.Args.Endpoint)
		case "uint64": // bounds past 2^63 - 1: as uint64
			ulo, _ := strconv.ParseUint(string(c.Args.Low), 10, 64)
			uhi, err := strconv.ParseUint(string(c.Args.High), 10, 64)
			if err != nil { // 2^64, exclusive
				d, _ := dyn.Zeros[uint64](c.Shape...)
				err := Integers(g, d, ulo, uint64(math.MaxUint64), true)
				return strs(d.Data()), err
			}
			d, _ := dyn.Zeros[uint64](c.Shape...)
			err = Integers(g, d, ulo, uhi, c.Args.Endpoint)
			return strs(d.Data()), err
		case "uint32":
			return ints[uint32](g, c.Shape, lo, hi, c.Args.Endpoint)
		case "uint16":
			return ints[uint16](g, c.Shape, lo, hi, c.Args.Endpoint)
		case "uint8":
			return ints[uint8](g, c.Shape, lo, hi, c.Args.Endpoint)
		case "bool":
			return ints[bool](g, c.Shape, lo, hi, c.Args.Endpoint)
		}
	case "permutation":
		p, err := Permutation(g, c.Args.N)
		if err != nil {
			return nil, err
		}
		return strs(p.Data()), nil
	case "shuffle":
		if c.Dtype == "float64" {
			x, _ := dyn.FromSlice(iota[float64](size(c.Shape)), c.Shape...)
			err := Shuffle(g, x, c.Args.Axis)
			return floats(x), err
		}
		x, _ := dyn.FromSlice(iota[int64](size(c.Shape)), c.Shape...)
		err := Shuffle(g, x, c.Args.Axis)
		return strs(x.Clone().Data()), err
	case "choice":
		d, _ := dyn.Zeros[int](c.Shape...)
		err := Choice(g, d, c.Args.N, c.Args.Replace, c.Args.P)
		return strs(d.Data()), err
	}
	if c.Dtype == "float32" {
		return fl[float32](g, c)
	}
	return fl[float64](g, c)
}

func fl[T Float](g *Generator, c goldenCall) ([]string, error) {
	d, _ := dyn.Zeros[T](c.Shape...)
	var err error
	switch c.Fn {
	case "random":
		err = Random(g, d)
	case "standard_normal":
		err = StandardNormal(g, d)
	case "standard_exponential":
		err = StandardExponential(g, d)
	case "normal":
		err = Normal(g, d, c.Args.Loc, c.Args.Scale)
	case "exponential":
		err = Exponential(g, d, c.Args.Scale)
	case "uniform":
		lo, _ := c.Args.Low.Float64()
		hi, _ := c.Args.High.Float64()
		err = Uniform(g, d, lo, hi)
	default:
		return nil, fmt.Errorf("unknown call %q", c.Fn)
	}
	return floats(d), err
}

func ints[T interface {
	~int64 | ~int32 | ~int16 | ~int8 | ~uint64 | ~uint32 | ~uint16 | ~uint8 | ~bool
}](g *Generator, shape []int, lo, hi int64, endpoint bool) ([]string, error) {
	d, _ := dyn.Zeros[T](shape...)
	err := Integers(g, d, lo, hi, endpoint)
	return strs(d.Data()), err
}

func size(shape []int) int {
	n := 1
	for _, v := range shape {
		n *= v
	}
	return n
}

func strs[T any](vs []T) []string {
	out := make([]string, len(vs))
	for i, v := range vs {
		out[i] = fmt.Sprint(v)
	}
	return out
}

func floats[T Float](d dyn.Tensor[T]) []string {
	vs := d.Clone().Data()
	out := make([]string, len(vs))
	for i, v := range vs {
		if _, ok := any(v).(float32); ok {
			out[i] = fmt.Sprintf("%q", fmt.Sprintf("%08x", math.Float32bits(float32(v))))
		} else {
			out[i] = fmt.Sprintf("%q", fmt.Sprintf("%016x", math.Float64bits(float64(v))))
		}
	}
	return out
}

func iota[T int64 | float64](n int) []T {
	out := make([]T, n)
	for i := range out {
		out[i] = T(i)
	}
	return out
}
