package engine

import (
	"errors"
	"slices"
	"strings"

	"github.com/fixedrank/tensor/internal/kernel"
)

// ErrSubscripts reports malformed einsum subscripts: a character that is
// not a letter, a "." outside "...", more subscript terms than operands or
// fewer, an output letter that no operand has or that repeats.
var ErrSubscripts = errors.New("malformed einsum subscripts")

// Einsum labels: the letters A-Z are 0-25 and a-z 26-51, so that sorting
// labels sorts the letters as NumPy's implicit output does (by character
// code); the axes that an ellipsis covers are 52, 53, … from the left of
// the broadcast ellipsis shape.
const (
	ellipsisLabel = 52
	maxLabels     = ellipsisLabel + MaxRank
)

func labelOf(c byte) (int, bool) {
	switch {
	case 'A' <= c && c <= 'Z':
		return int(c - 'A'), true
	case 'a' <= c && c <= 'z':
		return 26 + int(c-'a'), true
	}
	return 0, false
}

func labelName(l int) string {
	switch {
	case l < 26:
		return string(rune('A' + l))
	case l < ellipsisLabel:
		return string(rune('a' + l - 26))
	}
	return "..."
}

// EinsumSpec is parsed subscripts: the labels of each operand's axes and
// of the output's.
type EinsumSpec struct {
	In  [][]int
	Out []int
}

// ParseEinsum parses NumPy's einsum subscripts for operands of the given
// ranks: comma-separated terms of letters, each with at most one "...",
// and optionally "->" and the output's term. Without "->" the output is
// NumPy's implicit one: the ellipsis axes, then the letters that appear
// exactly once, in alphabetical order (upper case first). Spaces are
// ignored.
func ParseEinsum(op, subs string, ranks []int) (EinsumSpec, error) {
	var spec EinsumSpec
	subs = strings.ReplaceAll(subs, " ", "")
	in, out, explicit := strings.Cut(subs, "->")
	if strings.Contains(out, "->") {
		return spec, Errorf(ErrSubscripts, "%s: %q has more than one \"->\"", op, subs)
	}
	terms := strings.Split(in, ",")
	if len(terms) != len(ranks) {
		return spec, Errorf(ErrSubscripts, "%s: %q has %d input terms for %d operands", op, subs, len(terms), len(ranks))
	}
	type term struct {
		before, after []int // letters before and after the ellipsis
		ellipsis      bool
	}
	parse := func(s string, which string) (term, error) {
		var t term
		for i := 0; i < len(s); i++ {
			c := s[i]
			if c == '.' {
				if !strings.HasPrefix(s[i:], "...") || t.ellipsis {
					return t, Errorf(ErrSubscripts, "%s: %s %q: a '.' outside a single \"...\"", op, which, s)
				}
				t.ellipsis = true
				i += 2
				continue
			}
			l, ok := labelOf(c)
			if !ok {
				return t, Errorf(ErrSubscripts, "%s: %s %q: %q is not a letter", op, which, s, c)
			}
			if t.ellipsis {
				t.after = append(t.after, l)
			} else {
				t.before = append(t.before, l)
			}
		}
		return t, nil
	}
	ts := make([]term, len(terms))
	nell := 0
	for i, s := range terms {
		t, err := parse(s, "operand "+itoa(i))
		if err != nil {
			return spec, err
		}
		letters := len(t.before) + len(t.after)
		switch {
		case !t.ellipsis && letters != ranks[i]:
			return spec, Errorf(ErrRank, "%s: operand %d has rank %d but subscripts %q name %d axes", op, i, ranks[i], s, letters)
		case t.ellipsis && letters > ranks[i]:
			return spec, Errorf(ErrRank, "%s: operand %d has rank %d but subscripts %q name %d axes besides \"...\"", op, i, ranks[i], s, letters)
		}
		if t.ellipsis {
			nell = max(nell, ranks[i]-letters)
		}
		ts[i] = t
	}
	if nell > MaxRank {
		return spec, Errorf(ErrRank, "%s: the ellipsis covers %d axes", op, nell)
	}
	spec.In = make([][]int, len(ts))
	count := make([]int, maxLabels)
	for i, t := range ts {
		labels := slices.Clone(t.before)
		if t.ellipsis {
			ne := ranks[i] - len(t.before) - len(t.after)
			for k := range ne {
				labels = append(labels, ellipsisLabel+nell-ne+k)
			}
		}
		labels = append(labels, t.after...)
		for _, l := range labels {
			count[l]++
		}
		spec.In[i] = labels
	}
	if !explicit {
		for k := range nell {
			spec.Out = append(spec.Out, ellipsisLabel+k)
		}
		for l := range ellipsisLabel {
			if count[l] == 1 {
				spec.Out = append(spec.Out, l)
			}
		}
		return spec, nil
	}
	t, err := parse(out, "output")
	if err != nil {
		return spec, err
	}
	if !t.ellipsis && nell > 0 {
		return spec, Errorf(ErrSubscripts, "%s: the ellipsis covers %d axes but the output %q has no \"...\" to hold them", op, nell, out)
	}
	spec.Out = slices.Clone(t.before)
	if t.ellipsis {
		for k := range nell {
			spec.Out = append(spec.Out, ellipsisLabel+k)
		}
	}
	spec.Out = append(spec.Out, t.after...)
	seen := make([]bool, maxLabels)
	for _, l := range spec.Out {
		if l < ellipsisLabel && count[l] == 0 {
			return spec, Errorf(ErrSubscripts, "%s: output letter %s appears in no operand", op, labelName(l))
		}
		if seen[l] {
			return spec, Errorf(ErrSubscripts, "%s: output letter %s repeats", op, labelName(l))
		}
		seen[l] = true
	}
	return spec, nil
}

