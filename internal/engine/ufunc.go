package engine

import (
	"reflect"

	"github.com/fixedrank/tensor/internal/kernel"
)

// Func1To stores f(a) into dst, a broadcast to dst's shape, through the
// elementwise plan (the one write plan: dst may overlap a in any way), the
// runs split among the workers; a run's elements go to the function's one
// contiguous kernel (kernel.Func1Run, or kernel.Func1IntRun for integers
// and bool). A function that T does not have is ErrType, naming the type
// NumPy computes it in; a zero integer for reciprocal is ErrDivideByZero,
// found before anything is written.
func Func1To[T any](name string, f kernel.Func1, dst, a Strided[T]) error {
	return func1Any(name, f, dst, a, false)
}

// Func1New is Func1To into r, a new result the caller has just made (see
// streamsInto).
func Func1New[T any](name string, f kernel.Func1, r, a Strided[T]) error {
	return func1Any(name, f, r, a, true)
}

func func1Any[T any](name string, f kernel.Func1, dst, a Strided[T], fresh bool) error {
	if !f.Valid() {
		return Errorf(ErrValue, "%s: %d is not a function of one argument", name, f)
	}
	var z T
	typ := reflect.TypeFor[T]()
	kind, size := kindOfAny(typ)
	switch {
	case typ.Kind() == reflect.Bool:
		if !f.ForBool() {
			return Errorf(ErrType, "%s: %s of bool: NumPy computes it in another type; Convert first", name, f)
		}
		if f == kernel.FInvert { // not, for bool
			f = kernel.FLogicalNot
		}
		return func1Int[uint8](name, f, retype[uint8](dst), retype[uint8](a))
	case kind == 'f':
		if !f.ForFloats() {
			return Errorf(ErrType, "%s: %s is defined for integers and bool, not %T", name, f, z)
		}
		// Named float types go to the kernels as their underlying type.
		if size == 4 {
			return func1To(name, f, asFloat[float32](dst), asFloat[float32](a), fresh)
		}
		return func1To(name, f, asFloat[float64](dst), asFloat[float64](a), fresh)
	case kind == 'c':
		if f == kernel.FAbs {
			return Errorf(ErrType, "%s: absolute of %T is real in NumPy: use Part with AbsPart", name, z)
		}
		if !f.ForComplex() {
			return Errorf(ErrType, "%s: %s of %T: NumPy has no complex loop of it", name, f, z)
		}
		if size == 8 {
			return func1Complex(name, f, retype[complex64](dst), retype[complex64](a))
		}
		return func1Complex(name, f, retype[complex128](dst), retype[complex128](a))
	case kind == 'i' || kind == 'u':
		if f == kernel.FLogicalNot {
			return Errorf(ErrType, "%s: logical_not of %T gives bool in NumPy: compare with Equal(t, 0) instead", name, z)
		}
		if !f.ForIntegers() {
			return Errorf(ErrType, "%s: %s of %T: NumPy computes it in a float type; UnaryAs[float64] (or float32) computes it there", name, f, z)
		}
		signed := kind == 'i'
		switch {
		case signed && size == 1:
			return func1Int[int8](name, f, retype[int8](dst), retype[int8](a))
		case signed && size == 2:
			return func1Int[int16](name, f, retype[int16](dst), retype[int16](a))
		case signed && size == 4:
			return func1Int[int32](name, f, retype[int32](dst), retype[int32](a))
		case signed:
			return func1Int[int64](name, f, retype[int64](dst), retype[int64](a))
		case size == 1:
			return func1Int[uint8](name, f, retype[uint8](dst), retype[uint8](a))
		case size == 2:
			return func1Int[uint16](name, f, retype[uint16](dst), retype[uint16](a))
		case size == 4:
			return func1Int[uint32](name, f, retype[uint32](dst), retype[uint32](a))
		default:
			return func1Int[uint64](name, f, retype[uint64](dst), retype[uint64](a))
		}
	}
	return Errorf(ErrType, "%s: %s of %T: no such function for the type", name, f, z)
}

