//go:build !race

package tensor

import (
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/fixedrank/tensor/dyn"

	"github.com/fixedrank/tensor/internal/engine"
)

// The differential test: every DynTensor computation must give exactly
// what its Tensor counterpart gives on the same data (results, layouts,
// written buffers and the sentinel of any error), over random shapes,
// strides, offsets, broadcasts, overlaps and element values.

// parityLen is the length of the buffer every view of a parity case
// addresses, so that destinations and inputs overlap often.
const parityLen = 40

// parityCase is a decoded differential case: views of one buffer, a and
// dst of rank n, b of rank m <= n, and per axis of a a destination for the
// reductions along it.
type parityCase[T any] struct {
	n, m         int
	buf          []T
	a, b, dst    dyn.Layout
	red          []dyn.Layout
	zeroA, zeroB bool // use the zero DynTensor (rank 0 only)
}

// parityBytes reads fuzz bytes, then zeros.
type parityBytes struct {
	b []byte
	i int
}

func (p *parityBytes) next() int {
	if p.i >= len(p.b) {
		return 0
	}
	p.i++
	return int(p.b[p.i-1])
}

// dim returns an axis length in [0, 3], 0 one time in eight.
func (p *parityBytes) dim() int {
	if v := p.next(); v%8 != 0 {
		return 1 + v%3
	}
	return 0
}

// layout returns a layout of shape with strides in [-4, 4] (contiguous
// ones if those reach too far) placed inside a buffer of length n.
func (p *parityBytes) layout(shape []int, n int) dyn.Layout {
	st := make([]int, len(shape))
	for k := range st {
		st[k] = p.next()%9 - 4
	}
	lo, hi, err := dyn.Unchecked(shape, st, 0).Bounds()
	if err != nil || hi-lo > n {
		c, _ := dyn.Contiguous(shape, C)
		st = c.Strides()
		lo, hi, _ = c.Bounds()
	}
	return dyn.Unchecked(shape, st, -lo+p.next()%(n-(hi-lo)+1))
}

func decodeParity[T any](b []byte, val func(int) T) parityCase[T] {
	p := &parityBytes{b: b}
	var c parityCase[T]
	c.n = p.next() % 4
	c.m = p.next() % (c.n + 1)
	shape := make([]int, c.n)
	for k := range shape {
		shape[k] = p.dim()
	}
	bs := make([]int, c.m)
	for j := range bs {
		switch v := p.next() % 8; {
		case v < 4:
			bs[j] = shape[c.n-c.m+j]
		case v < 7:
			bs[j] = 1
		default:
			bs[j] = p.dim() // may not broadcast
		}
	}
	ds := slices.Clone(shape)
	if c.n > 0 && p.next()%16 == 0 {
		ds[0]++ // a destination of the wrong shape
	}
	c.a = p.layout(shape, parityLen)
	c.b = p.layout(bs, parityLen)
	c.dst = p.layout(ds, parityLen)
	for k := range c.n {
		rs := append(slices.Clone(shape[:k]), shape[k+1:]...)
		c.red = append(c.red, p.layout(rs, parityLen))
	}
	c.zeroA = c.n == 0 && p.next()%8 == 0
	c.zeroB = c.m == 0 && p.next()%8 == 0
	c.buf = make([]T, parityLen)
	for i := range c.buf {
		c.buf[i] = val(p.next())
	}
	return c
}

// parityFloat maps a byte to a float64: small halves mostly, and NaN, -0,
// infinities and huge values now and then.
func parityFloat(v int) float64 {
	switch v % 16 {
	case 9:
		return math.NaN()
	case 10:
		return math.Copysign(0, -1)
	case 11:
		return math.Inf(-1)
	case 12:
		return 1e300
	}
	return float64(v%9-4) * 0.5
}

// parityInt8 maps a byte to an int8: small values (zero divisors among
// them) and extremes that overflow sums.
func parityInt8(v int) int8 {
	switch v % 16 {
	case 11:
		return 127
	case 12:
		return -128
	case 13:
		return 100
	case 14:
		return -100
	}
	return int8(v%11 - 5)
}

// runParity decodes b and checks one case with element type float64 or
// int8 (chosen by the first byte).
func runParity(t *testing.T, b []byte) {
	if len(b) == 0 {
		return
	}
	if b[0]%2 == 0 {
		dispatchParity(t, decodeParity(b[1:], parityFloat))
	} else {
		dispatchParity(t, decodeParity(b[1:], parityInt8))
	}
}