func itoa(i int) string {
	if i < 10 {
		return string(rune('0' + i))
	}
	return itoa(i/10) + itoa(i%10)
}

// einOp is an operand of an einsum under evaluation: its elements and the
// label of each axis.
type einOp[T any] struct {
	s      Strided[T]
	labels []int
}

// EinsumSizes returns the length of every label of spec over operands of
// the given shapes: lengths equal, or 1 where another operand has more
// (NumPy broadcasts them), and a label repeated within one operand must
// have one length there. The output shape is written into out.
func EinsumSizes(op string, spec EinsumSpec, shapes [][]int, out []int) ([]int, error) {
	size := make([]int, maxLabels)
	for i := range size {
		size[i] = -1
	}
	for i, labels := range spec.In {
		own := map[int]int{}
		for k, l := range labels {
			d := shapes[i][k]
			if prev, ok := own[l]; ok && prev != d {
				return nil, Errorf(ErrShape, "%s: operand %d has lengths %d and %d for the repeated letter %s", op, i, prev, d, labelName(l))
			}
			own[l] = d
			switch {
			case size[l] < 0 || size[l] == 1:
				size[l] = d
			case d != 1 && d != size[l]:
				return nil, Errorf(ErrShape, "%s: letter %s has length %d in operand %d but %d before", op, labelName(l), d, i, size[l])
			}
		}
	}
	for k, l := range spec.Out {
		out[k] = size[l]
		if out[k] < 0 {
			out[k] = 1 // an ellipsis axis no operand has
		}
	}
	return size, nil
}

