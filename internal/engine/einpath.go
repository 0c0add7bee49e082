package engine

import (
	"fmt"
	"math/bits"
	"slices"
	"strings"
)

// OptimalOperands is the largest number of operands whose contraction
// order PlanEinsum finds by trying every order (NumPy's "optimal" path);
// more operands take NumPy's greedy path.
const OptimalOperands = 5

// labelSet is a set of einsum labels (fewer than 128 of them).
type labelSet [2]uint64

func setOf(labels []int) labelSet {
	var s labelSet
	for _, l := range labels {
		s[l>>6] |= 1 << (l & 63)
	}
	return s
}

func (s labelSet) or(t labelSet) labelSet     { return labelSet{s[0] | t[0], s[1] | t[1]} }
func (s labelSet) and(t labelSet) labelSet    { return labelSet{s[0] & t[0], s[1] & t[1]} }
func (s labelSet) andNot(t labelSet) labelSet { return labelSet{s[0] &^ t[0], s[1] &^ t[1]} }
func (s labelSet) empty() bool                { return s[0] == 0 && s[1] == 0 }
func (s labelSet) len() int                   { return bits.OnesCount64(s[0]) + bits.OnesCount64(s[1]) }

// labels returns the members of s in ascending order.
func (s labelSet) labels() []int {
	var out []int
	for w := range s {
		for b := s[w]; b != 0; b &= b - 1 {
			out = append(out, w<<6+bits.TrailingZeros64(b))
		}
	}
	return out
}

// EinsumPlan is an einsum planned for operands of given shapes before it
// computes (NumPy's einsum_path): the parsed subscripts, each letter's
// length, the output's shape and the contraction path.
type EinsumPlan struct {
	spec   EinsumSpec
	shapes [][]int // the operands' shapes
	size   []int   // the length of each label (-1 for a label no operand has)
	out    []int   // the output's shape
	// path lists the contractions in order, as NumPy's einsum_path does:
	// each step names the positions of the operands it contracts in the
	// current list, from which they are removed, their result appended
	// at the end.
	path [][]int
}

// Shape returns the output's shape.
func (p *EinsumPlan) Shape() []int { return slices.Clone(p.out) }

// Path returns the contraction path (NumPy's einsum_path without its
// "einsum_path" head).
func (p *EinsumPlan) Path() [][]int {
	out := make([][]int, len(p.path))
	for i, s := range p.path {
		out[i] = slices.Clone(s)
	}
	return out
}

// PlanEinsum parses subscripts for operands of the given shapes and plans
// the einsum.
func PlanEinsum(op, subs string, shapes [][]int) (*EinsumPlan, error) {
	ranks := make([]int, len(shapes))
	for i, s := range shapes {
		ranks[i] = len(s)
	}
	spec, err := ParseEinsum(op, subs, ranks)
	if err != nil {
		return nil, err
	}
	return PlanSpec(op, spec, shapes)
}

// PlanSpec plans the einsum spec over operands of the given shapes: the
// path is NumPy's optimal one for up to OptimalOperands operands and its
// greedy one beyond, each under NumPy's default memory limit (no
// intermediate larger than the largest operand or the output).
func PlanSpec(op string, spec EinsumSpec, shapes [][]int) (*EinsumPlan, error) {
	if len(spec.Out) > MaxRank {
		return nil, Errorf(ErrRank, "%s: an output of rank %d", op, len(spec.Out))
	}
	out := make([]int, len(spec.Out))
	size, err := EinsumSizes(op, spec, shapes, out)
	if err != nil {
		return nil, err
	}
	p := &EinsumPlan{spec: spec, size: size, out: out}
	for _, s := range shapes {
		p.shapes = append(p.shapes, slices.Clone(s))
	}
	p.path = einsumPath(spec, size)
	return p, nil
}