// dispatchParity instantiates checkParity for the ranks of c: D for a and
// dst, E for b, R for the axis reductions of a.
func dispatchParity[T Real](t *testing.T, c parityCase[T]) {
	switch [2]int{c.n, c.m} {
	case [2]int{0, 0}:
		checkParity[T, [0]int, [0]int, [0]int](t, c)
	case [2]int{1, 0}:
		checkParity[T, [1]int, [0]int, [0]int](t, c)
	case [2]int{1, 1}:
		checkParity[T, [1]int, [1]int, [0]int](t, c)
	case [2]int{2, 0}:
		checkParity[T, [2]int, [0]int, [1]int](t, c)
	case [2]int{2, 1}:
		checkParity[T, [2]int, [1]int, [1]int](t, c)
	case [2]int{2, 2}:
		checkParity[T, [2]int, [2]int, [1]int](t, c)
	case [2]int{3, 0}:
		checkParity[T, [3]int, [0]int, [2]int](t, c)
	case [2]int{3, 1}:
		checkParity[T, [3]int, [1]int, [2]int](t, c)
	case [2]int{3, 2}:
		checkParity[T, [3]int, [2]int, [2]int](t, c)
	case [2]int{3, 3}:
		checkParity[T, [3]int, [3]int, [2]int](t, c)
	default:
		t.Fatalf("no instantiation for ranks %d, %d", c.n, c.m)
	}
}

// sameBits reports whether x and y are the same value: NaN matches NaN,
// and 0 does not match -0.
func sameBits[T Real](x, y T) bool {
	if x != x {
		return y != y
	}
	return x == y && math.Signbit(float64(x)) == math.Signbit(float64(y))
}

func sameSlice[T Real](x, y []T) bool {
	if len(x) != len(y) {
		return false
	}
	for i := range x {
		if !sameBits(x[i], y[i]) {
			return false
		}
	}
	return true
}