// EinsumTo stores into dst, whose shape must be the output's, the einsum
// that p plans over the operands ops, of the shapes p was planned for.
// Each operand first loses its repeated letters (a diagonal view); then
// the steps of p's path run in order, each summing first the letters that
// only one of its operands has and nothing else needs, then contracting
// its operands pairwise, each pair one batched GEMM (a step of more than
// two operands, which NumPy hands to its C einsum, is contracted pair by
// pair, the pair whose result is smallest against its inputs first); the
// last result is stored in dst in the output's order.
func EinsumTo[T Number](op string, dst Strided[T], p *EinsumPlan, ops []Strided[T]) error {
	if err := Writable(op, dst); err != nil {
		return err
	}
	shapes := make([][]int, len(ops))
	for i := range ops {
		shapes[i] = ops[i].Shape
	}
	if err := p.Check(op, shapes); err != nil {
		return err
	}
	if !slices.Equal(dst.Shape, p.out) {
		return Errorf(ErrShape, "%s: dst of shape %s for an output of shape %s", op, FmtInts(dst.Shape), FmtInts(p.out))
	}
	for _, s := range ops {
		if len(s.Data) == 0 && !IsEmpty(s.Shape) {
			return Errorf(ErrBroadcast, "%s: an operand is a zero-value tensor without elements", op)
		}
	}
	cur := make([]einOp[T], len(ops))
	for i := range ops {
		cur[i] = einOp[T]{s: ops[i], labels: slices.Clone(p.spec.In[i])}
		if err := einPrepare(op, &cur[i], p.size); err != nil {
			return err
		}
	}
	done := false // the last product was written into dst
	for si, step := range p.path {
		pos := slices.Sorted(slices.Values(step))
		group := make([]einOp[T], len(pos))
		for k, x := range pos {
			group[k] = cur[x]
		}
		for k := len(pos) - 1; k >= 0; k-- {
			cur = slices.Delete(cur, pos[k], pos[k]+1)
		}
		need := slices.Clone(p.spec.Out)
		for _, c := range cur {
			need = append(need, c.labels...)
		}
		var into *einInto[T]
		if si == len(p.path)-1 && len(cur) == 0 {
			into = &einInto[T]{dst: dst, labels: p.spec.Out, ops: ops}
		}
		r, err := einGroup(op, group, need, p.size, into)
		if err != nil {
			return err
		}
		done = into != nil && into.done
		cur = append(cur, r)
	}
	if len(cur) != 1 {
		return Errorf(ErrSubscripts, "%s: internal: a path that leaves %d operands", op, len(cur))
	}
	if done {
		return nil
	}
	// The result in the output's order.
	last := cur[0]
	perm := make([]int, len(p.spec.Out))
	for k, l := range p.spec.Out {
		perm[k] = slices.Index(last.labels, l)
	}
	var ps, pt [MaxRank]int
	n := len(perm)
	if len(last.labels) != n {
		return Errorf(ErrSubscripts, "%s: internal: result labels %v for output %v", op, last.labels, p.spec.Out)
	}
	if n > 0 {
		_ = Permute(op, last.s.Shape, last.s.St, perm, ps[:n], pt[:n])
		last.s.Shape, last.s.St = ps[:n], pt[:n]
	}
	return Assign(op, dst, last.s)
}

// einGroup contracts the operands of one step of a path into one, keeping
// the letters of need: each first loses the letters that nothing else
// needs (summed), then pairs are contracted, the pair whose result is
// smallest against its inputs first.
//
// With into set (the last step of a path), the last pair is written
// straight into into.dst when its letters can be seen there as the three
// axes of the batched product and dst shares no memory with the operands.
func einGroup[T Number](op string, cur []einOp[T], need []int, size []int, into *einInto[T]) (einOp[T], error) {
	for {
		for i := range cur {
			if err := einSumLone(op, cur, i, need); err != nil {
				return einOp[T]{}, err
			}
		}
		if len(cur) == 1 {
			return cur[0], nil
		}
		i, j := einPick(cur, need, size)
		var last *einInto[T]
		keep := einKeep(cur, i, j, need)
		if len(cur) == 2 && into != nil {
			last = into
			if !into.rowMajor(einResultLabels(cur[i].labels, cur[j].labels, keep)) &&
				into.rowMajor(einResultLabels(cur[j].labels, cur[i].labels, keep)) {
				i, j = j, i // so that the product's rows run along dst's rows
			}
		}
		r, err := einPair(op, cur[i], cur[j], keep, size, last)
		if err != nil || last != nil && last.done {
			return r, err
		}
		cur[i] = r
		cur = slices.Delete(cur, j, j+1)
	}
}