// Check returns an error wrapping ErrShape unless shapes are the ones p
// was planned for.
func (p *EinsumPlan) Check(op string, shapes [][]int) error {
	if len(shapes) != len(p.shapes) {
		return Errorf(ErrShape, "%s: %d operands for a plan of %d", op, len(shapes), len(p.shapes))
	}
	for i, s := range shapes {
		if !slices.Equal(s, p.shapes[i]) {
			return Errorf(ErrShape, "%s: operand %d has shape %s but the plan is for %s", op, i, FmtInts(s), FmtInts(p.shapes[i]))
		}
	}
	return nil
}

// sizeOf returns the number of elements of a term with the given labels.
func sizeOf(labels []int, size []int) float64 {
	s := 1.0
	for _, l := range labels {
		s *= float64(size[l])
	}
	return s
}

func setSize(s labelSet, size []int) float64 { return sizeOf(s.labels(), size) }

// findContraction is NumPy's _find_contraction: contracting the sets at
// positions yields result (the letters still needed: by the output or
// the other sets), remaining (the other sets, then result), removed (the
// letters summed) and contract (every letter involved).
func findContraction(positions []int, sets []labelSet, out labelSet) (result labelSet, remaining []labelSet, removed, contract labelSet) {
	remain := out
	for i, s := range sets {
		if slices.Contains(positions, i) {
			contract = contract.or(s)
		} else {
			remaining = append(remaining, s)
			remain = remain.or(s)
		}
	}
	result = remain.and(contract)
	removed = contract.andNot(result)
	return result, append(remaining, result), removed, contract
}

// flopCount is NumPy's _flop_count.
func flopCount(contract labelSet, inner bool, terms int, size []int) float64 {
	f := float64(max(1, terms-1))
	if inner {
		f++
	}
	return setSize(contract, size) * f
}

// einsumPath returns NumPy's einsum_path for spec: the optimal path for up
// to OptimalOperands operands, the greedy path beyond.
func einsumPath(spec EinsumSpec, size []int) [][]int {
	n := len(spec.In)
	sets := make([]labelSet, n)
	var all labelSet
	limit := sizeOf(spec.Out, size)
	for i, in := range spec.In {
		sets[i] = setOf(in)
		all = all.or(sets[i])
		limit = max(limit, sizeOf(in, size))
	}
	out := setOf(spec.Out)
	if n <= 2 || all == out {
		return [][]int{seq(n)}
	}
	if n <= OptimalOperands {
		return optimalPath(sets, out, size, limit)
	}
	return greedyPath(sets, out, size, limit)
}

func seq(n int) []int {
	s := make([]int, n)
	for i := range s {
		s[i] = i
	}
	return s
}

// optimalPath is NumPy's _optimal_path: of every order of pairwise
// contractions whose intermediates fit the memory limit, the cheapest
// (the first in lexicographic order on ties); when no complete order
// fits, the cheapest of the deepest partial ones, finished by one
// contraction of everything left.
func optimalPath(sets []labelSet, out labelSet, size []int, limit float64) [][]int {
	n := len(sets)
	type best struct {
		cost float64
		path [][]int
		ok   bool
	}
	at := make([]best, n)
	deepest := 0
	var path [][]int
	var walk func(sets []labelSet, cost float64)
	walk = func(sets []labelSet, cost float64) {
		d := len(path)
		if !at[d].ok || cost < at[d].cost {
			at[d] = best{cost: cost, path: slices.Clone(path), ok: true}
		}
		deepest = max(deepest, d)
		for i := range sets {
			for j := i + 1; j < len(sets); j++ {
				pos := []int{i, j}
				result, rest, removed, contract := findContraction(pos, sets, out)
				if setSize(result, size) > limit {
					continue
				}
				path = append(path, pos)
				walk(rest, cost+flopCount(contract, !removed.empty(), 2, size))
				path = path[:len(path)-1]
			}
		}
	}
	walk(sets, 0)
	p := at[deepest].path
	if deepest < n-1 {
		p = append(p, seq(n-deepest))
	}
	return p
}

// greedyCand is a candidate pairwise contraction of NumPy's greedy path.
type greedyCand struct {
	removed, cost float64 // the size it removes, and its flops
	pos           [2]int
	sets          []labelSet // the sets after it
}

