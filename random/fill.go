package random

import (
	"math"
	"math/big"
	"reflect"
	"slices"
	"unsafe"

	"golang.org/x/exp/constraints"

	"github.com/fixedrank/tensor"
	"github.com/fixedrank/tensor/dyn"
	"github.com/fixedrank/tensor/internal/engine"
)

// Float is the constraint of the floating-point draws.
type Float interface{ ~float32 | ~float64 }

// target returns the slice that a fill writes in dst's C order: dst's own
// elements when they are C-contiguous, else a new slice that finish copies
// into dst. A read-only dst is an error wrapping dyn.ErrReadOnly.
func target[T any](name string, d dyn.Tensor[T]) ([]T, error) {
	if d.ReadOnly() {
		return nil, engine.Errorf(engine.ErrReadOnly, "%s: the destination is read-only", name)
	}
	if l := d.Layout(); l.IsCContiguous() {
		off := l.Offset()
		return d.Data()[off : off+d.Size()], nil
	}
	return make([]T, d.Size()), nil
}

// finish copies out into d when out is not d's own memory.
func finish[T any](d dyn.Tensor[T], out []T) error {
	if l := d.Layout(); l.IsCContiguous() || len(out) == 0 {
		return nil
	}
	src, err := dyn.FromSlice(out, d.Shape()...)
	if err != nil {
		return err
	}
	return dyn.Assign(d, src)
}

func isFloat32[T any]() bool { return reflect.TypeFor[T]().Size() == 4 }

// Random fills dst with numbers in [0, 1), in C order: rng.random(out=dst)
// (float32 with NumPy's float32 draw, rng.random(dtype=np.float32)). It
// returns an error wrapping dyn.ErrReadOnly for a read-only dst.
func Random[T Float](g *Generator, dst dyn.AnyRank[T]) error {
	d := dst.Dyn()
	out, err := target("random.Random", d)
	if err != nil {
		return err
	}
	switch {
	case isFloat32[T]():
		for i := range out {
			out[i] = T(g.Float32())
		}
	case g.pcg != nil:
		g.pcg.fillFloat64(engine.Reinterpret[float64](out))
	default:
		for i := range out {
			out[i] = T(g.Float64())
		}
	}
	return finish(d, out)
}

// StandardNormal fills dst with standard normal numbers, in C order:
// rng.standard_normal(out=dst), NumPy's ziggurat (its float32 one for a
// float32 dst). It returns an error wrapping dyn.ErrReadOnly for a
// read-only dst.
func StandardNormal[T Float](g *Generator, dst dyn.AnyRank[T]) error {
	d := dst.Dyn()
	out, err := target("random.StandardNormal", d)
	if err != nil {
		return err
	}
	switch {
	case isFloat32[T]():
		for i := range out {
			out[i] = T(g.NormFloat32())
		}
	case g.pcg != nil:
		g.pcg.fillNormal(g, engine.Reinterpret[float64](out))
	default:
		for i := range out {
			out[i] = T(g.NormFloat64())
		}
	}
	return finish(d, out)
}

// StandardExponential fills dst with standard exponential numbers, in C
// order: rng.standard_exponential(out=dst), NumPy's ziggurat (its float32
// one for a float32 dst).
func StandardExponential[T Float](g *Generator, dst dyn.AnyRank[T]) error {
	d := dst.Dyn()
	out, err := target("random.StandardExponential", d)
	if err != nil {
		return err
	}
	if isFloat32[T]() {
		for i := range out {
			out[i] = T(g.ExpFloat32())
		}
	} else {
		for i := range out {
			out[i] = T(g.ExpFloat64())
		}
	}
	return finish(d, out)
}

// nonNegative is NumPy's CONS_NON_NEGATIVE check: a negative number (-0
// included, NaN not) is an error wrapping dyn.ErrValue.
func nonNegative(name, what string, v float64) error {
	if !math.IsNaN(v) && math.Signbit(v) {
		return engine.Errorf(engine.ErrValue, "%s: %s < 0 (NumPy raises ValueError)", name, what)
	}
	return nil
}