// einPrepare takes the diagonal of each letter an operand repeats and
// broadcasts its length-1 axes to the letter's length.
func einPrepare[T any](op string, e *einOp[T], size []int) error {
	shape, st := slices.Clone(e.s.Shape), slices.Clone(e.s.St)
	off := e.s.Off
	for {
		a1, a2 := -1, -1
		for k := 0; k < len(e.labels) && a2 < 0; k++ {
			for j := k + 1; j < len(e.labels); j++ {
				if e.labels[j] == e.labels[k] {
					a1, a2 = k, j
					break
				}
			}
		}
		if a2 < 0 {
			break
		}
		l := e.labels[a1]
		ns, nt := make([]int, len(shape)-1), make([]int, len(shape)-1)
		var err error
		if off, err = Diagonal(op, shape, st, off, 0, a1, a2, ns, nt); err != nil {
			return err
		}
		shape, st = ns, nt
		labels := make([]int, 0, len(e.labels)-1)
		for k, m := range e.labels {
			if k != a1 && k != a2 {
				labels = append(labels, m)
			}
		}
		e.labels = append(labels, l)
	}
	for k, l := range e.labels {
		if shape[k] == 1 && size[l] != 1 {
			shape[k], st[k] = size[l], 0
			e.s.ReadOnly = true
		}
	}
	e.s.Shape, e.s.St, e.s.Off = shape, st, off
	return nil
}

// einSumLone sums the axes of operand i whose letters no other operand
// and not the output has.
func einSumLone[T Number](op string, cur []einOp[T], i int, out []int) error {
	e := &cur[i]
	var mask uint64
	var keep []int
	var shape []int
	for k, l := range e.labels {
		if einUsed(cur, i, l, out) {
			keep = append(keep, l)
			shape = append(shape, e.s.Shape[k])
		} else {
			mask |= 1 << k
		}
	}
	if mask == 0 {
		return nil
	}
	st := make([]int, len(shape))
	r, err := NewC[T](op, shape, st)
	if err != nil {
		return err
	}
	if err := SumAxisInto(op, r, e.s, mask); err != nil {
		return err
	}
	e.s, e.labels = r, keep
	return nil
}

// einUsed reports whether letter l is needed outside operand i: by
// another operand or the output.
func einUsed[T any](cur []einOp[T], i, l int, out []int) bool {
	if slices.Contains(out, l) {
		return true
	}
	for j := range cur {
		if j != i && slices.Contains(cur[j].labels, l) {
			return true
		}
	}
	return false
}

// einKeep returns the letters that the contraction of operands i and j
// must keep: those of the output and of the other operands.
func einKeep[T any](cur []einOp[T], i, j int, out []int) []int {
	keep := slices.Clone(out)
	for k := range cur {
		if k != i && k != j {
			keep = append(keep, cur[k].labels...)
		}
	}
	return keep
}

// einPick returns the pair of operands to contract next: the one whose
// result is smallest against the sizes of the two it replaces
// (opt_einsum's greedy cost), the first such pair on ties.
func einPick[T any](cur []einOp[T], out, size []int) (int, int) {
	bi, bj, best := 0, 1, 0.0
	first := true
	for i := range cur {
		for j := i + 1; j < len(cur); j++ {
			keep := einKeep(cur, i, j, out)
			rs := 1.0
			for _, l := range einResultLabels(cur[i].labels, cur[j].labels, keep) {
				rs *= float64(size[l])
			}
			cost := rs - einSize(cur[i].labels, size) - einSize(cur[j].labels, size)
			if first || cost < best {
				bi, bj, best, first = i, j, cost, false
			}
		}
	}
	return bi, bj
}

func einSize(labels, size []int) float64 {
	s := 1.0
	for _, l := range labels {
		s *= float64(size[l])
	}
	return s
}