// func1Int is Func1To for an integer type, or for bool as uint8.
func func1Int[I kernel.Integer](name string, f kernel.Func1, dst, a Strided[I]) error {
	var p Plan
	ad, _, ok, err := BinaryPlan(&p, name, dst, a, a)
	if !ok {
		return err
	}
	if f == kernel.FReciprocal {
		if err := CheckDivisor(name, a); err != nil {
			return err
		}
	}
	RunsPar(&p, dst.Data, ad, ad, int1Runner[I]{f})
	return nil
}

// func1Complex is Func1To for a complex type.
func func1Complex[C complex64 | complex128](name string, f kernel.Func1, dst, a Strided[C]) error {
	var p Plan
	ad, _, ok, err := BinaryPlan(&p, name, dst, a, a)
	if !ok {
		return err
	}
	RunsPar(&p, dst.Data, ad, ad, complex1Runner[C]{f})
	return nil
}

// complex1Runner and complex2Runner are the Runners of the complex math
// functions.
type complex1Runner[C complex64 | complex128] struct{ f kernel.Func1 }

func (r complex1Runner[C]) Run(d, a, _ []C, o0, o1, _, n int, st [3]int) {
	kernel.Func1ComplexRun(r.f, d, o0, st[0], a, o1, st[1], n)
}

type complex2Runner[C complex64 | complex128] struct{ f kernel.Func2 }

func (r complex2Runner[C]) Run(d, a, b []C, o0, o1, o2, n int, st [3]int) {
	kernel.Func2ComplexRun(r.f, d, o0, st[0], a, o1, st[1], b, o2, st[2], n)
}

// int1Runner, float1Runner, float2Runner and int2Runner are the Runners of the
// math functions: f of one run, by the kernel layer's run functions.
type int1Runner[I kernel.Integer] struct{ f kernel.Func1 }

func (r int1Runner[I]) Run(d, a, _ []I, o0, o1, _, n int, st [3]int) {
	kernel.Func1IntRun(r.f, d, o0, st[0], a, o1, st[1], n)
}

// float1Runner's nt stores non-temporally (see [kernel.Func1RunNT]); it
// runs through RunsParNT, which fences.
type float1Runner[F float32 | float64] struct {
	f  kernel.Func1
	nt bool
}

func (r float1Runner[F]) Run(d, a, _ []F, o0, o1, _, n int, st [3]int) {
	if r.nt {
		kernel.Func1RunNT(r.f, d, o0, st[0], a, o1, st[1], n)
		return
	}
	kernel.Func1Run(r.f, d, o0, st[0], a, o1, st[1], n)
}

// float2Runner's nt stores non-temporally (see [kernel.Func2FloatRunNT]);
// it runs through RunsParNT, which fences.
type float2Runner[F float32 | float64] struct {
	f  kernel.Func2
	nt bool
}

func (r float2Runner[F]) Run(d, a, b []F, o0, o1, o2, n int, st [3]int) {
	if r.nt {
		kernel.Func2FloatRunNT(r.f, d, o0, st[0], a, o1, st[1], b, o2, st[2], n)
		return
	}
	kernel.Func2FloatRun(r.f, d, o0, st[0], a, o1, st[1], b, o2, st[2], n)
}

// runFloat2 runs f over the plan's runs as the float type F, with
// non-temporal stores where nt is set (see streamsInto) and the kernels
// have them (maximum, minimum, fmax, fmin).
func runFloat2[F float32 | float64](f kernel.Func2, p *Plan, d, a, b []F, nt bool) {
	if (f == kernel.FMaximum || f == kernel.FMinimum || f == kernel.FFmax || f == kernel.FFmin) && nt {
		RunsParNT(p, d, a, b, float2Runner[F]{f, true})
		return
	}
	RunsPar(p, d, a, b, float2Runner[F]{f, false})
}

// int2Runner's nt stores non-temporally (see [kernel.Func2IntRunNT]); it
// runs through RunsParNT, which fences.
type int2Runner[I kernel.Integer] struct {
	f  kernel.Func2
	nt bool
}

func (r int2Runner[I]) Run(d, a, b []I, o0, o1, o2, n int, st [3]int) {
	if r.nt {
		kernel.Func2IntRunNT(r.f, d, o0, st[0], a, o1, st[1], b, o2, st[2], n)
		return
	}
	kernel.Func2IntRun(r.f, d, o0, st[0], a, o1, st[1], b, o2, st[2], n)
}