// tensorOf converts d to rank D, failing the test on a rank mismatch.
func tensorOf[D Dim, T any](t *testing.T, d dyn.Tensor[T]) Tensor[T, D] {
	t.Helper()
	r, err := FromDyn[D](d)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// parityChecker compares the two forms and stops the test at the first
// difference.
type parityChecker struct {
	t    *testing.T
	desc string
}

func (p parityChecker) errs(what string, dyn, fixed error) bool {
	p.t.Helper()
	if sentinelOf(dyn) != sentinelOf(fixed) {
		p.t.Fatalf("%s\n%s: Dyn error %v, fixed-rank error %v", p.desc, what, dyn, fixed)
	}
	return dyn == nil
}

func (p parityChecker) same(what string, ok bool, dyn, fixed any) {
	p.t.Helper()
	if !ok {
		p.t.Fatalf("%s\n%s differs:\nDyn:   %v\nfixed: %v", p.desc, what, dyn, fixed)
	}
}

// tensors compares a DynTensor result with a Tensor one: layout exactly
// (strides of every axis, offset), read-only flag and whole buffer.
func parityTensors[T Real, D Dim](p parityChecker, what string, d dyn.Tensor[T], f Tensor[T, D]) {
	p.t.Helper()
	fl := f.Layout()
	ok := slices.Equal(d.Layout().Shape(), ints(&fl.shape)) && slices.Equal(d.Layout().Strides(), ints(&fl.strides)) &&
		d.Layout().Offset() == fl.offset && d.ReadOnly() == f.ReadOnly() && sameSlice(d.Data(), f.Data()) &&
		(d.Data() == nil) == (f.Data() == nil)
	p.same(what, ok, fmt.Sprintf("%v %v", d.Layout(), d.Data()), fmt.Sprintf("%v %v", fl, f.Data()))
}

func checkParity[T Real, D, E, R Dim](t *testing.T, c parityCase[T]) {
	t.Helper()
	p := parityChecker{t, fmt.Sprintf("%T case: a %v (zero %v), b %v (zero %v), dst %v, reduction dsts %v\nbuffer %v",
		c.buf, c.a, c.zeroA, c.b, c.zeroB, c.dst, c.red, c.buf)}
	// Each side has its own copy of the buffer; the writes must leave the
	// copies equal.
	bufD, bufF := slices.Clone(c.buf), slices.Clone(c.buf)
	view := func(buf []T, l dyn.Layout, zero bool) dyn.Tensor[T] {
		if zero {
			return dyn.Tensor[T]{}
		}
		v, err := dyn.View(buf, l)
		if err != nil {
			t.Fatalf("DynView(%v): %v", l, err)
		}
		return v
	}
	ad, bd, dd := view(bufD, c.a, c.zeroA), view(bufD, c.b, c.zeroB), view(bufD, c.dst, false)
	af := tensorOf[D](t, view(bufF, c.a, c.zeroA))
	bf := tensorOf[E](t, view(bufF, c.b, c.zeroB))
	df := tensorOf[D](t, view(bufF, c.dst, false))
	buffers := func(what string) {
		t.Helper()
		p.same(what+": the buffer", sameSlice(bufD, bufF), bufD, bufF)
	}

	// Reading.
	parityTensors(p, "Clone", ad.Clone(), af.Clone())
	parityTensors(p, "CloneOrder(F)", ad.CloneOrder(F), af.CloneOrder(F))
	parityTensors(p, "MapDyn", dyn.Map(ad, func(v T) T { return 2*v + 1 }), Map(af, func(v T) T { return 2*v + 1 }))
	var allD, allF []string
	for idx, v := range ad.All() {
		allD = append(allD, fmt.Sprint(idx, v))
	}
	for idx, v := range af.All() {
		allF = append(allF, fmt.Sprint(ints(&idx), v))
	}
	p.same("All", slices.Equal(allD, allF), allD, allF)
	runsD, runsF := slices.Collect(ad.Runs()), slices.Collect(af.Runs())
	p.same("Runs", slices.Equal(runsD, runsF), runsD, runsF)
	valsD, valsF := slices.Collect(ad.Values()), slices.Collect(af.Values())
	p.same("Values", sameSlice(valsD, valsF), valsD, valsF)
	for _, format := range []string{"%v", "%x", "%6.2v"} {
		sd, sf := fmt.Sprintf(format, ad), fmt.Sprintf(format, af)
		p.same("Sprintf "+format, sd == sf, sd, sf)
	}
	ed, ef := dyn.ArrayEqual(ad, dd), ArrayEqual(af, df)
	p.same("ArrayEqualDyn(a, dst)", ed == ef, ed, ef)
	ed, ef = dyn.ArrayEqual(ad, ad.Clone()), ArrayEqual(af, af.Clone())
	p.same("ArrayEqualDyn(a, a.Clone())", ed == ef, ed, ef)

	sd, errD := dyn.Sum(ad)
	sf, errF := Sum(af)
	if p.errs("SumDyn", errD, errF) {
		p.same("SumDyn", sameBits(sd, sf), sd, sf)
	}
	md, mf := dyn.Mean(ad), Mean(af)
	p.same("MeanDyn", sameBits(md, mf), md, mf)
	xd, errD := dyn.Min(ad)
	xf, errF := Min(af)
	if p.errs("MinDyn", errD, errF) {
		p.same("MinDyn", sameBits(xd, xf), xd, xf)
	}
	xd, errD = dyn.Max(ad)
	xf, errF = Max(af)
	if p.errs("MaxDyn", errD, errF) {
		p.same("MaxDyn", sameBits(xd, xf), xd, xf)
	}

	type binNew struct {
		name  string
		dyn   func(a, b dyn.Tensor[T]) (dyn.Tensor[T], error)
		fixed func(a Tensor[T, D], b Tensor[T, E]) (Tensor[T, D], error)
		fixBA func(b Tensor[T, E], a Tensor[T, D]) (Tensor[T, D], error)
	}
	for _, op := range []binNew{
		{"Add", bin[dyn.Tensor[T], dyn.Tensor[T]](dyn.Add[T]), bin[Tensor[T, D], Tensor[T, E]](Add[T, D]), newTo("Add", AddTo[T, D, E, D])},
		{"Subtract", bin[dyn.Tensor[T], dyn.Tensor[T]](dyn.Subtract[T]), bin[Tensor[T, D], Tensor[T, E]](Subtract[T, D]), newTo("Subtract", SubtractTo[T, D, E, D])},
		{"Multiply", bin[dyn.Tensor[T], dyn.Tensor[T]](dyn.Multiply[T]), bin[Tensor[T, D], Tensor[T, E]](Multiply[T, D]), newTo("Multiply", MultiplyTo[T, D, E, D])},
		{"Divide", bin[dyn.Tensor[T], dyn.Tensor[T]](dyn.Divide[T]), bin[Tensor[T, D], Tensor[T, E]](Divide[T, D]), newTo("Divide", DivideTo[T, D, E, D])},
	} {
		rd, errD := op.dyn(ad, bd)
		rf, errF := op.fixed(af, bf)
		if p.errs(op.name+"Dyn(a, b)", errD, errF) {
			parityTensors(p, op.name+"Dyn(a, b)", rd, rf)
		}
		rd, errD = op.dyn(bd, ad)
		rf, errF = op.fixBA(bf, af)
		if p.errs(op.name+"Dyn(b, a)", errD, errF) {
			parityTensors(p, op.name+"Dyn(b, a)", rd, rf)
		}
	}
	zip := func(x, y T) T { return x - 2*y }
	zd, errD := dyn.Zip(ad, bd, zip)
	zf, errF := Zip(af, bf, zip)
	if p.errs("ZipDyn", errD, errF) {
		parityTensors(p, "ZipDyn", zd, zf)
	}

	if c.n > 0 { // rank 0 has no axis to loop over (its axis 0 and -1 are tested on their own)
		for axis := -c.n; axis < c.n; axis++ {
			what := fmt.Sprintf(" along axis %d", axis)
			for _, op := range []struct {
				name  string
				dyn   func(dyn.Tensor[T], int) (dyn.Tensor[T], error)
				fixed func(Tensor[T, D], int) (Tensor[T, R], error)
			}{
				{"SumAxisDyn", axis1(dyn.SumAxes[T]), axis1(SumAxes[R, T, D])},
				{"MinAxisDyn", axis1(dyn.MinAxes[T]), axis1(MinAxes[R, T, D])},
				{"MaxAxisDyn", axis1(dyn.MaxAxes[T]), axis1(MaxAxes[R, T, D])},
			} {
				rd, errD := op.dyn(ad, axis)
				rf, errF := op.fixed(af, axis)
				if p.errs(op.name+what, errD, errF) {
					parityTensors(p, op.name+what, rd, rf)
				}
			}
			md, errD := dyn.MeanAxes(ad, axis)
			mf, errF := MeanAxes[R](af, axis)
			if p.errs("MeanAxisDyn"+what, errD, errF) {
				parityTensors(p, "MeanAxisDyn"+what, md, mf)
			}
		}
	}

	// Writing: each call on both sides, then the buffers must agree.
	for _, op := range []struct {
		name  string
		dyn   func() error
		fixed func() error
	}{
		{"AssignDyn(dst, b)", func() error { return dyn.Assign(dd, bd) }, func() error { return Assign(df, bf) }},
		{"AddToDyn(dst, a, b)", func() error { return dyn.AddTo(dd, ad, bd) }, func() error { return AddTo(df, af, bf) }},
		{"SubtractToDyn(dst, b, a)", func() error { return dyn.SubtractTo(dd, bd, ad) }, func() error { return SubtractTo(df, bf, af) }},
		{"MultiplyToDyn(dst, a, b)", func() error { return dyn.MultiplyTo(dd, ad, bd) }, func() error { return MultiplyTo(df, af, bf) }},
		{"DivideToDyn(dst, a, b)", func() error { return dyn.DivideTo(dd, ad, bd) }, func() error { return DivideTo(df, af, bf) }},
		{"DivideToDyn(dst, dst, a)", func() error { return dyn.DivideTo(dd, dd, ad) }, func() error { return DivideTo(df, df, af) }},
		{"ZipToDyn(dst, b, a)", func() error { return dyn.ZipTo(dd, bd, ad, zip) }, func() error { return ZipTo(df, bf, af, zip) }},
		{"ScaleDyn(dst, 3)", func() error { return dyn.Scale(dd, 3) }, func() error { return Scale(df, 3) }},
		{"AssignDyn(dst, a)", func() error { return dyn.Assign(dd, ad) }, func() error { return Assign(df, af) }},
		{"Apply", func() error { return dd.Apply(func(v T) T { return v - 1 }) }, func() error { return df.Apply(func(v T) T { return v - 1 }) }},
		{"AddToDyn(dst, dst, dst)", func() error { return dyn.AddTo(dd, dd, dd) }, func() error { return AddTo(df, df, df) }},
	} {
		errD, errF := op.dyn(), op.fixed()
		p.errs(op.name, errD, errF)
		buffers(op.name)
	}
	for k, l := range c.red {
		rd := view(bufD, l, false)
		rf := tensorOf[R](t, view(bufF, l, false))
		what := fmt.Sprintf(" along axis %d into %v", k, l)
		for _, op := range []struct {
			name  string
			dyn   func() error
			fixed func() error
		}{
			{"SumAxisToDyn", func() error { return dyn.SumTo(rd, ad, k) }, func() error { return SumTo(rf, af, k) }},
			{"MaxAxisToDyn", func() error { return dyn.MaxTo(rd, ad, k-c.n) }, func() error { return MaxTo(rf, af, k-c.n) }},
			{"MinAxisToDyn", func() error { return dyn.MinTo(rd, dd, k) }, func() error { return MinTo(rf, df, k) }},
		} {
			errD, errF := op.dyn(), op.fixed()
			p.errs(op.name+what, errD, errF)
			buffers(op.name + what)
		}
		// Means go to a float64 destination: the shared buffer itself when
		// T is float64, so that it may alias a.
		var md, mf dyn.Tensor[float64]
		if _, ok := any(bufD).([]float64); ok {
			md, mf = asFloat64(view(bufD, l, false)), asFloat64(view(bufF, l, false))
		} else {
			ro := engine.MayShare(l.Shape(), l.Strides())
			md = dynViewOf(make([]float64, parityLen), l, ro)
			mf = dynViewOf(make([]float64, parityLen), l, ro)
		}
		errD, errF := dyn.MeanTo(md, ad, k), MeanTo(tensorOf[R](t, mf), af, k)
		p.errs("MeanAxisToDyn"+what, errD, errF)
		p.same("MeanAxisToDyn"+what, sameSlice(md.Data(), mf.Data()), md.Data(), mf.Data())
		buffers("MeanAxisToDyn" + what)
	}
	if err := dd.Fill(7); err == nil {
		_ = df.Fill(7)
	}
	buffers("Fill")
}

// asFloat64 returns t, whose element type is float64, as a
// DynTensor[float64].
func asFloat64[T any](t dyn.Tensor[T]) dyn.Tensor[float64] {
	return dynViewOf(any(t.Data()).([]float64), t.Layout(), t.ReadOnly())
}

// TestDynParity runs the differential check over random cases.
func TestDynParity(t *testing.T) {
	n := 4000
	if testing.Short() {
		n = 500
	}
	r := rand.New(rand.NewPCG(11, 12))
	b := make([]byte, 96)
	for range n {
		for i := range b {
			b[i] = byte(r.Uint32())
		}
		runParity(t, b)
	}
}

// FuzzDynParity is the differential check of TestDynParity driven by the
// fuzzer.
func FuzzDynParity(f *testing.F) {
	// float64: a 3x3 destination equal to a, b its transpose-shaped row.
	f.Add([]byte{0, 2, 1, 3, 3, 0, 3, 1, 4, 1, 10, 7, 3, 6, 3, 1, 1, 1, 2, 3, 4, 5, 6, 7, 8})
	// int8: ranks 3 and 2, broadcast axes, zero divisors, overflows.
	f.Add([]byte{1, 3, 2, 2, 3, 2, 5, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20})
	// Rank 0 with the zero DynTensor.
	f.Add([]byte{0, 0, 0, 0, 0, 0, 0, 0, 0, 0})
	f.Add([]byte{1, 0, 0, 3, 0, 0, 0, 8, 16, 24})
	// Empty axes.
	f.Add([]byte{0, 2, 2, 0, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13})
	f.Add([]byte{1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0})
	f.Fuzz(func(t *testing.T, b []byte) {
		runParity(t, b)
	})
}

// dynViewOf returns the runtime-rank view of data through l, read-only if ro.
func dynViewOf[T any](data []T, l dyn.Layout, ro bool) dyn.Tensor[T] {
	t, err := dyn.View(data, l)
	if err != nil {
		panic(err)
	}
	if ro {
		t = t.ReadOnlyView()
	}
	return t
}