// einResultLabels returns the labels of the contraction of operands with
// labels x and y that keeps keep: the batch letters (both and kept), then
// x's own, then y's own.
func einResultLabels(x, y, keep []int) []int {
	var batch, xs, ys []int
	for _, l := range x {
		switch {
		case slices.Contains(y, l) && slices.Contains(keep, l):
			batch = append(batch, l)
		case !slices.Contains(y, l):
			xs = append(xs, l)
		}
	}
	for _, l := range y {
		if !slices.Contains(x, l) {
			ys = append(ys, l)
		}
	}
	return append(append(batch, xs...), ys...)
}

// einInto is the destination of an einsum's last product: dst, whose
// axes have the letters labels, and the einsum's operands, which dst must
// not share memory with. done records that the product went there.
type einInto[T any] struct {
	dst    Strided[T]
	labels []int
	ops    []Strided[T]
	done   bool
}

// rowMajor reports whether the last of labels is an axis of unit stride
// of dst, so that a product with those letters stores rows of dst.
func (e *einInto[T]) rowMajor(labels []int) bool {
	if len(labels) == 0 {
		return false
	}
	k := slices.Index(e.labels, labels[len(labels)-1])
	return k >= 0 && e.dst.St[k] == 1
}

// view returns dst as the 3-D result (batch, m, n) of a product with the
// letters labels in that grouping, if dst's axes merge so and dst shares
// no memory with the operands.
func (e *einInto[T]) view(labels []int, dims [3]int) (Strided[T], bool) {
	n := len(labels)
	if n != len(e.labels) {
		return Strided[T]{}, false
	}
	perm := make([]int, n)
	for k, l := range labels {
		if perm[k] = slices.Index(e.labels, l); perm[k] < 0 {
			return Strided[T]{}, false
		}
	}
	for _, o := range e.ops {
		if MustCopy(e.dst, o, nil, 0, Whole) {
			return Strided[T]{}, false
		}
	}
	ps, pt := make([]int, n), make([]int, n)
	if err := Permute("", e.dst.Shape, e.dst.St, perm, ps, pt); err != nil {
		return Strided[T]{}, false
	}
	st3 := make([]int, 3)
	if !NoCopyReshape(ps, pt, dims[:], st3, false) {
		return Strided[T]{}, false
	}
	return Strided[T]{Data: e.dst.Data, Shape: dims[:], St: st3, Off: e.dst.Off}, true
}

// einPair contracts x and y over the letters they share that keep lacks,
// as one batched GEMM: x seen as (batch, x's own, contracted), y as
// (batch, contracted, y's own), each merged into a 3-D view (copied first
// where its axes do not merge); the result is a new C-contiguous operand
// with the letters batch, x's own, y's own, or, when into takes it, into's
// destination (into.done set).
func einPair[T Number](op string, x, y einOp[T], keep []int, size []int, into *einInto[T]) (einOp[T], error) {
	var batch, xs, ys, con []int
	for _, l := range x.labels {
		inY := slices.Contains(y.labels, l)
		switch {
		case inY && slices.Contains(keep, l):
			batch = append(batch, l)
		case inY:
			con = append(con, l)
		default:
			xs = append(xs, l)
		}
	}
	for _, l := range y.labels {
		if !slices.Contains(x.labels, l) {
			ys = append(ys, l)
		}
	}
	prod := func(ls []int) int {
		p := 1
		for _, l := range ls {
			p *= size[l]
		}
		return p
	}
	nb, m, k, n := prod(batch), prod(xs), prod(con), prod(ys)
	a3, err := einAs3(op, x, [3][]int{batch, xs, con}, [3]int{nb, m, k})
	if err != nil {
		return einOp[T]{}, err
	}
	b3, err := einAs3(op, y, [3][]int{batch, con, ys}, [3]int{nb, k, n})
	if err != nil {
		return einOp[T]{}, err
	}
	labels := append(append(slices.Clone(batch), xs...), ys...)
	var p matmulPlan
	if err := p.shapes(op, a3.Shape, b3.Shape); err != nil {
		return einOp[T]{}, err
	}
	if into != nil {
		if r3, ok := into.view(labels, [3]int{nb, m, n}); ok {
			if !IsEmpty(r3.Shape) {
				matmulInto(&p, r3, a3, b3)
			}
			into.done = true
			return einOp[T]{labels: labels}, nil
		}
	}
	shape := make([]int, len(labels))
	for i, l := range labels {
		shape[i] = size[l]
	}
	rst := make([]int, len(shape))
	_ = ContigStrides(op, shape, rst, C) // cannot fail: the shape is valid
	total, err := SizeOf(op, shape)
	if err != nil {
		return einOp[T]{}, err
	}
	data, err := MakeResult[T](op, total) // written whole below
	if err != nil {
		return einOp[T]{}, err
	}
	r := Strided[T]{Data: data, Shape: shape, St: rst}
	r3 := Strided[T]{Data: r.Data, Shape: []int{nb, m, n}, St: []int{m * n, n, 1}}
	if len(r.Data) > 0 {
		matmulInto(&p, r3, a3, b3)
	}
	return einOp[T]{s: r, labels: labels}, nil
}