// Normal fills dst with loc + scale·z for standard normal z, in C order:
// rng.normal(loc, scale, size=dst's shape), computed in float64 (for a
// float32 dst, rounded once, as .astype(np.float32)). A negative scale is
// an error wrapping dyn.ErrValue, as NumPy raises.
func Normal[T Float](g *Generator, dst dyn.AnyRank[T], loc, scale float64) error {
	const name = "random.Normal"
	if err := nonNegative(name, "scale", scale); err != nil {
		return err
	}
	d := dst.Dyn()
	out, err := target(name, d)
	if err != nil {
		return err
	}
	for i := range out {
		out[i] = T(loc + float64(scale*g.NormFloat64()))
	}
	return finish(d, out)
}

// Exponential fills dst with scale·e for standard exponential e, in C
// order: rng.exponential(scale, size=dst's shape), in float64 (rounded once
// for a float32 dst). A negative scale is an error wrapping dyn.ErrValue.
func Exponential[T Float](g *Generator, dst dyn.AnyRank[T], scale float64) error {
	const name = "random.Exponential"
	if err := nonNegative(name, "scale", scale); err != nil {
		return err
	}
	d := dst.Dyn()
	out, err := target(name, d)
	if err != nil {
		return err
	}
	for i := range out {
		out[i] = T(scale * g.ExpFloat64())
	}
	return finish(d, out)
}

// Uniform fills dst with low + (high - low)·u for u in [0, 1), in C order:
// rng.uniform(low, high, size=dst's shape), in float64 (rounded once for a
// float32 dst). high - low must be finite (else an error wrapping
// dyn.ErrOverflow, NumPy's OverflowError, NaN included) and not negative
// (dyn.ErrValue).
func Uniform[T Float](g *Generator, dst dyn.AnyRank[T], low, high float64) error {
	const name = "random.Uniform"
	rng := high - low
	if math.IsInf(rng, 0) || math.IsNaN(rng) { // NumPy: not np.isfinite(high - low)
		return engine.Errorf(engine.ErrOverflow, "%s: high - low exceeds the float64 range", name)
	}
	if err := nonNegative(name, "high - low", rng); err != nil {
		return err
	}
	d := dst.Dyn()
	out, err := target(name, d)
	if err != nil {
		return err
	}
	for i := range out {
		out[i] = T(low + float64(rng*g.Float64()))
	}
	return finish(d, out)
}

// Integers fills dst with integers in [low, high), or [low, high] when
// endpoint is true, in C order: rng.integers(low, high, size=dst's shape,
// dtype=T, endpoint=endpoint), with NumPy's draws for each width (Lemire's
// method; 8- and 16-bit draws and bools spend one 32-bit draw over several
// elements, within one call, as NumPy's do). The bounds may be of any
// integer type B (uint64 bounds reach the whole uint64 range); T may be
// bool (dtype=bool: low and high within [0, 1] or [0, 2)). Bounds outside
// T, or an empty range, are errors wrapping dyn.ErrValue, as NumPy raises;
// dst is then unchanged.
func Integers[T constraints.Integer | ~bool, B constraints.Integer](g *Generator, dst dyn.AnyRank[T], low, high B, endpoint bool) error {
	const name = "random.Integers"
	typ := reflect.TypeFor[T]()
	size := typ.Size()
	isBool := typ.Kind() == reflect.Bool
	signed := typ.Kind() >= reflect.Int && typ.Kind() <= reflect.Int64
	lo, hi := wide(low), wide(high)
	if !endpoint {
		hi.Sub(hi, big.NewInt(1))
	}
	var tlo, thi *big.Int // T's range
	switch {
	case isBool:
		tlo, thi = big.NewInt(0), big.NewInt(1)
	case signed:
		tlo = new(big.Int).Neg(new(big.Int).Lsh(big.NewInt(1), uint(8*size-1)))
		thi = new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), uint(8*size-1)), big.NewInt(1))
	default:
		tlo = big.NewInt(0)
		thi = new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), uint(8*size)), big.NewInt(1))
	}
	switch {
	case lo.Cmp(tlo) < 0:
		return engine.Errorf(engine.ErrValue, "%s: low %v is out of bounds for %v", name, lo, typ)
	case hi.Cmp(thi) > 0:
		return engine.Errorf(engine.ErrValue, "%s: high %v is out of bounds for %v", name, hi, typ)
	case lo.Cmp(hi) > 0:
		return engine.Errorf(engine.ErrValue, "%s: low > high (an empty range)", name)
	}
	d := dst.Dyn()
	out, err := target(name, d)
	if err != nil {
		return err
	}
	// off and rng in 64-bit two's complement: the draws wrap into T as
	// NumPy's unsigned arithmetic does.
	off := low64(lo)
	rng := low64(new(big.Int).Sub(hi, lo))
	if isBool {
		bs := unsafe.Slice((*bool)(unsafe.Pointer(unsafe.SliceData(out))), len(out))
		g.fillBool(bs, off != 0, rng != 0)
		return finish(d, out)
	}
	switch size {
	case 1:
		g.fill8(engine.Reinterpret[uint8](out), uint8(off), uint8(rng))
	case 2:
		g.fill16(engine.Reinterpret[uint16](out), uint16(off), uint16(rng))
	case 4:
		g.fill32(engine.Reinterpret[uint32](out), uint32(off), uint32(rng))
	default:
		g.fill64(engine.Reinterpret[uint64](out), off, rng)
	}
	return finish(d, out)
}