func func1To[F float32 | float64](name string, f kernel.Func1, dst, a Strided[F], fresh bool) error {
	var p Plan
	ad, _, ok, err := BinaryPlan(&p, name, dst, a, a)
	if !ok {
		return err
	}
	if f.StoresNT() && streamsInto(PlanBytes[F](&p), OpBytes[F](&p, 1), fresh) {
		// A destination larger than the caches, as ArithRuns streams one.
		RunsParNT(&p, dst.Data, ad, ad, float1Runner[F]{f, true})
		return nil
	}
	RunsPar(&p, dst.Data, ad, ad, float1Runner[F]{f, false})
	return nil
}

// Func2To stores f(a, b) into dst, a and b broadcast to dst's shape,
// through the elementwise plan. For integers it first checks what NumPy
// would raise or warn on and the package reports as an error, before
// anything is written: a zero divisor (ErrDivideByZero) for fmod,
// remainder and floor_divide, and a negative exponent for power
// (ErrValue). A function that integers do not have (arctan2, hypot) or
// floats do not have (the bitwise functions and shifts) is ErrType.
func Func2To[T any](name string, f kernel.Func2, dst, a, b Strided[T]) error {
	return func2Any(name, f, dst, a, b, false)
}

// Func2New is Func2To into r, a new result the caller has just made (see
// streamsInto).
func Func2New[T any](name string, f kernel.Func2, r, a, b Strided[T]) error {
	return func2Any(name, f, r, a, b, true)
}

func func2Any[T any](name string, f kernel.Func2, dst, a, b Strided[T], fresh bool) error {
	if !f.Valid() {
		return Errorf(ErrValue, "%s: %d is not a function of two arguments", name, f)
	}
	var z T
	typ := reflect.TypeFor[T]()
	kind, size := kindOfAny(typ)
	isBool := typ.Kind() == reflect.Bool
	switch {
	case isBool && f.Arith():
		return Errorf(ErrType, "%s: %s of bool: Convert first (NumPy's add and multiply of bool are LogicalOr and LogicalAnd, its true_divide float64, and it has no subtract)", name, f)
	case isBool && !f.ForBool():
		return Errorf(ErrType, "%s: %s of bool: NumPy computes it in another type; Convert first", name, f)
	case isBool:
	case f.Logical():
		return Errorf(ErrType, "%s: %s of %T gives bool in NumPy: compare first (NotEqual(a, 0)) and combine the masks", name, f, z)
	case kind == 'f' && f.IntegerOnly():
		return Errorf(ErrType, "%s: %s is defined for integers and bool, not %T", name, f, z)
	case kind == 'c' && !f.ForComplex():
		return Errorf(ErrType, "%s: %s of %T: NumPy has no complex loop of it", name, f, z)
	case (kind == 'i' || kind == 'u') && f == kernel.FTrueDivide:
		return Errorf(ErrType, "%s: true_divide of %T: NumPy computes it in floats (TrueDivide, or BinaryAs with a float type)", name, z)
	case (kind == 'i' || kind == 'u') && f.FloatOnly():
		return Errorf(ErrType, "%s: %s of %T: NumPy computes it in a float type (float64 for 32- and 64-bit integers); BinaryAs[float64] (or float32) computes it there", name, f, z)
	case kind != 'f' && kind != 'i' && kind != 'u' && kind != 'c':
		return Errorf(ErrType, "%s: %s of %T: no such function for the type", name, f, z)
	}
	if f.Arith() {
		return arithAs(name, f, dst, a, b, kind, size, fresh)
	}
	var p Plan
	ad, bd, ok, err := BinaryPlan(&p, name, dst, a, b)
	if !ok {
		return err
	}
	nt := streamsInto(PlanBytes[T](&p), OpBytes[T](&p, 1)+OpBytes[T](&p, 2), fresh)
	switch {
	case isBool: // 0 or 1 in a byte, which every bool function keeps
		runInt[uint8](f, &p, dst.Data, ad, bd, nt)
	case kind == 'f' && size == 4:
		runFloat2(f, &p, Reinterpret[float32](dst.Data), Reinterpret[float32](ad), Reinterpret[float32](bd), nt)
	case kind == 'f':
		runFloat2(f, &p, Reinterpret[float64](dst.Data), Reinterpret[float64](ad), Reinterpret[float64](bd), nt)
	case kind == 'c' && size == 8:
		RunsPar(&p, Reinterpret[complex64](dst.Data), Reinterpret[complex64](ad), Reinterpret[complex64](bd), complex2Runner[complex64]{f})
	case kind == 'c':
		RunsPar(&p, Reinterpret[complex128](dst.Data), Reinterpret[complex128](ad), Reinterpret[complex128](bd), complex2Runner[complex128]{f})
	default:
		return func2Ints(name, f, &p, dst.Data, ad, bd, b, kind == 'i', size, nt)
	}
	return nil
}