// einAs3 returns operand e with its axes in the order of the three groups
// of letters, each group merged into one axis of the given length: a view
// where the axes merge, a C-contiguous copy otherwise.
func einAs3[T any](op string, e einOp[T], groups [3][]int, dims [3]int) (Strided[T], error) {
	n := len(e.labels)
	perm := make([]int, 0, n)
	for _, g := range groups {
		for _, l := range g {
			perm = append(perm, slices.Index(e.labels, l))
		}
	}
	ps, pt := make([]int, n), make([]int, n)
	if err := Permute(op, e.s.Shape, e.s.St, perm, ps, pt); err != nil {
		return Strided[T]{}, err
	}
	v := e.s
	v.Shape, v.St = ps, pt
	st3 := make([]int, 3)
	if NoCopyReshape(ps, pt, dims[:], st3, false) {
		v.Shape, v.St = dims[:], st3
		return v, nil
	}
	cst := make([]int, n)
	data, err := CloneData(op, v, C, cst)
	if err != nil {
		return Strided[T]{}, err
	}
	return Strided[T]{Data: data, Shape: dims[:], St: []int{dims[1] * dims[2], dims[2], 1}}, nil
}

// TensordotSpec returns the einsum of NumPy's tensordot(a, b, axes=(aAxes,
// bAxes)) for operands of ranks ra and rb: the listed axes contracted in
// pairs, the output a's other axes then b's, each in order. It returns an
// error wrapping ErrAxis for lists of different lengths, an axis out of
// range or repeated.
func TensordotSpec(op string, ra, rb int, aAxes, bAxes []int) (EinsumSpec, error) {
	if len(aAxes) != len(bAxes) {
		return EinsumSpec{}, Errorf(ErrAxis, "%s: %d axes of a paired with %d of b", op, len(aAxes), len(bAxes))
	}
	la, lb := make([]int, ra), make([]int, rb)
	for k := range la {
		la[k] = k
	}
	for k := range lb {
		lb[k] = -1
	}
	usedA := make([]bool, ra)
	for i := range aAxes {
		x, err := NormAxis(op, aAxes[i], ra)
		if err != nil {
			return EinsumSpec{}, err
		}
		y, err := NormAxis(op, bAxes[i], rb)
		if err != nil {
			return EinsumSpec{}, err
		}
		if usedA[x] || lb[y] >= 0 {
			return EinsumSpec{}, Errorf(ErrAxis, "%s: axes %v and %v repeat an axis", op, aAxes, bAxes)
		}
		usedA[x], lb[y] = true, x
	}
	var out []int
	for k := range la {
		if !usedA[k] {
			out = append(out, k)
		}
	}
	for k := range lb {
		if lb[k] < 0 {
			lb[k] = ra + k
			out = append(out, ra+k)
		}
	}
	if len(out) > MaxRank || ra+rb > maxLabels {
		return EinsumSpec{}, Errorf(ErrRank, "%s: a product of rank %d", op, len(out))
	}
	return EinsumSpec{In: [][]int{la, lb}, Out: out}, nil
}