// wide is v as a big.Int, whatever its integer type.
func wide[B constraints.Integer](v B) *big.Int {
	if v < 0 {
		return big.NewInt(int64(v))
	}
	return new(big.Int).SetUint64(uint64(v))
}

// low64 is the low 64 bits of v in two's complement.
func low64(v *big.Int) uint64 {
	if v.Sign() >= 0 {
		return v.Uint64()
	}
	return -new(big.Int).Neg(v).Uint64()
}

// fill64 is NumPy's random_bounded_uint64_fill (Lemire's method).
func (g *Generator) fill64(out []uint64, off, rng uint64) {
	for i := range out {
		out[i] = off + g.bounded64(rng)
	}
}

// fill32 is NumPy's random_bounded_uint32_fill.
func (g *Generator) fill32(out []uint32, off, rng uint32) {
	var b buf
	for i := range out {
		switch rng {
		case 0:
			out[i] = off
		case math.MaxUint32:
			out[i] = off + g.next32()
		default:
			out[i] = off + g.lemire32(rng, &b)
		}
	}
}

// fill16 is NumPy's random_bounded_uint16_fill: 16-bit draws from a 32-bit
// buffer shared by the call.
func (g *Generator) fill16(out []uint16, off, rng uint16) {
	var b buf
	for i := range out {
		switch rng {
		case 0:
			out[i] = off
		case math.MaxUint16:
			out[i] = off + g.buffered16(&b)
		default:
			out[i] = off + g.lemire16(rng, &b)
		}
	}
}

// fill8 is NumPy's random_bounded_uint8_fill.
func (g *Generator) fill8(out []uint8, off, rng uint8) {
	var b buf
	for i := range out {
		switch rng {
		case 0:
			out[i] = off
		case math.MaxUint8:
			out[i] = off + g.buffered8(&b)
		default:
			out[i] = off + g.lemire8(rng, &b)
		}
	}
}

// fillBool is NumPy's random_bounded_bool_fill: one bit of a buffered
// 32-bit draw per element, or off when the range is empty.
func (g *Generator) fillBool(out []bool, off, rng bool) {
	var b buf
	for i := range out {
		if !rng {
			out[i] = off
			continue
		}
		out[i] = g.bufferedBool(&b)
	}
}