// arithAs runs the arithmetic function f of Func2To through arithTo as
// the number type of T's kind and size (true division of floats and
// complex numbers only: Func2To has refused integers).
func arithAs[T any](name string, f kernel.Func2, dst, a, b Strided[T], kind byte, size uintptr, fresh bool) error {
	op := OpDiv
	switch f {
	case kernel.FAdd:
		op = OpAdd
	case kernel.FSubtract:
		op = OpSub
	case kernel.FMultiply:
		op = OpMul
	}
	switch {
	case kind == 'f' && size == 4:
		return arithTo(name, op, retype[float32](dst), retype[float32](a), retype[float32](b), fresh)
	case kind == 'f':
		return arithTo(name, op, retype[float64](dst), retype[float64](a), retype[float64](b), fresh)
	case kind == 'c' && size == 8:
		return arithTo(name, op, retype[complex64](dst), retype[complex64](a), retype[complex64](b), fresh)
	case kind == 'c':
		return arithTo(name, op, retype[complex128](dst), retype[complex128](a), retype[complex128](b), fresh)
	case kind == 'i' && size == 1:
		return arithTo(name, op, retype[int8](dst), retype[int8](a), retype[int8](b), fresh)
	case kind == 'i' && size == 2:
		return arithTo(name, op, retype[int16](dst), retype[int16](a), retype[int16](b), fresh)
	case kind == 'i' && size == 4:
		return arithTo(name, op, retype[int32](dst), retype[int32](a), retype[int32](b), fresh)
	case kind == 'i':
		return arithTo(name, op, retype[int64](dst), retype[int64](a), retype[int64](b), fresh)
	case size == 1:
		return arithTo(name, op, retype[uint8](dst), retype[uint8](a), retype[uint8](b), fresh)
	case size == 2:
		return arithTo(name, op, retype[uint16](dst), retype[uint16](a), retype[uint16](b), fresh)
	case size == 4:
		return arithTo(name, op, retype[uint32](dst), retype[uint32](a), retype[uint32](b), fresh)
	}
	return arithTo(name, op, retype[uint64](dst), retype[uint64](a), retype[uint64](b), fresh)
}

// func2Ints runs an integer T as the signed or unsigned type of its width,
// after the checks of Func2To on b.
func func2Ints[T any](name string, f kernel.Func2, p *Plan, dst, a, b []T, bs Strided[T], signed bool, size uintptr, nt bool) error {
	switch {
	case signed && size == 1:
		return func2IntW[int8](name, f, p, dst, a, b, bs, nt)
	case signed && size == 2:
		return func2IntW[int16](name, f, p, dst, a, b, bs, nt)
	case signed && size == 4:
		return func2IntW[int32](name, f, p, dst, a, b, bs, nt)
	case signed:
		return func2IntW[int64](name, f, p, dst, a, b, bs, nt)
	case size == 1:
		return func2IntW[uint8](name, f, p, dst, a, b, bs, nt)
	case size == 2:
		return func2IntW[uint16](name, f, p, dst, a, b, bs, nt)
	case size == 4:
		return func2IntW[uint32](name, f, p, dst, a, b, bs, nt)
	default:
		return func2IntW[uint64](name, f, p, dst, a, b, bs, nt)
	}
}

