package engine

import "github.com/fixedrank/tensor/internal/kernel"

// ConvertTo is ConvertTo on strided operands: assign's broadcasting and
// overlap rule, with a converting copy.
func ConvertTo[U, T Real](op string, dst Strided[U], src Strided[T]) error {
	var sst, cst [MaxRank]int
	b, ok, err := AssignSource(op, dst, src, &sst, &cst)
	if ok {
		convertRun(dst, b, false)
	}
	return err
}

// ConvertRun stores U(x) for each element x of src (strides broadcast to
// dst's shape) into dst, a new result that does not overlap src.
func ConvertRun[U, T Real](dst Strided[U], src Strided[T]) {
	convertRun(dst, src, true)
}

// convertRun is ConvertRun into dst, new (fresh) or not (see streamsInto).
func convertRun[U, T Real](dst Strided[U], src Strided[T], fresh bool) {
	if len(dst.Data) == 0 || len(src.Data) == 0 {
		return
	}
	var p Plan
	if !p.Init(dst.Shape, 2, [3][]int{dst.St, src.St}, [3]int{dst.Off, src.Off}) {
		return
	}
	if streamsInto(PlanBytes[U](&p), OpBytes[T](&p, 1), fresh) {
		// A destination larger than the caches, as ArithRuns streams one.
		RunsParNT(&p, dst.Data, src.Data, src.Data, convRunner[U, T]{true})
		return
	}
	RunsPar(&p, dst.Data, src.Data, src.Data, convRunner[U, T]{false})
}

// convRunner converts one run; with nt non-temporally (see
// [kernel.ConvRunNT]), through RunsParNT, which fences.
type convRunner[U, T Real] struct{ nt bool }

func (r convRunner[U, T]) Run(d []U, s, _ []T, o0, o1, _, n int, st [3]int) {
	if r.nt {
		kernel.ConvRunNT(d, o0, st[0], s, o1, st[1], n)
		return
	}
	kernel.ConvRun(d, o0, st[0], s, o1, st[1], n)
}