// Shuffle permutes x in place along axis, rng.shuffle(x, axis): for i from
// n-1 down to 1 it swaps the sub-arrays i and j, j drawn in [0, i] by
// NumPy's masked rejection. It returns an error wrapping dyn.ErrReadOnly
// for a read-only x or dyn.ErrAxis for an axis out of range.
func Shuffle[T any](g *Generator, x dyn.AnyRank[T], axis int) error {
	const name = "random.Shuffle"
	t := x.Dyn()
	if t.ReadOnly() {
		return engine.Errorf(engine.ErrReadOnly, "%s: x is read-only", name)
	}
	r := t.Rank()
	if axis < -r || axis >= r {
		return engine.Errorf(engine.ErrAxis, "%s: axis %d is out of range for rank %d", name, axis, r)
	}
	if axis < 0 {
		axis += r
	}
	n := t.Shape()[axis]
	if t.Size() == 0 || n < 2 {
		return nil
	}
	if r == 1 {
		data, l := t.Data(), t.Layout()
		off, st := l.Offset(), l.Strides()[0]
		for i := n - 1; i >= 1; i-- {
			j := int(g.interval(uint64(i)))
			oi, oj := off+i*st, off+j*st
			data[oi], data[oj] = data[oj], data[oi]
		}
		return nil
	}
	// One buffer of a sub-array's shape holds each swap's middle value.
	first, err := t.Select(axis, 0)
	if err != nil {
		return err
	}
	tmp := first.Clone()
	for i := n - 1; i >= 1; i-- {
		j := int(g.interval(uint64(i)))
		if i == j {
			continue
		}
		a, err := t.Select(axis, i)
		if err != nil {
			return err
		}
		b, err := t.Select(axis, j)
		if err != nil {
			return err
		}
		if err := dyn.Assign(tmp, b); err != nil {
			return err
		}
		if err := dyn.Assign(b, a); err != nil {
			return err
		}
		if err := dyn.Assign(a, tmp); err != nil {
			return err
		}
	}
	return nil
}

// Permutation returns 0, 1, …, n-1 in random order, rng.permutation(n).
// The permutation of a tensor's sub-arrays along an axis,
// rng.permutation(x, axis), is Shuffle of a copy (it draws the same
// numbers). A negative n is an error wrapping dyn.ErrValue.
func Permutation(g *Generator, n int) (tensor.Tensor[int, [1]int], error) {
	if n < 0 {
		return tensor.Tensor[int, [1]int]{}, engine.Errorf(engine.ErrValue, "random.Permutation: negative n %d", n)
	}
	p, err := tensor.Arange[int](0, n, 1)
	if err != nil {
		return p, err
	}
	data := p.Data()
	for i := n - 1; i >= 1; i-- {
		j := g.interval(uint64(i))
		data[i], data[j] = data[j], data[i]
	}
	return p, nil
}

// Choice fills dst with indices in [0, n), in C order: rng.choice(n,
// size=dst's shape, replace=replace, p=p) (index a tensor with them, as
// tensor.Take does, for rng.choice(a)). With replacement they are uniform
// integers, or drawn through the cumulative sum of p; without, NumPy's
// Floyd sampling (or its partial shuffle of 0…n-1 for samples of more than
// n/50 from n > 10000), shuffled, or NumPy's repeated draws through p with
// the drawn entries zeroed. It returns an error wrapping dyn.ErrValue, as
// NumPy raises, for n <= 0 with samples to take, p of another length than
// n, a NaN or negative probability, probabilities that do not sum to 1
// within √ε, a sample larger than n without replacement, or fewer nonzero
// probabilities than samples; dst is then unchanged.
func Choice(g *Generator, dst dyn.AnyRank[int], n int, replace bool, p []float64) error {
	const name = "random.Choice"
	d := dst.Dyn()
	size := d.Size()
	if n <= 0 && size != 0 {
		return engine.Errorf(engine.ErrValue, "%s: n must be positive unless no samples are taken", name)
	}
	if p != nil {
		if len(p) != n {
			return engine.Errorf(engine.ErrValue, "%s: p has %d entries for n = %d", name, len(p), n)
		}
		sum := kahanSum(p)
		switch {
		case math.IsNaN(sum):
			return engine.Errorf(engine.ErrValue, "%s: probabilities contain NaN", name)
		case slices.ContainsFunc(p, func(v float64) bool { return v < 0 }):
			return engine.Errorf(engine.ErrValue, "%s: probabilities are not non-negative", name)
		case math.Abs(sum-1) > math.Sqrt(0x1p-52):
			return engine.Errorf(engine.ErrValue, "%s: probabilities do not sum to 1", name)
		}
	}
	if !replace {
		if size > n {
			return engine.Errorf(engine.ErrValue, "%s: cannot take a larger sample than the population without replacement", name)
		}
		if p != nil {
			nz := 0
			for _, v := range p {
				if v > 0 {
					nz++
				}
			}
			if nz < size {
				return engine.Errorf(engine.ErrValue, "%s: fewer nonzero entries in p than size", name)
			}
		}
	}
	out, err := target(name, d)
	if err != nil {
		return err
	}
	switch {
	case replace && p != nil:
		cdf := cumulative(p)
		for i := range out {
			out[i] = searchRight(cdf, g.Float64())
		}
	case replace:
		rng := uint64(n - 1)
		for i := range out {
			out[i] = int(g.bounded64(rng))
		}
	case p != nil:
		g.choiceP(out, slices.Clone(p))
	default:
		g.choiceNoReplace(out, n)
	}
	return finish(d, out)
}