func (c greedyCand) less(d greedyCand) bool {
	if c.removed != d.removed {
		return c.removed > d.removed
	}
	return c.cost < d.cost
}

// greedyPath is NumPy's _greedy_path: repeatedly the pair that removes
// the most elements at the least cost, pairs sharing a letter first,
// outer products only when no such pair is left, each intermediate within
// the memory limit and the path cheaper than the naive contraction; when
// no pair qualifies, one contraction of everything left.
func greedyPath(sets []labelSet, out labelSet, size []int, limit float64) [][]int {
	n := len(sets)
	_, _, removedAll, contractAll := findContraction(seq(n), sets, out)
	naive := flopCount(contractAll, !removedAll.empty(), n, size)
	parse := func(i, j int, sets []labelSet, pathCost float64) (greedyCand, bool) {
		result, rest, removed, contract := findContraction([]int{i, j}, sets, out)
		ns := setSize(result, size)
		if ns > limit {
			return greedyCand{}, false
		}
		c := greedyCand{
			removed: setSize(sets[i], size) + setSize(sets[j], size) - ns,
			cost:    flopCount(contract, !removed.empty(), 2, size),
			pos:     [2]int{i, j},
			sets:    rest,
		}
		return c, pathCost+c.cost <= naive
	}
	var known []greedyCand
	var path [][]int
	pathCost := 0.0
	pairs := func(m int) [][2]int {
		var ps [][2]int
		for i := range m {
			for j := i + 1; j < m; j++ {
				ps = append(ps, [2]int{i, j})
			}
		}
		return ps
	}
	comb := pairs(n)
	for range n - 1 {
		for _, p := range comb {
			if sets[p[0]].and(sets[p[1]]).empty() {
				continue // outer products only when nothing else is left
			}
			if c, ok := parse(p[0], p[1], sets, pathCost); ok {
				known = append(known, c)
			}
		}
		if len(known) == 0 {
			for _, p := range pairs(len(sets)) {
				if c, ok := parse(p[0], p[1], sets, pathCost); ok {
					known = append(known, c)
				}
			}
			if len(known) == 0 {
				path = append(path, seq(len(sets)))
				break
			}
		}
		best := known[0]
		for _, c := range known[1:] {
			if c.less(best) {
				best = c
			}
		}
		known = updateCands(known, best)
		sets = best.sets
		last := len(sets) - 1
		comb = comb[:0]
		for i := range last {
			comb = append(comb, [2]int{i, last})
		}
		path = append(path, best.pos[:])
		pathCost += best.cost
	}
	return path
}

// updateCands is NumPy's _update_other_results: the candidates that
// involve neither operand of best, their positions and sets as after
// best (their costs are kept as they were).
func updateCands(known []greedyCand, best greedyCand) []greedyCand {
	bx, by := best.pos[0], best.pos[1]
	b2i := func(b bool) int {
		if b {
			return 1
		}
		return 0
	}
	var mod []greedyCand
	for _, c := range known {
		x, y := c.pos[0], c.pos[1]
		if x == bx || x == by || y == bx || y == by {
			continue
		}
		s := slices.Clone(c.sets)
		s = slices.Delete(s, by-b2i(by > x)-b2i(by > y), by-b2i(by > x)-b2i(by > y)+1)
		s = slices.Delete(s, bx-b2i(bx > x)-b2i(bx > y), bx-b2i(bx > x)-b2i(bx > y)+1)
		s = slices.Insert(s, len(s)-1, best.sets[len(best.sets)-1])
		c.pos = [2]int{x - b2i(x > bx) - b2i(x > by), y - b2i(y > bx) - b2i(y > by)}
		c.sets = s
		mod = append(mod, c)
	}
	return mod
}