// DotSpec returns the einsum of NumPy's dot(a, b): a product with a
// scalar when either has rank 0, a's last axis contracted with b's only
// axis when b has rank 1, and with b's second-to-last otherwise.
func DotSpec(op string, ra, rb int) (EinsumSpec, error) {
	switch {
	case ra == 0 || rb == 0:
		return TensordotSpec(op, ra, rb, nil, nil)
	case rb == 1:
		return TensordotSpec(op, ra, rb, []int{-1}, []int{0})
	}
	return TensordotSpec(op, ra, rb, []int{-1}, []int{-2})
}

// InnerSpec returns the einsum of NumPy's inner(a, b): a product with a
// scalar when either has rank 0, the last axes contracted otherwise.
func InnerSpec(op string, ra, rb int) (EinsumSpec, error) {
	if ra == 0 || rb == 0 {
		return TensordotSpec(op, ra, rb, nil, nil)
	}
	return TensordotSpec(op, ra, rb, []int{-1}, []int{-1})
}

// TraceShape writes into out the shape of NumPy's trace over axis1 and
// axis2 of a tensor of the given shape (the shape without both axes) and
// returns it. It returns an error wrapping ErrRank below rank 2 and ErrAxis
// for an axis out of range or the two axes equal.
func TraceShape(op string, shape []int, axis1, axis2 int, out []int) ([]int, error) {
	n := len(shape)
	if n < 2 {
		return nil, Errorf(ErrRank, "%s: a tensor of rank %d has no diagonal", op, n)
	}
	a1, err := NormAxis(op, axis1, n)
	if err != nil {
		return nil, err
	}
	a2, err := NormAxis(op, axis2, n)
	if err != nil {
		return nil, err
	}
	if a1 == a2 {
		return nil, Errorf(ErrAxis, "%s: axis1 and axis2 are both %d", op, a1)
	}
	out = out[:0]
	for k, d := range shape {
		if k != a1 && k != a2 {
			out = append(out, d)
		}
	}
	return out, nil
}

// TraceInto stores into r (of t's shape without axis1 and axis2) the sums
// along the diagonals at offset k of t over axis1 and axis2 (NumPy's
// trace: the diagonal view, summed as Sum sums). r does not overlap t.
func TraceInto[T Number](op string, r, t Strided[T], k, axis1, axis2 int) error {
	n := len(t.Shape)
	if n < 2 {
		return Errorf(ErrRank, "%s: a tensor of rank %d has no diagonal", op, n)
	}
	ds, dt := make([]int, n-1), make([]int, n-1)
	off, err := Diagonal(op, t.Shape, t.St, t.Off, k, axis1, axis2, ds, dt)
	if err != nil {
		return err
	}
	if !slices.Equal(r.Shape, ds[:n-2]) {
		return Errorf(ErrShape, "%s: dst of shape %s for a trace of shape %s", op, FmtInts(r.Shape), FmtInts(ds[:n-2]))
	}
	d := Strided[T]{Data: t.Data, Shape: ds, St: dt, Off: off}
	return SumAxisInto(op, r, d, 1<<(n-2))
}

// Vdot returns Σ conj(a)·b over the elements of a and b in C order
// (NumPy's vdot), which must have the same number of elements.
func Vdot[T Number](op string, a, b Strided[T]) (T, error) {
	var zero T
	na, err := SizeOf(op, a.Shape)
	if err != nil {
		return zero, err
	}
	nb, err := SizeOf(op, b.Shape)
	if err != nil {
		return zero, err
	}
	if na != nb {
		return zero, Errorf(ErrShape, "%s: %d elements against %d", op, na, nb)
	}
	if na == 0 {
		return zero, nil
	}
	flat := func(s Strided[T]) ([]T, error) {
		if d, ok := FlatRun(s, s.Shape, na); ok {
			return d, nil
		}
		st := make([]int, len(s.Shape))
		return CloneData(op, s, C, st)
	}
	x, err := flat(a)
	if err != nil {
		return zero, err
	}
	y, err := flat(b)
	if err != nil {
		return zero, err
	}
	return kernel.Vdot(x, y), nil
}