// kahanSum is NumPy's kahan_sum of the probabilities.
func kahanSum(a []float64) float64 {
	if len(a) == 0 {
		return 0
	}
	sum, c := a[0], 0.0
	for _, v := range a[1:] {
		y := v - c
		t := sum + y
		c = (t - sum) - y
		sum = t
	}
	return sum
}

// cumulative is np.cumsum(p) / its last element.
func cumulative(p []float64) []float64 {
	cdf := make([]float64, len(p))
	s := 0.0
	for i, v := range p {
		s += v
		cdf[i] = s
	}
	last := cdf[len(cdf)-1]
	for i := range cdf {
		cdf[i] /= last
	}
	return cdf
}

// searchRight is np.searchsorted(cdf, u, side="right"): the number of
// entries <= u.
func searchRight(cdf []float64, u float64) int {
	i, j := 0, len(cdf)
	for i < j {
		h := int(uint(i+j) >> 1)
		if cdf[h] <= u {
			i = h + 1
		} else {
			j = h
		}
	}
	return i
}

// choiceP is NumPy's sampling through p without replacement: draw the
// missing count through the cumulative sum of p with the found entries
// zeroed, keep each new index at its first draw, until enough are found.
func (g *Generator) choiceP(out []int, p []float64) {
	found := 0
	for found < len(out) {
		u := make([]float64, len(out)-found)
		for i := range u {
			u[i] = g.Float64()
		}
		for _, k := range out[:found] {
			p[k] = 0
		}
		cdf := cumulative(p)
		seen := make(map[int]bool, len(u))
		for _, x := range u {
			k := searchRight(cdf, x)
			if !seen[k] {
				seen[k] = true
				out[found] = k
				found++
			}
		}
	}
}

// choiceNoReplace is NumPy's sampling of len(out) of 0…n-1 without
// replacement and without p: a partial shuffle of 0…n-1 for samples of
// more than n/50 from n > 10000, else Floyd's algorithm with NumPy's
// open-addressing set, then a shuffle of the sample; every draw in [0, j]
// by Lemire's method.
func (g *Generator) choiceNoReplace(out []int, n int) {
	size := len(out)
	if n > 10000 && size > n/50 {
		idx := make([]int, n)
		for i := range idx {
			idx[i] = i
		}
		g.shuffleInt(idx, max(n-size, 1))
		copy(out, idx[n-size:])
		return
	}
	mask := genMask(uint64(1.2 * float64(size)))
	set := make([]uint64, mask+1)
	const empty = math.MaxUint64
	for i := range set {
		set[i] = empty
	}
	for j := n - size; j < n; j++ {
		val := g.bounded64(uint64(j))
		loc := val & mask
		for set[loc] != empty && set[loc] != val {
			loc = (loc + 1) & mask
		}
		if set[loc] == empty {
			set[loc] = val
			out[j-n+size] = int(val)
			continue
		}
		loc = uint64(j) & mask
		for set[loc] != empty {
			loc = (loc + 1) & mask
		}
		set[loc] = uint64(j)
		out[j-n+size] = j
	}
	g.shuffleInt(out, 1)
}

// shuffleInt is NumPy's _shuffle_int: for i from len(data)-1 down to first,
// swap data[i] with data[j], j in [0, i] by Lemire's method.
func (g *Generator) shuffleInt(data []int, first int) {
	for i := len(data) - 1; i >= first; i-- {
		j := g.bounded64(uint64(i))
		data[i], data[j] = data[j], data[i]
	}
}