// Report returns NumPy's einsum_path report of p: the complete
// contraction, the naive and optimized scaling and FLOP counts, the
// largest intermediate and one line per step. The axes under an ellipsis
// are named by the last unused letters in alphabetical order (NumPy takes
// them from an unordered set, so its names vary from run to run).
func (p *EinsumPlan) Report() string {
	n := len(p.spec.In)
	used := make([]bool, ellipsisLabel)
	nell := 0
	for _, t := range append(slices.Clone(p.spec.In), p.spec.Out) {
		for _, l := range t {
			if l < ellipsisLabel {
				used[l] = true
			} else {
				nell = max(nell, l-ellipsisLabel+1)
			}
		}
	}
	var unused []int
	for l := range ellipsisLabel {
		if !used[l] {
			unused = append(unused, l)
		}
	}
	name := func(l int) string {
		if l >= ellipsisLabel {
			l = unused[len(unused)-nell+l-ellipsisLabel]
		}
		return labelName(l)
	}
	term := func(ls []int) string {
		var b strings.Builder
		for _, l := range ls {
			b.WriteString(name(l))
		}
		return b.String()
	}
	terms := make([]string, n)
	sets := make([]labelSet, n)
	var all labelSet
	repeats := 0
	for i, in := range p.spec.In {
		terms[i] = term(in)
		sets[i] = setOf(in)
		all = all.or(sets[i])
		repeats += sets[i].len()
	}
	outTerm := term(p.spec.Out)
	complete := strings.Join(terms, ",")
	out := setOf(p.spec.Out)
	naive := flopCount(all, repeats-all.len() > 0, n, p.size)

	var lines []string
	opt, maxScale, largest := 0.0, 0, 0.0
	for k, step := range p.path {
		inds := slices.Clone(step)
		slices.SortFunc(inds, func(a, b int) int { return b - a })
		result, rest, removed, contract := findContraction(inds, sets, out)
		opt += flopCount(contract, !removed.empty(), len(inds), p.size)
		maxScale = max(maxScale, contract.len())
		largest = max(largest, setSize(result, p.size))
		var in []string
		for _, x := range inds {
			in = append(in, terms[x])
			terms = slices.Delete(terms, x, x+1)
		}
		res := outTerm
		if k < len(p.path)-1 {
			ls := result.labels()
			slices.SortStableFunc(ls, func(a, b int) int {
				if p.size[a] != p.size[b] {
					return p.size[a] - p.size[b]
				}
				return strings.Compare(name(a), name(b))
			})
			res = term(ls)
		}
		terms = append(terms, res)
		sets = rest
		lines = append(lines, fmt.Sprintf("%4d    %24s %40s", contract.len(), strings.Join(in, ",")+"->"+res, strings.Join(terms, ",")+"->"+outTerm))
	}
	opt++
	var b strings.Builder
	fmt.Fprintf(&b, "  Complete contraction:  %s->%s\n", complete, outTerm)
	fmt.Fprintf(&b, "         Naive scaling:  %d\n", all.len())
	fmt.Fprintf(&b, "     Optimized scaling:  %d\n", maxScale)
	fmt.Fprintf(&b, "      Naive FLOP count:  %.3e\n", naive)
	fmt.Fprintf(&b, "  Optimized FLOP count:  %.3e\n", opt)
	fmt.Fprintf(&b, "   Theoretical speedup:  %.3f\n", naive/opt)
	fmt.Fprintf(&b, "  Largest intermediate:  %.3e elements\n", largest)
	b.WriteString(strings.Repeat("-", 74) + "\n")
	fmt.Fprintf(&b, "%6s %24s %40s\n", "scaling", "current", "remaining")
	b.WriteString(strings.Repeat("-", 74))
	for _, l := range lines {
		b.WriteString("\n" + l)
	}
	return b.String()
}

// PlanFor returns the plan of an einsum over operands of the given shapes
// whose subscripts are subs: a string, planned here, or a plan made
// before, checked against the shapes. It returns an error wrapping
// ErrSubscripts for a nil plan.
func PlanFor(op string, subs any, shapes [][]int) (*EinsumPlan, error) {
	switch s := subs.(type) {
	case string:
		return PlanEinsum(op, s, shapes)
	case *EinsumPlan:
		if s == nil {
			return nil, Errorf(ErrSubscripts, "%s: a nil plan", op)
		}
		return s, s.Check(op, shapes)
	}
	return nil, Errorf(ErrSubscripts, "%s: subscripts of type %T", op, subs)
}