func func2IntW[I kernel.Integer, T any](name string, f kernel.Func2, p *Plan, dst, a, b []T, bs Strided[T], nt bool) error {
	if f.Divides() {
		if err := CheckDivisor(name, retype[I](bs)); err != nil {
			return err
		}
	}
	if f == kernel.FPower {
		if err := checkNonNegative(name, retype[I](bs)); err != nil {
			return err
		}
	}
	runInt[I](f, p, dst, a, b, nt)
	return nil
}

// runInt runs f over the plan's runs as the integer type I (bool as
// uint8), with non-temporal stores where nt is set (see streamsInto) and
// the kernels have them.
func runInt[I kernel.Integer, T any](f kernel.Func2, p *Plan, dst, a, b []T, nt bool) {
	d, x, y := Reinterpret[I](dst), Reinterpret[I](a), Reinterpret[I](b)
	if nt {
		RunsParNT(p, d, x, y, int2Runner[I]{f, true})
		return
	}
	RunsPar(p, d, x, y, int2Runner[I]{f, false})
}

// checkNonNegative reports a negative element of b as an error wrapping
// ErrValue: NumPy raises "Integers to negative integer powers are not
// allowed".
func checkNonNegative[T Real](name string, b Strided[T]) error {
	var p Plan
	if !ElemPlan(&p, b.Data, b.Shape, b.St, b.Off) {
		return nil
	}
	n, st := p.Inner()
	var zero T
	ok := Walk(&p, 1, func(o, _, _ int) bool {
		for range n {
			if b.Data[o] < zero {
				return false
			}
			o += st[0]
		}
		return true
	})
	if !ok {
		return Errorf(ErrValue, "%s: an integer exponent is negative (NumPy: integers to negative integer powers are not allowed); dst is unchanged", name)
	}
	return nil
}

// TrueDivideTo stores a / b into dst computed in dst's float type R, as
// NumPy's true_divide with dtype=R: a and b are converted to R first, each
// into a temporary, so that the division writes dst once and an error
// leaves it unchanged. A zero divisor gives ±Inf or NaN, as float division
// does.
func TrueDivideTo[R kernel.Float, T, U Real](name string, dst Strided[R], a Strided[T], b Strided[U]) error {
	if err := Writable(name, dst); err != nil {
		return err
	}
	ca, err := convertedC[R](name, a)
	if err != nil {
		return err
	}
	cb, err := convertedC[R](name, b)
	if err != nil {
		return err
	}
	return ArithTo(name, OpDiv, dst, ca, cb)
}

// PartTo stores part p of every element of the complex src into dst, src
// broadcast to dst's shape with the assignment rule (a source that dst
// overlaps is copied first). R must be C's part type (float64 for
// complex128, float32 for complex64), else ErrType.
func PartTo[R kernel.Float, C any](name string, p kernel.Part, dst Strided[R], src Strided[C]) error {
	if !p.Valid() {
		return Errorf(ErrValue, "%s: %d is not a part of a complex number", name, p)
	}
	var r R
	var c C
	if kind, size := kindOfAny(reflect.TypeFor[C]()); kind != 'c' || size != 2*reflect.TypeFor[R]().Size() {
		return Errorf(ErrType, "%s: the parts of %T are not %T (complex128 has float64 parts, complex64 float32)", name, c, r)
	}
	var sst, cst [MaxRank]int
	b, ok, err := AssignSource(name, dst, src, &sst, &cst)
	if !ok {
		return err
	}
	var pl Plan
	if pl.Init(dst.Shape, 2, [3][]int{dst.St, b.St}, [3]int{dst.Off, b.Off}) {
		RunsPar(&pl, dst.Data, b.Data, b.Data, partRunner[R, C]{p, reflect.TypeFor[C]().Size() == 8})
	}
	return nil
}

// partRunner stores one part of each complex element of a run; c64 says
// whether C is a complex64 type.
type partRunner[R kernel.Float, C any] struct {
	p   kernel.Part
	c64 bool
}

func (r partRunner[R, C]) Run(d []R, s, _ []C, o0, o1, _, n int, st [3]int) {
	if r.c64 {
		kernel.PartRun(r.p, d, o0, st[0], Reinterpret[complex64](s), o1, st[1], n)
		return
	}
	kernel.PartRun(r.p, d, o0, st[0], Reinterpret[complex128](s), o1, st[1], n)
}
